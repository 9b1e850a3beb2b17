/**
 * What the next digest holds, daily or weekly (decision records 031 and 084): the one answer the
 * job's claim, the admin's preview and the test send all use, so the preview is the digest as it
 * would go out now. A daily digest holds the articles first published since the previous daily
 * one's window ended; a weekly one the week's most-read articles, then its newest.
 */
import { NEWSLETTER_NAME, WEEKLY_NAME } from '#app/content/newsletter.ts'
import { digestSubject } from '#app/emails/digest-email.tsx'
import type { DigestKind } from '#app/lib/newsletter-choices.ts'
import { deskDay } from '#app/server/insights/desk-days.server.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import { topArticles } from '#app/server/insights/activity.server.ts'
import {
	Article,
	NewsletterDigest,
	type ArticleFields,
	type NewsletterDigestFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import {
	findDigestArticles,
	newsletterPromotionAt,
	toDigestArticle,
} from './digest-content.server.tsx'

const DAY_MS = 86_400_000
/** The week's most-read articles a weekly digest leads with, then its newest up to the limit. */
const WEEKLY_MOST_READ = 5
/** At most this many articles in a weekly digest (a reader's no-repeat mask holds 31). */
export const WEEKLY_ARTICLE_LIMIT = 15

/** The record id of a digest: its local day for the daily one, `weekly-<day>` for the weekly. */
export function digestRecordId(kind: DigestKind, date: string): string {
	return kind === 'weekly' ? `weekly-${date}` : date
}

export function kindOf(
	digest: Pick<NewsletterDigestFields, 'kind'>,
): DigestKind {
	return digest.kind ?? 'daily'
}

export function digestName(kind: DigestKind): string {
	return kind === 'weekly' ? WEEKLY_NAME : NEWSLETTER_NAME
}

const ofKind = (kind: DigestKind): Record<string, unknown> =>
	kind === 'weekly' ? { kind: 'weekly' } : { kind: op({ $exists: false }) }

/**
 * The end of the window of the latest digest of this kind made before record `before` (any, when
 * not given: the preview), or a day (a week) before `until` for the first one.
 */
async function previousEnd(
	kind: DigestKind,
	until: Date,
	before?: string,
): Promise<Date> {
	const previous = await NewsletterDigest.findOne(
		{ ...ofKind(kind), ...(before ? { _id: op({ $lt: before }) } : {}) },
		{ until: 1 },
	)
		.sort({ _id: -1 })
		.lean<Pick<NewsletterDigestFields, 'until'>>()
	const span = kind === 'weekly' ? 7 * DAY_MS : DAY_MS
	return previous?.until ?? new Date(until.getTime() - span)
}

/** The most-read public articles from `since`'s day (in the publication's zone) to `until`, most first. */
async function mostReadSince(
	since: Date,
	until: Date,
): Promise<ArticleFields[]> {
	const { byViews } = await topArticles(deskDay(since), WEEKLY_MOST_READ * 4)
	if (byViews.length === 0) return []
	const found = await Article.find(
		{
			$and: [
				publicArticleFilter(until),
				{ _id: op({ $in: byViews.map(row => row.id) }) },
			],
		},
		{ content: 0 },
	).lean<ArticleFields[]>()
	const byId = new Map(found.map(article => [article._id, article]))
	return byViews
		.flatMap(row => byId.get(row.id) ?? [])
		.slice(0, WEEKLY_MOST_READ)
}

/** A weekly digest's articles: the week's most-read (the first `mostRead`), then its newest, each once. */
async function findWeeklyArticles(
	since: Date,
	until: Date,
): Promise<{ articles: ArticleFields[]; mostRead: number }> {
	const [mostRead, newest] = await Promise.all([
		mostReadSince(since, until),
		findDigestArticles(since, until),
	])
	const seen = new Set(mostRead.map(article => article._id))
	const articles = [
		...mostRead,
		...newest.filter(article => !seen.has(article._id)),
	].slice(0, WEEKLY_ARTICLE_LIMIT)
	return { articles, mostRead: Math.min(mostRead.length, articles.length) }
}

export interface DigestPlan {
	kind: DigestKind
	since: Date
	until: Date
	articles: ArticleFields[]
	/** A weekly digest: how many of `articles`, from the first, are the week's most-read. */
	mostRead: number
	promotion?: Awaited<ReturnType<typeof newsletterPromotionAt>>
	subject: string
}

/**
 * The next digest of `kind` with its window ending at `until`: its articles, the newsletter
 * promotion running then (none when there are no articles: nothing is sent), and its subject.
 */
export async function planDigest(
	kind: DigestKind,
	until: Date,
	before?: string,
): Promise<DigestPlan> {
	const since = await previousEnd(kind, until, before)
	const { articles, mostRead } =
		kind === 'weekly'
			? await findWeeklyArticles(since, until)
			: { articles: await findDigestArticles(since, until), mostRead: 0 }
	const promotion =
		articles.length > 0 ? await newsletterPromotionAt(until) : undefined
	return {
		kind,
		since,
		until,
		articles,
		mostRead,
		...(promotion ? { promotion } : {}),
		subject:
			articles.length > 0
				? digestSubject({
						newsletterName: digestName(kind),
						articles: articles.map(toDigestArticle),
					})
				: '(nothing new)',
	}
}
