import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/** queued: uploaded, not started; running: a worker holds its lease; done; failed (the file could not be read). */
export const SUBSCRIBER_IMPORT_STATES = [
	'queued',
	'running',
	'done',
	'failed',
] as const
export type SubscriberImportState = (typeof SUBSCRIBER_IMPORT_STATES)[number]

/** What an import has done so far (exact once it is done). */
export interface SubscriberImportCounts {
	/** Data rows read (the header row aside). */
	rows: number
	/** New subscribers added. */
	added: number
	/** Addresses already on the list (whatever their status there, unsubscribed included): left as they are. */
	existing: number
	/** Rows refused, each with its reason in subscriber_import_refusals. */
	refused: number
}

/**
 * A subscriber CSV upload (issue 23 item 6, docs/decisions/075): the file is in the object store
 * under `objectPath`, the progress here, so any instance shows it and any instance can take the
 * work up again from `checkpointRow` when the one doing it dies.
 */
export interface SubscriberImportFields {
	_id: string
	fileName: string
	fileBytes: number
	objectPath: string
	state: SubscriberImportState
	counts: SubscriberImportCounts
	/** Rows (data rows, from the first) whose outcome is written: a worker taking over starts after them. */
	checkpointRow: number
	/** Bytes of the file read up to the checkpoint (the progress bar). */
	checkpointBytes: number
	/** Who uploaded it: the audit entry written when it is done names them, whichever instance finishes it. */
	startedBy?: { id?: string; name: string; ip: string }
	/** Why the file as a whole could not be read (state failed). */
	error?: string
	finishedAt?: Date
	createdAt: Date
	updatedAt: Date
}

const subscriberImportSchema = new Schema<SubscriberImportFields>(
	{
		_id: { type: String, required: true },
		fileName: { type: String, required: true },
		fileBytes: { type: Number, required: true },
		objectPath: { type: String, required: true },
		state: { type: String, enum: SUBSCRIBER_IMPORT_STATES, required: true },
		counts: { type: Schema.Types.Mixed, required: true },
		checkpointRow: { type: Number, default: 0 },
		checkpointBytes: { type: Number, default: 0 },
		startedBy: { type: Schema.Types.Mixed },
		error: { type: String },
		finishedAt: { type: Date },
	},
	schemaOptions<SubscriberImportFields>({ timestamps: true, minimize: false }),
)

export type SubscriberImportModel = Model<SubscriberImportFields>

export const SubscriberImport: SubscriberImportModel =
	(mongoose.models.SubscriberImport as SubscriberImportModel | undefined) ??
	mongoose.model<SubscriberImportFields>(
		'SubscriberImport',
		subscriberImportSchema,
		'subscriber_imports',
	)

/** One refused row of an import: `_id` is `{import}:{row}`, so writing it again after a takeover adds nothing. */
export interface SubscriberImportRefusalFields {
	_id: string
	run: string
	/** The row's number in the file (the header is row 1). */
	row: number
	/** The row's e-mail cell as given (cut to 320 characters). */
	email: string
	reason: string
}

const refusalSchema = new Schema<SubscriberImportRefusalFields>(
	{
		_id: { type: String, required: true },
		run: { type: String, required: true },
		row: { type: Number, required: true },
		email: { type: String, default: '' },
		reason: { type: String, required: true },
	},
	schemaOptions<SubscriberImportRefusalFields>(),
)
refusalSchema.index({ run: 1, row: 1 })

export type SubscriberImportRefusalModel = Model<SubscriberImportRefusalFields>

export const SubscriberImportRefusal: SubscriberImportRefusalModel =
	(mongoose.models.SubscriberImportRefusal as
		SubscriberImportRefusalModel | undefined) ??
	mongoose.model<SubscriberImportRefusalFields>(
		'SubscriberImportRefusal',
		refusalSchema,
		'subscriber_import_refusals',
	)
