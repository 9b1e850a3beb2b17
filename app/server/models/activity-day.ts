import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/** What a daily activity record counts for. */
export const ACTIVITY_KINDS = ['article', 'referrer', 'promotion'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/**
 * Readers' activity per day (in the publication's time zone) and subject, counted through the batched counters (insights):
 * - `article`: an article's views and engaged reads (`2026-11-23:article:{id}`);
 * - `referrer`: views of an article that came from another site (`…:referrer:{id}:{host}`);
 * - `promotion`: a promotion's impressions and clicks (`…:promotion:{id}`).
 * One small record per subject and day that had activity, whatever the traffic; no reader is
 * identified (a referrer is a host name, never a full address). Ends (`expiresAt`) once
 * ACTIVITY_KEEP_DAYS have passed after its day.
 */
export interface ActivityDayFields {
	_id: string
	day: string
	kind: ActivityKind
	subject: string
	/** The referring host, for `referrer` records. */
	key?: string
	views?: number
	engagedReads?: number
	engagedMinutes?: number
	impressions?: number
	clicks?: number
	expiresAt?: Date
}

const activityDaySchema = new Schema<ActivityDayFields>(
	{
		_id: { type: String, required: true },
		day: { type: String, required: true },
		kind: { type: String, required: true, enum: ACTIVITY_KINDS },
		subject: { type: String, required: true },
		key: { type: String },
		views: { type: Number },
		engagedReads: { type: Number },
		engagedMinutes: { type: Number },
		impressions: { type: Number },
		clicks: { type: Number },
		expiresAt: { type: Date },
	},
	schemaOptions<ActivityDayFields>(),
)

// Insights read a range of days of one kind; the edit page reads one subject's days.
activityDaySchema.index({ kind: 1, day: 1 })
activityDaySchema.index({ subject: 1, day: 1 })

export type ActivityDayModel = Model<ActivityDayFields>

export const ActivityDay: ActivityDayModel =
	(mongoose.models.ActivityDay as ActivityDayModel | undefined) ??
	mongoose.model<ActivityDayFields>(
		'ActivityDay',
		activityDaySchema,
		'activity_days',
	)
