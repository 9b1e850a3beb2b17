import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * First-party insights as daily rollups: one small record per UTC day, metric and key
 * (`2026-11-22:shares:linkedin`), written once when the day is over (insights.server.ts), so a year
 * of figures is a few thousand records however many events there were. A `done` record per day
 * says the day is rolled up.
 */
export interface InsightDayFields {
	_id: string
	date: string
	metric: string
	key: string
	count: number
}

const insightDaySchema = new Schema<InsightDayFields>(
	{
		_id: { type: String, required: true },
		date: { type: String, required: true },
		metric: { type: String, required: true },
		key: { type: String, required: true },
		count: { type: Number, required: true },
	},
	schemaOptions<InsightDayFields>(),
)

insightDaySchema.index({ date: 1 })

export type InsightDayModel = Model<InsightDayFields>

export const InsightDay: InsightDayModel =
	(mongoose.models.InsightDay as InsightDayModel | undefined) ??
	mongoose.model<InsightDayFields>(
		'InsightDay',
		insightDaySchema,
		'insight_days',
	)
