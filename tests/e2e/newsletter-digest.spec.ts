import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test } from './fixtures.ts'
import { mailTo, uniqueEmail } from './mail.ts'

test.describe('the daily digest in the admin', () => {
	test("the editor previews today's digest, sends a test to one address, and sees the history", async ({
		page,
		request,
	}, testInfo) => {
		await page.goto('/admin?redirectTo=/admin/newsletter')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'Newsletter', level: 1 }),
		).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'Next digest' }),
		).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'Sent digests' }),
		).toBeVisible()

		// A mistake is shown by the field, with or without JavaScript. (The weekly digest below has
		// a test form of its own.)
		const daily = page.getByRole('region', { name: 'Next digest' })
		const address = daily.getByLabel('Send a test to')
		await address.fill('not-an-address')
		await daily.getByRole('button', { name: 'Send test' }).click()
		await expect(
			daily.getByText('Please enter a valid email address'),
		).toBeVisible()
		// Only the form that was sent says so, not the weekly digest's.
		await expect(
			page
				.getByRole('region', { name: 'Next weekly digest' })
				.getByText('Please enter a valid email address'),
		).toHaveCount(0)

		const to = uniqueEmail(`digest-test-${testInfo.project.name}`)
		await address.fill(to)
		await daily.getByRole('button', { name: 'Send test' }).click()
		await expect(page.getByText('Test sent', { exact: true })).toBeVisible()
		const [mail] = await mailTo(to)
		expect(mail!.subject).toMatch(/^\[Test\] The Daily Brief/)
		expect(mail!.text).toContain('THE DAILY BRIEF')

		// The preview is the HTML message itself, for the administrator only.
		const preview = await page.request.get('/admin/newsletter/preview')
		expect(preview.status()).toBe(200)
		expect(preview.headers()['content-type']).toContain('text/html')
		expect(await preview.text()).toContain('The Daily Brief')
		const anonymous = await request.get('/admin/newsletter/preview', {
			maxRedirects: 0,
		})
		expect(anonymous.status()).toBe(302)
	})
})
