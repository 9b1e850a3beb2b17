import { expect, test, waitForEnhancement, type Page } from './fixtures.ts'
import { signInApi, subscriberRecord, uniqueEmail } from './mail.ts'

/**
 * The reading pages are sent without React, with one small script (decision 051). These journeys
 * check what a reader's browser really gets there: no React client at all, and every enhancement
 * still in place, from the reader script alone.
 */
test.skip(
	({ javaScriptEnabled }) => javaScriptEnabled === false,
	'about the reader script; without JavaScript the same pages are tested by every other journey',
)

async function firstArticlePath(page: Page): Promise<string> {
	const href = await page.request
		.get('/')
		.then(response => response.text())
		.then(html => /href="(\/article\/[^"]+)"/.exec(html)?.[1])
	expect(href).toBeTruthy()
	return href!
}

/** Marks the document, so a test can tell whether a step loaded a new one. */
async function markDocument(page: Page) {
	await page.evaluate(
		() => ((window as Window & { sameDocument?: boolean }).sameDocument = true),
	)
}
const sameDocument = (page: Page) =>
	page.evaluate(
		() => (window as Window & { sameDocument?: boolean }).sameDocument === true,
	)

test('every reading page loads the reader script and nothing of React', async ({
	page,
}) => {
	const article = await firstArticlePath(page)
	const html = await (await page.request.get(article)).text()
	const author = /href="(\/author\/[^"]+)"/.exec(html)?.[1]
	const tag = /href="(\/tag\/[^"]+)"/.exec(html)?.[1]
	const month = /href="(\/archive\/\d{4}-\d{2})"/.exec(
		await (await page.request.get('/archive')).text(),
	)?.[1]
	expect([author, tag, month]).not.toContain(undefined)
	const pages = [
		'/',
		article,
		'/category/personal-branding',
		tag!,
		author!,
		'/archive',
		'/authors',
		month!,
		'/search?q=brand',
		'/about',
		'/privacy',
		'/terms',
		'/newsletter',
		'/free-guide',
		'/no-such-page',
	]
	for (const path of pages) {
		const scripts: string[] = []
		const listener = (request: { resourceType(): string; url(): string }) => {
			if (request.resourceType() === 'script')
				scripts.push(new URL(request.url()).pathname)
		}
		page.on('request', listener)
		await page.goto(path)
		page.off('request', listener)
		expect(scripts, path).toEqual([
			expect.stringMatching(/^\/assets\/reader-entry-[\w-]+\.js$/),
		])
		expect(
			await page.evaluate(
				() =>
					'__reactRouterContext' in window ||
					document.querySelector('script[type="module"]') !== null,
			),
			path,
		).toBe(false)
	}
	// A page with a form that needs more than the reader script still runs React.
	await page.goto('/guest-post')
	expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(true)
})

test("the free guide's offer on the front page: the panel takes the form's place, and the sign-up is recorded as the guide's", async ({
	page,
	request,
}, testInfo) => {
	await page.goto('/')
	await markDocument(page)
	const email = uniqueEmail(`guide-js-${testInfo.project.name}`)
	const offer = page.getByRole('region', {
		name: '5 CEO Personal Branding Mistakes',
	})
	await offer.getByLabel('Email address').fill(email)
	await offer.getByRole('button', { name: 'Get the free guide' }).click()
	const download = page
		.getByRole('status')
		.filter({ hasText: 'Your guide is ready' })
		.getByRole('link', { name: 'Download the PDF guide' })
	await expect(download).toBeFocused()
	await expect(offer).toBeHidden()
	expect(await sameDocument(page)).toBe(true)
	await signInApi(request)
	await expect
		.poll(() => subscriberRecord(request, email))
		.toMatchObject({
			email,
			source: 'content-upgrade',
			contentType: 'pdf-guide',
		})
})

test.describe('on the article page, without React', () => {
	test.beforeEach(async ({ page }) => {
		await page.clock.install()
		await page.goto(await firstArticlePath(page))
		// Time moves only when a test says so (runFor), however slow the machine is.
		await page.clock.pauseAt(Date.now() + 1000)
		await markDocument(page)
	})

	test("Save's toast: dismissed by Escape, by its button, by a swipe, and by itself after 5 seconds", async ({
		page,
	}) => {
		const save = page.getByRole('button', { name: 'Save', exact: true })
		const toast = page.getByRole('status').filter({ hasText: 'Article saved!' })

		await save.click()
		await expect(toast).toBeVisible()
		// F8 takes the keyboard to the toast on screen, where Escape dismisses it.
		await page.keyboard.press('F8')
		await expect(toast).toBeFocused()
		await page.keyboard.press('Escape')
		await expect(toast).toHaveCount(0)

		await save.click()
		await toast.getByRole('button', { name: 'Dismiss notification' }).click()
		await expect(toast).toHaveCount(0)

		await save.click()
		const box = (await toast.boundingBox())!
		await page.mouse.move(box.x + 20, box.y + box.height / 2)
		await page.mouse.down()
		await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 })
		await page.mouse.up()
		await expect(toast).toHaveCount(0)

		// A new toast replaces the one on screen; the last one leaves after 5 s on screen.
		await save.click()
		await save.click()
		await expect(toast).toHaveCount(1)
		await page.mouse.move(0, 0)
		await page.clock.runFor(4_000)
		await expect(toast).toHaveCount(1)
		await page.clock.runFor(1_500)
		await expect(toast).toHaveCount(0)
		expect(await sameDocument(page)).toBe(true)
	})

	test("the end matter's sign-up: refuses an empty or wrong address in place, then subscribes without leaving the page", async ({
		page,
	}, testInfo) => {
		// The article's one sign-up is its end matter's (decision 081): the footer's gives way.
		const signUp = page.getByRole('region', {
			name: 'Enjoyed this? Get The Daily Brief',
		})
		const field = signUp.getByLabel('Email address')
		const button = signUp.getByRole('button', { name: 'SUBSCRIBE' })

		await button.click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Email required' }),
		).toBeVisible()
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(
			signUp.getByText('Please enter your email address.'),
		).toBeVisible()

		await field.fill('x@y')
		await button.click()
		await expect(
			signUp.getByText('Please enter a valid email address'),
		).toBeVisible()

		await field.fill(uniqueEmail(`end-matter-${testInfo.project.name}`))
		await button.click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Check your inbox' }),
		).toBeVisible()
		await expect(field).toHaveValue('')
		await expect(field).not.toHaveAttribute('aria-invalid')
		await expect(
			signUp.getByText('Please enter a valid email address'),
		).toBeHidden()
		expect(await sameDocument(page)).toBe(true)
	})

	test("the end matter's sign-up says why it failed (refused, or no answer) and can be sent again", async ({
		page,
	}) => {
		// The article's one sign-up is its end matter's (decision 081): the footer's gives way.
		const signUp = page.getByRole('region', {
			name: 'Enjoyed this? Get The Daily Brief',
		})
		const button = signUp.getByRole('button', { name: 'SUBSCRIBE' })
		await signUp.getByLabel('Email address').fill('too-many@example.com')
		await page.route(
			'**/api/newsletter/subscribe',
			route =>
				route.fulfill({
					status: 429,
					json: {
						error: 'Too many requests',
						message: 'Too many sign-ups from here. Please wait a minute.',
					},
				}),
			{ times: 1 },
		)
		await button.click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Subscription failed' }),
		).toContainText('Too many sign-ups from here. Please wait a minute.')
		await expect(
			signUp.getByText('Too many sign-ups from here. Please wait a minute.'),
		).toBeVisible()
		await expect(button).toBeEnabled()
		await expect(signUp.getByLabel('Email address')).toHaveValue(
			'too-many@example.com',
		)

		await page.route(
			'**/api/newsletter/subscribe',
			route => route.abort('internetdisconnected'),
			{ times: 1 },
		)
		await button.click()
		await expect(
			page.getByRole('status').filter({ hasText: 'Subscription failed' }),
		).toContainText('Please try again later.')
		await expect(button).toHaveText('SUBSCRIBE')
		expect(await sameDocument(page)).toBe(true)
	})

	test("the header's search opens its results in place, and a result opens the article", async ({
		page,
	}) => {
		const search = page.locator('header').getByRole('search').last()
		await search.getByRole('searchbox').fill('brand')
		await search.getByRole('button', { name: 'Search', exact: true }).click()
		const results = page.getByRole('region', { name: 'Search results' })
		await expect(results.getByRole('link').first()).toBeVisible()
		expect(await sameDocument(page)).toBe(true)
		await page
			.locator('header')
			.getByRole('button', { name: 'Clear search' })
			.last()
			.click()
		await expect(results).toHaveCount(0)

		await search.getByRole('searchbox').fill('brand')
		await search.getByRole('button', { name: 'Search', exact: true }).click()
		const first = results.getByRole('link').first()
		const target = await first.getAttribute('href')
		expect(target).toMatch(/^\/article\//)
		await first.click()
		await expect(page).toHaveURL(new RegExp(`${target}$`))
		expect(await sameDocument(page)).toBe(false)
	})

	test('a notice the server flashed after a form post becomes a dismissable toast', async ({
		page,
	}) => {
		// Posting the form past its script, as a browser does before the script has run.
		await Promise.all([
			page.waitForEvent('framenavigated'),
			page
				.locator('form[data-save]')
				.first()
				.evaluate((form: HTMLFormElement) => form.submit()),
		])
		await waitForEnhancement(page)
		const toast = page.getByRole('status').filter({ hasText: 'Article saved!' })
		await expect(
			toast.getByRole('button', { name: 'Dismiss notification' }),
		).toBeVisible()
		await expect(page.locator('[data-flash-toast]')).toBeHidden()
	})
})
