import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * The day's secret that reader hashes are salted with (one per UTC day, the same on every
 * instance): inserted by the first instance that needs it, read by the others, and forgotten once
 * the day is over (`expiresAt`), so past hashes cannot be made again.
 */
export interface DailySaltFields {
	/** The UTC day, YYYY-MM-DD. */
	_id: string
	salt: string
	expiresAt?: Date
}

const dailySaltSchema = new Schema<DailySaltFields>(
	{
		_id: { type: String, required: true },
		salt: { type: String, required: true },
		expiresAt: { type: Date },
	},
	schemaOptions<DailySaltFields>(),
)

export type DailySaltModel = Model<DailySaltFields>

export const DailySalt: DailySaltModel =
	(mongoose.models.DailySalt as DailySaltModel | undefined) ??
	mongoose.model<DailySaltFields>('DailySalt', dailySaltSchema, 'daily_salts')

/** Engaged reading per article (SPEC §9): how many reads passed 30 seconds, and their minutes. */
export interface ArticleStatsFields {
	_id: string
	engagedReads: number
	engagedMinutes: number
}

const articleStatsSchema = new Schema<ArticleStatsFields>(
	{
		_id: { type: String, required: true },
		engagedReads: { type: Number, default: 0 },
		engagedMinutes: { type: Number, default: 0 },
	},
	schemaOptions<ArticleStatsFields>(),
)

export type ArticleStatsModel = Model<ArticleStatsFields>

export const ArticleStats: ArticleStatsModel =
	(mongoose.models.ArticleStats as ArticleStatsModel | undefined) ??
	mongoose.model<ArticleStatsFields>(
		'ArticleStats',
		articleStatsSchema,
		'article_stats',
	)
