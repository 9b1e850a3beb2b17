import { signIn } from './admin-journey.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * The redirects manager (issue 24): an editor adds an old address, the site answers it with a
 * 301 to the new page, a loop is refused, a CSV is taken all or nothing, and a redirect is edited
 * and removed. JavaScript on and off.
 */
const runOf = (project: string) =>
	`${project.replace(/\W/g, '')}-${Date.now().toString(36)}`

const answer = async (page: Page, path: string) => {
	const response = await page.request.get(path, { maxRedirects: 0 })
	return { status: response.status(), location: response.headers().location }
}

async function addRedirect(page: Page, from: string, to: string) {
	await page.getByLabel('Old address').fill(from)
	await page.getByLabel('New address').fill(to)
	await page.getByRole('button', { name: 'Add redirect' }).click()
}

test('add a redirect, follow it, edit it and remove it', async ({
	page,
}, testInfo) => {
	const run = runOf(testInfo.project.name)
	const from = `/2019/04/02/${run}/`
	const key = from.replace(/\/$/, '')
	await signIn(page, '/admin/redirects')
	await expect(
		page.getByRole('heading', { name: 'Redirects', level: 1 }),
	).toBeVisible()

	await addRedirect(page, from, '/about')
	await expect(
		page.getByText(`${key} now answers 301 to /about.`),
	).toBeVisible()
	await expect(page.getByRole('row').filter({ hasText: key })).toContainText(
		'An editor',
	)

	// The old address answers 301 and the browser lands on the new page.
	expect(await answer(page, from)).toEqual({ status: 301, location: '/about' })
	await page.goto(from)
	await expect(page).toHaveURL(/\/about$/)

	await page.goto(`/admin/redirects?q=${run}`)
	await page
		.getByRole('link', { name: `Edit the redirect from ${key}` })
		.click()
	await expect(
		page.getByRole('heading', { name: `Edit the redirect from ${key}` }),
	).toBeVisible()
	await page.getByLabel('New address').fill('/terms')
	await page.getByRole('button', { name: 'Save redirect' }).click()
	await expect(
		page.getByText(`${key} now answers 301 to /terms.`),
	).toBeVisible()
	expect((await answer(page, from)).location).toBe('/terms')

	const row = page.getByRole('row').filter({ hasText: key })
	await row.getByText('Remove', { exact: true }).click()
	await row.getByRole('button', { name: 'Yes, remove' }).click()
	await expect(page.getByText(`${key} no longer redirects.`)).toBeVisible()
	expect((await answer(page, from)).status).toBe(404)
})

test('a redirect that would loop is refused with the reason', async ({
	page,
}, testInfo) => {
	const run = runOf(testInfo.project.name)
	await signIn(page, '/admin/redirects')
	await addRedirect(page, `/loop-${run}-b`, `/loop-${run}-a`)
	await expect(page.getByText(/now answers 301/)).toBeVisible()
	await addRedirect(page, `/loop-${run}-a`, `/loop-${run}-b/`)
	await expect(page.getByText(/This redirect would make a loop/)).toBeVisible()
	expect((await answer(page, `/loop-${run}-a`)).status).toBe(404)
})

test('a CSV of redirects is taken all or nothing', async ({
	page,
}, testInfo) => {
	const run = runOf(testInfo.project.name)
	await signIn(page, '/admin/redirects')
	const upload = async (csv: string) => {
		await page.getByLabel('CSV file').setInputFiles({
			name: 'redirects.csv',
			mimeType: 'text/csv',
			buffer: Buffer.from(csv),
		})
		await page.getByRole('button', { name: 'Upload CSV' }).click()
	}
	await upload(`from,to\n/csv-${run}/one,/about\n/about,/terms\n`)
	await expect(
		page.getByText(/Nothing was saved: 1 line needs fixing. Line 3/),
	).toBeVisible()
	expect((await answer(page, `/csv-${run}/one`)).status).toBe(404)

	await upload(`/csv-${run}/one,/about\n/csv-${run}/two,/terms\n`)
	await expect(page.getByText('2 added, 0 changed.')).toBeVisible()
	expect(await answer(page, `/csv-${run}/two`)).toEqual({
		status: 301,
		location: '/terms',
	})
})
