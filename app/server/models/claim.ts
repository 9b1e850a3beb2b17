import mongoose, { Schema, type Model } from 'mongoose'

/**
 * One-time claims: a transition (review a guest post, send a digest) inserts a record under an
 * `_id` that names it, e.g. "guest-post-review:abc123". A second insert of the same `_id` fails on
 * every MongoDB-wire server, so exactly one request wins, whatever the timing and however many
 * instances (a conditional update is not a lock on FerretDB v1). See insertOnce.
 */
export interface ClaimFields {
	_id: string
	/** What the winner is doing, e.g. "approve" or "reject". */
	outcome: string
	claimedAt: Date
}

const claimSchema = new Schema<ClaimFields>(
	{
		_id: { type: String, required: true },
		outcome: { type: String, required: true },
		claimedAt: { type: Date, required: true, default: () => new Date() },
	},
	{ versionKey: false, id: false },
)

export type ClaimModel = Model<ClaimFields>

export const Claim: ClaimModel =
	(mongoose.models.Claim as ClaimModel | undefined) ??
	mongoose.model<ClaimFields>('Claim', claimSchema, 'claims')
