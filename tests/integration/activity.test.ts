/**
 * Readers' daily activity (issue 10's insights): views, engaged reads, referring sites and
 * promotion clicks land in one record per subject and day, roll up into Insights, rank the top
 * articles, and show per article; readers who send Do Not Track or Global Privacy Control count
 * nothing; old records are swept.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { routeArgs } from '../helpers/route-args.ts'
import { action as viewBeacon } from '#app/routes/api.analytics.view.ts'
import { loader as viewPixel } from '#app/routes/api.analytics.view[.gif].ts'
import {
	ACTIVITY_KEEP_DAYS,
	articleActivity,
	topArticles,
} from '#app/server/insights/activity.server.ts'
import { settleCounters } from '#app/server/coordination/counters.server.ts'
import { sweepExpiredRecords } from '#app/server/expiring-records.server.ts'
import {
	chartRows,
	loadInsightCharts,
} from '#app/server/insights/charts.server.ts'
import {
	readInsights,
	rollUpClosedDays,
} from '#app/server/insights/insights.server.ts'
import {
	ActivityDay,
	Article,
	InsightDay,
	Promotion,
	SHARE_EVENTS_KEEP_DAYS,
	ShareEvent,
} from '#app/server/models/index.ts'
import {
	countPromotionClick,
	countPromotionImpressions,
} from '#app/server/promotions/promotions.server.ts'
import {
	countEngagement,
	countView,
} from '#app/server/insights/views.server.ts'

setupTestDatabase('activity')

const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const reader = (n: number) => ({ ip: `203.0.113.${n}`, userAgent: BROWSER })
const DAY = 86_400_000
/** Noon today (UTC), so the test means the same thing at any hour it runs. */
const noon = new Date(new Date().setUTCHours(12, 0, 0, 0))
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10)

beforeEach(async () => {
	await Promise.all([
		ActivityDay.deleteMany({}),
		Article.deleteMany({}),
		InsightDay.deleteMany({}),
		Promotion.deleteMany({}),
		ShareEvent.deleteMany({}),
	])
	const base = {
		summary: 's',
		content: 'c',
		author: 'a',
		category: 'trust-building',
	}
	await Article.insertMany([
		{ _id: 'popular', headline: 'The popular one', ...base },
		{ _id: 'deep', headline: 'The deep read', ...base },
		{ _id: 'quiet', headline: 'The quiet one', ...base },
	])
})

describe('daily activity', () => {
	it('counts views, engaged reads and referrers per article and day, into Insights and the top lists', async () => {
		const yesterday = new Date(noon.getTime() - DAY)
		// Yesterday: 6 readers of "popular" (two from LinkedIn), 3 of "deep", each of them engaged for long.
		await Promise.all(
			Array.from({ length: 6 }, (_, n) =>
				countView(
					'popular',
					reader(n),
					yesterday,
					n < 2 ? 'linkedin.com' : null,
				),
			),
		)
		await Promise.all(
			Array.from({ length: 3 }, (_, n) =>
				countView('deep', reader(n), yesterday, 'news.ycombinator.com'),
			),
		)
		await Promise.all(
			Array.from({ length: 3 }, (_, n) =>
				countEngagement('deep', 600, reader(n), yesterday),
			),
		)
		await Promise.all(
			Array.from({ length: 3 }, (_, n) =>
				countEngagement('popular', 45, reader(n), yesterday),
			),
		)
		// Today: one more reader of "popular"; a reload by the same reader counts nothing.
		await countView('popular', reader(50), noon, 'linkedin.com')
		await countView('popular', reader(50), noon, 'linkedin.com')
		await settleCounters()

		// One record per subject and day, not one per reader.
		expect(await ActivityDay.countDocuments({ kind: 'article' })).toBe(3)
		expect(await ActivityDay.countDocuments({ kind: 'referrer' })).toBe(3)

		const popular = await articleActivity('popular', 7, noon)
		expect(popular).toMatchObject({
			views: 7,
			engagedReads: 3,
			averageEngagedMinutes: 0.8,
		})
		expect(popular.referrers).toEqual([{ host: 'linkedin.com', views: 3 }])
		expect((await articleActivity('deep', 7, noon)).referrers).toEqual([
			{ host: 'news.ycombinator.com', views: 3 },
		])
		expect(await articleActivity('quiet', 7, noon)).toMatchObject({
			views: 0,
			engagedReads: 0,
			referrers: [],
		})

		const top = await topArticles(dayOf(new Date(noon.getTime() - 6 * DAY)))
		expect(top.byViews.map(row => [row.headline, row.views])).toEqual([
			['The popular one', 7],
			['The deep read', 3],
		])
		// 600 s counts as 10 minutes (SPEC §9's cap), 45 s as 0.75 (shown to one decimal).
		expect(
			top.byEngagement.map(row => [row.headline, row.averageEngagedMinutes]),
		).toEqual([
			['The deep read', 10],
			['The popular one', 0.8],
		])

		// Yesterday rolls up once (the hourly job); today is counted live.
		await rollUpClosedDays(noon)
		const stored = await InsightDay.findById(
			`${dayOf(yesterday)}:views:all`,
		).lean()
		expect(stored?.count).toBe(9)
		const week = await readInsights(7, noon)
		expect(week.values.views.all!.slice(-2)).toEqual([9, 1])
		expect(week.values.engagedReads.all!.slice(-2)).toEqual([6, 0])
		const charts = await loadInsightCharts(7, noon)
		expect(chartRows(charts, 'top-views').slice(0, 3)).toEqual([
			['Article', 'Views'],
			['The popular one', '7'],
			['The deep read', '3'],
		])
		expect(chartRows(charts, 'reading').at(-1)!.slice(1)).toEqual(['1', '0'])
	})

	it('counts promotion impressions and clicks per day for the click-through chart', async () => {
		await Promotion.create({
			_id: 'promo',
			title: 'A course',
			description: 'd',
			url: 'https://example.com/course',
			placement: 'sidebar',
		})
		await Promise.all(
			Array.from({ length: 4 }, () => countPromotionClick('promo')),
		)
		await Promise.all(
			Array.from({ length: 50 }, () =>
				countPromotionImpressions(['promo', 'no-such-promotion']),
			),
		)
		await settleCounters()
		const day = new Date().toISOString().slice(0, 10)
		expect(
			await ActivityDay.findById(`${day}:promotion:promo`).lean(),
		).toMatchObject({ clicks: 4, impressions: 50 })
		expect(await Promotion.findById('promo').lean()).toMatchObject({
			clicks: 4,
			impressions: 50,
		})
		expect(
			await ActivityDay.countDocuments({ subject: 'no-such-promotion' }),
		).toBe(0)
		expect(chartRows(await loadInsightCharts(7), 'promotions').at(-1)).toEqual([
			day,
			'50',
			'4',
		])
	})

	it('counts nothing for a reader who sends Do Not Track or Global Privacy Control, with or without JavaScript', async () => {
		const beacon = (headers: Record<string, string>) =>
			new Request('http://localhost/api/analytics/view', {
				method: 'POST',
				headers: {
					'user-agent': BROWSER,
					'content-type': 'application/x-www-form-urlencoded',
					...headers,
				},
				body: new URLSearchParams({
					article: 'quiet',
					referrer: 'https://www.linkedin.com/feed/',
				}),
			})
		const pixel = (headers: Record<string, string>) =>
			new Request('http://localhost/api/analytics/view.gif?article=quiet', {
				headers: { 'user-agent': BROWSER, ...headers },
			})
		for (const [n, headers] of (
			[{ DNT: '1' }, { 'Sec-GPC': '1' }] as Record<string, string>[]
		).entries()) {
			const answer = await viewBeacon(
				routeArgs(beacon(headers), {}, `198.51.100.${n}`),
			)
			expect(await answer.json()).toEqual({ counted: false })
			expect(
				(
					await viewPixel(routeArgs(pixel(headers), {}, `198.51.100.${n}`))
				).headers.get('content-type'),
			).toBe('image/gif')
		}
		// The same request without the signal counts, with the referrer kept as a host name only.
		expect(
			await (
				await viewBeacon(routeArgs(beacon({}), {}, '198.51.100.9'))
			).json(),
		).toEqual({ counted: true })
		await settleCounters()
		expect((await Article.findById('quiet').lean())?.views).toBe(1)
		expect((await articleActivity('quiet', 1)).referrers).toEqual([
			{ host: 'linkedin.com', views: 1 },
		])
	})

	it('counts nothing, and writes nothing, for an id that is not a public article (made up, or a draft)', async () => {
		await Article.create({
			_id: 'draft',
			headline: 'Not yet',
			summary: 's',
			content: 'c',
			author: 'a',
			category: 'trust-building',
			status: 'draft',
		})
		for (const id of ['draft', 'no-such-article']) {
			expect(await countView(id, reader(1), noon, 'made-up.example')).toBe(
				false,
			)
			expect(await countEngagement(id, 120, reader(1), noon)).toBe(false)
		}
		await settleCounters()
		expect(await ActivityDay.countDocuments()).toBe(0)
	})

	it('sweeps activity past a year and a month, and share records past the longest Insights range', async () => {
		const now = new Date('2026-11-23T12:00:00Z')
		const old = new Date(now.getTime() - (ACTIVITY_KEEP_DAYS + 1) * DAY)
		await countView('quiet', reader(2), old)
		await countView('quiet', reader(3), now)
		await settleCounters()
		await ShareEvent.create([
			{
				articleId: 'quiet',
				platform: 'linkedin',
				category: 'trust-building',
				timestamp: new Date(now.getTime() - (SHARE_EVENTS_KEEP_DAYS + 1) * DAY),
			},
			{
				articleId: 'quiet',
				platform: 'email',
				category: 'trust-building',
				timestamp: new Date(now.getTime() - DAY),
			},
		])
		expect(await sweepExpiredRecords(now, ['activity', 'shares'])).toEqual({
			activity: 1,
			shares: 1,
		})
		expect(await ActivityDay.countDocuments()).toBe(1)
		expect(
			(await ShareEvent.find().lean()).map(event => event.platform),
		).toEqual(['email'])
	})
})
