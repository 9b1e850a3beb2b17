import mongoose from 'mongoose'
import type { ArticleStatus } from '#app/content/article-status.ts'
import type { Tag } from '#app/lib/tags.ts'
import type { ArticleFields } from '#app/server/models/index.ts'
import { PAGE_TAGS } from '#app/server/coordination/page-cache.server.ts'

/** An article as pages and the JSON API present it: `id` for `_id`, an ISO date, no bookkeeping. */
export type ArticleView = Omit<
	ArticleFields,
	| '_id'
	| 'content'
	| 'publishedAt'
	| 'revisedAt'
	| 'createdAt'
	| 'updatedAt'
	| 'ownerId'
	| 'reviewRequestedAt'
> & {
	id: string
	content: string
	publishedAt: string
	revisedAt?: string
	/** A Contributor asked for it to be published (a draft's only; readers never see drafts). */
	reviewRequestedAt?: string
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

export function toSummary(doc: ArticleFields): ArticleSummary {
	// `content` is no longer part of the article's document (article_bodies); old ones may have it.
	// `_fold` is the counters' bookkeeping (counters.server.ts); who owns it is the desk's business
	// (articles/ownership.server.ts), never a reader's.
	const {
		_id,
		publishedAt,
		revisedAt,
		reviewRequestedAt,
		createdAt: _created,
		updatedAt: _updated,
		content: _content,
		ownerId: _owner,
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
		...(reviewRequestedAt
			? { reviewRequestedAt: new Date(reviewRequestedAt).toISOString() }
			: {}),
	}
}

export const LIST_PROJECTION = { content: 0, _fold: 0 } as const

/** What list membership an article has: a change to any of these moves it between lists. */
export type Placement = Pick<
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
export const PLACEMENT = {
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

export function samePlacement(a: Placement, b: Placement): boolean {
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
export function listTags(
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
