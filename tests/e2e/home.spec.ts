import { createHash } from 'node:crypto'
import { THEME_SCRIPT } from '#app/lib/theme.ts'
import { expect, test, waitForEnhancement } from './fixtures.ts'

test.describe('home page', () => {
	test('shows the lead story, sections and most-read list from the sample content', async ({
		page,
	}) => {
		const response = await page.goto('/')
		expect(response?.status()).toBe(200)

		const lead = page
			.getByRole('article')
			.filter({ has: page.locator('#lead-headline') })
		await expect(lead.getByRole('heading', { level: 2 })).not.toBeEmpty()
		// The lead's reading time is its article's (counted when it was saved, not a fixed figure).
		const leadReading = /(\d+) min read/.exec(
			(await lead.textContent()) ?? '',
		)?.[1]
		expect(
			leadReading,
			'the lead story says how long it takes to read',
		).toBeDefined()

		for (const section of [
			'Featured Today',
			'Personal Branding',
			'Audience Growth',
			'Guest Contributions',
			'Most Read',
		]) {
			await expect(
				page.getByRole('heading', { name: section, exact: true }),
			).toBeVisible()
		}
		await expect(page.locator('#audience-growth article')).toHaveCount(3)
		await expect(page.locator('#personal-branding article')).toHaveCount(2)
		await expect(
			page.getByRole('region', { name: 'Most Read' }).getByRole('listitem'),
		).toHaveCount(3)

		// Seeded covers are generated locally and served by the app itself.
		const cover = page.locator('img[src^="/public-objects/seed/"]').first()
		await expect(cover).toHaveAttribute(
			'src',
			/^\/public-objects\/seed\/.+\.webp$/,
		)
		const image = await page.request.get((await cover.getAttribute('src'))!)
		expect(image.status()).toBe(200)
		expect(image.headers()['content-type']).toBe('image/webp')

		await page.goto(
			(await lead
				.getByRole('heading', { level: 2 })
				.getByRole('link')
				.getAttribute('href'))!,
		)
		await expect(
			page
				.getByRole('main')
				.getByText(`${leadReading} min read`, { exact: false })
				.first(),
		).toBeVisible()
	})

	test('links each headline to its article', async ({ page }) => {
		await page.goto('/')
		const href = await page.locator('#lead-headline a').getAttribute('href')
		expect(href).toMatch(/^\/article\/[\w-]+$/)
	})
})

test.describe('HTTP hygiene', () => {
	test('sends a strict CSP and the security headers on every page: hashes on cached pages, a nonce elsewhere', async ({
		page,
	}) => {
		// A reading page from the response cache has one inline script (decision 051): the head's theme
		// script (issue 21, lib/theme.ts). Its policy allows our own script files and that script's hash.
		const front = await page.goto('/')
		const themeHash = createHash('sha256').update(THEME_SCRIPT).digest('base64')
		expect(
			/script-src ([^;]+)/.exec(
				front!.headers()['content-security-policy']!,
			)![1],
		).toBe(`'self' 'sha256-${themeHash}'`)
		// The game comes from the response cache too, the same bytes for every reader, and runs React:
		// its policy allows our own script files and the hashes of its own inline scripts (decision 023).
		const response = await page.goto('/game-of-influence')
		const headers = response!.headers()
		const csp = headers['content-security-policy']!
		expect(csp).not.toContain('unsafe-eval')
		const scriptSrc = /script-src ([^;]+)/.exec(csp)![1]!
		expect(scriptSrc).not.toContain("'unsafe-inline'")
		expect(scriptSrc).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/)
		for (const directive of [
			"object-src 'none'",
			"base-uri 'none'",
			"frame-ancestors 'none'",
		])
			expect(csp).toContain(directive)
		expect(headers['x-content-type-options']).toBe('nosniff')
		expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
		expect(headers['x-powered-by']).toBeUndefined()
		expect(headers['x-request-id']).toMatch(/^[\w-]{8,}$/)
		expect(headers['strict-transport-security']).toContain('max-age=')
		const inline = await page
			.locator('script:not([src]):not([type="application/ld+json"])')
			.evaluateAll(scripts => scripts.map(script => script.textContent ?? ''))
		expect(inline.length).toBeGreaterThan(0)
		const hashes = await page.evaluate(async texts => {
			const digest = async (text: string) =>
				btoa(
					String.fromCharCode(
						...new Uint8Array(
							await crypto.subtle.digest(
								'SHA-256',
								new TextEncoder().encode(text),
							),
						),
					),
				)
			return Promise.all(texts.map(digest))
		}, inline)
		for (const hash of hashes) expect(scriptSrc).toContain(`'sha256-${hash}'`)

		// A page made for each visitor (the newsletter page is not cached) carries this request's nonce
		// on every script that runs; a second request gets another one.
		const search = await page.goto('/newsletter')
		const searchCsp = search!.headers()['content-security-policy']!
		const nonce = /'nonce-([^']+)'/.exec(searchCsp)?.[1]
		expect(nonce).toBeTruthy()
		expect(searchCsp).toMatch(/script-src [^;]*'nonce-[^;]*'strict-dynamic'/)
		expect(searchCsp).not.toMatch(/script-src [^;]*'unsafe-inline'/)
		const scriptNonces = await page
			.locator('script:not([type="application/ld+json"])')
			.evaluateAll(scripts =>
				scripts.map(script => (script as HTMLScriptElement).nonce),
			)
		expect(scriptNonces.length).toBeGreaterThan(0)
		for (const value of scriptNonces) expect(value).toBe(nonce)
		const again = await page.request.get('/newsletter')
		expect(again.headers()['content-security-policy']).not.toContain(nonce!)
	})

	test('compresses pages', async ({ request }) => {
		const response = await request.get('/', {
			headers: { 'Accept-Encoding': 'br, gzip' },
		})
		expect(['br', 'gzip']).toContain(response.headers()['content-encoding'])
	})

	test('answers an unknown path with a 404 page', async ({ page }) => {
		const response = await page.goto('/no-such-page')
		expect(response?.status()).toBe(404)
		await expect(
			page.getByRole('heading', { name: '404 Page Not Found' }),
		).toBeVisible()
	})

	test('reports health with the database state', async ({ request }) => {
		const response = await request.get('/healthz')
		expect(response.status()).toBe(200)
		expect(await response.json()).toMatchObject({
			status: 'ok',
			database: { ok: true, state: 'connected' },
		})
	})
})

test.describe('with JavaScript', () => {
	test('pages load their scripts without errors or CSP violations, rendered or from the cache, with React or without', async ({
		page,
	}, testInfo) => {
		test.skip(
			testInfo.project.use.javaScriptEnabled === false,
			'needs JavaScript',
		)
		const problems: string[] = []
		page.on('pageerror', error => problems.push(error.message))
		page.on('console', message => {
			if (message.type() === 'error') problems.push(message.text())
		})
		await page.addInitScript(() => {
			document.addEventListener('securitypolicyviolation', event =>
				console.error(
					`CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`,
				),
			)
		})
		// The guest post and the game run React (a nonce on the first render, hashes from the response
		// cache after); the front page runs the reader script alone (decision 051). Each twice: the
		// second load is the cached page.
		for (const path of [
			'/',
			'/guest-post',
			'/game-of-influence',
			'/',
			'/guest-post',
			'/game-of-influence',
		]) {
			await page.goto(path)
			await waitForEnhancement(page)
		}
		// A navigation in place, by React, proves its scripts loaded under the CSP and work.
		await page.evaluate(
			() =>
				((window as Window & { sameDocument?: boolean }).sameDocument = true),
		)
		await page
			.locator('header nav[aria-label=Sections]')
			.getByRole('link', { name: 'Personal Branding' })
			.last()
			.click()
		await expect(page).toHaveURL(/\/category\/personal-branding$/)
		await expect(page.getByRole('heading', { level: 1 })).toContainText(
			'Personal Branding',
		)
		expect(
			await page.evaluate(
				() => (window as Window & { sameDocument?: boolean }).sameDocument,
			),
		).toBe(true)
		expect(problems).toEqual([])
	})
})
