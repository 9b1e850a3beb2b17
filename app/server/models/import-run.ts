import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/** Where an import comes from (docs/decisions/063). */
export const IMPORT_SOURCES = ['ghost', 'wordpress'] as const
export type ImportSource = (typeof IMPORT_SOURCES)[number]

/** previewed: uploaded and read, waiting for the editor; imported: the report is final. */
export const IMPORT_RUN_STATES = ['previewed', 'imported'] as const
export type ImportRunState = (typeof IMPORT_RUN_STATES)[number]

/** One tag of the source, with how many posts carry it and the category it suggests. */
export interface ImportTagRow {
	slug: string
	name: string
	posts: number
	suggested?: string
}

/** What the preview shows before anything is written. */
export interface ImportPreview {
	version: string
	counts: {
		posts: number
		pages: number
		published: number
		drafts: number
		scheduled: number
		skipped: number
	}
	tags: ImportTagRow[]
	/** A post whose address another article holds, and the address it will get instead. */
	conflicts: Array<{ title: string; slug: string; resolved: string }>
	/** Posts already brought in by an earlier import of the same site: updated, not added. */
	updates: number
	skipped: Array<{ title: string; reason: string }>
	warnings: string[]
}

/** What the import did, post by post where it matters. */
export interface ImportReport {
	imported: number
	updated: number
	skipped: Array<{ title: string; reason: string }>
	failedImages: Array<{ title: string; url: string }>
	redirects: { added: number; updated: number; kept: number; refused: number }
	notes: Array<{ title: string; note: string }>
	/** WordPress shortcodes in the imported bodies: made into figures and links, unwrapped, removed. */
	shortcodes?: { converted: number; unwrapped: number; removed: number }
}

/**
 * An uploaded export, its preview and, once confirmed, its report. The file itself is in the
 * object store under `objectPath` (every instance reads it), never on an instance's disk.
 */
export interface ImportRunFields {
	_id: string
	source: ImportSource
	fileName: string
	fileBytes: number
	objectPath: string
	/** The old site's address: relative and __GHOST_URL__ addresses resolve against it (a WXR file names its own). */
	siteUrl: string
	state: ImportRunState
	preview: ImportPreview
	categoryMap?: Record<string, string>
	defaultCategory?: string
	report?: ImportReport
	importedAt?: Date
	createdAt: Date
	updatedAt: Date
}

const importRunSchema = new Schema<ImportRunFields>(
	{
		_id: { type: String, required: true },
		source: { type: String, enum: IMPORT_SOURCES, required: true },
		fileName: { type: String, required: true },
		fileBytes: { type: Number, required: true },
		objectPath: { type: String, required: true },
		siteUrl: { type: String, required: true },
		state: { type: String, enum: IMPORT_RUN_STATES, required: true },
		preview: { type: Schema.Types.Mixed, required: true },
		categoryMap: { type: Schema.Types.Mixed },
		defaultCategory: { type: String },
		report: { type: Schema.Types.Mixed },
		importedAt: { type: Date },
	},
	schemaOptions<ImportRunFields>({ timestamps: true, minimize: false }),
)

export type ImportRunModel = Model<ImportRunFields>

export const ImportRun: ImportRunModel =
	(mongoose.models.ImportRun as ImportRunModel | undefined) ??
	mongoose.model<ImportRunFields>('ImportRun', importRunSchema, 'import_runs')
