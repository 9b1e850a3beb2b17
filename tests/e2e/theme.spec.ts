import { auditWcag22 } from './axe.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * Issue 21 item 5: a dark theme that follows the reader's system, a toggle (JavaScript) that
 * remembers the reader's choice in this browser and applies it before the first paint, and
 * contrast AA in the dark theme as well as the light one (quality.spec.ts audits the light one).
 */

const PAGES = [
	'/',
	'/article/reach-method-five-part-system-for-leaders',
	'/search?q=brand',
	'/category/personal-branding',
	'/newsletter',
]

/** The brightness (0 to 255) of a computed CSS colour such as "rgb(22, 21, 19)". */
function brightness(color: string): number {
	const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).map(Number)
	return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** The page's ground and text colours as the browser computes them. */
async function coloursOf(page: Page) {
	const { ground, text } = await page.evaluate(() => ({
		ground: getComputedStyle(document.documentElement).backgroundColor,
		text: getComputedStyle(document.body).color,
	}))
	return { ground: brightness(ground), text: brightness(text) }
}

test.describe('dark theme', () => {
	for (const path of PAGES) {
		test(`${path} follows the system's colour scheme, light or dark`, async ({
			page,
		}) => {
			await page.emulateMedia({ colorScheme: 'light' })
			await page.goto(path)
			const light = await coloursOf(page)
			expect(light.ground).toBeGreaterThan(200)
			expect(light.text).toBeLessThan(60)
			await page.emulateMedia({ colorScheme: 'dark' })
			const dark = await coloursOf(page)
			expect(dark.ground).toBeLessThan(60)
			expect(dark.text).toBeGreaterThan(200)
		})
	}

	test('axe finds no contrast or other WCAG 2.2 AA problem in the dark theme', async ({
		page,
		javaScriptEnabled,
	}) => {
		test.skip(
			!javaScriptEnabled,
			'axe runs inside the page; the colours do not depend on JavaScript',
		)
		test.setTimeout(120_000)
		await page.emulateMedia({ colorScheme: 'dark' })
		for (const width of [390, 1280]) {
			await page.setViewportSize({ width, height: 900 })
			for (const path of PAGES) {
				await page.goto(path)
				const { violations } = await auditWcag22(page)
				expect(
					violations.map(
						violation =>
							`${violation.id}: ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`,
					),
					`${path} at ${width} px`,
				).toEqual([])
			}
		}
	})

	test('the toggle switches theme, is remembered, and the next page paints in it from its first frame', async ({
		page,
		javaScriptEnabled,
	}) => {
		const toggle = page.getByRole('button', { name: 'Dark theme' })
		await page.emulateMedia({ colorScheme: 'light' })
		await page.goto('/')
		if (!javaScriptEnabled) {
			// Without JavaScript there is nothing to remember a choice: the system's scheme rules.
			await expect(toggle).toBeHidden()
			return
		}
		await expect(toggle).toHaveAttribute('aria-pressed', 'false')
		await toggle.click()
		await expect(toggle).toHaveAttribute('aria-pressed', 'true')
		expect((await coloursOf(page)).ground).toBeLessThan(60)

		// The colours of the next page's first animation frame, which comes before its first paint.
		await page.addInitScript(() => {
			requestAnimationFrame(() => {
				;(window as unknown as { firstFrame: string }).firstFrame =
					getComputedStyle(document.documentElement).backgroundColor
			})
		})
		await page.goto('/article/reach-method-five-part-system-for-leaders')
		const firstFrame = await page.evaluate(
			() => (window as unknown as { firstFrame: string }).firstFrame,
		)
		expect(brightness(firstFrame)).toBeLessThan(60)
		await expect(toggle).toHaveAttribute('aria-pressed', 'true')

		// Back to light: it holds even where the system asks for dark.
		await toggle.click()
		await page.emulateMedia({ colorScheme: 'dark' })
		await page.reload()
		expect((await coloursOf(page)).ground).toBeGreaterThan(200)
		await expect(toggle).toHaveAttribute('aria-pressed', 'false')
	})
})
