import mongoose, { Schema, type Model } from 'mongoose'

/**
 * Rate-limit records (rate-limit-store.server.ts). Per client key and time window: one counter
 * (`…:n`, a hint of how many attempts came) and one record per allowed attempt (`…:0`, `…:1`, …,
 * never more than the limit: inserting an `_id` twice fails on every MongoDB-wire server).
 */
export interface RateLimitFields {
	_id: string
	/** The limiter and client, e.g. "login:203.0.113.7". */
	key: string
	/** The end of the window; the record is removed after it (coordination/expiry.server.ts). */
	expiresAt: Date
	/** Counter records: attempts counted so far (may fall short on FerretDB, see the store). */
	n?: number
	/** Slot records: which of the window's allowed attempts this is. */
	slot?: number
}

const rateLimitSchema = new Schema<RateLimitFields>(
	{
		_id: { type: String, required: true },
		key: { type: String, required: true },
		expiresAt: { type: Date, required: true },
		n: { type: Number },
		slot: { type: Number },
	},
	{ versionKey: false, id: false },
)

rateLimitSchema.index({ key: 1 })

export type RateLimitModel = Model<RateLimitFields>

export const RateLimitRecord: RateLimitModel =
	(mongoose.models.RateLimit as RateLimitModel | undefined) ??
	mongoose.model<RateLimitFields>('RateLimit', rateLimitSchema, 'rate_limits')
