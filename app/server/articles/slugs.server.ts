/**
 * Article addresses (`/article/{slug}`): reserving a slug, deriving one from a headline, and
 * releasing those an article no longer needs. The records live in `article_slugs`
 * (models/article-slug.ts); a published article's former slugs stay there and redirect.
 */
import mongoose from 'mongoose'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#app/lib/article-path.ts'
import { slugify } from '#app/lib/slug.ts'
import { conflict } from '#app/server/platform/errors.server.ts'
import {
	Article,
	ArticleSlug,
	type ArticleSlugFields,
} from '#app/server/models/index.ts'
import { randomId } from '#app/server/models/shared.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'

export function slugTakenMessage(slug: string): string {
	return `The address /article/${slug} belongs to another article. Choose another.`
}

/** A conflict on the slug field (the form shows it there; the API answers 409). */
export function slugTaken(slug: string) {
	const message = slugTakenMessage(slug)
	return conflict(message, { errors: { slug: [message] } })
}

/**
 * Reserves `slug` for article `articleId`. False when another article holds it: as its slug, a
 * former slug, or its id (old links use ids). Reserving a slug the article already holds is fine.
 * Exact under any number of simultaneous saves: the reservation is an insert of the slug as `_id`.
 */
export async function reserveSlug(
	articleId: string,
	slug: string,
	/** `checked`: the caller knows no article has `slug` as its id (an import's snapshot). */
	{ checked = false } = {},
): Promise<boolean> {
	if (!checked && slug !== articleId && (await Article.exists({ _id: slug })))
		return false
	if (await insertOnce(ArticleSlug, slug, { articleId })) return true
	const holder = await ArticleSlug.findById(slug).lean<ArticleSlugFields>()
	return holder?.articleId === articleId
}

/**
 * Reserves a slug made from `text` (a headline) for article `articleId`: the slug itself, else
 * with -2, -3, … Deterministic for one article, so two instances deriving it at once agree.
 */
export async function reserveDerivedSlug(
	articleId: string,
	text: string,
): Promise<string> {
	const base = slugify(text, SLUG_MAX_LENGTH - 8) || 'article'
	for (let n = 1; n <= 20; n += 1) {
		const candidate = n === 1 ? base : `${base}-${n}`
		if (await reserveSlug(articleId, candidate)) return candidate
	}
	const candidate = `${base}-${randomId()
		.toLowerCase()
		.replace(/[^a-z0-9]/g, '')}`
	if (await reserveSlug(articleId, candidate)) return candidate
	throw slugTaken(candidate)
}

/** The slug an existing record (from before slugs) takes: its id when that reads as one, else its headline's. */
export async function reserveLegacySlug(
	articleId: string,
	headline: string,
): Promise<string> {
	if (
		SLUG_PATTERN.test(articleId) &&
		articleId.length <= SLUG_MAX_LENGTH &&
		(await reserveSlug(articleId, articleId))
	)
		return articleId
	return reserveDerivedSlug(articleId, headline)
}

/** Frees `slug` if article `articleId` holds it (a draft's old slug, an article deleted). */
export async function releaseSlug(
	articleId: string,
	slug: string,
): Promise<void> {
	await ArticleSlug.deleteOne({ _id: slug, articleId })
}

export async function releaseAllSlugs(articleId: string): Promise<void> {
	await ArticleSlug.deleteMany({ articleId })
}

/** The article a slug (current or former) belongs to, if any. */
export async function slugOwner(slug: string): Promise<string | null> {
	const record = await ArticleSlug.findById(slug, { articleId: 1 }).lean<
		Pick<ArticleSlugFields, 'articleId'>
	>()
	return record?.articleId ?? null
}

/** Articles without a slug (from before slugs), for the upgrade. */
export const WITHOUT_SLUG = { slug: mongoose.trusted({ $exists: false }) }
