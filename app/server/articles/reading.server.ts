import { articlePath } from '#app/lib/article-path.ts'
import { countWords, readingMinutes } from '#app/lib/reading-time.ts'
import { slugOwner } from './slugs.server.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import { getArticleBody } from './bodies.server.ts'
import {
	PAGE_TAGS,
	dependsOn,
} from '#app/server/coordination/page-cache.server.ts'
import {
	type ArticleView,
	publicArticleFilter,
	type ArticleSummary,
	type ArticleForReading,
	toSummary,
	LIST_PROJECTION,
} from './public.server.ts'

/** Any article with its markdown, whatever its status (the editor, the admin API), or null. */
export async function getArticle(id: string): Promise<ArticleView | null> {
	const found = await findWithBody(id, 'any')
	return found ? { ...found.article, content: found.body.content } : null
}

/** An article's stored publish instant (the editor keeps it when sent back unchanged), or null. */
export async function storedPublishTime(id: string): Promise<Date | null> {
	const found = await Article.findById(id, { publishedAt: 1 }).lean<{
		publishedAt?: Date
	}>()
	return found?.publishedAt ?? null
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
 * What an article's address names, for every route under `/article/{address}`: its current slug, a
 * former one, or its id (links from before slugs) all name the article, read by `read` (by id,
 * public articles only, so drafts answer null). Lookups by `_id` only (the slug's record, then the
 * article): the only lookups FerretDB answers without reading the whole collection.
 */
export async function articleAtAddress<T>(
	address: string,
	read: (id: string) => Promise<T | null>,
): Promise<T | null> {
	return read((await slugOwner(address)) ?? address)
}

/**
 * What `/article/{address}` shows: the public article whose slug it is; or, for a former slug of a
 * public article or its id, where it lives now (a permanent redirect). Null for anything else,
 * drafts and scheduled articles included (no redirect gives them away).
 */
export async function findArticleByAddress(
	address: string,
): Promise<{ reading: ArticleForReading } | { movedTo: string } | null> {
	const reading = await articleAtAddress(address, id =>
		getArticleForReading(id),
	)
	if (!reading) return null
	const { slug } = reading.article
	if (!slug || slug === address) return { reading }
	return { movedTo: articlePath({ id: reading.article.id, slug }) }
}
