import mongoose, { Schema, type Model } from 'mongoose'
import {
	GUEST_POST_CATEGORIES,
	type GuestPostCategory,
} from '#app/content/categories.ts'
import {
	GUEST_POST_STATUSES,
	type GuestPostStatus,
} from '#app/content/guest-post-status.ts'
import { ALT_TEXT_MAX_LENGTH } from '#app/lib/image-upload.ts'
import { randomId, schemaOptions } from './shared.ts'

export { GUEST_POST_STATUSES, type GuestPostStatus }

export interface GuestPostFields {
	_id: string
	authorName: string
	email: string
	company?: string
	socialHandle?: string
	category: GuestPostCategory
	headline: string
	content: string
	/** `content` as sanitised HTML, rendered when it was saved, and the renderer's version. */
	contentHtml?: string
	rendererVersion?: number
	authorBio?: string
	imageUrl?: string
	/** The main image's alt text. */
	imageAlt?: string
	imageUrls?: string[]
	agreeTerms: boolean
	submittedAt: Date
	status: GuestPostStatus
	reviewedAt?: Date
	articleId?: string
	createdAt: Date
	updatedAt: Date
}

const guestPostSchema = new Schema<GuestPostFields>(
	{
		_id: { type: String, default: randomId },
		authorName: { type: String, required: true, trim: true },
		email: { type: String, required: true, trim: true, lowercase: true },
		company: { type: String, trim: true },
		socialHandle: { type: String, trim: true },
		category: { type: String, required: true, enum: GUEST_POST_CATEGORIES },
		headline: { type: String, required: true, trim: true },
		content: { type: String, required: true },
		contentHtml: { type: String },
		rendererVersion: { type: Number },
		authorBio: { type: String, trim: true },
		imageUrl: { type: String, trim: true },
		imageAlt: { type: String, trim: true, maxlength: ALT_TEXT_MAX_LENGTH },
		imageUrls: { type: [String], default: undefined },
		agreeTerms: { type: Boolean, required: true },
		submittedAt: { type: Date, default: () => new Date(), required: true },
		status: {
			type: String,
			enum: GUEST_POST_STATUSES,
			default: 'pending',
			required: true,
		},
		reviewedAt: { type: Date },
		/** The article an approved post was published as. */
		articleId: { type: String },
	},
	schemaOptions<GuestPostFields>({ timestamps: true }),
)

// The admin list: newest first, all or of one status (ending in _id: a stable order for paging).
guestPostSchema.index({ status: 1, submittedAt: -1, _id: -1 })
guestPostSchema.index({ submittedAt: -1, _id: -1 })

export type GuestPostModel = Model<GuestPostFields>

export const GuestPost: GuestPostModel =
	(mongoose.models.GuestPost as GuestPostModel | undefined) ??
	mongoose.model<GuestPostFields>('GuestPost', guestPostSchema)
