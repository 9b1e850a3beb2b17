import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * One saved state of an article's text (issue 9, revisions): what an editor wrote, when, and which
 * version of the article the save made. Kept apart from articles and their bodies so no public
 * query ever reads them; the last REVISIONS_KEPT per article are kept (article-revisions.server.ts).
 * The `_id` starts with the time of the save (fixed-width base 36), so `_id` order is time order.
 */
export interface ArticleRevisionFields {
	_id: string
	articleId: string
	headline: string
	summary: string
	/** The markdown as saved. */
	content: string
	/** Who saved it: the administrator ("admin"), or "original" for the text from before revisions. */
	by: string
	savedAt: Date
	/** The article's version this save made (absent for the text from before revisions). */
	version?: number
	/** The revision this save restored, when it was a restore. */
	restoredFrom?: string
}

const articleRevisionSchema = new Schema<ArticleRevisionFields>(
	{
		_id: { type: String, required: true },
		articleId: { type: String, required: true },
		headline: { type: String, default: '' },
		summary: { type: String, default: '' },
		content: { type: String, default: '' },
		by: { type: String, required: true },
		savedAt: { type: Date, required: true },
		version: { type: Number, min: 0 },
		restoredFrom: { type: String },
	},
	schemaOptions<ArticleRevisionFields>(),
)

// An article's revisions, newest first (the list, the pruning). FerretDB v1 scans regardless.
articleRevisionSchema.index({ articleId: 1, _id: -1 })

export type ArticleRevisionModel = Model<ArticleRevisionFields>

export const ArticleRevision: ArticleRevisionModel =
	(mongoose.models.ArticleRevision as ArticleRevisionModel | undefined) ??
	mongoose.model<ArticleRevisionFields>(
		'ArticleRevision',
		articleRevisionSchema,
		'article_revisions',
	)
