import { Article, type ArticleFields } from '#app/server/models/index.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'
import { publicArticleFilter } from './public.server.ts'

/** How much a byline has published: its public articles and the newest one's date. */
export interface BylineRecord {
	count: number
	latest: Date
}

type Row = Pick<ArticleFields, 'author' | 'publishedAt'>

/**
 * Every byline with a public article, by name (articles name their author by name): how many and
 * how recent. One pass over two small fields of the public articles, as the archive's counts are
 * made (FerretDB has no `$group` by a computed key worth asking for, and this stays small at any
 * archive size: one entry per byline). Pages showing it depend on every article's change.
 */
export async function bylineRecords(): Promise<Map<string, BylineRecord>> {
	dependsOn(PAGE_TAGS.allArticles)
	const records = new Map<string, BylineRecord>()
	const cursor = Article.find(publicArticleFilter(), {
		author: 1,
		publishedAt: 1,
	})
		.lean<Row[]>()
		.batchSize(1000)
		.cursor()
	for await (const row of cursor as AsyncIterable<Row>) {
		const record = records.get(row.author)
		if (!record) records.set(row.author, { count: 1, latest: row.publishedAt })
		else {
			record.count += 1
			if (row.publishedAt > record.latest) record.latest = row.publishedAt
		}
	}
	return records
}
