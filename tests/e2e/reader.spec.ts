import type { Locator } from '@playwright/test'
import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page, waitForEnhancement } from './fixtures.ts'

/**
 * What a reader noticed was broken (issue 8), each checked as they would see it: at a phone's
 * width (390 px) and a desktop's (1280 px), with JavaScript on and off.
 */
const WIDTHS = [390, 1280] as const
const ARTICLE = '/article/reach-method-five-part-system-for-leaders'

/** The element's box lies within the viewport horizontally (and vertically when `vertical`). */
async function expectInsideViewport(
	page: Page,
	locator: Locator,
	{ vertical = false } = {},
) {
	await expect(locator).toBeVisible()
	const box = (await locator.boundingBox())!
	const viewport = page.viewportSize()!
	expect(box.x, 'left edge').toBeGreaterThanOrEqual(0)
	expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(viewport.width)
	if (vertical) {
		expect(box.y, 'top edge').toBeGreaterThanOrEqual(0)
		expect(box.y + box.height, 'bottom edge').toBeLessThanOrEqual(
			viewport.height,
		)
	}
}

async function hydrated(page: Page, javaScript: boolean) {
	if (javaScript) await waitForEnhancement(page)
}

function javaScriptOf(testInfo: {
	project: { use: { javaScriptEnabled?: boolean } }
}): boolean {
	return testInfo.project.use.javaScriptEnabled !== false
}

for (const width of WIDTHS) {
	test.describe(`at ${width} px`, () => {
		test.use({ viewport: { width, height: width < 640 ? 844 : 900 } })

		test('the share menu opens inside the screen with every network reachable, on the article and the lead story', async ({
			page,
		}, testInfo) => {
			for (const path of [ARTICLE, '/']) {
				await page.goto(path)
				await hydrated(page, javaScriptOf(testInfo))
				const menu = page
					.locator('details')
					.filter({ has: page.locator('summary', { hasText: /^Share$/ }) })
					.first()
				await menu.locator('summary').click()
				const panel = menu
					.getByRole('group', { name: 'Share this article' })
					.or(menu.locator('.popover-panel'))
				await expectInsideViewport(page, panel.first(), {
					vertical: width < 640,
				})
				for (const network of [/LinkedIn/, /Twitter/, /^Email$/])
					await expectInsideViewport(
						page,
						menu.getByRole('link', { name: network }),
					)
				await expect(
					menu.getByRole('textbox', { name: 'Article link' }),
				).toBeVisible()
			}
		})

		test("an admin's delete confirmation opens inside the screen, 'Yes, delete' whole", async ({
			page,
		}, testInfo) => {
			await page.goto('/admin')
			await fillOwnerSignIn(page)
			await page.getByRole('button', { name: 'LOGIN' }).click()
			await expect(
				page.getByRole('heading', { name: 'Content Management' }),
			).toBeVisible()
			await hydrated(page, javaScriptOf(testInfo))
			for (const question of [
				'Are you sure you want to delete this article?',
				'Are you sure you want to delete this promotion?',
			]) {
				if (question.includes('promotion'))
					await page.goto('/admin?tab=promotions')
				await hydrated(page, javaScriptOf(testInfo))
				const confirm = page
					.locator('details')
					.filter({
						has: page.getByRole('alertdialog', {
							name: question,
							includeHidden: true,
						}),
					})
					.first()
				await confirm.locator('summary').click()
				await expectInsideViewport(page, confirm.getByRole('alertdialog'), {
					vertical: width < 640,
				})
				await expectInsideViewport(
					page,
					confirm.getByRole('button', { name: 'Yes, delete' }),
				)
			}
		})

		test('long unbroken strings in an article wrap inside the text column', async ({
			page,
		}) => {
			await page.goto(ARTICLE)
			const body = page.locator('.article-body')
			// A long address and a long word, as a contributor might paste them.
			await body.evaluate(element => {
				const paragraph = document.createElement('p')
				paragraph.id = 'long-strings'
				paragraph.textContent = `See https://example.com/${'a-very-long-path-segment'.repeat(12)} and ${'Supercalifragilistic'.repeat(10)}.`
				element.append(paragraph)
			})
			const column = (await body.boundingBox())!
			const paragraph = (await page.locator('#long-strings').boundingBox())!
			expect(paragraph.x + paragraph.width).toBeLessThanOrEqual(
				column.x + column.width + 1,
			)
			expect(
				await page.evaluate(() => document.documentElement.scrollWidth),
			).toBeLessThanOrEqual(width)
		})
	})
}

test.describe('guest post success', () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test("the 'Submission Received!' panel is in view after submitting, and has focus with JavaScript", async ({
		page,
	}, testInfo) => {
		await page.goto('/guest-post')
		const form = page.locator('form#guest-post')
		await form.getByLabel('Author name').fill('Ines Moreau')
		await form.getByLabel('Email').fill('ines.moreau@example.com')
		await form.getByLabel('Category').selectOption('guest-contributions')
		await form
			.getByLabel('Headline')
			.fill(`Success panel in view ${testInfo.project.name} ${Date.now()}`)
		await form
			.getByLabel('Content')
			.fill(
				`**Problem** ${'Buyers could not tell us apart from three larger rivals, so every pitch started from scratch. '.repeat(4)}\n\n**Solution** ${'We rebuilt every proposal around one client story that proved our promise. '.repeat(4)}`,
			)
		await page.getByLabel(/I agree to the/).check()
		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()
		const panel = page.getByRole('status').filter({
			has: page.getByRole('heading', { name: 'Submission Received!' }),
		})
		await expect(panel).toBeInViewport()
		if (javaScriptOf(testInfo)) await expect(panel).toBeFocused()
		else await expect(page).toHaveURL(/\/guest-post#submission$/)
	})
})

test.describe('legal pages', () => {
	for (const path of ['/privacy', '/terms']) {
		test(`${path} numbers its sections once and renders the introduction's link`, async ({
			page,
		}) => {
			await page.goto(path)
			const contents = page
				.getByRole('navigation', { name: 'Contents' })
				.getByRole('link')
			for (const text of await contents.allInnerTexts())
				expect(text).not.toMatch(/^\s*\d+\./)
			for (const text of await page.locator('main h2').allInnerTexts())
				expect(text).not.toMatch(/^\s*\d+\.\s*\d+\./)
			await expect(page.locator('main h2').first()).toHaveText(/^1\.\s+\S/)
			const main = await page.locator('main').innerText()
			expect(main).not.toMatch(/\]\(/)
			expect(main).not.toMatch(/\*\*/)
		})
	}
})

test.describe('bylines and author pages', () => {
	test('each byline links to its own author, whose page lists their articles; an unknown author is a 404', async ({
		page,
	}) => {
		await page.goto('/article/newsletter-platforms-add-referral-dashboards')
		await page.getByRole('link', { name: 'Marcus Okafor' }).first().click()
		await expect(page).toHaveURL(/\/author\/marcus-okafor$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Marcus Okafor',
		)
		const latest = page.getByRole('region', {
			name: 'Latest from Marcus Okafor',
		})
		await expect(
			latest.getByRole('link', {
				name: /Newsletter Platforms Add Referral Dashboards/,
			}),
		).toBeVisible()
		// Only Marcus's pieces: every card's byline is his.
		for (const text of await latest.getByRole('article').allInnerTexts())
			expect(text).toContain('Marcus Okafor')
		await expect(
			page.getByRole('img', { name: /portrait of Marcus Okafor/i }),
		).toBeVisible()

		// The SPEC's fixed author page is one of them.
		await page.goto(ARTICLE)
		await page.getByRole('link', { name: 'Claire Ashby' }).first().click()
		await expect(page).toHaveURL(/\/author\/claire-ashby$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Claire Ashby',
		)

		const missing = await page.goto('/author/no-such-writer')
		expect(missing?.status()).toBe(404)
		await expect(page.getByText('404 Page Not Found')).toBeVisible()
	})

	test('/authors lists the staff and the contributors with what each has published, and author pages lead back to it', async ({
		page,
	}) => {
		await page.goto('/author/marcus-okafor')
		await page
			.getByRole('navigation', { name: 'Breadcrumb' })
			.getByRole('link', { name: 'Authors' })
			.click()
		await expect(page).toHaveURL(/\/authors$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authors')
		const staff = page.getByRole('region', { name: 'Our staff' })
		const contributors = page.getByRole('region', { name: 'Contributors' })
		// The editor leads the staff (SPEC: her page always exists).
		await expect(staff.getByRole('heading', { level: 3 }).first()).toHaveText(
			'Claire Ashby',
		)
		const marcus = staff.getByRole('listitem').filter({
			has: page.getByRole('link', { name: 'Marcus Okafor', exact: true }),
		})
		await expect(marcus).toContainText(/\d+ articles? · latest /)
		await expect(contributors.getByRole('listitem').first()).toBeVisible()
		// Every listed name opens its page.
		const names = await page
			.getByRole('main')
			.getByRole('heading', { level: 3 })
			.allInnerTexts()
		expect(names.length).toBeGreaterThan(3)
		await staff
			.getByRole('link', { name: 'Marcus Okafor', exact: true })
			.click()
		await expect(page).toHaveURL(/\/author\/marcus-okafor$/)
	})

	test("the image credit of generated art reads 'Illustration: Brandline studio', never 'Photo: Illustration'", async ({
		page,
	}) => {
		for (const path of [
			'/article/newsletter-platforms-add-referral-dashboards',
			ARTICLE,
		]) {
			await page.goto(path)
			await expect(page.locator('figcaption').first()).toHaveText(
				'Illustration: Brandline studio',
			)
		}
	})
})

test.describe('home page', () => {
	test('the lead story has Share and Save; Save confirms and stays on the front page', async ({
		page,
	}, testInfo) => {
		await page.goto('/')
		await hydrated(page, javaScriptOf(testInfo))
		const lead = page
			.getByRole('article')
			.filter({ has: page.locator('#lead-headline') })
		await expect(lead.locator('summary', { hasText: /^Share$/ })).toBeVisible()
		await lead.getByRole('button', { name: 'Save' }).click()
		await expect(
			page.getByText('Article saved!', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(/\/$/)
	})

	test('every home anchor of the SPEC lands on a section with articles', async ({
		page,
	}) => {
		await page.goto('/')
		for (const anchor of [
			'personal-branding',
			'audience-growth',
			'trust-building',
			'strategies',
			'expert-interviews',
			'archives',
		]) {
			const section = page.locator(`section#${anchor}`)
			await expect(section, anchor).toHaveCount(1)
			await expect(
				section.getByRole('heading', { level: 2 }),
				anchor,
			).toBeVisible()
			await expect(section.getByRole('link').first(), anchor).toBeVisible()
		}
		await expect(page.locator('#subscribe')).toHaveCount(1)
		// Following an anchor scrolls its section into view.
		await page.goto('/#trust-building')
		await expect(page.locator('#trust-building-heading')).toBeInViewport()
	})

	test("no article appears twice among the front page's stories", async ({
		page,
	}) => {
		await page.goto('/')
		// Every story's headline link in the main column: the lead, breaking news, the cards, the archive list.
		const stories = await page
			.locator(
				'main #lead-headline a, main article h3 a, main section li > a[href^="/article/"]',
			)
			.evaluateAll(links =>
				links
					.filter(link => !link.closest('aside'))
					.map(link => link.getAttribute('href')!),
			)
		expect(stories.length).toBeGreaterThanOrEqual(15)
		expect(
			new Set(stories).size,
			`repeated: ${stories.filter((href, index) => stories.indexOf(href) !== index).join(', ')}`,
		).toBe(stories.length)
	})

	test("the footer links the magazine's social profiles that are configured, and only those", async ({
		page,
	}) => {
		await page.goto('/about')
		const follow = page
			.getByRole('contentinfo')
			.getByRole('navigation', { name: 'Follow us' })
		await expect(follow.getByRole('link')).toHaveText(['LinkedIn', 'X'])
		await expect(
			follow.getByRole('link', { name: 'LinkedIn' }),
		).toHaveAttribute(
			'href',
			'https://www.linkedin.com/company/brandline-example',
		)
	})
})

test.describe("the phone's menu", () => {
	test.use({ viewport: { width: 390, height: 844 } })

	test('closes after following one of its links or a search result, with focus back on its button', async ({
		page,
	}, testInfo) => {
		test.skip(
			!javaScriptOf(testInfo),
			'without JavaScript every link loads a new page, where the menu starts closed',
		)
		// From a page that runs React (the game's): there links navigate in place, so the open menu must
		// close itself. Reading pages have no React (decision 051): their links load a new page, as above.
		await page.goto('/game-of-influence')
		await hydrated(page, true)
		const menu = page.locator('header details').first()
		const toggle = menu.locator('summary')
		await toggle.click()
		// The sections are one row outside the menu (issue 21); the menu holds search and the reader pages.
		await menu
			.getByRole('navigation', { name: 'More from Brandline' })
			.getByRole('link', { name: 'Archive' })
			.click()
		await expect(page).toHaveURL(/\/archive$/)
		await expect(menu).not.toHaveAttribute('open')
		await expect(toggle).toBeFocused()

		await toggle.click()
		const search = menu.getByRole('search')
		await search.getByRole('searchbox').fill('trust')
		await search.getByRole('button', { name: 'Search', exact: true }).click()
		const result = menu
			.getByRole('region', { name: 'Search results' })
			.getByRole('link')
			.first()
		await expectInsideViewport(page, result)
		await result.click()
		await expect(page).toHaveURL(/\/article\//)
		await expect(menu).not.toHaveAttribute('open')
		await expect(toggle).toBeFocused()
	})
})

test.describe('header search', () => {
	test("shows one clear button: ours, not the browser's as well", async ({
		page,
	}, testInfo) => {
		test.skip(
			!javaScriptOf(testInfo),
			"the clear button is part of the enhanced search; without JavaScript only the browser's exists",
		)
		await page.goto('/')
		await hydrated(page, true)
		const search = page.locator('header').getByRole('search').last()
		const box = search.getByRole('searchbox')
		await box.fill('personal')
		await expect(
			search.getByRole('button', { name: 'Clear search' }),
		).toHaveCount(1)
		// The browser's own button lives in the input's user-agent shadow tree: ask Chromium how it is drawn.
		await box.evaluate(input => input.setAttribute('data-clear-probe', ''))
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('DOM.enable')
		await cdp.send('CSS.enable')
		type DomNode = {
			nodeId: number
			attributes?: string[]
			shadowPseudoType?: string
			pseudoType?: string
			children?: DomNode[]
			shadowRoots?: DomNode[]
		}
		const { root } = (await cdp.send('DOM.getDocument', {
			depth: -1,
			pierce: true,
		})) as { root: DomNode }
		const find = (
			node: DomNode,
			test: (candidate: DomNode) => boolean,
		): DomNode | undefined => {
			if (test(node)) return node
			for (const child of [
				...(node.shadowRoots ?? []),
				...(node.children ?? []),
			]) {
				const found = find(child, test)
				if (found) return found
			}
			return undefined
		}
		const input = find(
			root,
			node => node.attributes?.includes('data-clear-probe') ?? false,
		)!
		const cancel = find(
			input,
			node =>
				node.attributes?.join(' ').includes('-webkit-search-cancel-button') ??
				false,
		)
		expect(cancel, "the input's own cancel button").toBeDefined()
		const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', {
			nodeId: cancel!.nodeId,
		})) as { computedStyle: { name: string; value: string }[] }
		expect(
			computedStyle.find(property => property.name === 'display')?.value,
		).toBe('none')
		await search.getByRole('button', { name: 'Clear search' }).click()
		await expect(box).toHaveValue('')
	})
})
