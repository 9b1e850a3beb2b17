import mongoose, { Schema, type Model } from 'mongoose'

/**
 * Every address an article has had: `_id` is the slug (`/article/{slug}`), `articleId` the article
 * it belongs to. Inserting a slug's record is how it is reserved: a second insert of the same
 * `_id` fails on every MongoDB-wire server, so two articles can never take one address, however
 * many saves race (a unique index on the article's own field could not promise that on FerretDB
 * v1, where a unique violation on update may not be reported). A published article's former
 * slugs stay here and answer with a permanent redirect to its current one.
 */
export interface ArticleSlugFields {
	_id: string
	articleId: string
	createdAt: Date
}

const articleSlugSchema = new Schema<ArticleSlugFields>(
	{
		_id: { type: String, required: true },
		articleId: { type: String, required: true },
		createdAt: { type: Date, required: true, default: () => new Date() },
	},
	{ versionKey: false, id: false },
)

// An article's slugs (released together when it is deleted).
articleSlugSchema.index({ articleId: 1 })

export type ArticleSlugModel = Model<ArticleSlugFields>

export const ArticleSlug: ArticleSlugModel =
	(mongoose.models.ArticleSlug as ArticleSlugModel | undefined) ??
	mongoose.model<ArticleSlugFields>(
		'ArticleSlug',
		articleSlugSchema,
		'article_slugs',
	)
