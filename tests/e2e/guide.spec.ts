import { expect, test } from './fixtures.ts'
import { mailTo, signInApi, subscriberRecord } from './mail.ts'

test.describe('free PDF guide', () => {
	test('an email on the home page brings the download panel, and the PDF is served', async ({
		page,
		request,
	}, testInfo) => {
		await page.goto('/')
		const offer = page.getByRole('region', {
			name: '5 CEO Personal Branding Mistakes',
		})
		await offer
			.getByLabel('Email address')
			.fill(`guide.${testInfo.project.name}.${Date.now()}@example.com`)
		await offer.getByRole('button', { name: 'Get the free guide' }).click()
		const panel = page
			.getByRole('status')
			.filter({ hasText: 'Your guide is ready' })
		await expect(panel).toBeVisible()
		const link = panel.getByRole('link', { name: 'Download the PDF guide' })
		await expect(link).toHaveAttribute(
			'href',
			'/downloads/5-ceo-personal-branding-mistakes.pdf',
		)

		const pdf = await request.get(
			'/downloads/5-ceo-personal-branding-mistakes.pdf',
		)
		expect(pdf.status()).toBe(200)
		expect(pdf.headers()['content-type']).toBe('application/pdf')
		expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-')
	})

	test('the panel appears even when the sign-up cannot be stored', async ({
		request,
	}) => {
		const response = await request.post('/free-guide', {
			form: { email: 'not an email' },
		})
		expect(response.status()).toBe(200)
		expect(await response.text()).toContain('Your guide is ready')
	})

	test("records the sign-up with its source and content type, and e-mails the guide's link", async ({
		request,
	}, testInfo) => {
		const email = `guide-record.${testInfo.project.name}.${Date.now()}@example.com`
		await request.post('/free-guide', { form: { email } })
		const [mail] = await mailTo(email)
		expect(mail!.subject).toBe('Your free guide from Brandline')
		expect(mail!.text).toContain(
			'/downloads/5-ceo-personal-branding-mistakes.pdf',
		)
		await signInApi(request)
		expect(await subscriberRecord(request, email)).toMatchObject({
			source: 'content-upgrade',
			contentType: 'pdf-guide',
			status: 'pending',
		})
	})
})
