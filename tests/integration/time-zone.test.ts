/**
 * Issue 22 item 7, the publication's time zone at the desk (docs/decisions/067): the article
 * editor's publish time is a wall time in the zone, stored as the instant it names, refused in the
 * hour the clocks skip, the first of two in the hour they repeat; the article goes live at that
 * instant. A settings save on one instance changes a cached page served by a second one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startSite, type Site } from '../helpers/site.ts'
import { publishQueuedArticles } from '#app/server/articles/publishing-queue.server.ts'
import {
	Article,
	Promotion,
	PublicationSettings,
} from '#app/server/models/index.ts'

const ZONE = 'Europe/Berlin'
const database = setupTestDatabase('time_zone')
let first: Site
let second: Site

beforeAll(async () => {
	// Two instances of the app on one database, as behind a load balancer.
	const env = { NEWSLETTER_TIME_ZONE: ZONE, SITE_NAME: 'Brandline Zone' }
	first = await startSite(database.name, env)
	second = await startSite(database.name, env)
}, 180_000)

afterAll(async () => {
	await Promise.all([first?.server.stop(), second?.server.stop()])
})

const CONTENT =
	'A scheduled piece about keeping a newsroom on one clock. '.repeat(4)

/** An admin form sent to the first instance, as a browser without JavaScript sends it. */
async function postForm(path: string, fields: Record<string, string>) {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	const response = await first.request(path, {
		method: 'POST',
		headers: { cookie: await first.adminCookie() },
		body,
	})
	return { status: response.status, html: await response.text() }
}

const scheduleArticle = (headline: string, publishedAt: string, id = 'new') =>
	postForm(`/admin/article/${id}`, {
		headline,
		author: 'Desk',
		category: 'personal-branding',
		summary: 'Scheduled in the publication’s zone.',
		content: CONTENT,
		status: 'scheduled',
		publishedAt,
	})

/** A form refused for 02:30 on the day Berlin's clocks go forward, what was typed kept. */
function expectSkippedHourRefusal(
	refused: { status: number; html: string },
	typed: string,
) {
	expect(refused.status).toBe(400)
	expect(refused.html).toContain(
		'02:30 does not exist on 2027-03-28 in Europe/Berlin: the clocks go forward then.',
	)
	expect(refused.html).toContain(`value="${typed}"`)
}

const stored = (headline: string) =>
	Article.findOne({ headline }).lean<{
		_id: string
		status: string
		publishedAt: Date
	}>()

describe('scheduling in the publication’s zone', () => {
	it('stores the instant a Berlin wall time names, summer and winter, and publishes at that instant', async () => {
		for (const [headline, wall, utc] of [
			['Zone summer piece', '2027-07-01T14:00', '2027-07-01T12:00:00.000Z'],
			['Zone winter piece', '2027-01-15T09:30', '2027-01-15T08:30:00.000Z'],
			// 02:30 on the day clocks go back happens twice: the first (summer time).
			[
				'Zone repeated hour piece',
				'2027-10-31T02:30',
				'2027-10-31T00:30:00.000Z',
			],
		] as const) {
			const saved = await scheduleArticle(headline, wall)
			expect(saved.status, headline).toBe(302)
			const article = await stored(headline)
			expect(article?.status).toBe('scheduled')
			expect(article?.publishedAt.toISOString(), headline).toBe(utc)
		}

		const summer = (await stored('Zone summer piece'))!
		const at = new Date('2027-07-01T12:00:00.000Z')
		// A second before the instant nothing goes live; at the instant it does.
		await publishQueuedArticles(new Date(at.getTime() - 1000))
		expect((await stored('Zone summer piece'))?.status).toBe('scheduled')
		await publishQueuedArticles(at)
		const live = await stored('Zone summer piece')
		expect(live?.status).toBe('published')
		expect(live?.publishedAt.toISOString()).toBe(at.toISOString())
		expect(summer.publishedAt.toISOString()).toBe(at.toISOString())
		// The October piece's time has not come.
		expect((await stored('Zone repeated hour piece'))?.status).toBe('scheduled')
	})

	it('refuses a time the clocks skip, keeps what was typed, and stores nothing', async () => {
		const before = await Article.countDocuments({})
		const refused = await scheduleArticle(
			'Zone skipped hour piece',
			'2027-03-28T02:30',
		)
		expectSkippedHourRefusal(refused, 'Zone skipped hour piece')
		expect(await Article.countDocuments({})).toBe(before)
	})

	it('shows the stored instant back in the zone, and says which zone', async () => {
		const article = (await stored('Zone repeated hour piece'))!
		const response = await first.request(`/admin/article/${article._id}`, {
			headers: { cookie: await first.adminCookie() },
		})
		const html = await response.text()
		expect(html).toContain('Publish date (Europe/Berlin)')
		expect(html).toContain('value="2027-10-31T02:30:00"')
	})
})

describe('the preview and the revisions in the publication’s zone', () => {
	it('say when a piece goes live and when each revision was saved in Berlin time, not UTC', async () => {
		const article = (await stored('Zone repeated hour piece'))!
		const read = async (path: string) =>
			(
				await (
					await first.request(path, {
						headers: { cookie: await first.adminCookie() },
					})
				).text()
			).replaceAll('<!-- -->', '')
		const preview = await read(`/admin/article/${article._id}/preview`)
		expect(preview).toMatch(
			/goes live <time datetime="2027-10-31T00:30:00.000Z">Oct 31, 2027, 02:30 Europe\/Berlin<\/time>/i,
		)
		expect(preview).not.toContain(' UTC)')

		// A save makes a revision; each is listed at its Berlin wall time.
		expect(
			(
				await scheduleArticle(
					'Zone repeated hour piece',
					'2027-10-31T02:30:00',
					article._id,
				)
			).status,
		).toBe(302)
		const revisions = await read(`/admin/article/${article._id}/revisions`)
		const shown = [
			...revisions.matchAll(/<time datetime="([^"]+)">([^<]+)<\/time>/gi),
		]
		expect(shown.length).toBeGreaterThan(0)
		for (const [, iso, text] of shown) {
			const clock = new Date(iso!).toLocaleTimeString('en-US', {
				timeZone: ZONE,
				hour: '2-digit',
				minute: '2-digit',
				hourCycle: 'h23',
			})
			expect(text).toMatch(new RegExp(`, ${clock} Europe/Berlin$`))
		}
		expect(revisions).not.toContain(' UTC')
	})
})

describe('the hour the clocks repeat, sent back unchanged', () => {
	it('keeps the second of the two instants when the editor re-saves its wall time as it was', async () => {
		await scheduleArticle('Zone second occurrence piece', '2027-10-31T09:00')
		const { _id: id } = (await stored('Zone second occurrence piece'))!
		// 02:30 of the second occurrence (winter time, +01:00): the JSON API takes an offset.
		const second = '2027-10-31T01:30:00.000Z'
		const put = await first.admin('PUT', `/api/articles/${id}`, {
			headline: 'Zone second occurrence piece',
			author: 'Desk',
			category: 'personal-branding',
			summary: 'Scheduled in the publication’s zone.',
			content: CONTENT,
			status: 'scheduled',
			publishedAt: '2027-10-31T02:30:00+01:00',
		})
		expect(put.status).toBe(200)
		expect(
			(await stored('Zone second occurrence piece'))?.publishedAt.toISOString(),
		).toBe(second)

		// The editor shows 02:30; saving the form with that time untouched keeps the instant.
		const editor = await (
			await first.request(`/admin/article/${id}`, {
				headers: { cookie: await first.adminCookie() },
			})
		).text()
		expect(editor).toContain('value="2027-10-31T02:30:00"')
		for (const wall of ['2027-10-31T02:30:00', '2027-10-31T02:30']) {
			const resaved = await scheduleArticle(
				'Zone second occurrence piece',
				wall,
				id,
			)
			expect(resaved.status, wall).toBe(302)
			expect(
				(
					await stored('Zone second occurrence piece')
				)?.publishedAt.toISOString(),
				wall,
			).toBe(second)
		}

		// A different time in the repeated hour is still read as the first of the two.
		await scheduleArticle(
			'Zone second occurrence piece',
			'2027-10-31T02:45',
			id,
		)
		expect(
			(await stored('Zone second occurrence piece'))?.publishedAt.toISOString(),
		).toBe('2027-10-31T00:45:00.000Z')
	})
})

const savePromotion = (
	id: string,
	title: string,
	dates: { startDate: string; endDate: string },
) =>
	postForm(`/admin/promotion/${id}`, {
		title,
		description: 'Shown on the zone’s days.',
		url: 'https://example.com/zone',
		placement: 'sidebar',
		priority: '1',
		active: 'on',
		...dates,
	})

const storedPromotion = (title: string) =>
	Promotion.findOne({ title }).lean<{
		_id: string
		startDate?: Date
		endDate?: Date
	}>()

/** A promotion's stored start and end, as ISO instants. */
async function promotionDates(title: string) {
	const found = await storedPromotion(title)
	return [found?.startDate?.toISOString(), found?.endDate?.toISOString()]
}

describe('the promotion editor in the publication’s zone', () => {
	it('reads the start and end as Berlin wall times, shows them back, and refuses a skipped hour', async () => {
		const saved = await savePromotion('new', 'Zone promotion', {
			startDate: '2027-07-01T14:00',
			// Repeated when the clocks go back: the first of the two (summer time).
			endDate: '2027-10-31T02:30',
		})
		expect(saved.status).toBe(302)
		expect(await promotionDates('Zone promotion')).toEqual([
			'2027-07-01T12:00:00.000Z',
			'2027-10-31T00:30:00.000Z',
		])
		const promotion = (await storedPromotion('Zone promotion'))!

		const editor = await (
			await first.request(`/admin/promotion/${promotion._id}`, {
				headers: { cookie: await first.adminCookie() },
			})
		).text()
		expect(editor).toContain('value="2027-07-01T14:00:00"')
		expect(editor).toContain('value="2027-10-31T02:30:00"')
		expect(editor).toContain('Times are in Europe/Berlin.')

		const before = await Promotion.countDocuments({})
		const refused = await savePromotion('new', 'Zone skipped promotion', {
			startDate: '2027-03-28T02:30',
			endDate: '',
		})
		expectSkippedHourRefusal(refused, 'Zone skipped promotion')
		expect(await Promotion.countDocuments({})).toBe(before)
	})

	it('keeps a stored second-occurrence end sent back unchanged, while the JSON API reads times as before', async () => {
		// The API: no zone means UTC (SPEC §7); an offset means what it says.
		const created = await first.admin('POST', '/api/promotions', {
			title: 'Zone API promotion',
			description: 'Set through the API.',
			url: 'https://example.com/api',
			startDate: '2027-07-01T14:00',
			endDate: '2027-10-31T02:30:00+01:00',
		})
		expect(created.status).toBe(201)
		const { id } = (await created.json()) as { id: string }
		const fromApi = ['2027-07-01T14:00:00.000Z', '2027-10-31T01:30:00.000Z']
		expect(await promotionDates('Zone API promotion')).toEqual(fromApi)

		// The editor shows them in Berlin; saved untouched, both instants stay.
		const resaved = await savePromotion(id, 'Zone API promotion', {
			startDate: '2027-07-01T16:00:00',
			endDate: '2027-10-31T02:30',
		})
		expect(resaved.status).toBe(302)
		expect(await promotionDates('Zone API promotion')).toEqual(fromApi)
	})
})

describe('the calendar in the publication’s zone', () => {
	it('puts an article on its Berlin day and time: 23:30 UTC on 29 February is 00:30 on 1 March', async () => {
		// Scheduled through the editor in Berlin wall time.
		const scheduled = async (headline: string, wall: string, utc: string) => {
			expect((await scheduleArticle(headline, wall)).status).toBe(302)
			const article = (await stored(headline))!
			expect(article.publishedAt.toISOString()).toBe(utc)
			return article._id
		}
		const late = await scheduled(
			'Zone calendar late',
			'2032-03-01T00:30',
			'2032-02-29T23:30:00.000Z',
		)
		const evening = await scheduled(
			'Zone calendar evening',
			'2032-02-29T23:59',
			'2032-02-29T22:59:00.000Z',
		)
		const cookie = await first.adminCookie()
		const read = async (query: string) =>
			(
				await first.request(`/admin/calendar?${query}`, {
					headers: { cookie },
				})
			)
				.text()
				// React's markers between text and values.
				.then(html => html.replaceAll('<!-- -->', ''))
		// The day cell that holds an article's link (each day is a list item).
		const dayOf = (html: string, id: string) =>
			/<time datetime="(\d{4}-\d{2}-\d{2})">/i.exec(
				html
					.slice(0, html.indexOf(`href="/admin/article/${id}"`))
					.split('<li')
					.findLast(cell => /<time datetime=/i.test(cell))!,
			)?.[1]

		const february = await read('month=2032-02')
		expect(february).toContain(`href="/admin/article/${evening}"`)
		expect(february).not.toContain(`/admin/article/${late}"`)
		expect(dayOf(february, evening)).toBe('2032-02-29')
		expect(february).toContain('23:59 · Scheduled')
		expect(february).toContain(
			'Days and times here are in Europe/Berlin, the publication’s time zone',
		)

		const march = await read('month=2032-03')
		expect(march).toContain(`href="/admin/article/${late}"`)
		expect(march).not.toContain(`/admin/article/${evening}"`)
		expect(dayOf(march, late)).toBe('2032-03-01')
		expect(march).toContain('00:30 · Scheduled')

		// Week 9 ends on Sunday 29 February in Berlin too; the late piece is in week 10.
		expect(await read('week=2032-W09')).not.toContain(`/admin/article/${late}"`)
		expect(await read('week=2032-W10')).toContain(
			`href="/admin/article/${late}"`,
		)
	})
})

describe('two instances', () => {
	it('a settings save on one instance changes a cached page the other serves', async () => {
		const reader = { reader: 31 }
		const cachedBefore = await (await second.request('/', reader)).text()
		expect(cachedBefore).toContain('Brandline Zone')
		// Served again from the second instance's cache.
		expect(await (await second.request('/', reader)).text()).toContain(
			'Brandline Zone',
		)
		const renders = (await second.cacheStats()).renderCounts['/'] ?? 0

		const body = new FormData()
		for (const [name, value] of Object.entries({
			siteName: 'The Two Instance Gazette',
			description: 'One desk, many servers.',
			contactEmail: 'desk@gazette.example',
			senderName: 'The Gazette',
			senderEmail: 'daily@gazette.example',
			digestHour: '7',
			timeZone: ZONE,
			version: String(await PublicationSettings.countDocuments({})),
		}))
			body.set(name, value)
		const saved = await first.request('/admin/settings', {
			method: 'POST',
			headers: { cookie: await first.adminCookie() },
			body,
		})
		expect(saved.status).toBe(302)

		// The second instance follows the change log: its next pages show the new name.
		let html = ''
		for (let attempt = 0; attempt < 100; attempt += 1) {
			html = await (await second.request('/', reader)).text()
			if (html.includes('The Two Instance Gazette')) break
			await new Promise(resolve => setTimeout(resolve, 100))
		}
		expect(html).toContain('The Two Instance Gazette')
		expect(html).not.toContain('Brandline Zone')
		// It rendered the page again rather than serving the old copy.
		expect((await second.cacheStats()).renderCounts['/'] ?? 0).toBeGreaterThan(
			renders,
		)
	})
})
