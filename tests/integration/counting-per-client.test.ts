/**
 * Shares and promotion clicks count once per client address, item and platform in 30 minutes,
 * whatever the user agent says, and a bot's count nothing on any counting path (issue 18, item 5).
 * Each counting route is called as React Router calls it, on a real database.
 */
import mongoose from 'mongoose'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { routeArgs } from '../helpers/route-args.ts'
import { loader as shareRedirect } from '#app/routes/article.$id.share.$platform.ts'
import { action as shareApi } from '#app/routes/api.analytics.share.ts'
import { loader as promotionLink } from '#app/routes/promotions.$id.go.ts'
import { action as clickApi } from '#app/routes/api.promotions.$id.click.ts'
import { action as impressionsApi } from '#app/routes/api.promotions.impressions.ts'
import { action as viewBeacon } from '#app/routes/api.analytics.view.ts'
import { settleCounters } from '#app/server/coordination/counters.server.ts'
import { READER_DEDUPE_MS } from '#app/server/insights/reader-marks.server.ts'
import { recordReaderShare } from '#app/server/insights/shares.server.ts'
import { countView } from '#app/server/insights/views.server.ts'
import { countReaderClick } from '#app/server/promotions/promotions.server.ts'
import { utcDay } from '#app/lib/utc-day.ts'
import {
	Article,
	DailySalt,
	Promotion,
	ReaderMark,
	ShareEvent,
} from '#app/server/models/index.ts'

setupTestDatabase('counting_per_client')

/** Five browsers' user agents: one address may send any of them. */
const BROWSERS = [
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
	'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
	'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
	'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
	'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
]
const BOTS = [
	'Googlebot/2.1 (+http://www.google.com/bot.html)',
	'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
	'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
	'curl/8.5.0',
]

const address = (n: number) => `203.0.113.${n}`

/**
 * `hours` after the start of tomorrow (UTC): an instant of a day of its own, whatever the hour the
 * suite runs at (the client hash's salt changes at UTC midnight), and one whose salt no sweep has
 * removed.
 */
function tomorrowAt(hours: number): Date {
	const today = new Date()
	return new Date(
		Date.UTC(
			today.getUTCFullYear(),
			today.getUTCMonth(),
			today.getUTCDate() + 1,
		) +
			hours * 3_600_000,
	)
}

function request(
	path: string,
	userAgent: string,
	init: { method?: string; json?: unknown } = {},
) {
	return new Request(`http://localhost${path}`, {
		method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
		headers: {
			'user-agent': userAgent,
			...(init.json === undefined
				? {}
				: { 'content-type': 'application/json' }),
		},
		...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
	})
}

/** Every way a reader's share or click is counted, for one item and client. */
const COUNTING = {
	async linkedinRedirect(article: string, ip: string, userAgent: string) {
		const response = await shareRedirect(
			routeArgs(
				request(`/article/${article}/share/linkedin`, userAgent),
				{ id: article, platform: 'linkedin' },
				ip,
			),
		)
		expect(response.status).toBe(302)
	},
	async shareApi(
		article: string,
		ip: string,
		userAgent: string,
		platform = 'copy_link',
	) {
		const response = await shareApi(
			routeArgs(
				request('/api/analytics/share', userAgent, {
					json: { articleId: article, platform, category: 'trust-building' },
				}),
				{},
				ip,
			),
		)
		expect([200, 201]).toContain(response.status)
	},
	async promotionLink(promotion: string, ip: string, userAgent: string) {
		const response = await promotionLink(
			routeArgs(
				request(`/promotions/${promotion}/go`, userAgent),
				{ id: promotion },
				ip,
			),
		)
		expect(response.status).toBe(302)
	},
	async clickApi(promotion: string, ip: string, userAgent: string) {
		const response = await clickApi(
			routeArgs(
				request(`/api/promotions/${promotion}/click`, userAgent, {
					method: 'POST',
				}),
				{ id: promotion },
				ip,
			),
		)
		expect(response.status).toBe(200)
	},
}

const shares = async (id: string) => (await Article.findById(id).lean())!
const clicks = async (id: string) =>
	(await Promotion.findById(id).lean())!.clicks ?? 0

async function createArticle(id: string) {
	await Article.create({
		_id: id,
		slug: id,
		headline: `A piece called ${id}`,
		summary: 's',
		author: 'a',
		category: 'trust-building',
	})
}

async function createPromotion(id: string) {
	await Promotion.create({
		_id: id,
		title: `Promotion ${id}`,
		description: 'd',
		url: 'https://example.com/sponsor',
		placement: 'sidebar',
	})
}

beforeAll(async () => {
	for (const id of ['agents', 'race', 'bots', 'later', 'midnight'])
		await createArticle(`piece-${id}`)
	for (const id of ['agents', 'race', 'bots', 'later', 'midnight'])
		await createPromotion(`promo-${id}`)
})

describe('shares count once per address, article and platform in 30 minutes', () => {
	it('five user agents from one address: one LinkedIn share, one copied link, one e-mail; another address counts', async () => {
		const article = 'piece-agents'
		for (const userAgent of BROWSERS) {
			await COUNTING.linkedinRedirect(article, address(1), userAgent)
			await COUNTING.shareApi(article, address(1), userAgent, 'copy_link')
			await COUNTING.shareApi(article, address(1), userAgent, 'email')
		}
		await COUNTING.linkedinRedirect(article, address(2), BROWSERS[0]!)
		await settleCounters()
		expect(await shares(article)).toMatchObject({
			shares: 4,
			linkedinShares: 2,
			copyLinkShares: 1,
			emailShares: 1,
		})
		expect(await ShareEvent.countDocuments({ articleId: article })).toBe(4)
	})

	it('answers the API with what it counted', async () => {
		const ask = () =>
			shareApi(
				routeArgs(
					request('/api/analytics/share', BROWSERS[1]!, {
						json: {
							articleId: 'piece-agents',
							platform: 'twitter',
							category: 'trust-building',
						},
					}),
					{},
					address(3),
				),
			)
		const first = await ask()
		expect([first.status, await first.json()]).toEqual([
			201,
			{ recorded: true },
		])
		const again = await ask()
		expect([again.status, await again.json()]).toEqual([
			200,
			{ recorded: false },
		])
	})

	it('twenty shares from one address at once count once, on both paths', async () => {
		const article = 'piece-race'
		await Promise.all(
			Array.from({ length: 20 }, (_, index) =>
				index % 2
					? COUNTING.linkedinRedirect(article, address(4), BROWSERS[index % 5]!)
					: COUNTING.shareApi(
							article,
							address(4),
							BROWSERS[index % 5]!,
							'linkedin',
						),
			),
		)
		await settleCounters()
		expect(await shares(article)).toMatchObject({
			shares: 1,
			linkedinShares: 1,
		})
	})

	it('counts the address again after 30 minutes, and the sweep removes the marks', async () => {
		const share = {
			articleId: 'piece-later',
			platform: 'linkedin' as const,
			category: 'trust-building',
		}
		const reader = { ip: address(5), userAgent: BROWSERS[0]! }
		const start = tomorrowAt(12)
		expect(await recordReaderShare(share, reader, {}, start)).toBe('counted')
		expect(
			await recordReaderShare(
				share,
				{ ...reader, userAgent: BROWSERS[2]! },
				{},
				new Date(start.getTime() + READER_DEDUPE_MS - 1000),
			),
		).toBe('not-counted')
		expect(
			await recordReaderShare(
				share,
				reader,
				{},
				new Date(start.getTime() + READER_DEDUPE_MS + 1000),
			),
		).toBe('counted')
		// The marks are ordinary expiring records: one `expiresAt`, swept once it passed.
		const marks = await ReaderMark.find({
			_id: mongoose.trusted({ $regex: '^s:piece-later:linkedin:' }),
		}).lean()
		expect(marks).toHaveLength(1)
		expect(Object.keys(marks[0]!).sort()).toEqual(['_id', 'expiresAt'])
	})
})

describe('across UTC midnight, where the salt of the client hash changes', () => {
	it('a share, a click and a view at 23:50 still hold at 00:10 and end at 00:20', async () => {
		const lateEvening = tomorrowAt(24 - 1 / 6)
		const after = (minutes: number) =>
			new Date(lateEvening.getTime() + minutes * 60_000)
		const reader = { ip: address(6), userAgent: BROWSERS[1]! }
		const share = {
			articleId: 'piece-midnight',
			platform: 'email' as const,
			category: 'trust-building',
		}
		const outcomes = async (at: Date) => [
			await recordReaderShare(share, reader, {}, at),
			await countReaderClick('promo-midnight', reader, at),
			(await countView('piece-midnight', reader, at))
				? 'counted'
				: 'not-counted',
		]
		expect(await outcomes(lateEvening)).toEqual([
			'counted',
			'counted',
			'counted',
		])
		const notAgain = ['not-counted', 'not-counted', 'not-counted']
		expect(await outcomes(after(20))).toEqual(notAgain)
		expect(await outcomes(after(29))).toEqual(notAgain)
		// The marks of 23:50 end at 00:20 exactly.
		expect(await outcomes(after(30))).toEqual(['counted', 'counted', 'counted'])
		// Two days' marks, each under its own day's hash.
		expect(
			await ReaderMark.countDocuments({
				_id: mongoose.trusted({ $regex: '^v:piece-midnight:' }),
			}),
		).toBe(2)

		// Just after a midnight before which nobody was counted, the day before's salt is only
		// looked for, never made: a past day's hashes cannot be made again.
		const quietDayAfter = tomorrowAt(72 + 1 / 6)
		expect(await outcomes(quietDayAfter)).toEqual([
			'counted',
			'counted',
			'counted',
		])
		expect(await DailySalt.findById(utcDay(tomorrowAt(48))).lean()).toBeNull()
	})
})

describe('promotion clicks count once per address and promotion in 30 minutes', () => {
	it('five user agents from one address, through the link and the API: one click; another address counts', async () => {
		const promotion = 'promo-agents'
		for (const userAgent of BROWSERS) {
			await COUNTING.promotionLink(promotion, address(1), userAgent)
			await COUNTING.clickApi(promotion, address(1), userAgent)
		}
		await COUNTING.clickApi(promotion, address(2), BROWSERS[3]!)
		await settleCounters()
		expect(await clicks(promotion)).toBe(2)
	})

	it('twenty clicks from one address at once count once', async () => {
		await Promise.all(
			Array.from({ length: 20 }, (_, index) =>
				index % 2
					? COUNTING.promotionLink('promo-race', address(4), BROWSERS[0]!)
					: COUNTING.clickApi('promo-race', address(4), BROWSERS[1]!),
			),
		)
		await settleCounters()
		expect(await clicks('promo-race')).toBe(1)
	})

	it('counts the address again after 30 minutes', async () => {
		const reader = { ip: address(5), userAgent: BROWSERS[0]! }
		const start = tomorrowAt(12)
		expect(await countReaderClick('promo-later', reader, start)).toBe('counted')
		expect(
			await countReaderClick(
				'promo-later',
				reader,
				new Date(start.getTime() + READER_DEDUPE_MS - 1000),
			),
		).toBe('not-counted')
		expect(
			await countReaderClick(
				'promo-later',
				reader,
				new Date(start.getTime() + READER_DEDUPE_MS + 1000),
			),
		).toBe('counted')
	})
})

describe('bots count nothing on any counting path', () => {
	it('shares (redirects and the API, copied links included), clicks, impressions and views', async () => {
		for (const [index, bot] of BOTS.entries()) {
			const ip = address(100 + index)
			await COUNTING.linkedinRedirect('piece-bots', ip, bot)
			for (const platform of ['copy_link', 'email', 'twitter', 'native_share'])
				await COUNTING.shareApi('piece-bots', ip, bot, platform)
			await COUNTING.promotionLink('promo-bots', ip, bot)
			await COUNTING.clickApi('promo-bots', ip, bot)
			await impressionsApi(
				routeArgs(
					request('/api/promotions/impressions', bot, {
						json: { ids: ['promo-bots'] },
					}),
					{},
					ip,
				),
			)
			await viewBeacon(
				routeArgs(
					request('/api/analytics/view', bot, {
						json: { article: 'piece-bots' },
					}),
					{},
					ip,
				),
			)
		}
		await settleCounters()
		const article = await Article.findById('piece-bots').lean()
		expect(article).toMatchObject({ views: 0, shares: 0, copyLinkShares: 0 })
		expect(await ShareEvent.countDocuments({ articleId: 'piece-bots' })).toBe(0)
		const promotion = await Promotion.findById('promo-bots').lean()
		expect(promotion?.clicks ?? 0).toBe(0)
		expect(promotion?.impressions ?? 0).toBe(0)
	})
})
