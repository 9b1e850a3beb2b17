/**
 * Search while this instance's index is still being built (decision 058): every word of the query
 * in the headline, summary, author or tags (case-insensitive), newest first, through the database.
 * The same on MongoDB and FerretDB. On the embedded database it scans every article, which is why
 * it only stands in for the index for the first moments after a start.
 */
import mongoose from 'mongoose'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import { NEWEST } from './lists.server.ts'
import { publicArticleFilter } from './public.server.ts'

export type FallbackFound = Pick<
	ArticleFields,
	| '_id'
	| 'slug'
	| 'headline'
	| 'summary'
	| 'category'
	| 'author'
	| 'publishedAt'
>

const FIELDS = {
	slug: 1,
	headline: 1,
	summary: 1,
	category: 1,
	author: 1,
	publishedAt: 1,
} as const

function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

export interface FallbackQuery {
	words: string[]
	category?: string
	from?: Date
	to?: Date
	skip: number
	limit: number
}

/** Up to `limit` + 1 public articles holding every word (the extra one says another page follows). */
export function fallbackSearch({
	words,
	category,
	from,
	to,
	skip,
	limit,
}: FallbackQuery): Promise<FallbackFound[]> {
	const now = new Date()
	const until = to && to < now ? to : now
	const filter = {
		$and: [
			publicArticleFilter(until),
			...(category ? [{ category }] : []),
			...(from ? [{ publishedAt: mongoose.trusted({ $gte: from }) }] : []),
			...words.map(word => {
				const pattern = new RegExp(escapeRegExp(word), 'i')
				return {
					$or: [
						{ headline: pattern },
						{ summary: pattern },
						{ author: pattern },
						{ tagNames: pattern },
					],
				}
			}),
		],
	}
	return Article.find(mongoose.trusted(filter), FIELDS)
		.sort(NEWEST)
		.skip(skip)
		.limit(limit + 1)
		.lean<FallbackFound[]>()
}
