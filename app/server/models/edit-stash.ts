import mongoose, { Schema, type Model } from 'mongoose'

/**
 * The text of an editor's form, kept when it was submitted after the admin session had expired
 * (docs/decisions/044): the admin signs in again and the editor at `path` shows it again.
 * Only the browser that sent it may read it back (`ownerDigest`: the SHA-256 of a random token in
 * that browser's cookie). Ends 24 hours after `createdAt` (`expiresAt`, coordination/expiry.server.ts).
 */
export interface EditStashFields {
	/** 192 random bits, base64url: the address the sign-in returns to names it. */
	_id: string
	/** The editor the form was sent to, e.g. /admin/article/abc123. */
	path: string
	ownerDigest: string
	/** The form's text fields in order (names as sent; a field may repeat). Files are never kept. */
	fields: { name: string; value: string }[]
	createdAt: Date
	expiresAt?: Date
}

const editStashSchema = new Schema<EditStashFields>(
	{
		_id: { type: String, required: true },
		path: { type: String, required: true },
		ownerDigest: { type: String, required: true },
		fields: {
			type: [
				{
					_id: false,
					name: { type: String, required: true },
					value: { type: String, default: '' },
				},
			],
			default: [],
		},
		createdAt: { type: Date, required: true },
		expiresAt: { type: Date },
	},
	{ versionKey: false, id: false },
)

// The discard after a save.
editStashSchema.index({ path: 1 })

export type EditStashModel = Model<EditStashFields>

export const EditStash: EditStashModel =
	(mongoose.models.EditStash as EditStashModel | undefined) ??
	mongoose.model<EditStashFields>('EditStash', editStashSchema, 'edit_stashes')
