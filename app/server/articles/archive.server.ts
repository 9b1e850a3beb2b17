import { monthOf } from '#app/lib/cursor.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'
import { publicArticleFilter } from './public.server.ts'

/** How many of a month's newest headlines /archive shows under its name. */
export const ARCHIVE_HEADLINES_PER_MONTH = 3

/** A month of the archive: how many articles it has and its newest headlines. */
export interface ArchiveMonth {
	/** `YYYY-MM` */
	month: string
	count: number
	headlines: { id: string; slug?: string; headline: string }[]
}

type Row = Pick<ArticleFields, '_id' | 'slug' | 'headline' | 'publishedAt'>

const newerFirst = (a: Row, b: Row) =>
	b.publishedAt.getTime() - a.publishedAt.getTime() || (a._id < b._id ? 1 : -1)

/**
 * Every month that has a public article, newest first, with its count and newest headlines.
 *
 * One pass over the public articles, reading four small fields each and keeping only the counts
 * and a few headlines per month, so memory stays small at any archive size. No sort is asked of the
 * database: FerretDB (the embedded default) cannot group by month (no `$dateToString`) and would
 * sort the whole collection in memory; each month keeps its own newest few instead. The page that
 * shows it is cached and dropped when any article changes (PAGE_TAGS.allArticles).
 */
export async function archiveMonths(): Promise<ArchiveMonth[]> {
	dependsOn(PAGE_TAGS.allArticles)
	const months = new Map<string, { count: number; newest: Row[] }>()
	const cursor = Article.find(publicArticleFilter(), {
		slug: 1,
		headline: 1,
		publishedAt: 1,
	})
		.lean<Row[]>()
		.batchSize(1000)
		.cursor()
	for await (const row of cursor as AsyncIterable<Row>) {
		const key = monthOf(row.publishedAt)
		const month = months.get(key) ?? { count: 0, newest: [] }
		month.count += 1
		month.newest.push(row)
		if (month.newest.length > ARCHIVE_HEADLINES_PER_MONTH) {
			month.newest.sort(newerFirst)
			month.newest.pop()
		}
		months.set(key, month)
	}
	return [...months]
		.sort(([a], [b]) => (a < b ? 1 : -1))
		.map(([month, { count, newest }]) => ({
			month,
			count,
			headlines: newest.sort(newerFirst).map(row => ({
				id: row._id,
				...(row.slug ? { slug: row.slug } : {}),
				headline: row.headline,
			})),
		}))
}
