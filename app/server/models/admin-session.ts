import mongoose, { Schema, type Model } from 'mongoose'

/**
 * One signed-in person's session (docs/decisions/010, 060). The cookie carries a random token;
 * this record is kept under the token's SHA-256, so reading the collection gives no usable cookie.
 */
export interface AdminSessionFields {
	_id: string
	/** The staff member it belongs to. Records from before staff accounts have none: refused. */
	personId?: string
	/** The person's `sessionEpoch` at sign-in: once theirs changes, this session is over. */
	epoch?: string
	createdAt: Date
	lastSeenAt: Date
	/** When it ends if nothing happens: the earlier of idle expiry and absolute expiry. */
	expiresAt: Date
	/** createdAt plus the absolute lifetime; sliding never passes it. */
	absoluteExpiresAt: Date
	/** The browser's User-Agent at sign-in (the sessions list names the device from it). */
	userAgent?: string
	/** The client's address when last seen. */
	ip?: string
	/** Before staff accounts: a fingerprint of the one admin password. Unused now. */
	passwordFingerprint?: string
}

const adminSessionSchema = new Schema<AdminSessionFields>(
	{
		_id: { type: String, required: true },
		personId: { type: String },
		epoch: { type: String },
		createdAt: { type: Date, required: true },
		lastSeenAt: { type: Date, required: true },
		expiresAt: { type: Date, required: true },
		absoluteExpiresAt: { type: Date, required: true },
		userAgent: { type: String },
		ip: { type: String },
		passwordFingerprint: { type: String },
	},
	{ versionKey: false, id: false },
)

// `expiresAt` carries the TTL index where the server has them (coordination/expiry.server.ts).
// A person's sessions: their list, and ending them all at once.
adminSessionSchema.index({ personId: 1, lastSeenAt: -1 })

export type AdminSessionModel = Model<AdminSessionFields>

export const AdminSessionRecord: AdminSessionModel =
	(mongoose.models.AdminSession as AdminSessionModel | undefined) ??
	mongoose.model<AdminSessionFields>(
		'AdminSession',
		adminSessionSchema,
		'admin_sessions',
	)
