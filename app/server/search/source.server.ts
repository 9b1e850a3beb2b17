/**
 * What the search index is built from: the articles readers may see, read from the database.
 * Published articles are indexed whatever their date (a reader's search filters on the time, so one
 * whose date is still ahead appears when it comes, with no event); drafts and scheduled articles
 * never are (a scheduled one is indexed when it goes live, an event every instance hears).
 */
import mongoose from 'mongoose'
import { categoryTitle } from '#app/content/categories.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'
import {
	Article,
	ArticleBody,
	type ArticleBodyFields,
	type ArticleFields,
} from '#app/server/models/index.ts'
import { type SearchDoc } from './documents.server.ts'
import { htmlToText } from './text.server.ts'

/** What a result carries besides the searched fields: the article's address. */
export interface ArticleExtra {
	slug?: string
}

export type ArticleSearchDoc = SearchDoc<ArticleExtra>

const INDEXED = { status: 'published' } as const

const FIELDS = {
	slug: 1,
	headline: 1,
	summary: 1,
	author: 1,
	category: 1,
	tags: 1,
	tagNames: 1,
	publishedAt: 1,
	status: 1,
	// Only records from before bodies moved out have it (their body until the upgrade job runs).
	content: 1,
} as const

type Indexed = Pick<
	ArticleFields,
	| '_id'
	| 'slug'
	| 'headline'
	| 'summary'
	| 'author'
	| 'category'
	| 'tags'
	| 'tagNames'
	| 'publishedAt'
	| 'status'
	| 'content'
>

function toDoc(article: Indexed, text: string): ArticleSearchDoc {
	return {
		id: article._id,
		headline: article.headline,
		summary: article.summary,
		text,
		tags:
			article.tagNames ??
			(article.tags ?? []).map(slug => slug.replaceAll('-', ' ')),
		author: article.author,
		category: article.category,
		categoryName: categoryTitle(article.category),
		publishedAt: new Date(article.publishedAt).getTime(),
		extra: article.slug ? { slug: article.slug } : {},
	}
}

/** A body's plain text: its rendered HTML, or the markdown rendered now for a record without it. */
export function bodyText(
	body: Pick<ArticleBodyFields, 'html'> | null,
	legacyMarkdown?: string,
): string {
	if (body?.html) return htmlToText(body.html)
	return legacyMarkdown ? htmlToText(renderMarkdown(legacyMarkdown)) : ''
}

/**
 * Every indexed article with its body's text, streamed: the articles' small fields are read first
 * (one query), then the bodies in the database's own order (no sort: on the embedded database a
 * sort of every body would hold them all in memory), each joined to its article.
 */
export async function* readIndexedArticles(): AsyncGenerator<ArticleSearchDoc> {
	const articles = new Map<string, Indexed>()
	for await (const article of Article.find(INDEXED, FIELDS)
		.lean<Indexed>()
		.cursor({ batchSize: 1000 }))
		articles.set(article._id, article)
	const bodies = ArticleBody.find({}, { html: 1 })
		.lean<Pick<ArticleBodyFields, '_id' | 'html'>>()
		.cursor({ batchSize: 200 })
	for await (const body of bodies) {
		const article = articles.get(body._id)
		if (!article) continue
		articles.delete(body._id)
		yield toDoc(article, bodyText(body, article.content))
	}
	// Articles without a body record (from before bodies moved out).
	for (const article of articles.values())
		yield toDoc(article, bodyText(null, article.content))
}

/**
 * The articles of `ids` as the index should hold them now, by id; an id missing from the answer
 * names one readers may not find (draft, scheduled, deleted). Two reads, whatever the number.
 */
export async function readIndexedArticlesById(
	ids: readonly string[],
): Promise<Map<string, ArticleSearchDoc>> {
	if (ids.length === 0) return new Map()
	const articles = await Article.find(
		{ _id: mongoose.trusted({ $in: [...ids] }), ...INDEXED },
		FIELDS,
	).lean<Indexed[]>()
	if (articles.length === 0) return new Map()
	const bodies = await ArticleBody.find(
		{ _id: mongoose.trusted({ $in: articles.map(article => article._id) }) },
		{ html: 1 },
	).lean<Pick<ArticleBodyFields, '_id' | 'html'>[]>()
	const htmlOf = new Map(bodies.map(body => [body._id, body]))
	return new Map(
		articles.map(article => [
			article._id,
			toDoc(
				article,
				bodyText(htmlOf.get(article._id) ?? null, article.content),
			),
		]),
	)
}

/** The plain text of the bodies of `ids` (for snippets and the exact check of phrases), by id. */
export async function readBodyTexts(
	ids: readonly string[],
): Promise<Map<string, string>> {
	if (ids.length === 0) return new Map()
	const bodies = await ArticleBody.find(
		{ _id: mongoose.trusted({ $in: [...ids] }) },
		{ html: 1 },
	).lean<Pick<ArticleBodyFields, '_id' | 'html'>[]>()
	return new Map(bodies.map(body => [body._id, bodyText(body)]))
}

/** The weighted text index MongoDB searched with before decision 058: nothing reads it now, so no body save should keep it up. */
export async function dropRetiredTextIndex(): Promise<void> {
	await ArticleBody.collection.dropIndex('article_text').catch(() => undefined)
}
