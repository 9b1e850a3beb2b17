import { expect, test, type Page } from './fixtures.ts'

/**
 * Issue 21 item 10: printing an article gives the article. A narrow column of black text on white
 * (whatever the theme), no navigation, promotions, embeds, forms or counts, and each link's address
 * written after it. Checked as the browser lays the page out for print, JavaScript on and off.
 */

const ARTICLES = [
	// The REACH piece carries a video; the newsletter piece a footer promotion.
	'/article/reach-method-five-part-system-for-leaders',
	'/article/newsletter-platforms-add-referral-dashboards',
]

/** What the print rules hide, each present on the screen first (so hiding is what is tested). */
const HIDDEN_IN_PRINT = [
	'body > header',
	'nav',
	'form',
	'[data-video]',
	'[data-promo]',
	'[data-count]',
	'body > footer',
]

async function displayed(page: Page, selector: string) {
	return page
		.locator(selector)
		.evaluateAll(elements =>
			elements.map(element => element.getClientRects().length > 0),
		)
}

test.describe('print', () => {
	for (const path of ARTICLES) {
		test(`${path} prints as a narrow column without chrome, promotions, embeds or counts`, async ({
			page,
		}) => {
			await page.setViewportSize({ width: 1280, height: 800 })
			await page.emulateMedia({ media: 'screen', colorScheme: 'dark' })
			await page.goto(path)
			const onScreen = Object.fromEntries(
				await Promise.all(
					HIDDEN_IN_PRINT.map(
						async selector =>
							[
								selector,
								(await displayed(page, selector)).some(Boolean),
							] as const,
					),
				),
			)

			await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
			for (const selector of HIDDEN_IN_PRINT)
				expect(
					await displayed(page, selector),
					`${selector} in print`,
				).not.toContain(true)
			// Each kind of thing was there on the screen (the video only on the REACH piece).
			for (const selector of [
				'body > header',
				'nav',
				'[data-promo]',
				'[data-count]',
			])
				expect(onScreen[selector], `${selector} on the screen`).toBe(true)
			if (path.includes('reach-method'))
				expect(onScreen['[data-video]'], 'the video on the screen').toBe(true)

			const layout = await page.evaluate(() => {
				const rem = parseFloat(
					getComputedStyle(document.documentElement).fontSize,
				)
				const article = document.querySelector('#article')!
				const body = getComputedStyle(document.body)
				return {
					columnEm: article.getBoundingClientRect().width / rem,
					text: body.color,
					ground: getComputedStyle(document.documentElement).backgroundColor,
					headline: document.querySelector('h1')!.getClientRects().length,
					paragraphs: document.querySelectorAll('.article-body p').length,
				}
			})
			// A measure a reader's eye can follow: at most 34rem however wide the window.
			expect(layout.columnEm).toBeLessThanOrEqual(34)
			expect(layout.columnEm).toBeGreaterThan(20)
			// Black on white, though the reader's system asks for dark.
			expect(layout.text).toBe('rgb(0, 0, 0)')
			expect(layout.ground).toBe('rgb(255, 255, 255)')
			expect(layout.headline).toBeGreaterThan(0)
			expect(layout.paragraphs).toBeGreaterThan(2)
		})
	}

	test('a link in the body is followed by its address in print, not on the screen', async ({
		page,
	}) => {
		// The reader survey cites its sources by link.
		await page.goto('/article/reader-survey-consistency-beats-charisma')
		const links = page.locator('.article-body a[href]:not([href^="#"])')
		expect(await links.count()).toBeGreaterThan(0)
		const after = () =>
			links.evaluateAll(elements =>
				elements.map(element => ({
					href: element.getAttribute('href'),
					after: getComputedStyle(element, '::after').content,
				})),
			)
		for (const link of await after()) expect(link.after).toBe('none')
		await page.emulateMedia({ media: 'print' })
		for (const link of await after())
			expect(link.after).toBe(`" (${link.href})"`)
	})
})
