/**
 * Counting readers: a view when an article is seen (the page's beacon, or its tracking image
 * without JavaScript), engaged time when the reader leaves. No page GET counts anything.
 *
 * - Bots (isbot, or no user agent) count nothing.
 * - One reader counts once per article per 30 minutes, without a cookie: the reader is their
 *   address and user agent, hashed with the day's salt, and the count is claimed by a mark
 *   (reader-marks.server.ts: an insert under a fixed id, exact on MongoDB and FerretDB). Shares
 *   and promotion clicks count once per address instead, whatever the user agent (decision 053).
 * - Counts go through the batched counters (one `$inc` per article per second).
 * docs/decisions/020.
 */
import { engagementValue } from '#app/lib/engagement.ts'
import {
	countArticleViewActivity,
	countEngagementActivity,
} from './activity.server.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import { Article, ArticleStats } from '#app/server/models/index.ts'
import {
	claimForClient,
	isCountedReader,
	type Reader,
} from './reader-marks.server.ts'

async function isPublicArticleId(articleId: string): Promise<boolean> {
	return Boolean(
		await Article.exists({ $and: [{ _id: articleId }, publicArticleFilter()] }),
	)
}

/** Claims `what` for a reader (their address and user agent) for 30 minutes. */
function claimForReader(
	what: string,
	reader: Reader,
	now: Date,
): Promise<boolean> {
	return claimForClient(what, [reader.ip, reader.userAgent ?? ''], now)
}

/**
 * Counts one view of `articleId` by `reader`, once per reader per 30 minutes, on the article and in
 * the day's activity (with the referring site's host name when known). True when counted.
 */
export async function countView(
	articleId: string,
	reader: Reader,
	now = new Date(),
	referrer: string | null = null,
): Promise<boolean> {
	if (!isCountedReader(reader.userAgent)) return false
	// Only a public article counts: a made-up or draft id writes nothing (one read by _id).
	if (!(await isPublicArticleId(articleId))) return false
	if (!(await claimForReader(`v:${articleId}`, reader, now))) return false
	increment(Article.collection.collectionName, articleId, { views: 1 })
	countArticleViewActivity(articleId, now, referrer)
	return true
}

/**
 * Records engaged time (SPEC §9: only above 30 seconds; the value is minutes, capped at 10), once
 * per reader per article per 30 minutes. True when recorded.
 */
export async function countEngagement(
	articleId: string,
	seconds: number,
	reader: Reader,
	now = new Date(),
): Promise<boolean> {
	const value = engagementValue(seconds)
	if (value === null || !isCountedReader(reader.userAgent)) return false
	if (!(await isPublicArticleId(articleId))) return false
	if (!(await claimForReader(`e:${articleId}`, reader, now))) return false
	increment(
		ArticleStats.collection.collectionName,
		articleId,
		{ engagedReads: 1, engagedMinutes: value },
		{ upsert: true },
	)
	countEngagementActivity(articleId, value, now)
	return true
}
