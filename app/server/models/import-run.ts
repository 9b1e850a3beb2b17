import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/** Where an import comes from (docs/decisions/063). */
export const IMPORT_SOURCES = ['ghost', 'wordpress'] as const
export type ImportSource = (typeof IMPORT_SOURCES)[number]

/**
 * previewed: uploaded and read, waiting for the editor; importing: confirmed, a worker writes it
 * batch by batch (docs/decisions/076); imported: the report is final; failed: the file is gone.
 */
export const IMPORT_RUN_STATES = [
	'previewed',
	'importing',
	'imported',
	'failed',
] as const
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
	/** The lists' exact lengths (each list keeps its first 500 rows). */
	totals?: { skipped: number; failedImages: number; notes: number }
}

/**
 * A batch as it was before the worker began writing it (docs/decisions/076), kept until its
 * checkpoint: a worker that takes the batch up again after a crash counts it as the first did.
 */
export interface ImportPendingBatch {
	/** The position of the batch's first post. */
	start: number
	/** The posts of the batch that had no article yet (imported, not updated). */
	fresh: string[]
	/** Each old address of the batch, and what saving its redirect did or will do. */
	redirects: Array<{ from: string; outcome: 'added' | 'updated' | 'kept' }>
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
	/** Posts written (in the file's order) out of all: the checkpoint a worker resumes from. */
	progress?: { done: number; total: number }
	/** Posts before the checkpoint that were not written (skipped): their old addresses are not claimed. */
	notWritten?: string[]
	pending?: ImportPendingBatch
	/** Who confirmed: the audit entry names them, whichever instance finishes. */
	confirmedBy?: { id?: string; name: string; ip: string }
	/** Why the import could not go on (state failed). */
	error?: string
	/** Unexpected errors in a row at one checkpoint (any worker's): the third fails the run. */
	stall?: { at: number; tries: number }
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
		progress: { type: Schema.Types.Mixed },
		notWritten: { type: [String], default: undefined },
		pending: { type: Schema.Types.Mixed },
		confirmedBy: { type: Schema.Types.Mixed },
		error: { type: String },
		stall: { type: Schema.Types.Mixed },
		importedAt: { type: Date },
	},
	schemaOptions<ImportRunFields>({ timestamps: true, minimize: false }),
)

export type ImportRunModel = Model<ImportRunFields>

export const ImportRun: ImportRunModel =
	(mongoose.models.ImportRun as ImportRunModel | undefined) ??
	mongoose.model<ImportRunFields>('ImportRun', importRunSchema, 'import_runs')
