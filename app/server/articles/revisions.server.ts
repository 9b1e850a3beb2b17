/**
 * Revisions (issue 9): every save of an article keeps its text (headline, summary, markdown), who
 * saved it and when, in `article_revisions`; the newest REVISIONS_KEPT per article stay, older ones
 * are pruned by the save that passes the limit (FerretDB has no TTL index, and a sweep would only
 * postpone the same delete). No public page reads this collection.
 */
import mongoose from 'mongoose'
import { getArticleBody } from './bodies.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	Article,
	ArticleRevision,
	type ArticleFields,
	type ArticleRevisionFields,
} from '#app/server/models/index.ts'
import { randomId } from '#app/server/models/shared.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import { currentActor } from '#app/server/admin/audit.server.ts'

/** How many revisions of one article are kept. */
export const REVISIONS_KEPT = 50

/** Who saved a revision when no signed-in person did (a script, a job): the site's administrator. */
export const ADMIN_AUTHOR = 'admin'

/** A revision in a list: everything but its body. */
export type RevisionSummary = Omit<
	ArticleRevisionFields,
	'_id' | 'content' | 'savedAt'
> & { id: string; savedAt: string }
export type Revision = RevisionSummary & { content: string }

export interface RevisionText {
	articleId: string
	headline: string
	summary: string
	content: string
	version?: number
	restoredFrom?: string
}

/** Fixed-width base 36 of the time, so ids sort as the saves happened. */
function timeKey(date: Date): string {
	return date.getTime().toString(36).padStart(9, '0')
}

function toRevision(doc: ArticleRevisionFields): Revision {
	const { _id, savedAt, ...rest } = doc
	return { id: _id, ...rest, savedAt: new Date(savedAt).toISOString() }
}

/**
 * Keeps the text a save just stored, then prunes the article's revisions to the newest
 * REVISIONS_KEPT. The article is saved already: a failure here is logged, not thrown, so the
 * editor is never told a save failed that went through.
 */
export async function keepRevision(
	text: RevisionText,
	now: Date = new Date(),
	// The person whose request saves it (docs/decisions/078): revisions name people.
	by: string = currentActor()?.name ?? ADMIN_AUTHOR,
): Promise<void> {
	try {
		await ArticleRevision.create({
			_id: `${timeKey(now)}.${randomId()}`,
			...text,
			by,
			savedAt: now,
		})
		await pruneRevisions(text.articleId)
	} catch (error) {
		logger.error(
			{ err: error, articleId: text.articleId },
			'article revision not kept',
		)
	}
}

/**
 * Before the first save that keeps revisions, the text the article had (seeded, imported, approved
 * from a guest post, or saved before revisions existed) becomes its first revision, dated when it
 * was last saved, so the first edit can be undone too. Its id is derived from the article and
 * that time: two saves racing insert it once.
 */
export async function keepOriginalText(articleId: string): Promise<void> {
	if (await ArticleRevision.exists({ articleId })) return
	const article = await Article.findById(articleId, {
		headline: 1,
		summary: 1,
		content: 1,
		updatedAt: 1,
		createdAt: 1,
		publishedAt: 1,
	}).lean<ArticleFields>()
	if (!article) return
	const body = await getArticleBody(articleId, article)
	const savedAt = new Date(
		article.updatedAt ?? article.createdAt ?? article.publishedAt,
	)
	await insertOnce(
		ArticleRevision,
		`${timeKey(savedAt)}.original.${articleId}`,
		{
			articleId,
			headline: article.headline,
			summary: article.summary,
			content: body?.content ?? '',
			by: 'original',
			savedAt,
		},
	)
}

/** Deletes all but the newest REVISIONS_KEPT revisions of an article. */
export async function pruneRevisions(
	articleId: string,
	keep: number = REVISIONS_KEPT,
): Promise<number> {
	const oldestKept = await ArticleRevision.findOne({ articleId }, { _id: 1 })
		.sort({ _id: -1 })
		.skip(keep - 1)
		.lean<Pick<ArticleRevisionFields, '_id'>>()
	if (!oldestKept) return 0
	const result = await ArticleRevision.deleteMany({
		articleId,
		_id: mongoose.trusted({ $lt: oldestKept._id }),
	})
	return result.deletedCount
}

/** An article's revisions, newest first, without their bodies. */
export async function listRevisions(
	articleId: string,
): Promise<RevisionSummary[]> {
	const docs = await ArticleRevision.find({ articleId }, { content: 0 })
		.sort({ _id: -1 })
		.limit(REVISIONS_KEPT)
		.lean<ArticleRevisionFields[]>()
	return docs
		.map(doc => toRevision({ ...doc, content: '' }))
		.map(({ content: _content, ...summary }) => summary)
}

/** One revision of an article, with its body, or null. */
export async function getRevision(
	articleId: string,
	revisionId: string,
): Promise<Revision | null> {
	const doc = await ArticleRevision.findOne({
		_id: revisionId,
		articleId,
	}).lean<ArticleRevisionFields>()
	return doc ? toRevision(doc) : null
}

/** Forgets every revision of a deleted article. */
export async function deleteRevisions(articleId: string): Promise<void> {
	await ArticleRevision.deleteMany({ articleId })
}
