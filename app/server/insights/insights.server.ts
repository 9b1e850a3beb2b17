/**
 * First-party insights, as daily rollups (models/insight-day.ts): newsletter sign-ups by source,
 * confirmations and unsubscribes, share clicks by platform, article views and engaged reads, and
 * promotion impressions and clicks. A closed day (in the publication's time zone: desk-days.server.ts)
 * is counted once from the records the site keeps anyway (subscribers, share events, daily
 * activity) and stored; today is counted live. Days already counted keep their figures when the
 * zone changes later.
 * Nothing that identifies a person is read into a rollup: only dates, sources, platforms, totals.
 */
import { utcDayBefore } from '#app/lib/utc-day.ts'
import { activityTotals } from './activity.server.ts'
import {
	daysEndingWith,
	deskDay,
	deskDayBounds,
	deskZone,
} from './desk-days.server.ts'
import {
	InsightDay,
	NewsletterSubscriber,
	ShareEvent,
	type InsightDayFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import {
	insertEach,
	recordsOf,
} from '#app/server/coordination/claims.server.ts'

/** How far back a rollup is made (and the longest range shown). */
export const INSIGHT_MAX_DAYS = 90
export const INSIGHT_RANGES = [7, 30, 90] as const

export const INSIGHT_METRICS = [
	'signups',
	'confirmations',
	'unsubscribes',
	'shares',
	'views',
	'engagedReads',
	'engagedMinutes',
	'impressions',
	'clicks',
] as const
/** Metrics counted from the daily activity records, each under the key "all". */
const ACTIVITY_METRICS = [
	'views',
	'engagedReads',
	'engagedMinutes',
	'impressions',
	'clicks',
] as const
/**
 * A closed day is rolled up only this long after it ends, so the counts of its last seconds
 * (buffered about a second, then folded within a few) are in.
 */
const SETTLE_MS = 5 * 60_000
export type InsightMetric = (typeof INSIGHT_METRICS)[number]

type Counts = Map<string, number>
const countKey = (metric: InsightMetric, key: string) => `${metric}:${key}`

function add(
	counts: Counts,
	metric: InsightMetric,
	key: string,
	amount = 1,
): void {
	const name = countKey(metric, key)
	counts.set(name, (counts.get(name) ?? 0) + amount)
}

/** Counts one of the publication's days from the records themselves. */
async function countDay(date: string, timeZone: string): Promise<Counts> {
	const { from, to } = deskDayBounds(date, timeZone)
	const within = op({ $gte: from, $lt: to })
	const [signups, confirmations, unsubscribes, shares, activity] =
		await Promise.all([
			NewsletterSubscriber.find({ subscribedAt: within }, { source: 1 }).lean<
				{ source?: string }[]
			>(),
			NewsletterSubscriber.countDocuments({ confirmedAt: within }),
			NewsletterSubscriber.countDocuments({ unsubscribedAt: within }),
			ShareEvent.find({ timestamp: within }, { platform: 1 }).lean<
				{ platform: string }[]
			>(),
			activityTotals(date),
		])
	const counts: Counts = new Map()
	for (const { source } of signups) add(counts, 'signups', source || 'direct')
	if (confirmations > 0) add(counts, 'confirmations', 'all', confirmations)
	if (unsubscribes > 0) add(counts, 'unsubscribes', 'all', unsubscribes)
	for (const { platform } of shares) add(counts, 'shares', platform)
	for (const metric of ACTIVITY_METRICS)
		if (activity[metric] > 0) add(counts, metric, 'all', activity[metric])
	return counts
}

/**
 * Rolls up every closed day of the last INSIGHT_MAX_DAYS not rolled up yet. Safe on every instance
 * at once: a day's records have fixed ids, and two instances count the same figures.
 */
export async function rollUpClosedDays(
	now = new Date(),
	timeZone = deskZone(),
): Promise<number> {
	const today = deskDay(now, timeZone)
	const oldest = utcDayBefore(today, INSIGHT_MAX_DAYS)
	const done = new Set(
		(
			await InsightDay.find(
				{ metric: 'done', date: op({ $gte: oldest }) },
				{ date: 1 },
			).lean<{ date: string }[]>()
		).map(record => record.date),
	)
	let rolled = 0
	const settled =
		now.getTime() - deskDayBounds(today, timeZone).from.getTime() >= SETTLE_MS
	for (let day = settled ? 1 : 2; day <= INSIGHT_MAX_DAYS; day += 1) {
		const date = utcDayBefore(today, day)
		if (done.has(date)) continue
		const counts = await countDay(date, timeZone)
		const records = [...counts].map(([name, count]) => {
			const [metric, key] = name.split(/:(.*)/s) as [string, string]
			return { _id: `${date}:${name}`, date, metric, key, count }
		})
		// The day's figures first, then the mark that they are complete.
		await insertEach(recordsOf<InsightDayFields>(InsightDay), records)
		await insertEach(recordsOf<InsightDayFields>(InsightDay), [
			{ _id: `${date}:done`, date, metric: 'done', key: '', count: 0 },
		])
		rolled += 1
	}
	return rolled
}

export interface InsightSeries {
	/** The days shown, oldest first. */
	dates: string[]
	/** metric → key → one count per date. */
	values: Record<InsightMetric, Record<string, number[]>>
}

/**
 * The last `days` days, per metric and key: rolled-up days as stored, and the days not rolled up
 * yet (today, and yesterday until the hourly rollup has run) counted live.
 */
export async function readInsights(
	days: number,
	now = new Date(),
	timeZone = deskZone(),
): Promise<InsightSeries> {
	const today = deskDay(now, timeZone)
	const dates = daysEndingWith(today, days)
	const stored = await InsightDay.find({
		date: op({ $gte: dates[0]!, $lt: today }),
	}).lean<InsightDayFields[]>()
	const done = new Set(
		stored
			.filter(record => record.metric === 'done')
			.map(record => record.date),
	)
	const live = await Promise.all(
		dates
			.filter(date => !done.has(date))
			.map(async date => ({ date, counts: await countDay(date, timeZone) })),
	)
	const values = Object.fromEntries(
		INSIGHT_METRICS.map(metric => [metric, {}]),
	) as InsightSeries['values']
	const put = (date: string, metric: string, key: string, count: number) => {
		if (!(INSIGHT_METRICS as readonly string[]).includes(metric)) return
		const series = (values[metric as InsightMetric][key] ??= dates.map(() => 0))
		series[dates.indexOf(date)] = count
	}
	for (const record of stored)
		if (done.has(record.date))
			put(record.date, record.metric, record.key, record.count)
	for (const { date, counts } of live) {
		for (const [name, count] of counts) {
			const [metric, key] = name.split(/:(.*)/s) as [string, string]
			put(date, metric, key, count)
		}
	}
	return { dates, values }
}
