import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test, type Page } from './fixtures.ts'
import { startServer, type RunningServer } from '../helpers/server-process.ts'

/**
 * Visual regression (issue 21, decision 087): the key reading pages at three widths, light and dark,
 * compared with the committed baselines in visual.spec.ts-snapshots/. Update them on purpose with
 * `npx playwright test visual --update-snapshots` and look at the new PNGs before committing.
 *
 * Determinism: the pages come from a server of this file's own, freshly seeded (the shared e2e
 * server is changed by the other journeys: new articles, views, subscribers); reading counts no
 * views here; dates are frozen to one text; animations and carets are off; fonts and every image
 * are loaded before the picture is taken.
 */

const PAGES = [
	{ name: 'home', path: '/' },
	{
		name: 'article',
		path: '/article/reach-method-five-part-system-for-leaders',
		// The article's end matter too (author card, sign-up, recommendations, decision 081).
		end: true,
	},
	{ name: 'category', path: '/category/personal-branding' },
	{ name: 'search', path: '/search?q=brand' },
	{ name: 'newsletter', path: '/newsletter' },
	{ name: 'not-found', path: '/no-such-page' },
] as { name: string; path: string; end?: boolean }[]

/** Each width with the height of a typical screen of that width. */
const SCREENS = [
	{ width: 390, height: 844 },
	{ width: 768, height: 1024 },
	{ width: 1280, height: 800 },
] as const

const THEMES = ['light', 'dark'] as const

/**
 * The screen a reader lands on (the first viewport), not the full page: the first screen is what
 * the design pass set rules for, and full pages of every width and theme made ~25 MB of baselines
 * and minutes of capture on two cores. The article's end is pictured as its own screen.
 */
const SCREENSHOT = {
	animations: 'disabled',
	caret: 'hide',
	// Anti-aliasing of text and of the generated pictures' edges may differ by a few pixels between
	// runs; a moved, missing or recoloured block is far more than 1% of a screen.
	maxDiffPixelRatio: 0.01,
	threshold: 0.2,
	// Two matching captures in a row on a busy two-core machine can take longer than 5 s.
	timeout: 30_000,
} as const

// One worker, in order, against one server: seeding draws every sample picture (a minute or more).
test.describe.configure({ mode: 'default' })

let server: RunningServer | undefined
let dataDir: string | undefined

test.beforeAll(async () => {
	test.setTimeout(330_000)
	dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-visual-'))
	const database = process.env.TEST_MONGODB_URI
	server = await startServer(
		{
			DATA_DIR: dataDir,
			SEED_ON_START: 'true',
			ADMIN_EMAIL: 'owner@visual.brandline.example',
			ADMIN_PASSWORD: 'visual-admin-password-0123456789',
			...(database
				? {
						MONGODB_URI: `${database.replace(/\/?$/, '/')}visual_${Date.now()}`,
					}
				: {}),
		},
		{ launcher: database ? 'server' : 'preview', startupMs: 300_000 },
	)
})

test.afterAll(async () => {
	await server?.stop()
	if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

/**
 * Dates are the only text that changes with the day: "3 hours ago" is stable (the sample articles
 * are dated relative to seeding), a date a week or more old, the masthead's date and the footer's
 * year are not. Each is set to one fixed text of its own form, so the layout around it is the same
 * every day and every year.
 */
async function freezeDates(page: Page): Promise<void> {
	await page.evaluate(() => {
		const relative = /^(Just now|\d+ (hours?|days?) ago)$/
		const walker = document.createTreeWalker(
			document.body,
			NodeFilter.SHOW_TEXT,
		)
		const texts: Text[] = []
		for (let node = walker.nextNode(); node; node = walker.nextNode())
			if (node.parentElement?.closest('time')) texts.push(node as Text)
		for (const text of texts) {
			const value = text.data.trim()
			if (!value || relative.test(value)) continue
			text.data = /^[A-Z][a-z]{2}, /.test(value)
				? 'Fri, Nov 27, 2026'
				: /^[A-Z][a-z]+day, /.test(value)
					? 'Friday, November 27, 2026'
					: 'November 27, 2026'
		}
		// The footer's copyright year, for the same reason.
		for (const line of document.querySelectorAll('footer p'))
			if (/^© \d{4} /.test(line.textContent ?? ''))
				line.textContent = (line.textContent ?? '').replace(/\d{4}/, '2026')
	})
}

/** Every image loaded (lazy ones too, for the picture of the page's end) and every font face in place. */
async function settle(page: Page): Promise<void> {
	await page.evaluate(async () => {
		await Promise.all(
			Array.from(document.images, image => {
				image.loading = 'eager'
				return image.decode().catch(() => undefined)
			}),
		)
		await document.fonts.ready
	})
}

for (const theme of THEMES) {
	for (const screen of SCREENS) {
		test.describe(`${theme} at ${screen.width} px`, () => {
			test.use({
				colorScheme: theme,
				viewport: screen,
				reducedMotion: 'reduce',
				locale: 'en-US',
				timezoneId: 'UTC',
			})

			for (const { name, path: pathname, end } of PAGES) {
				test(`${name} looks as it did`, async ({ page }) => {
					// The page's beacons count views; counted, they would reorder Most Read between pictures.
					await page.route('**/api/analytics/**', route =>
						route.fulfill({ status: 204 }),
					)
					await page.goto(`${server!.url}${pathname}`)
					await freezeDates(page)
					await settle(page)
					await expect(page).toHaveScreenshot(
						`${name}-${screen.width}-${theme}.png`,
						SCREENSHOT,
					)
					if (!end) return
					await page.evaluate(() =>
						window.scrollTo(0, document.documentElement.scrollHeight),
					)
					await expect(page).toHaveScreenshot(
						`${name}-end-${screen.width}-${theme}.png`,
						SCREENSHOT,
					)
				})
			}
		})
	}
}
