import { expect, test, type Page } from './fixtures.ts'
import {
	linkIn,
	mailTo,
	signInApi,
	subscriberRecord,
	uniqueEmail,
} from './mail.ts'

const sidebarForm = (page: Page) =>
	page.locator('aside').getByRole('region', { name: 'The Daily Brief' })

test.describe('newsletter sign-up', () => {
	test('from the home sidebar: asked to confirm, told so, and the field is cleared', async ({
		page,
	}, testInfo) => {
		await page.goto('/')
		const form = sidebarForm(page)
		await form
			.getByLabel('Email address')
			.fill(`  ${uniqueEmail(testInfo.project.name)}  `)
		await form.getByRole('button', { name: 'SUBSCRIBE' }).click()
		await expect(
			page.getByText('Check your inbox', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(/\/$/)
		await expect(sidebarForm(page).getByLabel('Email address')).toHaveValue('')
	})

	test('the notice cookie is never cached, and is gone after one page', async ({
		request,
	}, testInfo) => {
		const response = await request.post('/newsletter', {
			form: {
				email: uniqueEmail(`cache-${testInfo.project.name}`),
				source: 'footer',
				redirectTo: '/about',
			},
			maxRedirects: 0,
		})
		expect(response.status()).toBe(302)
		expect(response.headers()['location']).toBe('/about')
		expect(response.headers()['set-cookie']).toMatch(/^bl_toast=.+HttpOnly/)
		expect(response.headers()['cache-control']).toBe('private, no-store')
		const page = await request.get('/about')
		expect(await page.text()).toContain('Check your inbox')
		expect(page.headers()['cache-control']).toBe('private, no-store')
		expect(await (await request.get('/about')).text()).not.toContain(
			'Check your inbox',
		)
	})

	test('an offsite redirect target is ignored', async ({
		request,
	}, testInfo) => {
		const response = await request.post('/newsletter', {
			form: {
				email: uniqueEmail(`redirect-${testInfo.project.name}`),
				redirectTo: '//evil.example/phish',
			},
			maxRedirects: 0,
		})
		expect(response.headers()['location']).toBe('/')
	})

	// Issue 10: a repeat reads exactly like a first sign-up, so the form never tells who subscribes.
	test('signing up twice reads the same as the first time', async ({
		page,
	}, testInfo) => {
		const email = uniqueEmail(`twice-${testInfo.project.name}`)
		for (const expected of ['Check your inbox', 'Check your inbox']) {
			await page.goto('/about')
			const footer = page
				.getByRole('contentinfo')
				.getByRole('region', { name: 'The Daily Brief' })
			await footer.getByLabel('Email address').fill(email)
			await footer.getByRole('button', { name: 'SUBSCRIBE' }).click()
			await expect(page.getByText(expected, { exact: true })).toBeVisible()
			await expect(page).toHaveURL(/\/about$/)
		}
	})

	test("the header's Subscribe link leads to a sign-up form on every page", async ({
		page,
	}) => {
		for (const path of [
			'/',
			'/about',
			'/article/reach-method-five-part-system-for-leaders',
		]) {
			await page.goto(path)
			await expect(page.locator('#subscribe')).toHaveCount(1)
			await page
				.getByRole('navigation', { name: 'Utility' })
				.getByRole('link', { name: 'Subscribe' })
				.click()
			await expect(page).toHaveURL(/#subscribe$/)
			await expect(
				page.locator('#subscribe').getByRole('button', { name: 'SUBSCRIBE' }),
			).toBeInViewport()
		}
	})

	test("an empty email is refused with the SPEC's message", async ({
		page,
	}, testInfo) => {
		if (testInfo.project.use.javaScriptEnabled === false) {
			// Without JavaScript the browser's own check stops an empty field; a request that skips it
			// gets the form back with the message and a 400.
			const response = await page.request.post('/newsletter', {
				form: { email: '   ', source: 'footer', redirectTo: '/about' },
			})
			expect(response.status()).toBe(400)
			expect(await response.text()).toContain(
				'Please enter your email address.',
			)
			return
		}
		await page.goto('/')
		await sidebarForm(page).getByRole('button', { name: 'SUBSCRIBE' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Email required' }),
		).toBeVisible()
		await expect(
			page.getByText('Please enter your email address.').first(),
		).toBeVisible()
	})

	test('an invalid address is explained and nothing is stored', async ({
		page,
		request,
	}, testInfo) => {
		await page.goto('/newsletter')
		const form = page.getByRole('region', { name: 'The Daily Brief' }).first()
		if (testInfo.project.use.javaScriptEnabled === false) {
			const response = await request.post('/newsletter', {
				form: { email: 'not-an-email', source: 'footer', redirectTo: '/' },
			})
			expect(response.status()).toBe(400)
			expect(await response.text()).toContain(
				'Please enter a valid email address',
			)
		} else {
			// With JavaScript the browser's own email check is off (noValidate) and ours speaks.
			await form.getByLabel('Email address').fill('not-an-email')
			await form.getByRole('button', { name: 'SUBSCRIBE' }).click()
			await expect(
				form.getByText('Please enter a valid email address'),
			).toBeVisible()
		}
		const api = await request.post('/api/newsletter/subscribe', {
			data: { email: 'not-an-email' },
		})
		expect(api.status()).toBe(400)
	})
})

test.describe('POST /api/newsletter/subscribe', () => {
	// Issue 10: 202 and one body for every valid address, so the answer reveals nothing.
	test('answers 202 with the same bytes for a new and a known address, and stores the first', async ({
		request,
	}, testInfo) => {
		const email = uniqueEmail(`api-${testInfo.project.name}`)
		const first = await request.post('/api/newsletter/subscribe', {
			data: {
				email: ` ${email.toUpperCase()} `,
				source: 'content-upgrade',
				contentType: 'pdf-guide',
			},
		})
		expect(first.status()).toBe(202)
		const second = await request.post('/api/newsletter/subscribe', {
			data: { email },
		})
		expect(second.status()).toBe(202)
		expect((await second.body()).equals(await first.body())).toBe(true)
		expect(((await first.json()) as { message: string }).message).toMatch(
			/^Check your inbox/,
		)
		await signInApi(request)
		await expect
			.poll(() => subscriberRecord(request, email))
			.toMatchObject({
				email,
				source: 'content-upgrade',
				contentType: 'pdf-guide',
				status: 'pending',
			})
	})

	test('answers bad input with a clear status and message', async ({
		request,
	}) => {
		const cases = [
			{
				body: { data: { email: '' } },
				status: 400,
				message: 'Please enter your email address.',
			},
			{
				body: { data: { email: 'x@y', contentType: 'spam' } },
				status: 400,
				message: 'Please enter a valid email address',
			},
			{
				body: { form: { email: 'a@example.com' } },
				status: 415,
				message: /JSON/,
			},
			{
				body: {
					data: Buffer.from('{not json'),
					headers: { 'content-type': 'application/json' },
				},
				status: 400,
				message: 'The body is not valid JSON.',
			},
			{
				body: { data: { email: `${'a'.repeat(70_000)}@example.com` } },
				status: 413,
				message: /too large/,
			},
		]
		for (const { body, status, message } of cases) {
			const response = await request.post('/api/newsletter/subscribe', body)
			expect(response.status(), JSON.stringify(body).slice(0, 80)).toBe(status)
			expect(response.headers()['content-type']).toContain('application/json')
			expect(((await response.json()) as { message: string }).message).toMatch(
				message,
			)
		}
		expect((await request.get('/api/newsletter/subscribe')).status()).toBe(405)
	})

	test("refuses writes from another site's pages", async ({ request }) => {
		const response = await request.post('/api/newsletter/subscribe', {
			data: { email: 'csrf@example.com' },
			headers: { Origin: 'https://evil.example' },
		})
		expect(response.status()).toBe(403)
		const form = await request.post('/newsletter', {
			form: { email: 'csrf@example.com' },
			headers: { 'Sec-Fetch-Site': 'cross-site' },
		})
		expect(form.status()).toBe(403)
	})
})

test.describe('confirmed opt-in and leaving, from the e-mails themselves', () => {
	test("a new subscriber confirms from the e-mail's link and is Active in the admin", async ({
		page,
		request,
	}, testInfo) => {
		const email = uniqueEmail(`confirm-${testInfo.project.name}`)
		await page.goto('/newsletter')
		const form = page.getByRole('region', { name: 'The Daily Brief' }).first()
		await form.getByLabel('Email address').fill(email)
		await form.getByRole('button', { name: 'SUBSCRIBE' }).click()
		await expect(
			page.getByText('Check your inbox', { exact: true }),
		).toBeVisible()

		const [mail] = await mailTo(email)
		expect(mail!.subject).toBe('Confirm your subscription to Brandline')
		await signInApi(request)
		expect(await subscriberRecord(request, email)).toMatchObject({
			status: 'pending',
		})

		// Opening the link changes nothing (mail scanners open links); the button confirms.
		await page.goto(linkIn(mail!, 'confirm'))
		await expect(
			page.getByRole('heading', { name: 'Confirm your subscription' }),
		).toBeVisible()
		expect(await subscriberRecord(request, email)).toMatchObject({
			status: 'pending',
		})
		await page.getByRole('button', { name: 'Confirm subscription' }).click()
		await expect(
			page.getByRole('heading', { name: "You're subscribed!" }),
		).toBeVisible()
		expect(await subscriberRecord(request, email)).toMatchObject({
			status: 'active',
			active: true,
		})
	})

	test("unsubscribing from the e-mail's link sets the subscriber Inactive at once", async ({
		page,
		request,
	}, testInfo) => {
		const email = uniqueEmail(`leave-${testInfo.project.name}`)
		await request.post('/api/newsletter/subscribe', { data: { email } })
		const [mail] = await mailTo(email)
		const link = linkIn(mail!, 'unsubscribe')
		expect(mail!.headers['list-unsubscribe']).toBe(
			`<${link.replace('/unsubscribe/', '/one-click/')}>`,
		)
		expect(mail!.headers['list-unsubscribe-post']).toBe(
			'List-Unsubscribe=One-Click',
		)

		await page.goto(link)
		await page.getByRole('button', { name: 'Unsubscribe' }).click()
		await expect(
			page.getByRole('heading', { name: "You're unsubscribed" }),
		).toBeVisible()
		// The admin's table says so at once.
		await signInApi(page.request)
		await page.goto('/admin?tab=subscribers')
		await expect(
			page.getByRole('row').filter({ hasText: email }),
		).toContainText('Inactive')
		await page.goto(link)
		await page.getByRole('button', { name: 'Subscribe again' }).click()
		await expect(
			page.getByRole('heading', { name: 'Unsubscribe from The Daily Brief?' }),
		).toBeVisible()
		expect(await subscriberRecord(page.request, email)).toMatchObject({
			status: 'active',
		})
	})

	test("a mail client's one-click POST (RFC 8058) unsubscribes without a session, from any origin", async ({
		playwright,
		request,
	}, testInfo) => {
		const email = uniqueEmail(`oneclick-${testInfo.project.name}`)
		await request.post('/api/newsletter/subscribe', { data: { email } })
		const [mail] = await mailTo(email)
		const target = /^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!
		// A fresh client: no cookies, a web mail client's Origin.
		const mailClient = await playwright.request.newContext()
		const response = await mailClient.post(target, {
			headers: {
				'Content-Type': 'application/x-www-form-urlencoded',
				Origin: 'https://mail.example.net',
			},
			data: 'List-Unsubscribe=One-Click',
			maxRedirects: 0,
		})
		expect(response.status()).toBe(200)
		expect(await response.text()).toBe('You have been unsubscribed.')
		await mailClient.dispose()
		await signInApi(request)
		expect(await subscriberRecord(request, email)).toMatchObject({
			status: 'inactive',
		})
		// A forged token changes nothing.
		const forged = await request.post(target.replace(/.{4}$/, 'AAAA'), {
			form: { 'List-Unsubscribe': 'One-Click' },
		})
		expect(forged.status()).toBe(404)
	})
})
