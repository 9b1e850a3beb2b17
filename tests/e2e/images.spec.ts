import { expect, test } from './fixtures.ts'

// What a reader's browser does with our images: picks a variant that fits the screen, reserves the
// space before the bytes arrive, fetches the lead image first and the rest as they scroll in.
test.describe('responsive images', () => {
	test('at 390 px the lead image is a small AVIF variant, fetched first, with its size reserved', async ({
		page,
	}) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/')
		const lead = page.locator('article:has(#lead-headline) img').first()
		await expect(lead).toHaveAttribute('fetchpriority', 'high')
		await expect(lead).toHaveAttribute('width', '1200')
		// The lead is drawn for its 16:9 slot (issue 21: art direction per crop).
		await expect(lead).toHaveAttribute('height', '675')
		await expect(lead).toHaveAttribute(
			'srcset',
			/\/w400\.webp 400w, .*\/w800\.webp 800w, .*\.webp 1200w$/,
		)
		await expect(
			page.locator(
				"article:has(#lead-headline) picture source[type='image/avif']",
			),
		).toHaveAttribute('srcset', /\/w400\.avif 400w/)
		await expect
			.poll(() =>
				lead.evaluate(
					(image: HTMLImageElement) => image.complete && image.naturalWidth,
				),
			)
			.toBeGreaterThan(0)
		// A 390 px screen (device pixel ratio 1) needs the 400 px AVIF, not the 1200 px original.
		expect(
			await lead.evaluate((image: HTMLImageElement) => image.currentSrc),
		).toMatch(/\/w400\.avif$/)
		const variant = await page.request.get(
			await lead.evaluate((image: HTMLImageElement) => image.currentSrc),
		)
		expect(variant.headers()['content-type']).toBe('image/avif')
	})

	test('cards load lazily and every stored image declares its size', async ({
		page,
	}) => {
		await page.goto('/')
		const cards = page.locator(
			"article:not(:has(#lead-headline)) img[src^='/public-objects/']",
		)
		// Journeys before this one may have published articles without images; seeded covers remain.
		expect(await cards.count()).toBeGreaterThan(0)
		for (const image of await cards.all()) {
			await expect(image).toHaveAttribute('loading', 'lazy')
			await expect(image).toHaveAttribute('width', /^\d+$/)
			await expect(image).toHaveAttribute('height', /^\d+$/)
			await expect(image).toHaveAttribute('sizes', /vw/)
		}
	})

	test("the article hero is the page's lead image", async ({ page }) => {
		await page.goto('/')
		await page.locator('#lead-headline a').click()
		const hero = page.locator('article figure img').first()
		await expect(hero).toHaveAttribute('fetchpriority', 'high')
		await expect(hero).toHaveAttribute('srcset', /w800\.webp 800w/)
	})

	test('pages allow images from our own origin only', async ({ page }) => {
		const response = await page.goto('/')
		const csp = response!.headers()['content-security-policy']!
		expect(csp).toMatch(/img-src 'self' data: blob:(;|$)/)
		expect(csp).not.toMatch(/img-src[^;]*https:/)
	})
})
