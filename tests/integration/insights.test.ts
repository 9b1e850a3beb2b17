/**
 * Insights as daily rollups: closed days are counted once from the records (subscribers, share
 * events) and stored; today is counted live; a second roll-up changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	chartRows,
	loadInsightCharts,
} from '#app/server/insights/charts.server.ts'
import {
	readInsights,
	rollUpClosedDays,
} from '#app/server/insights/insights.server.ts'
import {
	InsightDay,
	NewsletterSubscriber,
	ShareEvent,
} from '#app/server/models/index.ts'

setupTestDatabase('insights')

const DAY = 86_400_000
const now = new Date('2026-11-23T15:00:00Z')
const daysAgo = (days: number, hour = 10) =>
	new Date(Date.UTC(2026, 10, 23 - days, hour))

beforeEach(async () => {
	await Promise.all([
		InsightDay.deleteMany({}),
		NewsletterSubscriber.deleteMany({}),
		ShareEvent.deleteMany({}),
	])
	await NewsletterSubscriber.create([
		{
			email: 'a@example.com',
			subscribedAt: daysAgo(1),
			source: 'footer',
			confirmedAt: daysAgo(1, 11),
		},
		{
			email: 'b@example.com',
			subscribedAt: daysAgo(1),
			source: 'footer',
			confirmedAt: daysAgo(0, 9),
			active: false,
			unsubscribedAt: daysAgo(0, 12),
		},
		{
			email: 'c@example.com',
			subscribedAt: daysAgo(3),
			source: 'content-upgrade',
		},
		{
			email: 'd@example.com',
			subscribedAt: daysAgo(0),
			source: 'homepage-sidebar',
		},
		// Outside a 7-day window.
		{ email: 'e@example.com', subscribedAt: daysAgo(20), source: 'footer' },
	])
	await ShareEvent.create([
		{
			articleId: 'x',
			platform: 'linkedin',
			category: 'personal-branding',
			timestamp: daysAgo(2),
		},
		{
			articleId: 'x',
			platform: 'linkedin',
			category: 'personal-branding',
			timestamp: daysAgo(1),
		},
		{
			articleId: 'y',
			platform: 'email',
			category: 'audience-growth',
			timestamp: daysAgo(0),
		},
	])
})

describe('insights', () => {
	it('roll up closed days once and count today live', async () => {
		expect(await rollUpClosedDays(now)).toBe(90)
		const stored = await InsightDay.countDocuments()
		expect(await rollUpClosedDays(now)).toBe(0)
		expect(await InsightDay.countDocuments()).toBe(stored)
		// A record per day and figure, not per event: 90 "done" marks plus the days that had something.
		expect(stored).toBeLessThan(90 + 12)

		const week = await readInsights(7, now)
		expect(week.dates).toHaveLength(7)
		expect(week.dates.at(-1)).toBe('2026-11-23')
		expect(week.values.signups.footer).toEqual([0, 0, 0, 0, 0, 2, 0])
		expect(week.values.signups['content-upgrade']).toEqual([
			0, 0, 0, 1, 0, 0, 0,
		])
		expect(week.values.signups['homepage-sidebar']).toEqual([
			0, 0, 0, 0, 0, 0, 1,
		])
		expect(week.values.confirmations.all).toEqual([0, 0, 0, 0, 0, 1, 1])
		expect(week.values.unsubscribes.all).toEqual([0, 0, 0, 0, 0, 0, 1])
		expect(week.values.shares.linkedin).toEqual([0, 0, 0, 0, 1, 1, 0])
		expect(week.values.shares.email).toEqual([0, 0, 0, 0, 0, 0, 1])
	})

	it('shape the charts and their CSV from the rollups', async () => {
		await rollUpClosedDays(now)
		const charts = await loadInsightCharts(30, now)
		expect(charts.sources).toEqual([
			{ label: 'footer', value: 3 },
			{ label: 'content-upgrade', value: 1 },
			{ label: 'homepage-sidebar', value: 1 },
		])
		expect(charts.shares).toEqual([
			{ label: 'LinkedIn', value: 2 },
			{ label: 'E-mail', value: 1 },
		])
		const growth = chartRows(charts, 'growth')
		expect(growth[0]).toEqual([
			'Date',
			'Sign-ups',
			'Confirmations',
			'Unsubscribes',
		])
		expect(growth.at(-1)).toEqual(['2026-11-23', '1', '1', '1'])
		expect(growth).toHaveLength(31)
		expect(new Date(`${growth[1]![0]}T00:00:00Z`).getTime()).toBe(
			new Date('2026-11-23T00:00:00Z').getTime() - 29 * DAY,
		)
	})

	it("count the publication's days in its time zone, the 25-hour day included", async () => {
		const zone = 'Europe/Berlin'
		await NewsletterSubscriber.create([
			// 00:30 in Berlin on the 22nd, still the 21st in UTC.
			{
				email: 'late@example.com',
				subscribedAt: new Date('2026-11-21T23:30:00Z'),
				source: 'late-night',
			},
			// 23:30 in Berlin on October 25th, the day the clocks go back (25 hours): a day taken as
			// 24 hours from its midnight would have ended at 22:00 UTC and missed it.
			{
				email: 'long-day@example.com',
				subscribedAt: new Date('2026-10-25T22:30:00Z'),
				source: 'long-day',
			},
		])
		const inUtc = await readInsights(7, now, 'UTC')
		expect(inUtc.values.signups['late-night']).toEqual([0, 0, 0, 0, 1, 0, 0])

		expect(await rollUpClosedDays(now, zone)).toBe(90)
		const week = await readInsights(7, now, zone)
		expect(week.dates.at(-1)).toBe('2026-11-23')
		expect(week.values.signups['late-night']).toEqual([0, 0, 0, 0, 0, 1, 0])
		// The rest falls on the same days in both zones (all between 09:00 and 12:00 UTC).
		expect(week.values.signups.footer).toEqual(inUtc.values.signups.footer)

		const month = await readInsights(30, now, zone)
		const longDay = month.dates.indexOf('2026-10-25')
		expect(longDay).toBeGreaterThanOrEqual(0)
		expect(month.values.signups['long-day']![longDay]).toBe(1)
		expect(month.values.signups['long-day']!.reduce((a, b) => a + b)).toBe(1)

		// Just after midnight in Berlin (23:10 UTC) the new day is "today" there, counted live.
		const afterMidnight = await readInsights(
			7,
			new Date('2026-11-23T23:10:00Z'),
			zone,
		)
		expect(afterMidnight.dates.at(-1)).toBe('2026-11-24')
	})
})
