import mongoose from 'mongoose'
import type { ArticleStatus } from '#app/content/article-status.ts'
import { SLUG_PATTERN, articlePath } from '#app/lib/article-path.ts'
import {
	decodeCursor,
	encodeCursor,
	monthOf,
	monthRange,
	type Cursor,
} from '#app/lib/cursor.ts'
import {
	decidePublication,
	type Publication,
	type PublicationRequest,
} from '#app/lib/publication.ts'
import { countWords, readingMinutes } from '#app/lib/reading-time.ts'
import { SEARCH_MIN_LENGTH } from '#app/lib/search.ts'
import { slugify } from '#app/lib/slug.ts'
import type { Tag } from '#app/lib/tags.ts'
import { ArticleSchema, type ArticleInput } from '#app/schemas/article.ts'
import {
	WITHOUT_SLUG,
	slugOwner,
	releaseAllSlugs,
	releaseSlug,
	reserveDerivedSlug,
	reserveLegacySlug,
	reserveSlug,
	slugTaken,
} from './slugs.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { conflict, invalid } from '#app/server/platform/errors.server.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	insertOnce,
	randomId,
	replacement,
	upsertRetryingRace,
} from '#app/server/models/shared.ts'
import {
	Article,
	ArticleBody,
	Claim,
	PublishQueue,
	type ArticleFields,
} from '#app/server/models/index.ts'
import { ensureAuthor } from '#app/server/people/authors.server.ts'
import {
	deleteArticleBody,
	getArticleBody,
	saveArticleBody,
} from './bodies.server.ts'
import {
	deleteRevisions,
	getRevision,
	keepOriginalText,
	keepRevision,
} from './revisions.server.ts'
import { keepImages } from '#app/server/media/image-import.server.ts'
import {
	PAGE_TAGS,
	dependsOn,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'

/** An article as pages and the JSON API present it: `id` for `_id`, an ISO date, no bookkeeping. */
export type ArticleView = Omit<
	ArticleFields,
	'_id' | 'content' | 'publishedAt' | 'revisedAt' | 'createdAt' | 'updatedAt'
> & {
	id: string
	content: string
	publishedAt: string
	revisedAt?: string
}

/**
 * The one definition of what readers may see: a published article whose publish time has come.
 * Every public query (pages, the JSON API, search, feeds, shares, and the newsletter's digest)
 * starts from this filter; `isPublicArticle` is the same rule for one article in hand.
 */
export function publicArticleFilter(
	now: Date = new Date(),
): Record<string, unknown> {
	return { status: 'published', publishedAt: mongoose.trusted({ $lte: now }) }
}

export function isPublicArticle(
	article: { status?: ArticleStatus; publishedAt: Date | string },
	now: Date = new Date(),
): boolean {
	return (
		article.status === 'published' &&
		new Date(article.publishedAt).getTime() <= now.getTime()
	)
}

/** A card needs no body: list queries leave `content` out. */
export type ArticleSummary = Omit<ArticleView, 'content'>

/** The article page: the article and its body as HTML, rendered when it was saved. */
export interface ArticleForReading {
	article: ArticleSummary
	html: string
	/** "N min read", from the markdown by the rule the editor shows (app/lib/reading-time.ts). */
	readingMinutes: number
}

function toSummary(doc: ArticleFields): ArticleSummary {
	// `content` is no longer part of the article's document (article_bodies); old ones may have it.
	// `_fold` is the counters' bookkeeping (counters.server.ts).
	const {
		_id,
		publishedAt,
		revisedAt,
		createdAt: _created,
		updatedAt: _updated,
		content: _content,
		_fold,
		...rest
	} = doc as ArticleFields & { _fold?: string }
	// An "Updated" date only after the publish date (a later republication or a moved date outdates it).
	const updated =
		revisedAt && new Date(revisedAt).getTime() > new Date(publishedAt).getTime()
			? { revisedAt: new Date(revisedAt).toISOString() }
			: {}
	return {
		id: _id,
		...rest,
		publishedAt: new Date(publishedAt).toISOString(),
		...updated,
	}
}

const LIST_PROJECTION = { content: 0, _fold: 0 } as const
/**
 * Every list is in one of these orders, each served on MongoDB by an index that ends in `_id`
 * (models/article.ts), so pages are stable and no list is sorted in memory.
 */
const NEWEST = { publishedAt: -1, _id: -1 } as const
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
async function list(
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
	const membership = tag
		? PAGE_TAGS.tag(tag)
		: author
			? PAGE_TAGS.author(author)
			: category
				? PAGE_TAGS.category(category)
				: PAGE_TAGS.allArticles
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
			newer:
				docs.length > size && shown[0]
					? encodeCursor({
							publishedAt: shown[0].publishedAt,
							id: shown[0]._id,
						})
					: null,
			older: shown.length
				? encodeCursor({
						publishedAt: shown.at(-1)!.publishedAt,
						id: shown.at(-1)!._id,
					})
				: encodeCursor(after),
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
		older:
			docs.length > size
				? encodeCursor({
						publishedAt: shown.at(-1)!.publishedAt,
						id: shown.at(-1)!._id,
					})
				: null,
		newer: before
			? shown[0]
				? encodeCursor({ publishedAt: shown[0].publishedAt, id: shown[0]._id })
				: encodeCursor(before)
			: null,
	}
}

/** The cursor in a request's parameter, or null (absent or not a cursor). */
export function cursorParam(value: string | null): Cursor | null {
	return decodeCursor(value)
}

/** The first and the last month with articles (YYYY-MM), or null when there are none. Two index lookups. */
export async function archiveSpan(): Promise<{
	first: string
	last: string
} | null> {
	dependsOn(PAGE_TAGS.allArticles)
	const [oldest, newest] = await Promise.all([
		Article.findOne(publicArticleFilter(), { publishedAt: 1 })
			.sort(OLDEST)
			.lean<Pick<ArticleFields, 'publishedAt'>>(),
		Article.findOne(publicArticleFilter(), { publishedAt: 1 })
			.sort(NEWEST)
			.lean<Pick<ArticleFields, 'publishedAt'>>(),
	])
	return oldest && newest
		? { first: monthOf(oldest.publishedAt), last: monthOf(newest.publishedAt) }
		: null
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

/** Any article with its markdown, whatever its status (the editor, the admin API), or null. */
export async function getArticle(id: string): Promise<ArticleView | null> {
	const found = await findWithBody(id, 'any')
	return found ? { ...found.article, content: found.body.content } : null
}

/** An article readers may see, with its markdown (the public JSON API), or null: a draft or scheduled article is not found. */
export async function getPublicArticle(
	id: string,
): Promise<ArticleView | null> {
	const found = await findWithBody(id, 'public')
	return found ? { ...found.article, content: found.body.content } : null
}

/**
 * One article with its rendered body, or null: the article page (public articles only) and the
 * admin's preview (`"any"` status), which show the same stored HTML.
 */
export async function getArticleForReading(
	id: string,
	visibility: Visibility = 'public',
): Promise<ArticleForReading | null> {
	const found = await findWithBody(id, visibility)
	return found
		? {
				article: found.article,
				html: found.body.html,
				readingMinutes: readingMinutes(countWords(found.body.content)),
			}
		: null
}

/** A public article without its body (share links), or null. */
export async function getArticleSummary(
	id: string,
): Promise<ArticleSummary | null> {
	dependsOn(PAGE_TAGS.article(id))
	const doc = await Article.findOne(
		{ _id: id, ...publicArticleFilter() },
		LIST_PROJECTION,
	).lean<ArticleFields>()
	return doc ? toSummary(doc) : null
}

type Visibility = 'public' | 'any'

async function findWithBody(id: string, visibility: Visibility) {
	dependsOn(PAGE_TAGS.article(id))
	// Both by id, at once: one round trip's time.
	const [doc, stored] = await Promise.all([
		Article.findOne({
			_id: id,
			...(visibility === 'public' ? publicArticleFilter() : {}),
		}).lean<ArticleFields>(),
		getArticleBody(id),
	])
	if (!doc) return null
	const body = stored ??
		(await getArticleBody(id, doc)) ?? { content: '', html: '' }
	return { article: toSummary(doc), body }
}

/**
 * What `/article/{address}` shows: the public article whose slug it is; or, for a former slug of a
 * public article or its id (links from before slugs), where it lives now (a permanent redirect).
 * Null for anything else, drafts and scheduled articles included (no redirect gives them away).
 * Lookups by `_id` only (the slug's record, then the article and its body): the only lookups
 * FerretDB answers without reading the whole collection.
 */
export async function findArticleByAddress(
	address: string,
): Promise<{ reading: ArticleForReading } | { movedTo: string } | null> {
	const owner = (await slugOwner(address)) ?? address
	const reading = await getArticleForReading(owner)
	if (!reading) return null
	const { slug } = reading.article
	if (!slug || slug === address) return { reading }
	return { movedTo: articlePath({ id: reading.article.id, slug }) }
}

/** Up to `limit` other articles: the same category first (newest), then featured ones. */
export async function listRelatedArticles(
	article: Pick<ArticleView, 'id' | 'category'>,
	limit = 3,
): Promise<ArticleSummary[]> {
	const sameCategory = await list(
		{ category: article.category, _id: { $ne: article.id } },
		limit,
		null,
	)
	if (sameCategory.length >= limit) return sameCategory
	const exclude = [article.id, ...sameCategory.map(related => related.id)]
	const featured = await list(
		{ featured: true, _id: { $nin: exclude } },
		limit - sameCategory.length,
		null,
	)
	return [...sameCategory, ...featured]
}

export type SearchResult = Pick<
	ArticleView,
	'id' | 'slug' | 'headline' | 'summary' | 'category' | 'author'
>

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Results per page of a search, and how far a search may page. */
export const SEARCH_PAGE_SIZE = 20
export const SEARCH_MAX_PAGES = 10

let textSearch: Promise<boolean> | undefined

/**
 * Whether this server ranks text itself: MongoDB has weighted text indexes, FerretDB v1 has none.
 * Found out once, by creating the index (headline weighs 10, summary 4, body 1) on the bodies.
 */
export function hasTextSearch(): Promise<boolean> {
	textSearch ??= ArticleBody.collection
		.createIndex(
			{ headline: 'text', summary: 'text', content: 'text' },
			{
				name: 'article_text',
				weights: { headline: 10, summary: 4, content: 1 },
				default_language: 'english',
			},
		)
		.then(
			() => true,
			// An index of that name with other options still searches (85/86: options or spec differ).
			(error: unknown) =>
				[85, 86].includes((error as { code?: number }).code ?? 0),
		)
	return textSearch
}

export interface SearchPage {
	results: SearchResult[]
	page: number
	hasMore: boolean
}

/**
 * A page of search results. On MongoDB, ranked by the weighted text index (headline over summary
 * over body); elsewhere (FerretDB), the word-match scan: headline, summary or author contain every
 * word (case-insensitive), newest first. At most SEARCH_MAX_PAGES pages of SEARCH_PAGE_SIZE.
 */
export async function searchArticlePage(
	query: string,
	page = 1,
): Promise<SearchPage> {
	const trimmed = query.trim()
	const words = trimmed.split(/\s+/).filter(Boolean).slice(0, 8)
	const current = Math.min(Math.max(1, Math.floor(page) || 1), SEARCH_MAX_PAGES)
	if (trimmed.length < SEARCH_MIN_LENGTH || words.length === 0)
		return { results: [], page: current, hasMore: false }
	const skip = (current - 1) * SEARCH_PAGE_SIZE
	const fields = {
		slug: 1,
		headline: 1,
		summary: 1,
		category: 1,
		author: 1,
	} as const
	type Found = Pick<
		ArticleFields,
		'_id' | 'slug' | 'headline' | 'summary' | 'category' | 'author'
	>
	let found: Found[]
	let more: boolean
	if (await hasTextSearch()) {
		const hits = await ArticleBody.find(
			mongoose.trusted({ $text: { $search: words.join(' ') } }),
			{ score: { $meta: 'textScore' } },
		)
			.sort({ score: { $meta: 'textScore' }, _id: 1 })
			.skip(skip)
			.limit(SEARCH_PAGE_SIZE + 1)
			.lean<{ _id: string }[]>()
		const ids = hits.map(hit => hit._id)
		// Bodies know no status: hits that are not public are left out here (a page may come out shorter).
		const docs = await Article.find(
			{
				_id: mongoose.trusted({ $in: ids.slice(0, SEARCH_PAGE_SIZE) }),
				...publicArticleFilter(),
			},
			fields,
		).lean<Found[]>()
		const byId = new Map(docs.map(doc => [doc._id, doc]))
		found = ids.slice(0, SEARCH_PAGE_SIZE).flatMap(id => byId.get(id) ?? [])
		more = ids.length > SEARCH_PAGE_SIZE
	} else {
		const filter = {
			$and: [
				publicArticleFilter(),
				...words.map(word => {
					const pattern = new RegExp(escapeRegExp(word), 'i')
					return {
						$or: [
							{ headline: pattern },
							{ summary: pattern },
							{ author: pattern },
						],
					}
				}),
			],
		}
		found = await Article.find(mongoose.trusted(filter), fields)
			.sort(NEWEST)
			.skip(skip)
			.limit(SEARCH_PAGE_SIZE + 1)
			.lean<Found[]>()
		more = found.length > SEARCH_PAGE_SIZE
	}
	const results = found
		.slice(0, SEARCH_PAGE_SIZE)
		.map(({ _id, slug, headline, summary, category, author }) => ({
			id: _id,
			...(slug ? { slug } : {}),
			headline,
			summary,
			category,
			author,
		}))
	// A cached results page follows new and removed articles and edits of those it shows; an edit
	// that makes another article match is caught by the page's five-minute refresh.
	dependsOn(
		PAGE_TAGS.allArticles,
		...results.map(result => PAGE_TAGS.article(result.id)),
	)
	return { results, page: current, hasMore: more && current < SEARCH_MAX_PAGES }
}

/** The results of a search (one page), as the JSON API lists them. */
export async function searchArticles(
	query: string,
	page = 1,
): Promise<SearchResult[]> {
	return (await searchArticlePage(query, page)).results
}

export function listArticlesByAuthor(
	author: string,
	limit = 6,
): Promise<ArticleSummary[]> {
	return list({ author }, limit, PAGE_TAGS.author(author))
}

/** What list membership an article has: a change to any of these moves it between lists. */
type Placement = Pick<
	ArticleFields,
	| 'category'
	| 'author'
	| 'featured'
	| 'breaking'
	| 'publishedAt'
	| 'status'
	| 'slug'
	| 'tags'
	| 'noindex'
>
// `noindex` moves an article in or out of the sitemap (a list of every article).
const PLACEMENT = {
	category: 1,
	author: 1,
	featured: 1,
	breaking: 1,
	publishedAt: 1,
	status: 1,
	slug: 1,
	tags: 1,
	noindex: 1,
} as const

function samePlacement(a: Placement, b: Placement): boolean {
	return (
		a.category === b.category &&
		a.author === b.author &&
		Boolean(a.featured) === Boolean(b.featured) &&
		Boolean(a.breaking) === Boolean(b.breaking) &&
		new Date(a.publishedAt).getTime() === new Date(b.publishedAt).getTime() &&
		(a.tags ?? []).join() === (b.tags ?? []).join() &&
		Boolean(a.noindex) === Boolean(b.noindex)
	)
}

/** The lists an article in `placements` belongs to (for the page cache). */
function listTags(
	...placements: Pick<Placement, 'category' | 'author' | 'tags'>[]
): string[] {
	return [
		PAGE_TAGS.allArticles,
		...placements.flatMap(placement => [
			PAGE_TAGS.category(placement.category),
			PAGE_TAGS.author(placement.author),
			...(placement.tags ?? []).map(PAGE_TAGS.tag),
		]),
	]
}

/** An article's tags as stored: slugs (indexed, for tag pages) and their names in the same order. */
export function storedTags(
	tags: Tag[] | undefined,
): Pick<ArticleFields, 'tags' | 'tagNames'> {
	return {
		tags: tags?.length ? tags.map(tag => tag.slug) : undefined,
		tagNames: tags?.length ? tags.map(tag => tag.name) : undefined,
	}
}

/** Optional fields an edit clears when it leaves them out (a PUT replaces the article's editable fields). */
const CLEARABLE = [
	'imageUrl',
	'imageUrls',
	'imageCredit',
	'youtubeUrl',
	'imageMeta',
	'metaTitle',
	'metaDescription',
	'socialImage',
	'canonicalUrl',
	'imageAlt',
	'imageCaption',
	'tags',
	'tagNames',
	'noindex',
] as const

/**
 * Tells the page cache what a change of article `id` from `before` to `after` (null: absent)
 * changed, as readers see it. An article readers could not see before and cannot see now changes
 * no public page. One that stops being public, or whose address changes, is dropped at once
 * (never served again: its old address answers 404 or 301 from the next request); one that
 * becomes public joins its lists; a public one that stays so refreshes its page, and its lists if
 * it moved between them.
 */
async function announceChange(
	id: string,
	before: Placement | null,
	after: Placement | null,
	now: Date = new Date(),
): Promise<void> {
	await invalidateChange(id, before, after, now)
	await queueIfScheduled(id, after)
}

async function invalidateChange(
	id: string,
	before: Placement | null,
	after: Placement | null,
	now: Date,
): Promise<void> {
	const wasPublic = before !== null && isPublicArticle(before, now)
	const isPublic = after !== null && isPublicArticle(after, now)
	if (!wasPublic && !isPublic) return
	const placements = [before, after].filter(
		(placement): placement is Placement => placement !== null,
	)
	if (!isPublic || (wasPublic && before.slug !== after.slug)) {
		await invalidatePages([PAGE_TAGS.article(id)], { removal: true })
		await invalidatePages(listTags(...placements))
		return
	}
	const moved = !wasPublic || !samePlacement(before, after)
	await invalidatePages([
		PAGE_TAGS.article(id),
		...(moved ? listTags(...placements) : []),
	])
}

/**
 * Every write that can leave an article scheduled (create, save and publish through
 * announceChange; insertArticleOnce; the start-up backfill) queues it here, so the publishing job
 * finds it in `publish_queue`. Never throws: the article is already saved, and one the queue
 * missed is still published by the sweep (within 10 minutes), so a failure is logged, not
 * answered as a failed save.
 */
async function queueIfScheduled(
	id: string,
	after: Pick<Placement, 'status' | 'publishedAt'> | null,
): Promise<void> {
	if (after?.status !== 'scheduled') return
	const entry = { at: new Date(after.publishedAt), token: randomId() }
	try {
		await upsertRetryingRace(() =>
			PublishQueue.updateOne({ _id: id }, { $set: entry }, { upsert: true }),
		)
	} catch (error) {
		logger.warn(
			{ err: error, articleId: id },
			'scheduled article not queued; the publishing sweep will find it',
		)
	}
}

/**
 * At start: every scheduled article into the queue (one query over the articles). Articles
 * scheduled before the queue existed, or by an older instance during a rolling deploy, then go
 * live at their time rather than at the next sweep. Idempotent; safe on several instances.
 */
export async function queueScheduledArticles(): Promise<number> {
	const scheduled = await Article.find(
		{ status: 'scheduled' },
		{ status: 1, publishedAt: 1 },
	).lean<Pick<ArticleFields, '_id' | 'status' | 'publishedAt'>[]>()
	for (const article of scheduled) await queueIfScheduled(article._id, article)
	return scheduled.length
}

/** Deletes an article: its page and every list showing it are dropped at once on every instance; its addresses are freed. */
export async function deleteArticle(id: string): Promise<boolean> {
	const placement = await Article.findById(id, PLACEMENT).lean<Placement>()
	const result = await Article.deleteOne({ _id: id })
	await deleteArticleBody(id)
	await deleteRevisions(id)
	await releaseAllSlugs(id)
	await invalidatePages([PAGE_TAGS.article(id)], { removal: true })
	if (placement) await invalidatePages(listTags(placement))
	return result.deletedCount > 0
}

/** A readable, unique id for a new article: its headline's slug and a short random tail. */
function newArticleId(headline: string): string {
	const slug = slugify(headline, 60)
	const tail = randomId()
		.slice(0, 6)
		.toLowerCase()
		.replace(/[^a-z0-9]/g, 'x')
	return slug ? `${slug}-${tail}` : randomId()
}

/** The status and date a save leads to, or the form error that refuses it. */
function publicationFor(
	request: PublicationRequest,
	current: Publication | null,
	now: Date,
): Publication {
	const decision = decidePublication(request, current, now)
	if (!decision.ok)
		throw invalid(decision.message, {
			errors: { [decision.field]: [decision.message] },
		})
	return decision.publication
}

function publicationOf(
	doc: Pick<ArticleFields, 'status' | 'publishedAt' | 'publishedAtChosen'>,
): Publication {
	return {
		status: doc.status,
		publishedAt: new Date(doc.publishedAt),
		publishedAtChosen: doc.publishedAtChosen ?? false,
	}
}

/** Reserves the slug asked for (`conflict` when another article has it), else one from the headline. */
async function reserveSlugFor(
	id: string,
	asked: string | undefined,
	headline: string,
): Promise<string> {
	if (asked === undefined) return reserveDerivedSlug(id, headline)
	if (!(await reserveSlug(id, asked))) throw slugTaken(asked)
	return asked
}

/**
 * Creates an article. Without a status it is published now (the JSON API before the workflow);
 * with a future date it is scheduled. Its slug is the one asked for, else the headline's.
 * Throws `invalid` for a schedule in the past, `conflict` for a slug another article has.
 */
export async function createArticle(
	input: ArticleInput,
	now: Date = new Date(),
): Promise<ArticleView> {
	const {
		status,
		publishedAt,
		slug: askedSlug,
		materialUpdate: _new,
		tags,
		...rest
	} = input
	const publication = publicationFor({ status, publishedAt }, null, now)
	const id = newArticleId(input.headline)
	const slug = await reserveSlugFor(id, askedSlug, input.headline)
	try {
		// The author's record only once the input passed every check (schedule, slug).
		await ensureAuthor({ name: input.author })
		const stored = await keepImages(rest)
		const { content, ...fields } = stored
		// The body first: an article is never listed without one.
		await saveArticleBody(id, stored)
		const created = (
			await Article.create({
				_id: id,
				slug,
				...fields,
				wordCount: countWords(content),
				...storedTags(tags),
				...publication,
				imageUrls: stored.imageUrls?.length ? stored.imageUrls : undefined,
			})
		).toObject({
			transform: false,
		}) as ArticleFields
		await announceChange(id, null, created, now)
		await keepRevision(
			{
				articleId: id,
				headline: created.headline,
				summary: created.summary,
				content,
				version: created.version ?? 0,
			},
			now,
		)
		return { ...toSummary(created), content }
	} catch (error) {
		await releaseSlug(id, slug)
		throw error
	}
}

/**
 * Inserts an article under a fixed id unless one exists (the seed, the curated import, approved
 * guest posts), never overwriting; true when it inserted. Its slug is `fields.slug` when free,
 * else the headline's: derived per article id, so two instances inserting one article agree.
 * `announce: false` leaves telling the page cache to the caller (the seed fills an empty site and
 * tells it once).
 */
export async function insertArticleOnce(
	id: string,
	{ content, slug: wanted, ...fields }: Record<string, unknown> & BodyFields,
	{ announce = true } = {},
): Promise<boolean> {
	if (await Article.exists({ _id: id })) return false
	const slug =
		wanted && SLUG_PATTERN.test(wanted) && (await reserveSlug(id, wanted))
			? wanted
			: await reserveDerivedSlug(id, fields.headline)
	await saveArticleBody(id, {
		content,
		headline: fields.headline,
		summary: fields.summary,
	})
	const inserted = await insertOnce(Article, id, {
		...fields,
		slug,
		wordCount: countWords(content),
	})
	if (inserted)
		await queueIfScheduled(
			id,
			fields as Pick<Placement, 'status' | 'publishedAt'>,
		)
	if (inserted && announce)
		await invalidatePages([PAGE_TAGS.article(id), ...listTags(fields)])
	return inserted
}

type BodyFields = Pick<Placement, 'category' | 'author' | 'publishedAt'> &
	Partial<Omit<Placement, 'tags'>> & {
		content: string
		headline: string
		summary: string
		slug?: string
	}

/**
 * The slug an edit leads to: the one asked for; with none, a published article keeps its own and
 * one not yet public follows its headline. Reserves it (`conflict` when another article has it).
 */
async function slugAfterEdit(
	current: Pick<ArticleFields, '_id' | 'slug' | 'status' | 'publishedAt'>,
	asked: string | undefined,
	headline: string,
): Promise<string> {
	if (asked !== undefined) return reserveSlugFor(current._id, asked, headline)
	if (current.slug && isPublicArticle(current)) return current.slug
	return reserveDerivedSlug(current._id, headline)
}

/**
 * After an article's slug changed: a public article's old address stays reserved and redirects to
 * the new one; one that was never public frees it.
 */
async function settleFormerSlug(
	current: Pick<ArticleFields, '_id' | 'slug' | 'status' | 'publishedAt'>,
	slug: string,
): Promise<void> {
	if (current.slug && current.slug !== slug && !isPublicArticle(current))
		await releaseSlug(current._id, current.slug)
}

/**
 * Replaces the editable fields; counters stay. Status and date change only when asked (see
 * decidePublication); the slug as slugAfterEdit says. A `materialUpdate` of an article that stays
 * public dates it "Updated" now (`revisedAt`). Each save keeps a revision of the text
 * (`restoredFrom`: the revision it restores). Null when there is no such article;
 * `invalid` for a schedule in the past, `conflict` for a slug another article has.
 */
export async function updateArticle(
	id: string,
	input: ArticleInput,
	now: Date = new Date(),
	{ restoredFrom }: { restoredFrom?: string } = {},
): Promise<ArticleView | null> {
	const before = await Article.findById(id, {
		...PLACEMENT,
		publishedAtChosen: 1,
		version: 1,
	}).lean<ArticleFields>()
	if (!before) return null
	const {
		status,
		publishedAt,
		slug: askedSlug,
		version: editedFrom,
		materialUpdate,
		tags,
		...rest
	} = input
	if (editedFrom !== undefined && editedFrom !== (before.version ?? 0))
		throw changedMeanwhile(id)
	const publication = publicationFor(
		{ status, publishedAt },
		publicationOf(before),
		now,
	)
	const slug = await slugAfterEdit(
		{ ...before, _id: id },
		askedSlug,
		input.headline,
	)
	await ensureAuthor({ name: input.author })
	const stored = await keepImages(rest)
	const { content, ...fields } = stored
	const revisedAt =
		materialUpdate &&
		isPublicArticle(before, now) &&
		isPublicArticle(publication, now)
			? now
			: undefined
	const update = replacement(
		{
			...fields,
			wordCount: countWords(content),
			...storedTags(tags),
			...publication,
			slug,
			revisedAt,
		},
		CLEARABLE,
	)
	// One save per version, exactly, on every server: the save made from version n claims
	// `edit:{id}:{n}` (an insert; a conditional update is not a lock on FerretDB), and the update is
	// also conditional on the version (records from before versions have none: version 0). A save
	// from another tab in between wins; this one is refused. A save without a version (the JSON API
	// before versions) is not checked.
	const current = before.version ?? 0
	const claim = editClaimId(id, current)
	// The original text of an article from before revisions, kept before the claim: if keeping it
	// fails, the save fails with nothing claimed (a claim left behind would refuse every later save).
	await keepOriginalText(id)
	if (
		editedFrom !== undefined &&
		!(await insertOnce(Claim, claim, { outcome: 'edit', claimedAt: now }))
	)
		throw changedMeanwhile(id)
	const sameVersion =
		current === 0
			? {
					$or: [
						{ version: 0 },
						{ version: mongoose.trusted({ $exists: false }) },
					],
				}
			: { version: current }
	let updated: ArticleFields | null
	try {
		updated = await Article.findOneAndUpdate(
			{ _id: id, ...(editedFrom !== undefined ? sameVersion : {}) },
			{ ...update, $inc: { version: 1 } },
			{ returnDocument: 'after', runValidators: true },
		).lean<ArticleFields>()
	} catch (error) {
		if (editedFrom !== undefined) await Claim.deleteOne({ _id: claim })
		throw error
	}
	if (!updated) {
		if (await Article.exists({ _id: id })) throw changedMeanwhile(id)
		return null
	}
	await saveArticleBody(id, stored)
	await settleFormerSlug({ ...before, _id: id }, slug)
	await announceChange(id, before, updated, now)
	await keepRevision(
		{
			articleId: id,
			headline: updated.headline,
			summary: updated.summary,
			content,
			version: updated.version ?? 0,
			restoredFrom,
		},
		now,
	)
	return { ...toSummary(updated), content }
}

/** The claim that one save is made from version `version` of article `articleId`. */
export function editClaimId(articleId: string, version: number): string {
	return `edit:${articleId}:${version}`
}

/** The message of a save made from an older version of the article than the stored one. */
export const CHANGED_MEANWHILE_MESSAGE =
	'This article was saved elsewhere (another tab or another editor) since you opened it, so your save was refused to keep both versions. Your text is still here: open the saved version to compare, copy what you need, then reload the editor.'

function changedMeanwhile(id: string) {
	return conflict(CHANGED_MEANWHILE_MESSAGE, {
		otherVersion: `/admin/article/${encodeURIComponent(id)}/preview`,
	})
}

/**
 * Restores a revision: a save of its headline, summary and body over the article as it is now
 * (status, date, address, images and the rest stay), made from `version` like an editor's save, so
 * a restore from a page older than the article is refused (`conflict`). The restore is itself a
 * revision. Null when the article or the revision is gone.
 */
export async function restoreArticleRevision(
	id: string,
	revisionId: string,
	version: number,
	now: Date = new Date(),
): Promise<ArticleView | null> {
	const [current, revision] = await Promise.all([
		getArticle(id),
		getRevision(id, revisionId),
	])
	if (!current || !revision) return null
	const { status: _status, publishedAt: _publishedAt, ...kept } = current
	// Tags go back by their names: the view's `tags` are slugs, which would become the names.
	const parsed = ArticleSchema.safeParse({
		...kept,
		tags: kept.tagNames ?? kept.tags,
		headline: revision.headline,
		summary: revision.summary,
		content: revision.content,
		version,
	})
	if (!parsed.success)
		throw invalid(
			`This revision cannot be restored as it is: ${parsed.error.issues[0]?.message ?? 'it breaks a rule of the editor'}.`,
		)
	return updateArticle(id, parsed.data, now, { restoredFrom: revision.id })
}

/** Whether a publication changes nothing (a draft without a chosen date has no date to keep). */
function samePublication(a: Publication, b: Publication): boolean {
	if (
		a.status !== b.status ||
		Boolean(a.publishedAtChosen) !== Boolean(b.publishedAtChosen)
	)
		return false
	return (
		(a.status === 'draft' && !a.publishedAtChosen) ||
		a.publishedAt.getTime() === b.publishedAt.getTime()
	)
}

async function changePublication(
	id: string,
	request: PublicationRequest,
	now: Date,
): Promise<ArticleView | null> {
	const before = await Article.findById(id, {
		...PLACEMENT,
		publishedAtChosen: 1,
	}).lean<ArticleFields>()
	if (!before) return null
	const current = publicationOf(before)
	const publication = publicationFor(request, current, now)
	// Nothing to change (publishing what is live, unpublishing a draft): no new version, so an
	// editor tab open on the article can still save, and no page is re-rendered.
	if (samePublication(current, publication)) return getArticle(id)
	// A status change is an edit too: an editor tab opened before it must not silently undo it.
	const updated = await Article.findOneAndUpdate(
		{ _id: id },
		{ $set: publication, $inc: { version: 1 } },
		{ returnDocument: 'after' },
	).lean<ArticleFields>()
	if (!updated) return null
	await announceChange(id, before, updated, now)
	return getArticle(id)
}

/**
 * Publishes an article now, or schedules it when an editor chose a future date for it. Null when
 * there is no such article.
 */
export function publishArticle(
	id: string,
	now: Date = new Date(),
): Promise<ArticleView | null> {
	return changePublication(id, { status: 'published' }, now)
}

/** Takes an article off the site: it becomes a draft (keeping its date). Null when there is none. */
export function unpublishArticle(
	id: string,
	now: Date = new Date(),
): Promise<ArticleView | null> {
	return changePublication(id, { status: 'draft' }, now)
}

/** The claim that one scheduled publication happens once: the article and the time it was due. */
export function publicationClaimId(
	articleId: string,
	publishedAt: Date,
): string {
	return `publish:${articleId}:${publishedAt.toISOString()}`
}

export interface PublishReport {
	/** What the run looked at: due articles (the sweep, legacy records included) or due queue entries. */
	due: number
	/** Publications this run claimed: each scheduled publication is claimed by one run, anywhere. */
	published: number
}

/*
 * Scheduled articles go live once their time has come (decision 035). Every instance runs the
 * jobs; each due publication is claimed by inserting `publish:{id}:{time}` into `claims`, so
 * exactly one run (on any instance) wins it and logs it. Every run that sees a due article also
 * sets it published (a conditional, idempotent update that also moves its version on, so an editor
 * tab opened before cannot silently put it back), and the run that won or changed it tells the page
 * cache, so a winner that died between its claim and its update is completed by the next run.
 */
type DueFields = Pick<
	ArticleFields,
	| '_id'
	| 'status'
	| 'publishedAt'
	| 'slug'
	| 'headline'
	| 'category'
	| 'author'
	| 'tags'
>
const DUE_FIELDS = {
	_id: 1,
	status: 1,
	publishedAt: 1,
	slug: 1,
	headline: 1,
	category: 1,
	author: 1,
	tags: 1,
} as const
type PublishLog = (details: Record<string, unknown>, message: string) => void

/**
 * The sweep: every scheduled article whose time has come, and records from before statuses or
 * slugs (upgraded in the same pass; also done once at start), found by a query on the articles: a
 * scan of the archive on the embedded database. The frequent job reads the queue instead
 * (publishQueuedArticles); this runs every 10 minutes as the safety net for anything written
 * without the queue (a record written by hand, a queue write that failed).
 */
export async function publishDueArticles(
	now: Date = new Date(),
	log?: PublishLog,
): Promise<PublishReport> {
	const due = await Article.find(
		{
			$or: [
				{ status: 'scheduled', publishedAt: mongoose.trusted({ $lte: now }) },
				{ status: mongoose.trusted({ $exists: false }) },
				WITHOUT_SLUG,
			],
		},
		DUE_FIELDS,
	)
		.limit(200)
		.lean<DueFields[]>()
	let published = 0
	for (const article of due)
		if (await publishIfDue(article, now, log)) published += 1
	return { due: due.length, published }
}

/**
 * What the job runs every few seconds: the due entries of the queue (earliest first) and their
 * articles, read in one query, instead of a query over the whole archive. An entry is dropped once
 * settled (its article published, taken back or gone) or moved to its article's time if that is
 * later; both only if the entry is still the one read (its token), so a save that queued the
 * article again meanwhile keeps its entry.
 */
export async function publishQueuedArticles(
	now: Date = new Date(),
	log?: PublishLog,
): Promise<PublishReport> {
	const queued = await PublishQueue.find({
		at: mongoose.trusted({ $lte: now }),
	})
		.sort({ at: 1 })
		.limit(200)
		.lean()
	if (queued.length === 0) return { due: 0, published: 0 }
	const articles = await Article.find(
		{ _id: mongoose.trusted({ $in: queued.map(entry => entry._id) }) },
		DUE_FIELDS,
	).lean<DueFields[]>()
	const byId = new Map(articles.map(article => [article._id, article]))
	let published = 0
	for (const entry of queued) {
		const article = byId.get(entry._id)
		if (article && (await publishIfDue(article, now, log))) published += 1
		const same = { _id: entry._id, token: entry.token }
		if (
			article?.status === 'scheduled' &&
			new Date(article.publishedAt).getTime() > now.getTime()
		) {
			await PublishQueue.updateOne(same, {
				$set: { at: new Date(article.publishedAt) },
			})
		} else {
			await PublishQueue.deleteOne(same)
		}
	}
	return { due: queued.length, published }
}

/** Publishes one article if it is scheduled and due (true when this call won the claim); upgrades legacy records. */
async function publishIfDue(
	article: DueFields,
	now: Date,
	log?: PublishLog,
): Promise<boolean> {
	if (!article.slug) await giveSlug(article)
	if (article.status === undefined) {
		await Article.updateOne(
			{ _id: article._id, status: mongoose.trusted({ $exists: false }) },
			{ $set: { status: 'published' } },
			{ timestamps: false },
		)
		return false
	}
	if (
		article.status !== 'scheduled' ||
		new Date(article.publishedAt).getTime() > now.getTime()
	)
		return false
	const won = await insertOnce(
		Claim,
		publicationClaimId(article._id, article.publishedAt),
		{ outcome: 'publish', claimedAt: now },
	)
	const changed = await Article.updateOne(
		{ _id: article._id, status: 'scheduled', publishedAt: article.publishedAt },
		{ $set: { status: 'published' }, $inc: { version: 1 } },
		{ timestamps: false },
	)
	if (won)
		log?.(
			{ articleId: article._id, publishedAt: article.publishedAt },
			'scheduled article published',
		)
	if (won || changed.modifiedCount > 0)
		await invalidatePages([
			PAGE_TAGS.article(article._id),
			...listTags(article),
		])
	return won
}

/** Gives a record from before slugs its slug (its id when that reads as one). Idempotent. */
async function giveSlug(
	article: Pick<ArticleFields, '_id' | 'headline'>,
): Promise<void> {
	const slug = await reserveLegacySlug(article._id, article.headline)
	await Article.updateOne(
		{ _id: article._id, ...WITHOUT_SLUG },
		{ $set: { slug } },
		{ timestamps: false },
	)
}

/**
 * Records from before the publishing workflow were all published: give them that status, and a
 * slug (their id, so their address does not change). Idempotent, safe on several instances.
 */
export async function upgradeLegacyArticles(): Promise<{
	statuses: number
	slugs: number
}> {
	const result = await Article.updateMany(
		{ status: mongoose.trusted({ $exists: false }) },
		{ $set: { status: 'published' } },
		{ timestamps: false },
	)
	const withoutSlug = await Article.find(WITHOUT_SLUG, { headline: 1 }).lean<
		Pick<ArticleFields, '_id' | 'headline'>[]
	>()
	for (const article of withoutSlug) await giveSlug(article)
	return { statuses: result.modifiedCount, slugs: withoutSlug.length }
}

const logPublication: PublishLog = (details, message) =>
	logger.info(details, message)

/** Every few seconds: the queue of scheduled articles (decision 035). */
export const PUBLISH_SCHEDULED_ARTICLES: PeriodicJob = {
	name: 'publish-scheduled-articles',
	get everyMs() {
		return getEnv().SCHEDULE_CHECK_SECONDS * 1000
	},
	run: () => publishQueuedArticles(new Date(), logPublication),
}

/** Every ten minutes: the sweep of the articles themselves, the safety net behind the queue. */
export const SWEEP_SCHEDULED_ARTICLES: PeriodicJob = {
	name: 'sweep-scheduled-articles',
	everyMs: 10 * 60_000,
	run: () => publishDueArticles(new Date(), logPublication),
}
