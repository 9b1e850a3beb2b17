import { auditWcag22 } from './axe.ts'
import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page } from './fixtures.ts'
import { linkIn, mailTo, uniqueEmail } from './mail.ts'

/**
 * The quality bars of issue 8, over every public and every admin page, at a phone's, a tablet's
 * and a desktop's width, with JavaScript on and off (the two projects):
 *   - no element's box extends past the viewport horizontally (deliberate scrollers excepted);
 *   - a menu or disclosure that opens stays inside the viewport;
 *   - axe-core finds no violation of WCAG 2.2 A or AA, whatever its impact (at every width with
 *     JavaScript on, at the phone's with it off: see axeWidthsFor).
 */

const WIDTHS = [390, 768, 1280] as const

/** Known exceptions, each being fixed right now by another engineer: remove as they land (none today). */
const KNOWN_CLIPPED_MENUS: { path: RegExp; menu: RegExp; why: string }[] = []

/** Known axe findings in code another engineer is rewriting right now: remove as theirs lands. */
const KNOWN_AXE: { path: RegExp; rule: string; why: string }[] = []

const PUBLIC_PAGES = [
	'/',
	'/article/reach-method-five-part-system-for-leaders',
	'/category/personal-branding',
	'/category/audience-growth',
	'/category/influence-strategies',
	'/category/expert-interviews',
	'/category/trust-building',
	'/category/guest-contributions',
	'/search?q=brand',
	'/guest-post',
	'/game-of-influence',
	'/game-of-influence/play?a=01',
	'/game-of-influence/result/012012012012',
	'/free-guide',
	'/about',
	'/privacy',
	'/terms',
	'/author/claire-ashby',
	'/author/marcus-okafor',
	'/archive',
	'/authors',
	'/tag/trust',
	'/no-such-page',
	'/newsletter',
]

const ADMIN_TABS = ['articles', 'guest-posts', 'promotions', 'subscribers'].map(
	tab => `/admin?tab=${tab}`,
)
const ADMIN_PAGES = [
	...ADMIN_TABS,
	'/admin/article/new',
	'/admin/promotions',
	'/admin/promotion/new',
	'/admin/feeds',
	'/admin/audit',
	'/admin/staff',
	'/admin/settings',
	'/admin/two-factor',
	'/admin/profile',
	'/admin/subscribers/import',
	'/admin/newsletter',
	'/admin/newsletter/new',
]

interface Overflow {
	element: string
	left: number
	right: number
}

/** Every rendered element whose box reaches past the left or right edge of the viewport. */
function overflowingElements(page: Page): Promise<Overflow[]> {
	return page.evaluate(() => {
		const width = document.documentElement.clientWidth
		const found: { element: string; left: number; right: number }[] = []
		const describe = (element: Element) =>
			`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.getAttribute('class') ? `.${String(element.getAttribute('class')).trim().split(/\s+/).slice(0, 4).join('.')}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
		const walk = (element: Element) => {
			const style = getComputedStyle(element)
			if (style.display === 'none' || style.visibility === 'hidden') return
			// Visually hidden text (sr-only) is clipped to nothing; it is not seen, so it cannot overflow.
			const clipped =
				style.clip !== 'auto' &&
				style.clip !== '' &&
				style.position === 'absolute'
			const box = element.getBoundingClientRect()
			if (
				!clipped &&
				box.width > 0 &&
				box.height > 0 &&
				(box.right > width + 1 || box.left < -1)
			) {
				found.push({
					element: describe(element),
					left: Math.round(box.left),
					right: Math.round(box.right),
				})
			}
			// A deliberate horizontal scroller (or a clipping box) holds its content: check it, not inside it.
			if (
				style.overflowX !== 'visible' &&
				element !== document.documentElement &&
				element !== document.body
			)
				return
			// A closed disclosure shows its summary only (its content keeps a box, but is not drawn).
			const children =
				element instanceof HTMLDetailsElement && !element.open
					? [...element.children].filter(child => child.tagName === 'SUMMARY')
					: [...element.children]
			for (const child of children) walk(child)
		}
		walk(document.body)
		return found
	})
}

/**
 * In the page: the boxes of opened disclosures and menus that leave the viewport, as
 * "text spans a..b of w". With 'disclosures' it first opens each closed disclosure in view, one at a
 * time, measures and closes it again; with the page's JavaScript on, it waits for the toggle event
 * first, so the page's own handlers (which shift a panel back inside the viewport) have run. A page
 * without JavaScript runs no handlers and no timers: there the measurement follows at once.
 */
async function menusOutside({
	mode,
	scripted,
}: {
	mode: 'disclosures' | 'as-is'
	scripted: boolean
}): Promise<{ name: string; outside: string[] }[]> {
	const measure = () => {
		const width = document.documentElement.clientWidth
		const opened = [
			...document.querySelectorAll('details[open] > :not(summary)'),
			...document.querySelectorAll(
				'[role="menu"], [role="dialog"], [role="listbox"], [data-radix-popper-content-wrapper]',
			),
		]
		return opened
			.map(element => ({
				box: element.getBoundingClientRect(),
				text: (element.textContent ?? '').trim().slice(0, 40),
			}))
			.filter(
				({ box }) => box.width > 0 && (box.left < -1 || box.right > width + 1),
			)
			.map(
				({ box, text }) =>
					`"${text}" spans ${Math.round(box.left)}..${Math.round(box.right)} of ${width}`,
			)
	}
	if (mode === 'as-is') return [{ name: '', outside: measure() }]
	const found: { name: string; outside: string[] }[] = []
	for (const details of document.querySelectorAll('details:not([open])')) {
		const summary = details.querySelector(':scope > summary')
		if (!(summary instanceof HTMLElement) || !summary.checkVisibility())
			continue
		const toggled = scripted
			? new Promise(resolve =>
					details.addEventListener('toggle', resolve, { once: true }),
				)
			: undefined
		;(details as HTMLDetailsElement).open = true
		await toggled
		found.push({
			name: (
				summary.getAttribute('aria-label') ??
				summary.textContent ??
				''
			).trim(),
			outside: measure(),
		})
		;(details as HTMLDetailsElement).open = false
	}
	return found
}

const isKnownClipped = (path: string, name: string) =>
	KNOWN_CLIPPED_MENUS.some(
		known => known.path.test(path) && known.menu.test(name),
	)

/**
 * Opens each disclosure and menu button in view, and reports those whose open content leaves the
 * viewport. Disclosures open in the page itself, one at a time, each given a frame to lay out (and
 * its toggle handlers to run) before it is measured: one round trip for all of them, where a click
 * each took eight seconds on a dashboard of 25 rows. Menu buttons are clicked, as a reader would.
 */
async function clippedMenus(
	page: Page,
	path: string,
	scripted: boolean,
): Promise<string[]> {
	const problems: string[] = []
	const disclosures = await page.evaluate(menusOutside, {
		mode: 'disclosures' as const,
		scripted,
	})
	for (const { name, outside } of disclosures)
		if (!isKnownClipped(path, name))
			for (const problem of outside) problems.push(`${name}: ${problem}`)

	const triggers = page.locator(
		'button[type="button"][aria-haspopup]:visible, button[type="button"][aria-expanded]:visible',
	)
	const count = await triggers.count()
	for (let index = 0; index < count; index += 1) {
		const trigger = triggers.nth(index)
		const name = (
			(await trigger.getAttribute('aria-label')) ??
			(await trigger.textContent()) ??
			''
		).trim()
		if (isKnownClipped(path, name)) continue
		await trigger.click()
		const [opened] = await page.evaluate(menusOutside, {
			mode: 'as-is' as const,
			scripted,
		})
		for (const problem of opened!.outside) problems.push(`${name}: ${problem}`)
		await page.keyboard.press('Escape')
	}
	return problems
}

/**
 * axe runs inside the page, which a page without JavaScript cannot do; there it audits the same
 * server-rendered page in a second tab that has JavaScript but none of our scripts (every script
 * file refused), signed in as the first one is, so it sees what a reader without JavaScript sees.
 */
async function axePageFor(
	page: Page,
	javaScriptEnabled: boolean,
): Promise<Page> {
	if (javaScriptEnabled) return page
	const context = await page
		.context()
		.browser()!
		.newContext({
			javaScriptEnabled: true,
			storageState: await page.context().storageState(),
		})
	await context.route(/\.m?js(\?|$)/, route => route.abort())
	return context.newPage()
}

/**
 * axe at every width with JavaScript on; with it off, at the phone's width only, where the pages'
 * no-JavaScript fallbacks (menus as disclosures, plain forms) differ most. The styles are the same
 * either way, so what a width changes (which parts show, what lies on what) is audited with
 * JavaScript on; the layout checks run at every width in both. (Six audits a page were a third
 * of the CI's time, decision 088.)
 */
const axeWidthsFor = (javaScriptEnabled: boolean): readonly number[] =>
	javaScriptEnabled ? WIDTHS : [WIDTHS[0]]

async function axeViolations(axePage: Page, path: string, width: number) {
	const axe = await test.step('axe', () => auditWcag22(axePage))
	return axe.violations
		.filter(
			violation =>
				!KNOWN_AXE.some(
					known => known.path.test(path) && known.rule === violation.id,
				),
		)
		.map(
			violation =>
				`${violation.id} (${violation.impact}) at ${width} px: ${violation.nodes
					.map(node => node.target.join(' '))
					.slice(0, 5)
					.join(', ')}`,
		)
}

async function checkPage(page: Page, path: string, javaScriptEnabled: boolean) {
	const axePage = await axePageFor(page, javaScriptEnabled)
	const axeWidths = axeWidthsFor(javaScriptEnabled)
	try {
		for (const width of WIDTHS) {
			await page.setViewportSize({ width, height: 900 })
			await page.goto(path)
			await page.evaluate(() => document.fonts.ready)
			const audited = axeWidths.includes(width)
			if (audited && axePage !== page) {
				await axePage.setViewportSize({ width, height: 900 })
				await axePage.goto(path)
			}
			await test.step(`${path} at ${width} px`, async () => {
				expect(
					await overflowingElements(page),
					`elements past the edge of a ${width} px viewport`,
				).toEqual([])
				if (audited)
					expect(
						await axeViolations(axePage, path, width),
						`axe-core WCAG 2.2 AA at ${width} px`,
					).toEqual([])
				expect(
					await test.step('menus', () =>
						clippedMenus(page, path, javaScriptEnabled)),
					`menus opened at ${width} px`,
				).toEqual([])
			})
		}
	} finally {
		if (axePage !== page) await axePage.context().close()
	}
}

test.describe('quality bars: public pages', () => {
	for (const path of PUBLIC_PAGES) {
		test(`${path} fits every width and passes axe`, async ({
			page,
			javaScriptEnabled,
		}) => {
			test.setTimeout(180_000)
			await checkPage(page, path, javaScriptEnabled)
		})
	}
})

test.describe('quality bars: pages a signed link opens', () => {
	test("a reader's newsletter preferences fit every width and pass axe", async ({
		page,
		request,
		javaScriptEnabled,
	}) => {
		test.setTimeout(180_000)
		const email = uniqueEmail(
			`quality-prefs-${javaScriptEnabled ? 'js' : 'no-js'}`,
		)
		await request.post('/api/newsletter/subscribe', { data: { email } })
		const [mail] = await mailTo(email)
		await checkPage(
			page,
			new URL(linkIn(mail!, 'preferences')).pathname,
			javaScriptEnabled,
		)
	})
})

test.describe('quality bars: admin pages', () => {
	test('the sign-in page fits every width and passes axe', async ({
		page,
		javaScriptEnabled,
	}) => {
		test.setTimeout(180_000)
		await checkPage(page, '/admin', javaScriptEnabled)
	})

	// One test per page: each signs in and checks its page at every width, so a slow machine
	// spends its time limit on one page, not on all of them (fourteen pages overran one limit).
	const signIn = async (page: Page) => {
		await page.goto('/admin')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toHaveCount(0)
	}

	for (const path of ADMIN_PAGES)
		test(`${path}, signed in, fits every width and passes axe`, async ({
			page,
			javaScriptEnabled,
		}) => {
			test.setTimeout(180_000)
			await signIn(page)
			await checkPage(page, path, javaScriptEnabled)
		})

	for (const [kind, tab] of [
		['article', 'articles'],
		['guest-post', 'guest-posts'],
		['promotion', 'promotions'],
	] as const)
		test(`the ${kind} editor with content in it fits every width and passes axe`, async ({
			page,
			javaScriptEnabled,
		}) => {
			test.setTimeout(kind === 'article' ? 300_000 : 180_000)
			await signIn(page)
			// The first record the dashboard's own list links to, so the editor is checked filled in.
			await page.goto(`/admin?tab=${tab}`)
			const links = await page
				.locator(`a[href^="/admin/${kind}/"]`)
				.evaluateAll(anchors =>
					anchors.map(anchor => anchor.getAttribute('href')!),
				)
			const first = links.find(href => !href.endsWith('/new'))
			expect(first, `a ${kind} listed on the dashboard`).toBeTruthy()
			await checkPage(page, first!, javaScriptEnabled)
			if (kind === 'article')
				await checkPage(page, `${first}/revisions`, javaScriptEnabled)
		})
})
