import {
	decidePublication,
	type Publication,
	type PublicationRequest,
} from '#app/lib/publication.ts'
import { invalid } from '#app/server/platform/errors.server.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'
import { PLACEMENT, type ArticleView } from './public.server.ts'
import { getArticle } from './reading.server.ts'
import { announceChange } from './changes.server.ts'

/** The status and date a save leads to, or the form error that refuses it. */
export function publicationFor(
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

export function publicationOf(
	doc: Pick<
		ArticleFields,
		'status' | 'publishedAt' | 'publishedAtChosen' | 'firstPublishedAt'
	>,
): Publication {
	return {
		status: doc.status,
		publishedAt: new Date(doc.publishedAt),
		publishedAtChosen: doc.publishedAtChosen ?? false,
		...(doc.firstPublishedAt
			? { firstPublishedAt: new Date(doc.firstPublishedAt) }
			: {}),
	}
}

/** What an article's record needs read to decide a save's publication (with PLACEMENT). */
export const PUBLICATION_FIELDS = {
	publishedAtChosen: 1,
	firstPublishedAt: 1,
} as const

/** Whether a publication changes nothing (a draft without a chosen date has no date to keep). */
function samePublication(a: Publication, b: Publication): boolean {
	if (
		a.status !== b.status ||
		Boolean(a.publishedAtChosen) !== Boolean(b.publishedAtChosen) ||
		a.firstPublishedAt?.getTime() !== b.firstPublishedAt?.getTime()
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
		...PUBLICATION_FIELDS,
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
