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
	scheduledAt: Date
	createdAt: Date
	since: Date
	until: Date
	articleIds: string[]
	promotionId?: string
	subject: string
	/** How the recipients are split among workers (see digest-ledger.server.ts). */
	sliceCount: number
	/** Made by an editor's "send now" (its hour had passed beyond the grace period), not by the schedule. */
	onRequest?: boolean
	/** Set once every slice is done, with the totals. */
	completedAt?: Date
	sent?: number
	failed?: number
	bounced?: number
}

const digestSchema = new Schema<NewsletterDigestFields>(
	{
		_id: { type: String, required: true },
		scheduledAt: { type: Date, required: true },
		createdAt: { type: Date, required: true },
		since: { type: Date, required: true },
		until: { type: Date, required: true },
		articleIds: { type: [String], default: [] },
		promotionId: { type: String },
		subject: { type: String, required: true },
		sliceCount: { type: Number, required: true },
		onRequest: { type: Boolean },
		completedAt: { type: Date },
		sent: { type: Number },
		failed: { type: Number },
		bounced: { type: Number },
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

export const DELIVERY_OUTCOMES = [
	'sent',
	'failed',
	'bounced',
	'skipped',
] as const
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number]

/**
 * The send ledger, insert-only (an update by `_id` reads the whole collection on FerretDB v1, and
 * a conditional update is no lock there). Per digest and recipient:
 * - a claim, `_id` = `<digest>:<subscriber>`, inserted before the message is handed to the mail
 *   server (a second insert fails: one sender per recipient, on any instance);
 * - its outcome, `_id` = `<digest>:<subscriber>=`, inserted as soon as the mail server answered.
 * A claim without an outcome belongs to a worker that died mid-message; the slice's next holder
 * sends it again under `<digest>:<subscriber>#<attempt>`.
 */
export interface NewsletterDeliveryFields {
	_id: string
	digest: string
	slice: number
	subscriber: string
	kind: 'claim' | 'outcome'
	/** The slice attempt that wrote it. */
	attempt: number
	outcome?: DeliveryOutcome
	reason?: string
	/** Tries it took (temporary failures are retried with back-off). */
	tries?: number
	at: Date
}

const deliverySchema = new Schema<NewsletterDeliveryFields>(
	{
		_id: { type: String, required: true },
		digest: { type: String, required: true },
		slice: { type: Number, required: true },
		subscriber: { type: String, required: true },
		kind: { type: String, required: true, enum: ['claim', 'outcome'] },
		attempt: { type: Number, required: true },
		outcome: { type: String, enum: DELIVERY_OUTCOMES },
		reason: { type: String },
		tries: { type: Number },
		at: { type: Date, required: true },
	},
	schemaOptions<NewsletterDeliveryFields>(),
)

deliverySchema.index({ digest: 1, slice: 1 })

export type NewsletterDeliveryModel = Model<NewsletterDeliveryFields>

export const NewsletterDelivery: NewsletterDeliveryModel =
	(mongoose.models.NewsletterDelivery as NewsletterDeliveryModel | undefined) ??
	mongoose.model<NewsletterDeliveryFields>(
		'NewsletterDelivery',
		deliverySchema,
		'newsletter_deliveries',
	)

/** A finished slice of a digest, `_id` = `<digest>/<slice>`, inserted once with its counts. */
export interface DigestSliceFields {
	_id: string
	digest: string
	slice: number
	sent: number
	failed: number
	bounced: number
	at: Date
}

const sliceSchema = new Schema<DigestSliceFields>(
	{
		_id: { type: String, required: true },
		digest: { type: String, required: true },
		slice: { type: Number, required: true },
		sent: { type: Number, required: true },
		failed: { type: Number, required: true },
		bounced: { type: Number, required: true },
		at: { type: Date, required: true },
	},
	schemaOptions<DigestSliceFields>(),
)

sliceSchema.index({ digest: 1 })

export type DigestSliceModel = Model<DigestSliceFields>

export const DigestSlice: DigestSliceModel =
	(mongoose.models.DigestSlice as DigestSliceModel | undefined) ??
	mongoose.model<DigestSliceFields>(
		'DigestSlice',
		sliceSchema,
		'newsletter_digest_slices',
	)
