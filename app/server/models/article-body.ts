import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * An article's body, kept apart from the article so the lists (which read every article on
 * FerretDB, an index-less scan) read small documents: the markdown as written, the sanitised HTML
 * rendered from it when it was saved, and the renderer's version (a newer renderer re-renders).
 * Headline and summary are copied here for the weighted text index (search on MongoDB).
 */
export interface ArticleBodyFields {
	/** The article's id. */
	_id: string
	content: string
	html: string
	rendererVersion: number
	headline: string
	summary: string
}

const articleBodySchema = new Schema<ArticleBodyFields>(
	{
		_id: { type: String, required: true },
		content: { type: String, required: true },
		html: { type: String, default: '' },
		rendererVersion: { type: Number, required: true },
		headline: { type: String, default: '' },
		summary: { type: String, default: '' },
	},
	schemaOptions<ArticleBodyFields>(),
)

articleBodySchema.index({ rendererVersion: 1, _id: 1 })

export type ArticleBodyModel = Model<ArticleBodyFields>

export const ArticleBody: ArticleBodyModel =
	(mongoose.models.ArticleBody as ArticleBodyModel | undefined) ??
	mongoose.model<ArticleBodyFields>(
		'ArticleBody',
		articleBodySchema,
		'article_bodies',
	)
