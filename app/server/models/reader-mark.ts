import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * "This client was counted for this" for 30 minutes, without a cookie: the id is
 * `{kind}:{item}[:{platform}]:{salted hash}` (of address and user agent for views and engaged time,
 * of the address alone for shares and promotion clicks), so a second insert of the same id fails,
 * exactly, on MongoDB and FerretDB alike. Swept once `expiresAt` has passed
 * (insights/reader-marks.server.ts).
 */
export interface ReaderMarkFields {
	_id: string
	expiresAt: Date
}

const readerMarkSchema = new Schema<ReaderMarkFields>(
	{
		_id: { type: String, required: true },
		expiresAt: { type: Date, required: true },
	},
	schemaOptions<ReaderMarkFields>(),
)

readerMarkSchema.index({ expiresAt: 1 })

export type ReaderMarkModel = Model<ReaderMarkFields>

export const ReaderMark: ReaderMarkModel =
	(mongoose.models.ReaderMark as ReaderMarkModel | undefined) ??
	mongoose.model<ReaderMarkFields>(
		'ReaderMark',
		readerMarkSchema,
		'reader_marks',
	)

/** The day's secret that reader hashes are salted with (one per UTC day, the same on every instance). */
export interface DailySaltFields {
	/** The UTC day, YYYY-MM-DD. */
	_id: string
	salt: string
}

const dailySaltSchema = new Schema<DailySaltFields>(
	{
		_id: { type: String, required: true },
		salt: { type: String, required: true },
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
