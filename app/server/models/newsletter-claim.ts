import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * One record per unit of newsletter work that must happen once; its `_id` names the work
 * (`digest:2026-11-23`, `digest:2026-11-23:<subscriberId>`, `signup:<id>#2`). Inserting it is the
 * claim: a second insert of the same `_id` fails on MongoDB and FerretDB alike, where a
 * conditional update is not a lock. High volume (one per digest recipient) and only needed while
 * the work can still be retried, so swept after a few days (`sweepNewsletterClaims`).
 */
export interface NewsletterClaimFields {
	_id: string
	at: Date
	/** The worker that won it (for the log and the admin's history). */
	by?: string
}

const newsletterClaimSchema = new Schema<NewsletterClaimFields>(
	{
		_id: { type: String, required: true },
		at: { type: Date, required: true, default: () => new Date() },
		by: { type: String },
	},
	schemaOptions<NewsletterClaimFields>(),
)

newsletterClaimSchema.index({ at: 1 })

export type NewsletterClaimModel = Model<NewsletterClaimFields>

export const NewsletterClaim: NewsletterClaimModel =
	(mongoose.models.NewsletterClaim as NewsletterClaimModel | undefined) ??
	mongoose.model<NewsletterClaimFields>(
		'NewsletterClaim',
		newsletterClaimSchema,
		'newsletter_claims',
	)
