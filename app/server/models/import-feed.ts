import mongoose, { Schema, type Model } from 'mongoose'
import { randomId, schemaOptions } from './shared.ts'

/** What one import found in one feed (the admin's report, kept until the next import). */
export interface FeedImportReport {
	at: Date
	/** Items the feed gave (up to the per-feed limit). */
	fetched: number
	/** New drafts made from matching items. */
	imported: number
	/** Matching items imported before (by their source address). */
	duplicates: number
	/** Items that matched no keyword. */
	unmatched: number
	/** Items that could not be made into drafts. */
	failed: number
	/** Why the feed itself could not be read (address refused, timeout, too large, not a feed). */
	error?: string
	keywords: string[]
}

/**
 * A source of the curated import: an RSS or Atom feed the administrator added, or the built-in
 * Brandline Desk reading list (`_id` "built-in", no URL), which can be switched off but not removed.
 */
export interface ImportFeedFields {
	_id: string
	title: string
	url?: string
	enabled: boolean
	lastImport?: FeedImportReport
	createdAt: Date
	updatedAt: Date
}

const reportSchema = new Schema<FeedImportReport>(
	{
		at: { type: Date, required: true },
		fetched: { type: Number, default: 0 },
		imported: { type: Number, default: 0 },
		duplicates: { type: Number, default: 0 },
		unmatched: { type: Number, default: 0 },
		failed: { type: Number, default: 0 },
		error: { type: String },
		keywords: { type: [String], default: [] },
	},
	{ _id: false },
)

const importFeedSchema = new Schema<ImportFeedFields>(
	{
		_id: { type: String, default: randomId },
		title: { type: String, required: true, trim: true },
		url: { type: String, trim: true },
		enabled: { type: Boolean, default: true },
		lastImport: { type: reportSchema },
	},
	schemaOptions<ImportFeedFields>({ timestamps: true }),
)

// One entry per address. (The built-in source has none: FerretDB v1 has no partial indexes, and a
// sparse unique index is not the same on both servers, so its absent url is checked by the service.)
importFeedSchema.index({ createdAt: 1, _id: 1 })

export type ImportFeedModel = Model<ImportFeedFields>

export const ImportFeed: ImportFeedModel =
	(mongoose.models.ImportFeed as ImportFeedModel | undefined) ??
	mongoose.model<ImportFeedFields>(
		'ImportFeed',
		importFeedSchema,
		'import_feeds',
	)
