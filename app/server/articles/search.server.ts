import mongoose from 'mongoose'
import { SEARCH_MIN_LENGTH } from '#app/lib/search.ts'
import {
	Article,
	ArticleBody,
	type ArticleFields,
} from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'
import { type ArticleView, publicArticleFilter } from './public.server.ts'
import { NEWEST } from './lists.server.ts'

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
