import { expect, test, type Page } from './fixtures.ts'

/** The typography and reading comfort of issue 8, as a reader's browser shows them. */

const ARTICLE = '/article/reach-method-five-part-system-for-leaders'

async function setsIn(page: Page, selector: string): Promise<string> {
	return page
		.locator(selector)
		.first()
		.evaluate(element => getComputedStyle(element).fontFamily)
}

test.describe('type', () => {
	test('headlines and body are set in our serif, labels in our sans, both served by us and preloaded', async ({
		page,
	}) => {
		const fonts: string[] = []
		page.on('response', response => {
			if (/\.woff2$/.test(new URL(response.url()).pathname))
				fonts.push(response.url())
		})
		await page.goto(ARTICLE)
		// Every font file comes from our own origin: nothing is fetched from a font CDN.
		const origin = new URL(page.url()).origin
		const preloads = await page
			.locator('head link[rel="preload"][as="font"]')
			.evaluateAll(links =>
				links.map(link => ({
					href: (link as HTMLLinkElement).href,
					crossOrigin: (link as HTMLLinkElement).crossOrigin,
				})),
			)
		expect(preloads.map(link => new URL(link.href).pathname)).toEqual([
			expect.stringMatching(
				/^\/assets\/source-serif-4-latin-wght-normal-[\w-]+\.woff2$/,
			),
			expect.stringMatching(
				/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
			),
		])
		for (const link of preloads) expect(link.crossOrigin).toBe('anonymous')
		expect(await setsIn(page, 'h1')).toMatch(/^"Source Serif 4"/)
		expect(await setsIn(page, '.article-body p')).toMatch(/^"Source Serif 4"/)
		expect(await setsIn(page, 'nav[aria-label="Sections"] a')).toMatch(/^Inter/)
		// The faces really load (not the fallbacks named after them).
		const loaded = await page.evaluate(async () => {
			await document.fonts.ready
			return [...document.fonts]
				.filter(face => face.status === 'loaded')
				.map(face => `${face.family} ${face.style}`)
		})
		expect(loaded).toEqual(
			expect.arrayContaining(['Source Serif 4 normal', 'Inter normal']),
		)
		expect(fonts.length).toBeGreaterThan(0)
		for (const url of fonts) expect(url.startsWith(origin)).toBe(true)
		// Latin only: the subsets for other scripts are not shipped at all.
		expect(fonts.every(url => /-latin-wght-/.test(url))).toBe(true)
	})

	test('the section names fit on one line each at 1280 px', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 1280, height: 900 })
		await page.goto('/')
		const links = page.locator('nav[aria-label="Sections"]:visible a')
		await expect(links).toHaveCount(5)
		const boxes = await links.evaluateAll(elements =>
			elements.map(element => ({
				height: element.getBoundingClientRect().height,
				top: element.getBoundingClientRect().top,
				lineHeight: parseFloat(getComputedStyle(element).lineHeight),
			})),
		)
		for (const box of boxes)
			expect(box.height).toBeLessThan(box.lineHeight * 1.5 + 8)
		// ... and all five on the same line.
		expect(new Set(boxes.map(box => Math.round(box.top))).size).toBe(1)
	})
})

test.describe('reading comfort', () => {
	test('article paragraphs hold 60 to 75 characters a line on a wide screen', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 1280, height: 900 })
		await page.goto(ARTICLE)
		const perLine = await page
			.locator('.article-body > p')
			.nth(1)
			.evaluate(paragraph => {
				// Characters a line: the paragraph's width over the mean advance of its own text.
				const style = getComputedStyle(paragraph)
				const canvas = document.createElement('canvas').getContext('2d')!
				canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
				const text = paragraph.textContent ?? ''
				return (
					paragraph.clientWidth / (canvas.measureText(text).width / text.length)
				)
			})
		expect(perLine).toBeGreaterThanOrEqual(60)
		expect(perLine).toBeLessThanOrEqual(75)
	})

	test("a 'Skip to content' link is the first stop of the keyboard, visible, and lands in the main content", async ({
		page,
	}) => {
		await page.goto(ARTICLE)
		await page.keyboard.press('Tab')
		const skip = page.getByRole('link', { name: 'Skip to content' })
		await expect(skip).toBeFocused()
		await expect(skip).toBeInViewport()
		const box = await skip.boundingBox()
		expect(box!.width).toBeGreaterThan(40)
		expect(
			await skip.evaluate(element => getComputedStyle(element).outlineStyle),
		).toBe('solid')
		await page.keyboard.press('Enter')
		await expect(page).toHaveURL(/#main$/)
		// The next Tab continues from the content, not from the top of the header.
		await page.keyboard.press('Tab')
		expect(
			await page.evaluate(
				() => document.activeElement?.closest('main') !== null,
			),
		).toBe(true)
	})

	test('every control shows where the keyboard is', async ({ page }) => {
		await page.goto('/')
		// Walk the first stops of the page: each focused element draws an outline of at least 2 px.
		for (let stop = 0; stop < 12; stop += 1) {
			await page.keyboard.press('Tab')
			const ring = await page.evaluate(() => {
				const element = document.activeElement as HTMLElement | null
				if (!element || element === document.body) return null
				const style = getComputedStyle(element)
				return {
					name: element.textContent?.trim().slice(0, 30) || element.tagName,
					outline:
						style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
				}
			})
			expect(ring, `stop ${stop}`).not.toBeNull()
			expect(
				ring!.outline,
				`focus ring on "${ring!.name}"`,
			).toBeGreaterThanOrEqual(2)
		}
	})

	test('the reading progress bar follows the article with JavaScript, and is absent without', async ({
		page,
		javaScriptEnabled,
	}) => {
		await page.setViewportSize({ width: 1280, height: 800 })
		await page.goto(ARTICLE)
		const bar = page.getByRole('progressbar', { name: 'Reading progress' })
		if (!javaScriptEnabled) {
			await expect(bar).toHaveCount(0)
			return
		}
		await expect(bar).toHaveAttribute('aria-valuenow', '0')
		await page
			.locator('#article')
			.evaluate((article: HTMLElement) =>
				window.scrollTo(0, article.offsetTop + article.offsetHeight / 2),
			)
		await expect
			.poll(async () => Number(await bar.getAttribute('aria-valuenow')))
			.toBeGreaterThan(20)
		expect(Number(await bar.getAttribute('aria-valuenow'))).toBeLessThan(90)
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		await expect(bar).toHaveAttribute('aria-valuenow', '100')
	})

	test('a drop cap opens a feature, and only a feature', async ({ page }) => {
		const firstLetter = () =>
			page
				.locator('.article-body > p')
				.first()
				.evaluate(
					(paragraph: HTMLElement) =>
						getComputedStyle(paragraph, '::first-letter').float,
				)
		// The REACH method is a feature (Featured Today); the network's feed test is news.
		await page.goto('/article/reach-method-five-part-system-for-leaders')
		expect(await firstLetter()).toBe('left')
		await page.goto('/article/professional-network-tests-feed-change-comments')
		expect(await firstLetter()).toBe('none')
	})

	test('printing an article prints the article alone, with its links written out', async ({
		page,
	}) => {
		await page.goto(ARTICLE)
		await page.emulateMedia({ media: 'print' })
		await expect(page.locator('h1')).toBeVisible()
		await expect(page.locator('.article-body')).toBeVisible()
		for (const hidden of [
			page.getByRole('navigation', { name: 'Sections' }),
			page.locator('body > footer'),
			page.getByRole('button', { name: 'Save' }),
			page.getByRole('heading', { name: 'Related Articles' }),
			page.getByRole('navigation', { name: 'Breadcrumb' }),
		]) {
			await expect(hidden).toBeHidden()
		}
		const external = page.locator('.article-body a[href^="http"]').first()
		if ((await external.count()) > 0) {
			expect(
				await external.evaluate(
					link => getComputedStyle(link, '::after').content,
				),
			).toContain('http')
		}
	})
})
