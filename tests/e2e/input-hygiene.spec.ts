import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { signInApi, subscriberRecord, uniqueEmail } from './mail.ts'

/**
 * Bad input gets a clear 4xx and changes nothing (issue 11 items 1–3): null bytes and other
 * control characters, return paths that cannot go in a header or leave the site, bodies larger
 * than a form takes, and the public forms' honeypot.
 */

/**
 * Whether an address is on the list, as the administrator sees it. A sign-up's answer no longer
 * tells (issue 10: the same answer for every address) and the subscriber is made just after the
 * answer, so a control address signed up now is waited for first: once it is listed, any earlier
 * sign-up would be too.
 */
async function isSubscribed(
	request: APIRequestContext,
	email: string,
	label: string,
): Promise<boolean> {
	const control = uniqueEmail(`control-${label}`)
	expect(
		(
			await request.post('/api/newsletter/subscribe', {
				data: { email: control },
			})
		).status(),
	).toBe(202)
	await signInApi(request)
	await expect
		.poll(async () => Boolean(await subscriberRecord(request, control)), {
			message: `control ${control} listed`,
			timeout: 20_000,
		})
		.toBe(true)
	if (await subscriberRecord(request, email)) return true
	return false
}

test.describe('input hygiene', () => {
	test('a null byte in a query answers 400 with a message: JSON from the API, a page elsewhere', async ({
		request,
		page,
	}) => {
		const api = await request.get('/api/articles/search?q=abc%00def')
		expect(api.status()).toBe(400)
		expect(api.headers()['content-type']).toContain('application/json')
		expect(await api.json()).toEqual({
			message:
				'The query parameter “q” contains characters we cannot accept (a null byte or another control character).',
		})

		const response = await page.goto('/search?q=abc%00')
		expect(response?.status()).toBe(400)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'We could not read that request',
		)
		await expect(
			page.getByText('The query parameter “q” contains characters'),
		).toBeVisible()

		expect((await request.get('/article/a%00b')).status()).toBe(400)
		expect((await request.get('/api/articles/%FF')).status()).toBe(400)
	})

	test('control characters in a JSON body or a form field are refused, and nothing is stored', async ({
		request,
	}, testInfo) => {
		const email = uniqueEmail(`nul-${testInfo.project.name}`)
		const json = await request.post('/api/newsletter/subscribe', {
			data: { email, source: 'foot\u0000er' },
		})
		expect(json.status()).toBe(400)
		expect(await json.json()).toEqual({
			message:
				'“source” contains characters we cannot accept (a null byte or another control character).',
		})
		const lone = await request.post('/api/newsletter/subscribe', {
			data: Buffer.from(`{"email":"${email}","source":"\\ud800"}`),
			headers: { 'content-type': 'application/json' },
		})
		expect(lone.status()).toBe(400)
		const notUtf8 = await request.post('/api/newsletter/subscribe', {
			data: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
			headers: { 'content-type': 'application/json' },
		})
		expect(notUtf8.status()).toBe(400)
		const form = await request.post('/newsletter', {
			form: { email, redirectTo: '/a\u0001b' },
			maxRedirects: 0,
		})
		expect(form.status()).toBe(400)
		expect(await form.text()).toContain(
			'“redirectTo” contains characters we cannot accept',
		)
		expect(await isSubscribed(request, email, testInfo.project.name)).toBe(
			false,
		)
	})

	test('a return path that cannot go in a header is encoded, one to another site falls back, and the sign-up is kept', async ({
		request,
	}, testInfo) => {
		const email = uniqueEmail(`redirect-${testInfo.project.name}`)
		const response = await request.post('/newsletter', {
			form: { email, redirectTo: '/search?q=Āł✓' },
			maxRedirects: 0,
		})
		expect(response.status()).toBe(302)
		expect(response.headers().location).toBe('/search?q=%C4%80%C5%82%E2%9C%93')
		expect(await isSubscribed(request, email, testInfo.project.name)).toBe(true)

		for (const redirectTo of [
			'https://evil.example/',
			'//evil.example',
			'/\\evil.example',
			'/\t/evil.example',
		]) {
			const away = await request.post('/newsletter', {
				form: { email, redirectTo },
				maxRedirects: 0,
			})
			expect(away.status(), redirectTo).toBe(302)
			expect(away.headers().location, redirectTo).toBe('/')
		}
	})

	test("a form body over the limit answers 413 with the form's own message", async ({
		request,
	}, testInfo) => {
		const email = uniqueEmail(`large-${testInfo.project.name}`)
		const padding = 'x'.repeat(70_000)
		const newsletter = await request.post('/newsletter', {
			form: { email, padding },
			maxRedirects: 0,
		})
		expect(newsletter.status()).toBe(413)
		const html = await newsletter.text()
		expect(html).toContain(
			'The form is too large to send (at most 64 KB). Please shorten what you entered.',
		)
		expect(html).toContain('name="email"') // the sign-up form itself, not an error page
		expect(await isSubscribed(request, email, testInfo.project.name)).toBe(
			false,
		)

		const signIn = await request.post('/admin/sign-in', {
			form: { password: padding },
			maxRedirects: 0,
		})
		expect(signIn.status()).toBe(413)
		expect(await signIn.text()).toContain('The form is too large to send')
	})

	test('the honeypot: a filled trap or a forged time is thanked and not stored; people get through without JavaScript', async ({
		page,
		request,
	}, testInfo) => {
		const trapped = uniqueEmail(`trap-${testInfo.project.name}`)
		const filled = await request.post('/newsletter', {
			form: {
				email: trapped,
				website_url: 'https://spam.example',
				from__confirm: '',
			},
			maxRedirects: 0,
		})
		expect(filled.status()).toBe(302)
		const forged = await request.post('/newsletter', {
			form: {
				email: trapped,
				website_url: '',
				from__confirm: 'bm90LWEtdGltZQ==',
			},
			maxRedirects: 0,
		})
		expect(forged.status()).toBe(302)
		expect(await isSubscribed(request, trapped, testInfo.project.name)).toBe(
			false,
		)

		// A person: the form as served, with its hidden fields untouched.
		const person = uniqueEmail(`person-${testInfo.project.name}`)
		await page.goto('/about')
		const form = page.locator('#newsletter-footer')
		await expect(form.locator('input[name="website_url"]')).toBeHidden()
		await form.getByPlaceholder('you@company.com').fill(person)
		await form.getByRole('button', { name: 'SUBSCRIBE' }).click()
		await expect(
			page.getByText('Check your inbox', { exact: true }).first(),
		).toBeVisible()
		expect(await isSubscribed(request, person, testInfo.project.name)).toBe(
			true,
		)
	})

	test('an unknown API path answers JSON, whatever the method', async ({
		request,
	}) => {
		// OPTIONS on an empty id once got the page catch-all's HTML 405 (found by the fuzz suite).
		for (const [method, path] of [
			['GET', '/api/no-such-thing'],
			['OPTIONS', '/api/articles//share-stats'],
			['PUT', '/api/promotions//click'],
			['DELETE', '/api/no/such/thing'],
		] as const) {
			const response = await request.fetch(path, { method })
			expect(response.status(), `${method} ${path}`).toBe(404)
			expect(await response.json()).toEqual({ message: 'Not Found.' })
		}
	})
})
