import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/**
 * One record per daily digest, `_id` = its local day (`2026-11-23`). Inserting it claims the day:
 * whichever instance inserts first fixes what the digest holds (the articles of `since`–`until`,
 * the promotion, the subject), and every worker then sends exactly that. A day with nothing new
 * gets a record too (`articleIds` empty), so the next digest starts from its `until`.
 */
export interface NewsletterDigestFields {
	_id: string
	/** A weekly digest (`_id` `weekly-<day>`, docs/decisions/084); absent: the daily one. */
	kind?: 'weekly'
	scheduledAt: Date
	createdAt: Date
	since: Date
	until: Date
	articleIds: string[]
	/** A weekly digest: how many of `articleIds`, from the first, are the week's most-read (the rest: its newest). */
	mostRead?: number
	promotionId?: string
	subject: string
	/** How the recipients are split among workers (newsletter/sends.server.ts). */
	sliceCount: number
	/** Made by an editor's "send now" (its hour had passed beyond the grace period), not by the schedule. */
	onRequest?: boolean
	/** Set once every slice is done, with the totals. */
	completedAt?: Date
	sent?: number
	failed?: number
	bounced?: number
	/** Recipients it had nothing for (decision record 068). */
	skipped?: number
}

const digestSchema = new Schema<NewsletterDigestFields>(
	{
		_id: { type: String, required: true },
		kind: { type: String, enum: ['weekly'] },
		scheduledAt: { type: Date, required: true },
		createdAt: { type: Date, required: true },
		since: { type: Date, required: true },
		until: { type: Date, required: true },
		articleIds: { type: [String], default: [] },
		mostRead: { type: Number },
		promotionId: { type: String },
		subject: { type: String, required: true },
		sliceCount: { type: Number, required: true },
		onRequest: { type: Boolean },
		completedAt: { type: Date },
		sent: { type: Number },
		failed: { type: Number },
		bounced: { type: Number },
		skipped: { type: Number },
	},
	schemaOptions<NewsletterDigestFields>(),
)

digestSchema.index({ scheduledAt: -1 })

export type NewsletterDigestModel = Model<NewsletterDigestFields>

export const NewsletterDigest: NewsletterDigestModel =
	(mongoose.models.NewsletterDigest as NewsletterDigestModel | undefined) ??
	mongoose.model<NewsletterDigestFields>(
		'NewsletterDigest',
		digestSchema,
		'newsletter_digests',
	)
