import mongoose, { Schema, type Model } from 'mongoose'
import {
	SHARE_PLATFORM_VALUES,
	type SharePlatform,
} from '#app/schemas/share.ts'
import { randomId, schemaOptions } from './shared.ts'

export type { SharePlatform }

/** One share, as recorded by POST /api/analytics/share (SPEC §3 "Share analytics record"). */
export interface ShareEventFields {
	_id: string
	articleId: string
	platform: SharePlatform
	category: string
	timestamp: Date
	userAgent?: string
	referrer?: string
}

const shareEventSchema = new Schema<ShareEventFields>(
	{
		_id: { type: String, default: randomId },
		articleId: { type: String, required: true },
		platform: { type: String, required: true, enum: SHARE_PLATFORM_VALUES },
		category: { type: String, required: true, trim: true },
		timestamp: { type: Date, default: () => new Date(), required: true },
		userAgent: { type: String },
		referrer: { type: String },
	},
	schemaOptions<ShareEventFields>(),
)

shareEventSchema.index({ articleId: 1, timestamp: -1 })

export type ShareEventModel = Model<ShareEventFields>

export const ShareEvent: ShareEventModel =
	(mongoose.models.ShareEvent as ShareEventModel | undefined) ??
	mongoose.model<ShareEventFields>(
		'ShareEvent',
		shareEventSchema,
		'share_events',
	)
