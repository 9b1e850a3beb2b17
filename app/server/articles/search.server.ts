/**
 * Search (decision 058): one engine on every database, the in-process index of this instance
 * (app/server/search/). Pages and the JSON API call these. Until the index is built (the first
 * moments after a start) the plain fallback answers, without saying so.
 */
import { type TextRange } from '#app/lib/marks.ts'
import { SEARCH_MIN_LENGTH } from '#app/lib/search.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'
import { type Hit } from '#app/server/search/index.server.ts'
import {
	searchIndex,
	whenSearchIndexCurrent,
	type ArticleSearchIndex,
} from '#app/server/search/lifecycle.server.ts'
import { parseQuery } from '#app/server/search/query.server.ts'
import {
	containsPhrases,
	markTerms,
	snippet,
	type Snippet,
} from '#app/server/search/snippets.server.ts'
import {
	readBodyTexts,
	type ArticleExtra,
} from '#app/server/search/source.server.ts'
import { stem } from '#app/server/search/text.server.ts'
import { fallbackSearch } from './search-fallback.server.ts'

/** Results per page of a search, and how far a search may page. */
export const SEARCH_PAGE_SIZE = 20
export const SEARCH_MAX_PAGES = 10
/** Words of body text around the matches in a result's snippet. */
export const SNIPPET_WORDS = 32

/** One result: what the JSON API lists (SPEC §7: id, headline, summary, category, author) and more. */
export interface SearchResult {
	id: string
	slug?: string
	headline: string
	summary: string
	category: string
	author: string
	/** ISO date. */
	publishedAt: string
	/** Where the query's words are in the headline and the summary. */
	headlineMarks: TextRange[]
	summaryMarks: TextRange[]
}

export interface PageResult extends SearchResult {
	/** Body text around the matches (null when none is at hand). */
	snippet: Snippet | null
}

export interface SearchFilters {
	/** A category slug. */
	category?: string
	/** Published at or after. */
	from?: Date
	/** Published at or before. */
	to?: Date
}

export interface SearchPage<Result = PageResult> {
	results: Result[]
	page: number
	hasMore: boolean
	/** How many articles match: exact, an estimate (`totalExact` false), or null when unknown. */
	total: number | null
	totalExact: boolean
	/** When nothing matched: the query with its unknown words corrected, each with results. */
	suggestions: string[]
}

interface Options {
	page?: number
	filters?: SearchFilters
	/** Read the bodies for snippets (the page); the JSON API lists without them. */
	snippets?: boolean
}

function pageNumber(page: number | undefined): number {
	return Math.min(Math.max(1, Math.floor(page ?? 1) || 1), SEARCH_MAX_PAGES)
}

function resultOf(
	doc: {
		id: string
		headline: string
		summary: string
		category: string
		author: string
		publishedAt: number
		extra: ArticleExtra
	},
	terms: readonly string[],
	phrases: readonly string[][],
): SearchResult {
	return {
		id: doc.id,
		...(doc.extra.slug ? { slug: doc.extra.slug } : {}),
		headline: doc.headline,
		summary: doc.summary,
		category: doc.category,
		author: doc.author,
		publishedAt: new Date(doc.publishedAt).toISOString(),
		headlineMarks: markTerms(doc.headline, terms, phrases),
		summaryMarks: markTerms(doc.summary, terms, phrases),
	}
}

/** The searched fields a phrase can stand in besides the body (kept by the index). */
function shortFields(hit: Hit<ArticleExtra>): string[] {
	const { headline, summary, tags, author, categoryName } = hit.doc
	return [headline, summary, ...tags, author, categoryName]
}

/**
 * The page's hits with their bodies' text where needed: every body for snippets; otherwise only to
 * check a phrase the short fields do not hold. A hit whose phrase is not in its text (a false
 * positive of the index's pair filters) is dropped, so no reader sees one.
 */
async function checkedHits(
	hits: Hit<ArticleExtra>[],
	phrases: string[][],
	withBodies: boolean,
): Promise<{ hit: Hit<ArticleExtra>; body: string | undefined }[]> {
	const unsure = hits.filter(hit => !containsPhrases(shortFields(hit), phrases))
	const bodies = await readBodyTexts(
		(withBodies ? hits : unsure).map(hit => hit.doc.id),
	)
	return hits
		.map(hit => ({ hit, body: bodies.get(hit.doc.id) }))
		.filter(
			({ hit, body }) =>
				!unsure.includes(hit) || containsPhrases([body ?? ''], phrases),
		)
}

async function indexedPage(
	index: ArticleSearchIndex,
	query: string,
	page: number,
	filters: SearchFilters,
	withBodies: boolean,
): Promise<SearchPage> {
	const parsed = parseQuery(query)
	const found = index.search(parsed, {
		category: filters.category,
		from: filters.from?.getTime(),
		// Readers see an article once its time has come.
		to: Math.min(filters.to?.getTime() ?? Infinity, Date.now()),
		offset: (page - 1) * SEARCH_PAGE_SIZE,
		limit: SEARCH_PAGE_SIZE,
	})
	const checked = await checkedHits(found.hits, found.phrases, withBodies)
	const results = checked.map(({ hit, body }) => ({
		...resultOf(hit.doc, hit.terms, found.phrases),
		snippet:
			body === undefined
				? null
				: snippet(body, hit.terms, found.phrases, SNIPPET_WORDS),
	}))
	const nothing = found.total === 0 && page === 1
	return {
		results,
		page,
		hasMore: found.hasMore && page < SEARCH_MAX_PAGES,
		total: found.total,
		totalExact: found.totalExact,
		suggestions: nothing ? index.suggest(query) : [],
	}
}

async function fallbackPage(
	query: string,
	page: number,
	filters: SearchFilters,
): Promise<SearchPage> {
	const parsed = parseQuery(query)
	const words = [
		...parsed.words.map(item => item.word),
		...parsed.phrases.flat(),
	]
	const found = await fallbackSearch({
		words: query.trim().split(/\s+/).filter(Boolean).slice(0, 8),
		...filters,
		skip: (page - 1) * SEARCH_PAGE_SIZE,
		limit: SEARCH_PAGE_SIZE,
	})
	const terms = words.map(stem)
	const results = found.slice(0, SEARCH_PAGE_SIZE).map(doc => ({
		...resultOf(
			{
				...doc,
				id: doc._id,
				publishedAt: new Date(doc.publishedAt).getTime(),
				extra: doc.slug ? { slug: doc.slug } : {},
			},
			terms,
			[],
		),
		snippet: null,
	}))
	return {
		results,
		page,
		hasMore: found.length > SEARCH_PAGE_SIZE && page < SEARCH_MAX_PAGES,
		total: null,
		totalExact: false,
		suggestions: [],
	}
}

/**
 * A page of results, best first (SEARCH_PAGE_SIZE a page, at most SEARCH_MAX_PAGES pages). A
 * query shorter than SEARCH_MIN_LENGTH finds nothing.
 */
export async function searchArticlePage(
	query: string,
	{ page: asked, filters = {}, snippets = true }: Options = {},
): Promise<SearchPage> {
	const page = pageNumber(asked)
	const trimmed = query.trim()
	if (trimmed.length < SEARCH_MIN_LENGTH)
		return {
			results: [],
			page,
			hasMore: false,
			total: 0,
			totalExact: true,
			suggestions: [],
		}
	await whenSearchIndexCurrent()
	const index = searchIndex()
	const found = index
		? await indexedPage(index, trimmed, page, filters, snippets)
		: await fallbackPage(trimmed, page, filters)
	// A cached results page follows every change of what matches (the index tells its own instance
	// once it has the change: `articles:search`), new and removed articles at once, and the removal
	// of any article it shows.
	dependsOn(
		PAGE_TAGS.search,
		PAGE_TAGS.allArticles,
		...found.results.map(result => PAGE_TAGS.article(result.id)),
	)
	return found
}

/** One page of results as the JSON API lists them (no snippets: no body is read unless a phrase needs checking). */
export async function searchArticles(
	query: string,
	page = 1,
	filters: SearchFilters = {},
): Promise<SearchPage<SearchResult>> {
	const found = await searchArticlePage(query, {
		page,
		filters,
		snippets: false,
	})
	return {
		...found,
		results: found.results.map(({ snippet: _snippet, ...result }) => result),
	}
}
