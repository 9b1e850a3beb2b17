/**
 * Readers' activity per day, for Insights and the editor's per-article figures: views, engaged
 * reads, referring sites, promotion impressions and clicks. Each count goes through the batched
 * counters into one small record per subject and day in the publication's time zone
 * (models/activity-day.ts, desk-days.server.ts), so a burst of
 * readers costs one write per article per second and a year of 100,000 articles stays bounded by
 * the days that had readers. Nothing here identifies a reader. docs/decisions/009.
 */
import { DAY_MS, utcDayBefore, utcDayStart } from '#app/lib/utc-day.ts'
import { deskDay } from './desk-days.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import {
	ActivityDay,
	Article,
	type ActivityKind,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'

/** How long daily activity is kept: a year and a month, so a year-on-year view stays possible. */
export const ACTIVITY_KEEP_DAYS = 400

/** A day's records end once ACTIVITY_KEEP_DAYS whole days have passed after it. */
export function activityExpiry(day: string): Date {
	return new Date(
		utcDayStart(day).getTime() + (ACTIVITY_KEEP_DAYS + 1) * DAY_MS,
	)
}

type ActivityCounts = Partial<
	Record<
		'views' | 'engagedReads' | 'engagedMinutes' | 'impressions' | 'clicks',
		number
	>
>

function count(
	kind: ActivityKind,
	subject: string,
	inc: ActivityCounts,
	now: Date,
	key?: string,
): void {
	const day = deskDay(now)
	const id = [day, kind, subject, key]
		.filter(part => part !== undefined)
		.join(':')
	increment(ActivityDay.collection.collectionName, id, inc, {
		upsert: true,
		setOnInsert: {
			day,
			kind,
			subject,
			...(key === undefined ? {} : { key }),
			expiresAt: activityExpiry(day),
		},
	})
}

/** A counted view, and the site it came from when known (a host name). */
export function countArticleViewActivity(
	articleId: string,
	now: Date,
	referrer: string | null = null,
): void {
	count('article', articleId, { views: 1 }, now)
	if (referrer) count('referrer', articleId, { views: 1 }, now, referrer)
}

/** A counted engaged read (minutes as SPEC §9 values them). */
export function countEngagementActivity(
	articleId: string,
	minutes: number,
	now: Date,
): void {
	count('article', articleId, { engagedReads: 1, engagedMinutes: minutes }, now)
}

/** A promotion shown or clicked. */
export function countPromotionActivity(
	promotionId: string,
	what: 'impressions' | 'clicks',
	now = new Date(),
): void {
	count('promotion', promotionId, { [what]: 1 }, now)
}

export interface DayTotals {
	views: number
	engagedReads: number
	engagedMinutes: number
	impressions: number
	clicks: number
}

/** One day's totals over every article (views, engaged reads) and every promotion. */
export async function activityTotals(day: string): Promise<DayTotals> {
	const records = await ActivityDay.find(
		{ day, kind: op({ $in: ['article', 'promotion'] }) },
		{ views: 1, engagedReads: 1, engagedMinutes: 1, impressions: 1, clicks: 1 },
	).lean()
	const totals: DayTotals = {
		views: 0,
		engagedReads: 0,
		engagedMinutes: 0,
		impressions: 0,
		clicks: 0,
	}
	for (const record of records) {
		for (const field of Object.keys(totals) as (keyof DayTotals)[])
			totals[field] += record[field] ?? 0
	}
	return totals
}

export interface ArticleActivity {
	id: string
	headline: string
	views: number
	engagedReads: number
	/** Average engaged minutes per engaged read (SPEC §9 values), 0 when none. */
	averageEngagedMinutes: number
}

/** Minutes per read to one decimal, 0 without reads. */
function averageMinutes(minutes: number, reads: number): number {
	return reads > 0 ? Math.round((minutes / reads) * 10) / 10 : 0
}

/** Fewest engaged reads for an article to rank by average engaged time (one long read is not a trend). */
export const MIN_ENGAGED_READS_TO_RANK = 3

/**
 * The articles read most since `fromDay`, and those read longest on average. Summed here, not by
 * `$group`: FerretDB v1's `$sum` answered 0 for `engagedReads` in our tests while `find` returned
 * the values. Admin-only and on demand; it reads one small record per article and day with readers.
 */
export async function topArticles(
	fromDay: string,
	limit = 10,
): Promise<{ byViews: ArticleActivity[]; byEngagement: ArticleActivity[] }> {
	const records = await ActivityDay.find(
		{ kind: 'article', day: op({ $gte: fromDay }) },
		{ subject: 1, views: 1, engagedReads: 1, engagedMinutes: 1 },
	).lean()
	const sums = new Map<
		string,
		{ views: number; engagedReads: number; engagedMinutes: number }
	>()
	for (const record of records) {
		const sum = sums.get(record.subject) ?? {
			views: 0,
			engagedReads: 0,
			engagedMinutes: 0,
		}
		sum.views += record.views ?? 0
		sum.engagedReads += record.engagedReads ?? 0
		sum.engagedMinutes += record.engagedMinutes ?? 0
		sums.set(record.subject, sum)
	}
	const grouped = [...sums].map(([id, sum]) => ({ _id: id, ...sum }))
	const rows = grouped.map(row => ({
		id: row._id,
		views: row.views,
		engagedReads: row.engagedReads,
		averageEngagedMinutes: averageMinutes(row.engagedMinutes, row.engagedReads),
	}))
	const byViews = rows
		.filter(row => row.views > 0)
		.sort((a, b) => b.views - a.views || a.id.localeCompare(b.id))
		.slice(0, limit)
	const byEngagement = rows
		.filter(row => row.engagedReads >= MIN_ENGAGED_READS_TO_RANK)
		.sort(
			(a, b) =>
				b.averageEngagedMinutes - a.averageEngagedMinutes ||
				b.engagedReads - a.engagedReads ||
				a.id.localeCompare(b.id),
		)
		.slice(0, limit)
	const ids = [...new Set([...byViews, ...byEngagement].map(row => row.id))]
	const headlines = new Map(
		(
			await Article.find({ _id: op({ $in: ids }) }, { headline: 1 }).lean<
				{ _id: string; headline: string }[]
			>()
		).map(article => [article._id, article.headline]),
	)
	const named = (row: (typeof rows)[number]): ArticleActivity => ({
		...row,
		headline: headlines.get(row.id) ?? '(deleted article)',
	})
	return { byViews: byViews.map(named), byEngagement: byEngagement.map(named) }
}

export interface OneArticleActivity {
	days: number
	views: number
	engagedReads: number
	averageEngagedMinutes: number
	/** Referring sites by views, most first (views with no known referrer are not listed). */
	referrers: { host: string; views: number }[]
}

/** One article's activity over the last `days` days (today included), for its edit page. */
export async function articleActivity(
	articleId: string,
	days = 30,
	now = new Date(),
	timeZone?: string,
): Promise<OneArticleActivity> {
	const fromDay = utcDayBefore(deskDay(now, timeZone), days - 1)
	const records = await ActivityDay.find(
		{ subject: articleId, day: op({ $gte: fromDay }) },
		{ kind: 1, key: 1, views: 1, engagedReads: 1, engagedMinutes: 1 },
	).lean()
	let views = 0
	let engagedReads = 0
	let engagedMinutes = 0
	const referrers = new Map<string, number>()
	for (const record of records) {
		if (record.kind === 'article') {
			views += record.views ?? 0
			engagedReads += record.engagedReads ?? 0
			engagedMinutes += record.engagedMinutes ?? 0
		} else if (record.kind === 'referrer' && record.key) {
			referrers.set(
				record.key,
				(referrers.get(record.key) ?? 0) + (record.views ?? 0),
			)
		}
	}
	return {
		days,
		views,
		engagedReads,
		averageEngagedMinutes: averageMinutes(engagedMinutes, engagedReads),
		referrers: [...referrers]
			.map(([host, count]) => ({ host, views: count }))
			.sort((a, b) => b.views - a.views || a.host.localeCompare(b.host))
			.slice(0, 10),
	}
}
