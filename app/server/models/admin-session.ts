import mongoose, { Schema, type Model } from 'mongoose'

/**
 * One signed-in administrator's session. The cookie carries a random token; this record is kept
 * under the token's SHA-256, so reading the collection gives no usable cookie.
 */
export interface AdminSessionFields {
	_id: string
	createdAt: Date
	lastSeenAt: Date
	/** When it ends if nothing happens: the earlier of idle expiry and absolute expiry. */
	expiresAt: Date
	/** createdAt plus the absolute lifetime; sliding never passes it. */
	absoluteExpiresAt: Date
	/** Fingerprint of the admin password the session was started with (a changed password ends it). */
	passwordFingerprint: string
}

const adminSessionSchema = new Schema<AdminSessionFields>(
	{
		_id: { type: String, required: true },
		createdAt: { type: Date, required: true },
		lastSeenAt: { type: Date, required: true },
		expiresAt: { type: Date, required: true },
		absoluteExpiresAt: { type: Date, required: true },
		passwordFingerprint: { type: String, required: true },
	},
	{ versionKey: false, id: false },
)

// The sweep's query. (No TTL index: FerretDB v1 has none; the periodic sweep serves both servers.)
adminSessionSchema.index({ expiresAt: 1 })

export type AdminSessionModel = Model<AdminSessionFields>

export const AdminSessionRecord: AdminSessionModel =
	(mongoose.models.AdminSession as AdminSessionModel | undefined) ??
	mongoose.model<AdminSessionFields>(
		'AdminSession',
		adminSessionSchema,
		'admin_sessions',
	)
