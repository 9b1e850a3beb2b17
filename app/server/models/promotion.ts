import mongoose, { Schema, type Model } from 'mongoose'
import {
	PROMOTION_PLACEMENT_VALUES,
	PROMOTION_TARGET_CATEGORY_VALUES,
	type PromotionPlacement,
} from '#app/schemas/promotion.ts'
import { randomId, schemaOptions } from './shared.ts'

export type { PromotionPlacement }

export interface PromotionFields {
	_id: string
	title: string
	description: string
	url: string
	imageUrl?: string
	buttonText: string
	placement: PromotionPlacement
	targetCategory?: (typeof PROMOTION_TARGET_CATEGORY_VALUES)[number]
	priority: number
	clicks: number
	/** Times readers saw it (counted by a beacon from the browser, bots left out). */
	impressions: number
	active: boolean
	startDate?: Date
	endDate?: Date
	createdAt: Date
	updatedAt: Date
}

const promotionSchema = new Schema<PromotionFields>(
	{
		_id: { type: String, default: randomId },
		title: { type: String, required: true, trim: true },
		description: { type: String, required: true, trim: true },
		url: { type: String, required: true, trim: true },
		imageUrl: { type: String, trim: true },
		buttonText: { type: String, trim: true, default: 'Learn More' },
		placement: {
			type: String,
			required: true,
			enum: PROMOTION_PLACEMENT_VALUES,
			default: 'sidebar',
		},
		targetCategory: { type: String, enum: PROMOTION_TARGET_CATEGORY_VALUES },
		priority: { type: Number, default: 1, min: 1, max: 10 },
		clicks: { type: Number, default: 0, min: 0 },
		impressions: { type: Number, default: 0, min: 0 },
		active: { type: Boolean, default: true },
		startDate: { type: Date },
		endDate: { type: Date },
	},
	schemaOptions<PromotionFields>({ timestamps: true }),
)

// The order listActivePromotions and the admin list use, ending in _id.
promotionSchema.index({
	placement: 1,
	active: 1,
	priority: -1,
	createdAt: -1,
	_id: 1,
})
// The admin list (admin-lists.server.ts): highest priority first, then newest, ending in _id.
promotionSchema.index({ priority: -1, createdAt: -1, _id: 1 })

export type PromotionModel = Model<PromotionFields>

export const Promotion: PromotionModel =
	(mongoose.models.Promotion as PromotionModel | undefined) ??
	mongoose.model<PromotionFields>('Promotion', promotionSchema)
