import { readFile } from 'node:fs/promises'
import { signIn } from './admin-journey.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * Import subscribers (issue 23 item 6, docs/decisions/075): from the Subscribers tab an
 * Administrator opens the import, reads what each column means, uploads a small CSV, watches
 * the status page to the end, reads the refused row and downloads the report. JavaScript on and
 * off; each project imports addresses of its own (the two share one site).
 */
function csvFor(project: string): string {
	return [
		'Email,Name,Consent',
		`${project}.one@example.com,Reader One,yes`,
		`${project}.two@example.com,Reader Two,`,
		`${project}-not-an-address,Nobody,yes`,
	].join('\n')
}

function figure(page: Page, label: string) {
	return page
		.getByRole('region', { name: 'Rows' })
		.locator('div', { has: page.getByText(label, { exact: true }) })
		.locator('dd')
}

test('upload a CSV of subscribers, see the result and download the refused rows', async ({
	page,
}, testInfo) => {
	const project = testInfo.project.name
	await signIn(page, '/admin?tab=subscribers')
	await page.getByRole('link', { name: 'Import subscribers (CSV)' }).click()
	await expect(
		page.getByRole('heading', { name: 'Import subscribers', level: 1 }),
	).toBeVisible()
	await expect(page.getByText('sign-up date', { exact: true })).toBeVisible()

	await page.getByLabel('CSV file').setInputFiles({
		name: 'list.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(csvFor(project)),
	})
	await page.getByLabel('The people in this file agreed').check()
	await page.getByRole('button', { name: 'Upload and import' }).click()

	// The page refreshes itself until the import is done.
	await expect(
		page.getByRole('heading', { name: 'Subscriber import: done', level: 1 }),
	).toBeVisible()
	await expect(figure(page, 'Read')).toHaveText('3')
	await expect(figure(page, 'Added')).toHaveText('2')
	await expect(figure(page, 'Refused')).toHaveText('1')
	const refused = page.getByRole('region', { name: 'Refused rows' })
	await expect(
		refused.getByRole('row', { name: /not-an-address/ }),
	).toContainText('Not a valid e-mail address')

	const downloading = page.waitForEvent('download')
	await page
		.getByRole('link', { name: 'Download the refused rows (CSV)' })
		.click()
	const download = await downloading
	expect(download.suggestedFilename()).toMatch(/^refused-rows-\w+\.csv$/)
	const report = await readFile(await download.path(), 'utf8')
	expect(report).toBe(
		`Line,Email,Reason\r\n4,${project}-not-an-address,Not a valid e-mail address\r\n`,
	)
})
