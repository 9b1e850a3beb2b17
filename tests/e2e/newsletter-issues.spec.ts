import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test } from './fixtures.ts'
import { mailTo, uniqueEmail } from './mail.ts'

test.describe('newsletter issues in the admin (docs/decisions/079)', () => {
	test('the editor writes an issue, previews it, sends a test, schedules it and cancels', async ({
		page,
	}, testInfo) => {
		const subject = `Issue journey ${testInfo.project.name} ${Date.now()}`
		await page.goto('/admin?redirectTo=/admin/newsletter/new')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'New issue', level: 1 }),
		).toBeVisible()

		await page.getByLabel('Subject').fill(subject)
		await page.getByLabel('Introduction').fill('Hello **readers** of the week.')
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'Edit issue', level: 1 }),
		).toBeVisible()
		const issuePath = new URL(page.url()).pathname

		// The preview is the message as a subscriber gets it, HTML and text.
		const html = await page.request.get(`${issuePath}/preview`)
		expect(await html.text()).toContain('<strong>readers</strong>')
		const text = await page.request.get(`${issuePath}/preview?format=text`)
		expect(await text.text()).toContain('Hello **readers** of the week.')

		const to = uniqueEmail(`issue-test-${testInfo.project.name}`)
		await page.getByLabel('Send a test to').fill(to)
		await page.getByRole('button', { name: 'Send test' }).click()
		await expect(page.getByText('Test sent', { exact: true })).toBeVisible()
		const [mail] = await mailTo(to)
		expect(mail!.subject).toBe(`[Test] ${subject}`)

		// Scheduled a year ahead, in the publication's zone, then cancelled.
		const nextYear = new Date().getUTCFullYear() + 1
		await page.getByLabel(/^Send at/).fill(`${nextYear}-06-01T09:00`)
		await page.getByRole('button', { name: 'Schedule' }).click()
		await expect(
			page.getByText('Issue scheduled', { exact: true }),
		).toBeVisible()
		const row = page.getByRole('row', { name: new RegExp(subject) })
		await expect(row).toContainText('Scheduled')
		await row.getByRole('link', { name: subject }).click()
		await page
			.getByRole('button', { name: 'Cancel the scheduled send' })
			.click()
		await expect(
			page.getByText('Send cancelled', { exact: true }),
		).toBeVisible()
		await page.goto('/admin/newsletter')
		await expect(
			page.getByRole('row', { name: new RegExp(subject) }),
		).toContainText('Cancelled')
	})
})
