import mongoose, { Schema, type Model } from 'mongoose'

/**
 * One-time claims (coordination/claims.server.ts, decision 055): work that must happen once is
 * claimed by inserting a record under an `_id` that names it. A second insert of the same `_id`
 * fails on every MongoDB-wire server, so exactly one caller wins, whatever the timing and however
 * many instances (a conditional update is not a lock on FerretDB v1).
 *
 * - A claim's `_id` is a string built by one function per kind of work, beside the work
 *   (`guest-post-review:{id}`, `publish:{article}:{time}`, `edit:{article}:{version}`).
 * - A lease's term (coordination/leases.server.ts) is a claim too, with the lease and the term
 *   number as its `_id`: `{ lease, key, term }`, and `until`, the end of the term.
 * - `expiresAt`, when set, ends the claim: the work may be claimed again after it, and the sweep
 *   (coordination/expiry.server.ts) removes the record. Without it a claim is kept for good.
 */
export interface ClaimFields {
	_id: string | LeaseTermId
	/** When a claim kept for good was made (a claim with a lifetime carries `expiresAt` instead). */
	claimedAt?: Date
	/** Who won it: a process, a request (for the log, and so a retry of the same caller keeps it). */
	holder?: string
	/** What the winner is doing or decided, e.g. "approve" or "reject". */
	outcome?: string
	/** Lease terms: the end of the term, unless renewed before. */
	until?: Date
	expiresAt?: Date
}

/** A lease's term: `lease` is the kind of work (e.g. "send-slice"), `key` which one. */
export interface LeaseTermId {
	lease: string
	key: string
	term: number
}

/** The schema of every claim store: `claims`, and `reader_marks` (one kind of claim, kept apart for its volume). */
function claimSchema() {
	const schema = new Schema<ClaimFields>(
		{
			_id: { type: Schema.Types.Mixed, required: true },
			claimedAt: { type: Date },
			holder: { type: String },
			outcome: { type: String },
			until: { type: Date },
			expiresAt: { type: Date },
		},
		{ versionKey: false, id: false },
	)
	return schema
}

const claims = claimSchema()
// A lease's latest term, and the live leases of a kind (MongoDB; FerretDB reads the collection).
claims.index({ '_id.lease': 1, '_id.key': 1, '_id.term': -1 })
claims.index({ '_id.lease': 1, until: -1 })

export type ClaimModel = Model<ClaimFields>

export const Claim: ClaimModel =
	(mongoose.models.Claim as ClaimModel | undefined) ??
	mongoose.model<ClaimFields>('Claim', claims, 'claims')

/**
 * "This reader was counted for this article" for 30 minutes, without a cookie: a claim whose id is
 * `{kind}:{item}[:{platform}]:{salted hash}` (insights/reader-marks.server.ts). The one
 * kind of claim written on readers' requests, one per reader and article: kept in a store of its
 * own, so the claims that leases and transitions read stay a few records on FerretDB, which reads
 * a whole collection for any query.
 */
export const ReaderMark: ClaimModel =
	(mongoose.models.ReaderMark as ClaimModel | undefined) ??
	mongoose.model<ClaimFields>('ReaderMark', claimSchema(), 'reader_marks')
