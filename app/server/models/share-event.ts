import mongoose, { Schema, type Model } from 'mongoose'
import {
	SHARE_PLATFORM_VALUES,
	type SharePlatform,
} from '#app/schemas/share.ts'
import { randomId, schemaOptions } from './shared.ts'

export type { SharePlatform }

/** How long raw share records are kept: past the longest Insights range, whose rollups hold the figures. */
export const SHARE_EVENTS_KEEP_DAYS = 95

/** One share, as recorded by POST /api/analytics/share (SPEC §3 "Share analytics record"). */
export interface ShareEventFields {
	_id: string
	articleId: string
	platform: SharePlatform
	category: string
	timestamp: Date
	userAgent?: string
	referrer?: string
	/** SHARE_EVENTS_KEEP_DAYS after `timestamp` (then removed, coordination/expiry.server.ts). */
	expiresAt: Date
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
		expiresAt: {
			type: Date,
			default(this: ShareEventFields) {
				return new Date(
					this.timestamp.getTime() + SHARE_EVENTS_KEEP_DAYS * 86_400_000,
				)
			},
		},
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
