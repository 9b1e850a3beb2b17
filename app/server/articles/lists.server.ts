import mongoose from 'mongoose'
import type { ArticleStatus } from '#app/content/article-status.ts'
import {
	decodeCursor,
	encodeCursor,
	monthOf,
	monthRange,
	type Cursor,
} from '#app/lib/cursor.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'
import {
	publicArticleFilter,
	type ArticleSummary,
	toSummary,
	LIST_PROJECTION,
} from './public.server.ts'

/**
 * Every list is in one of these orders, each served on MongoDB by an index that ends in `_id`
 * (models/article.ts), so pages are stable and no list is sorted in memory.
 */
export const NEWEST = { publishedAt: -1, _id: -1 } as const

const OLDEST = { publishedAt: 1, _id: 1 } as const

const MOST_READ = { views: -1, _id: 1 } as const

/** The most any list returns. */
export const MAX_LIST_LIMIT = 100

/** A page of the JSON API's article lists. */
export const API_PAGE_SIZE = 50

/**
 * Marks the operators of a filter this module wrote as ours (mongoose's sanitizeFilter turns any
 * other operator object into a plain value). Values in these filters are checked strings and dates.
 */
function ownOperators(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(ownOperators)
	if (
		value === null ||
		typeof value !== 'object' ||
		value instanceof Date ||
		value instanceof RegExp
	)
		return value
	return mongoose.trusted(
		Object.fromEntries(
			Object.entries(value).map(([key, inner]) => [key, ownOperators(inner)]),
		),
	)
}

/** A query of what readers may see: `filter` and publicArticleFilter (an `$and`, so neither's publishedAt bounds replace the other's). */
function listQuery(
	filter: Record<string, unknown>,
	limit: number,
	sort: Record<string, 1 | -1> = NEWEST,
) {
	return Article.find(
		ownOperators({ $and: [filter, publicArticleFilter()] }) as Record<
			string,
			unknown
		>,
		LIST_PROJECTION,
	)
		.sort(sort)
		.limit(Math.min(limit, MAX_LIST_LIMIT + 1))
}

/** The admin's list: every status (or one), newest first. */
export async function listArticlesForAdmin({
	status,
	limit = 500,
}: { status?: ArticleStatus; limit?: number } = {}): Promise<ArticleSummary[]> {
	const docs = await Article.find(status ? { status } : {}, LIST_PROJECTION)
		.sort(NEWEST)
		.limit(limit)
		.lean<ArticleFields[]>()
	return docs.map(doc => toSummary(doc))
}

/**
 * A list of cards. A page rendered for the cache depends on every article it shows and, through
 * `membership` (a list tag), on which articles the list holds; null for lists that need not follow
 * membership at once (related articles: they catch up when the page is next refreshed).
 */
export async function list(
	filter: Record<string, unknown>,
	limit: number,
	membership: string | null,
	sort: Record<string, 1 | -1> = NEWEST,
): Promise<ArticleSummary[]> {
	const docs = await listQuery(filter, limit, sort).lean<ArticleFields[]>()
	dependsOn(
		...(membership ? [membership] : []),
		...docs.map(doc => PAGE_TAGS.article(doc._id)),
	)
	return docs.map(doc => toSummary(doc))
}

/** One page of a list in publication order, with the cursors of the pages around it. */
export interface ArticlePage {
	articles: ArticleSummary[]
	/** The cursor of the next page of older articles (`?before=`), or null at the end. */
	older: string | null
	/** The cursor of the page of newer articles (`?after=`), or null on the first page. */
	newer: string | null
}

/** Conditions for "published before (or after) the cursor" in NEWEST order, index-friendly: a range on publishedAt, ties broken by _id. */
function beyond(
	cursor: Cursor,
	direction: 'before' | 'after',
	range: { start?: Date; end?: Date } = {},
) {
	const earlier = direction === 'before'
	return {
		publishedAt: {
			...(range.start ? { $gte: range.start } : {}),
			...(range.end ? { $lt: range.end } : {}),
			[earlier ? '$lte' : '$gte']: cursor.publishedAt,
		},
		$or: [
			{ publishedAt: { [earlier ? '$lt' : '$gt']: cursor.publishedAt } },
			{ _id: { [earlier ? '$lt' : '$gt']: cursor.id } },
		],
	}
}

/** The cache tag of the list a page of articles is part of (so a change to that list drops the page). */
function listMembership({
	category,
	author,
	tag,
}: {
	category?: string
	author?: string
	tag?: string
}): string {
	if (tag) return PAGE_TAGS.tag(tag)
	if (author) return PAGE_TAGS.author(author)
	if (category) return PAGE_TAGS.category(category)
	return PAGE_TAGS.allArticles
}

/** The cursor naming an article's place in a list. */
function cursorAt(doc: Pick<ArticleFields, 'publishedAt' | '_id'>): string {
	return encodeCursor({ publishedAt: doc.publishedAt, id: doc._id })
}

/**
 * A page of a category (`category`), of an author's articles (`author`, the byline), of one month
 * of the archive (`month`, YYYY-MM), or of everything, newest first, `limit` articles before or after a cursor. Cost is one index range
 * scan of `limit + 1` entries on MongoDB wherever the page is: articles published between two
 * visits never shift the page a cursor names.
 */
export async function listArticlePage({
	category,
	author,
	tag,
	month,
	before,
	after,
	limit = 24,
}: {
	category?: string
	author?: string
	/** A tag's slug: the articles that carry it. */
	tag?: string
	month?: string
	before?: Cursor | null
	after?: Cursor | null
	limit?: number
}): Promise<ArticlePage> {
	const size = Math.min(Math.max(1, limit), MAX_LIST_LIMIT)
	const range = month ? monthRange(month) : null
	const base: Record<string, unknown> = {
		...(category ? { category } : {}),
		...(author ? { author } : {}),
		...(tag ? { tags: tag } : {}),
	}
	const window = range
		? { publishedAt: { $gte: range.start, $lt: range.end } }
		: {}
	const membership = listMembership({ category, author, tag })
	if (after && !before) {
		const docs = await listQuery(
			{ ...base, ...beyond(after, 'after', range ?? {}) },
			size + 1,
			OLDEST,
		).lean<ArticleFields[]>()
		const shown = docs.slice(0, size).reverse()
		dependsOn(membership, ...shown.map(doc => PAGE_TAGS.article(doc._id)))
		return {
			articles: shown.map(doc => toSummary(doc)),
			newer: docs.length > size && shown[0] ? cursorAt(shown[0]) : null,
			older: shown.length ? cursorAt(shown.at(-1)!) : encodeCursor(after),
		}
	}
	const filter = before
		? { ...base, ...beyond(before, 'before', range ?? {}) }
		: { ...base, ...window }
	const docs = await listQuery(filter, size + 1).lean<ArticleFields[]>()
	const shown = docs.slice(0, size)
	dependsOn(membership, ...shown.map(doc => PAGE_TAGS.article(doc._id)))
	return {
		articles: shown.map(doc => toSummary(doc)),
		older: docs.length > size ? cursorAt(shown.at(-1)!) : null,
		newer: before
			? shown[0]
				? cursorAt(shown[0])
				: encodeCursor(before)
			: null,
	}
}

/** The cursor in a request's parameter, or null (absent or not a cursor). */
export function cursorParam(value: string | null): Cursor | null {
	return decodeCursor(value)
}

/**
 * Every list query the site runs, as MongoDB plans them (the benchmark prints these: each must be
 * an index scan). `sample` gives the values a query needs.
 */
export async function explainListQueries(sample: {
	category: string
	id: string
	author: string
	cursor: Cursor
}): Promise<{ name: string; plan: unknown }[]> {
	const month = monthRange(monthOf(sample.cursor.publishedAt))!
	const queries: [string, ReturnType<typeof listQuery>][] = [
		['latest', listQuery({}, 3)],
		['featured', listQuery({ featured: true }, 3)],
		['breaking', listQuery({ breaking: true }, 2)],
		['most read', listQuery({}, 3, MOST_READ)],
		['category, first page', listQuery({ category: sample.category }, 25)],
		[
			'category, older page',
			listQuery(
				{ category: sample.category, ...beyond(sample.cursor, 'before') },
				25,
			),
		],
		[
			'category, newer page',
			listQuery(
				{ category: sample.category, ...beyond(sample.cursor, 'after') },
				25,
				OLDEST,
			),
		],
		[
			'archive month',
			listQuery({ publishedAt: { $gte: month.start, $lt: month.end } }, 25),
		],
		[
			'related',
			listQuery({ category: sample.category, _id: { $ne: sample.id } }, 3),
		],
		['by author', listQuery({ author: sample.author }, 6)],
		['tag, first page', listQuery({ tags: sample.category }, 25)],
		[
			'all, older page (API, sitemap)',
			listQuery(beyond(sample.cursor, 'before'), 51),
		],
	]
	return Promise.all(
		queries.map(async ([name, query]) => ({
			name,
			plan: await query.explain('queryPlanner'),
		})),
	)
}

export function listLatestArticles(limit = 50): Promise<ArticleSummary[]> {
	return list({}, limit, PAGE_TAGS.allArticles)
}

export function listFeaturedArticles(limit = 10): Promise<ArticleSummary[]> {
	return list({ featured: true }, limit, PAGE_TAGS.allArticles)
}

export function listBreakingArticles(limit = 10): Promise<ArticleSummary[]> {
	return list({ breaking: true }, limit, PAGE_TAGS.allArticles)
}

export function listArticlesInCategory(
	category: string,
	limit = 30,
): Promise<ArticleSummary[]> {
	return list({ category }, limit, PAGE_TAGS.category(category))
}

export function listMostReadArticles(limit = 3): Promise<ArticleSummary[]> {
	return list({}, limit, PAGE_TAGS.allArticles, MOST_READ)
}

/** A newest-first list of the front page: every public article, or those featured, breaking or in one category. */
export type NewestList =
	| { kind: 'latest' }
	| { kind: 'featured' }
	| { kind: 'breaking' }
	| { kind: 'category'; category: string }

/** How many of the newest articles the front page reads once to cut its lists from. */
export const NEWEST_POOL = 100

function inList(list: NewestList, article: ArticleSummary): boolean {
	if (list.kind === 'latest') return true
	if (list.kind === 'category') return article.category === list.category
	return Boolean(article[list.kind])
}

function listOnItsOwn(
	list: NewestList,
	limit: number,
): Promise<ArticleSummary[]> {
	if (list.kind === 'latest') return listLatestArticles(limit)
	if (list.kind === 'featured') return listFeaturedArticles(limit)
	if (list.kind === 'breaking') return listBreakingArticles(limit)
	return listArticlesInCategory(list.category, limit)
}

/**
 * Several newest-first lists at once, each exactly what its own query returns (the front page asks
 * for ten). The embedded database scans the whole collection for every query, so ten queries cost
 * ten scans: the lists are cut from one read of the newest NEWEST_POOL articles instead, and only a
 * list the pool cannot fill (a rare category, few featured pieces) is read on its own. The pool
 * holds every article newer than its oldest one, so a list filled from it is the list's true head.
 * On MongoDB every read is an index scan either way.
 */
export async function listNewestMany<K extends string>(
	requests: Record<K, { list: NewestList; limit: number }>,
): Promise<Record<K, ArticleSummary[]>> {
	const pool = await list({}, NEWEST_POOL, PAGE_TAGS.allArticles)
	const wholeArchive = pool.length < NEWEST_POOL
	const entries = await Promise.all(
		(
			Object.entries(requests) as [K, { list: NewestList; limit: number }][]
		).map(async ([key, { list: wanted, limit }]) => {
			if (wanted.kind === 'category')
				dependsOn(PAGE_TAGS.category(wanted.category))
			const cut = pool
				.filter(article => inList(wanted, article))
				.slice(0, limit)
			return [
				key,
				cut.length >= limit || wholeArchive
					? cut
					: await listOnItsOwn(wanted, limit),
			] as const
		}),
	)
	return Object.fromEntries(entries) as Record<K, ArticleSummary[]>
}

export function listArticlesByAuthor(
	author: string,
	limit = 6,
): Promise<ArticleSummary[]> {
	return list({ author }, limit, PAGE_TAGS.author(author))
}
