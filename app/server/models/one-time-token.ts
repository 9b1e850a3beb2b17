import mongoose, { Schema, type Model } from 'mongoose'
import { STAFF_ROLES, type StaffRole } from '#app/content/staff.ts'

/** What a one-time link is for (docs/decisions/069). */
export const ONE_TIME_PURPOSES = [
	'invitation',
	'password-reset',
	// A sign-in whose password was right, waiting for its second factor (docs/decisions/074).
	'two-factor',
] as const

export type OneTimePurpose = (typeof ONE_TIME_PURPOSES)[number]

/**
 * A link sent by e-mail that works once, until `expiresAt` (people/one-time-tokens.server.ts,
 * docs/decisions/069): an invitation to join the staff or a password reset. The link carries a
 * random token; only its SHA-256 is stored, so reading the collection gives no usable link. Using
 * or revoking it is claimed once (a claim under the record's `_id`), then the record is deleted.
 */
export interface OneTimeTokenFields {
	_id: string
	purpose: OneTimePurpose
	/** SHA-256 of the token in the link, base64url. */
	tokenHash: string
	/** Lower-cased: whom the link was sent to. */
	email: string
	/** Invitations: the role the new person gets. */
	role?: StaffRole
	/** Invitations: who sent it (the staff page names them). */
	invitedBy?: { id: string; name: string }
	/** Password resets: whose password it sets; two-factor: who is signing in. */
	personId?: string
	createdAt: Date
	expiresAt: Date
}

const oneTimeTokenSchema = new Schema<OneTimeTokenFields>(
	{
		_id: { type: String, required: true },
		purpose: { type: String, enum: ONE_TIME_PURPOSES, required: true },
		tokenHash: { type: String, required: true },
		email: { type: String, required: true, trim: true, lowercase: true },
		role: { type: String, enum: STAFF_ROLES },
		invitedBy: { type: { id: String, name: String }, _id: false },
		personId: { type: String },
		createdAt: { type: Date, required: true },
		expiresAt: { type: Date, required: true },
	},
	{ versionKey: false, id: false },
)

oneTimeTokenSchema.index({ tokenHash: 1 }, { unique: true })
oneTimeTokenSchema.index({ purpose: 1, email: 1 })

export type OneTimeTokenModel = Model<OneTimeTokenFields>

export const OneTimeToken: OneTimeTokenModel =
	(mongoose.models.OneTimeToken as OneTimeTokenModel | undefined) ??
	mongoose.model<OneTimeTokenFields>(
		'OneTimeToken',
		oneTimeTokenSchema,
		'one_time_tokens',
	)
