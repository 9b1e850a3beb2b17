import mongoose, { Schema, type Model } from 'mongoose'
import { AUDIT_ACTIONS, type AuditAction } from '#app/content/audit.ts'
import { schemaOptions } from './shared.ts'

/**
 * One line of the audit log (docs/decisions/070). Written once and never changed: the app has no
 * path that updates or deletes one (the model refuses it, below); the expiry sweep removes entries
 * after `expiresAt` through the collection itself, as it does for every expiring record.
 */
export interface AuditEntryFields {
	_id: mongoose.Types.ObjectId
	at: Date
	action: AuditAction
	/** The person who acted (a staff id); absent for a failed sign-in or the scheduler. */
	actorId?: string
	/** Their name then, or the address typed on a failed sign-in. */
	actorName: string
	ip: string
	/** What it was done to: an article's id, a person's, an address… */
	subjectId?: string
	subjectLabel?: string
	/** A short line of detail: the new role, the bulk action, how many… */
	detail?: string
	expiresAt: Date
}

const auditEntrySchema = new Schema<AuditEntryFields>(
	{
		at: { type: Date, required: true },
		action: { type: String, enum: AUDIT_ACTIONS, required: true },
		actorId: { type: String },
		actorName: { type: String, required: true },
		ip: { type: String, default: '' },
		subjectId: { type: String },
		subjectLabel: { type: String },
		detail: { type: String },
		expiresAt: { type: Date, required: true },
	},
	schemaOptions<AuditEntryFields>(),
)

const WRITES_AFTER_THE_FACT: (
	| 'updateOne'
	| 'updateMany'
	| 'findOneAndUpdate'
	| 'replaceOne'
	| 'findOneAndReplace'
	| 'deleteOne'
	| 'deleteMany'
	| 'findOneAndDelete'
)[] = [
	'updateOne',
	'updateMany',
	'findOneAndUpdate',
	'replaceOne',
	'findOneAndReplace',
	'deleteOne',
	'deleteMany',
	'findOneAndDelete',
]

auditEntrySchema.pre(WRITES_AFTER_THE_FACT, function refuse() {
	throw new Error(
		'The audit log is written once: its entries cannot be changed or deleted.',
	)
})
auditEntrySchema.pre('save', function insertOnly() {
	if (!this.isNew)
		throw new Error(
			'The audit log is written once: its entries cannot be changed.',
		)
})

export type AuditEntryModel = Model<AuditEntryFields>

export const AuditEntry: AuditEntryModel =
	(mongoose.models.AuditEntry as AuditEntryModel | undefined) ??
	mongoose.model<AuditEntryFields>('AuditEntry', auditEntrySchema, 'audit_log')
