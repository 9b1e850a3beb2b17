import mongoose, { Schema, type Model } from 'mongoose'
import {
	ARTICLE_STATUSES,
	type ArticleStatus,
} from '#app/content/article-status.ts'
import { ALL_CATEGORIES, type Category } from '#app/content/categories.ts'
import type { ImageMeta } from '#app/lib/image-upload.ts'
import { randomId, schemaOptions } from './shared.ts'

export interface ArticleFields {
	_id: string
	/** Its address, /article/{slug}; unique (reserved in article_slugs). Records from before slugs get one at start. */
	slug?: string
	headline: string
	summary: string
	/** Before bodies moved to article_bodies the markdown lived here; upgradeArticleBodies moves it. */
	content?: string
	author: string
	category: Category
	imageUrl?: string
	imageUrls?: string[]
	imageCredit?: string
	/** Intrinsic size and variant widths of the stored images among imageUrl and imageUrls (set on save). */
	imageMeta?: ImageMeta[]
	youtubeUrl?: string
	/** The video's poster (its YouTube thumbnail), copied into our storage when the article was saved; absent when that failed. */
	videoPoster?: string
	/** Imported by the curated import: the item's address at its source (the draft's _id is derived from it). */
	sourceUrl?: string
	/** The address search engines should treat as the original (an imported piece: its source). */
	canonicalUrl?: string
	/** SEO and social (issue 9): what the page's title, description and social card say instead of the headline, summary and main image. */
	metaTitle?: string
	metaDescription?: string
	socialImage?: string
	/** Kept out of search engines: robots noindex on its page, left out of the sitemap. */
	noindex?: boolean
	/** The main image's alt text and caption. */
	imageAlt?: string
	imageCaption?: string
	/** Free tags: slugs (`/tag/{slug}`, indexed) and, in the same order, the names as typed. */
	tags?: string[]
	tagNames?: string[]
	/** draft, scheduled or published; readers see only published ones whose `publishedAt` has come. */
	status: ArticleStatus
	/** When it went (or goes) live; a draft's is provisional unless `publishedAtChosen`. */
	publishedAt: Date
	publishedAtChosen?: boolean
	/** When it first went live (set once, never moved: publishing again keeps it). Absent on records from before it: their `publishedAt`. */
	firstPublishedAt?: Date
	/** When an editor last marked a save of the public article a material update: shown as "Updated". */
	revisedAt?: Date
	/** Words in the body when it was last saved (countWords): lists show a reading time without reading bodies. */
	wordCount?: number
	/** Bumped by every edit: an edit made from an older version is refused (two tabs, two editors). Absent on older records: 0. */
	version?: number
	/** The staff person who created it in the editor (docs/decisions/073); absent on seeded, imported and guest articles: the whole desk's. */
	ownerId?: string
	/** When its writer (a Contributor) asked an Editor to publish it; cleared when it leaves draft. */
	reviewRequestedAt?: Date
	views: number
	shares: number
	linkedinShares: number
	twitterShares: number
	emailShares: number
	copyLinkShares: number
	featured: boolean
	breaking: boolean
	createdAt: Date
	updatedAt: Date
}

const articleSchema = new Schema<ArticleFields>(
	{
		_id: { type: String, default: randomId },
		slug: { type: String, trim: true },
		headline: { type: String, required: true, trim: true },
		summary: { type: String, required: true, trim: true },
		content: { type: String },
		author: { type: String, required: true, trim: true },
		category: { type: String, required: true, enum: ALL_CATEGORIES },
		imageUrl: { type: String, trim: true },
		imageUrls: { type: [String], default: undefined },
		imageCredit: { type: String, trim: true },
		imageMeta: {
			type: [
				{
					_id: false,
					url: { type: String, required: true },
					width: { type: Number, required: true },
					height: { type: Number, required: true },
					widths: { type: [Number], default: [] },
					crops: { type: Schema.Types.Mixed },
				},
			],
			default: undefined,
		},
		youtubeUrl: { type: String, trim: true },
		videoPoster: { type: String, trim: true },
		sourceUrl: { type: String, trim: true },
		canonicalUrl: { type: String, trim: true },
		metaTitle: { type: String, trim: true },
		metaDescription: { type: String, trim: true },
		socialImage: { type: String, trim: true },
		noindex: { type: Boolean },
		imageAlt: { type: String, trim: true },
		imageCaption: { type: String, trim: true },
		tags: { type: [String], default: undefined },
		tagNames: { type: [String], default: undefined },
		// Records from before the workflow have no status: they were published (upgraded at start).
		status: {
			type: String,
			enum: ARTICLE_STATUSES,
			default: 'published',
			required: true,
		},
		publishedAt: { type: Date, default: () => new Date(), required: true },
		publishedAtChosen: { type: Boolean },
		firstPublishedAt: { type: Date },
		revisedAt: { type: Date },
		wordCount: { type: Number, min: 0 },
		version: { type: Number, min: 0 },
		ownerId: { type: String },
		reviewRequestedAt: { type: Date },
		views: { type: Number, default: 0, min: 0 },
		shares: { type: Number, default: 0, min: 0 },
		linkedinShares: { type: Number, default: 0, min: 0 },
		twitterShares: { type: Number, default: 0, min: 0 },
		emailShares: { type: Number, default: 0, min: 0 },
		copyLinkShares: { type: Number, default: 0, min: 0 },
		featured: { type: Boolean, default: false },
		breaking: { type: Boolean, default: false },
	},
	schemaOptions<ArticleFields>({ timestamps: true }),
)

// Every list query has an index that ends in _id (articles.server.ts): a stable order, an index
// range scan on MongoDB however large the archive (the benchmark prints the plans).
articleSchema.index({ publishedAt: -1, _id: -1 })
articleSchema.index({ category: 1, publishedAt: -1, _id: -1 })
articleSchema.index({ featured: 1, publishedAt: -1, _id: -1 })
articleSchema.index({ breaking: 1, publishedAt: -1, _id: -1 })
articleSchema.index({ views: -1, _id: 1 })
articleSchema.index({ author: 1, publishedAt: -1, _id: -1 })
// A tag's page (a multikey index: one entry per tag of each article).
articleSchema.index({ tags: 1, publishedAt: -1, _id: -1 })
// Readers' queries also match `status` (publicArticleFilter); the publish job finds due articles by it.
articleSchema.index({ status: 1, publishedAt: -1, _id: -1 })

export type ArticleModel = Model<ArticleFields>

export const Article: ArticleModel =
	(mongoose.models.Article as ArticleModel | undefined) ??
	mongoose.model<ArticleFields>('Article', articleSchema)
