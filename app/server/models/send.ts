import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/*
 * The records of a send: one message to each subscriber of a list (a daily digest, a story sent on
 * its own), exactly once per recipient (newsletter/sends.server.ts, decision records 031 and 055).
 * Both collections are insert-only: an update by `_id` reads the whole collection on FerretDB v1,
 * and a conditional update is no lock there. Records from before decision 055 name their send in
 * `digest` (and the ledger's have string ids); `ofSends` and `sendOf` read both shapes until the
 * ledger's expire.
 */

export const DELIVERY_OUTCOMES = [
	'sent',
	'failed',
	'bounced',
	'skipped',
] as const
export type DeliveryOutcome = (typeof DELIVERY_OUTCOMES)[number]

/** A claim's id: the `attempt`-th claim of one recipient of one send (1, then 2 after a holder died unanswered…). */
export interface DeliveryClaimId {
	send: string
	subscriber: string
	attempt: number
}

/** An outcome's id: one per recipient of a send. */
export interface DeliveryOutcomeId {
	send: string
	subscriber: string
}

/**
 * The ledger. Per send and recipient:
 * - a claim, inserted before the message is handed to the mail server (a second insert of its
 *   id fails: one sender per recipient, on any instance);
 * - its outcome, inserted as soon as the mail server answered.
 * A claim without an outcome belongs to a worker that died mid-message; the slice's next holder
 * claims that recipient again (the next `attempt`) and sends again. Kept LEDGER_RETENTION_MS.
 */
export interface NewsletterDeliveryFields {
	_id: DeliveryClaimId | DeliveryOutcomeId | string
	send?: string
	/** Records from before decision 055: the send's id (a digest's day). */
	digest?: string
	slice: number
	subscriber: string
	kind: 'claim' | 'outcome'
	/** Which claim of this recipient it is (the outcome: of the claim it answers). */
	attempt: number
	/** The term of the slice's lease that wrote it. */
	term?: number
	outcome?: DeliveryOutcome
	reason?: string
	/** Tries it took (temporary failures are retried with back-off). */
	tries?: number
	/**
	 * A digest's outcome: which of the digest's articles this recipient's message held (bit i:
	 * `articleIds[i]`), so a later digest repeats none of them (docs/decisions/084). Absent: all.
	 */
	items?: number
	at: Date
	expiresAt?: Date
}

const deliverySchema = new Schema<NewsletterDeliveryFields>(
	{
		_id: { type: Schema.Types.Mixed, required: true },
		send: { type: String },
		digest: { type: String },
		slice: { type: Number, required: true },
		subscriber: { type: String, required: true },
		kind: { type: String, required: true, enum: ['claim', 'outcome'] },
		attempt: { type: Number, required: true },
		term: { type: Number },
		outcome: { type: String, enum: DELIVERY_OUTCOMES },
		reason: { type: String },
		tries: { type: Number },
		items: { type: Number },
		at: { type: Date, required: true },
		expiresAt: { type: Date },
	},
	schemaOptions<NewsletterDeliveryFields>(),
)

deliverySchema.index({ send: 1, slice: 1 })
deliverySchema.index({ digest: 1, slice: 1 })

export type NewsletterDeliveryModel = Model<NewsletterDeliveryFields>

export const NewsletterDelivery: NewsletterDeliveryModel =
	(mongoose.models.NewsletterDelivery as NewsletterDeliveryModel | undefined) ??
	mongoose.model<NewsletterDeliveryFields>(
		'NewsletterDelivery',
		deliverySchema,
		'newsletter_deliveries',
	)

/**
 * A finished slice of a send, inserted once with its counts; `_id` = `<send>/<slice>`, the key of
 * the slice's lease too. (The collection keeps the name it had when digests were the only sends.)
 */
export interface SendSliceFields {
	_id: string
	send?: string
	/** Records from before decision 055: the send's id. */
	digest?: string
	slice: number
	sent: number
	failed: number
	bounced: number
	/** Recipients with nothing to receive (paused, digest off, none of their topics); absent on older records. */
	skipped?: number
	at: Date
}

const sliceSchema = new Schema<SendSliceFields>(
	{
		_id: { type: String, required: true },
		send: { type: String },
		digest: { type: String },
		slice: { type: Number, required: true },
		sent: { type: Number, required: true },
		failed: { type: Number, required: true },
		bounced: { type: Number, required: true },
		skipped: { type: Number },
		at: { type: Date, required: true },
	},
	schemaOptions<SendSliceFields>(),
)

sliceSchema.index({ send: 1 })
sliceSchema.index({ digest: 1 })

export type SendSliceModel = Model<SendSliceFields>

export const SendSlice: SendSliceModel =
	(mongoose.models.SendSlice as SendSliceModel | undefined) ??
	mongoose.model<SendSliceFields>(
		'SendSlice',
		sliceSchema,
		'newsletter_digest_slices',
	)

/** Records of the sends `ids`, of either shape. */
export function ofSends(ids: readonly string[]) {
	return {
		$or: [
			{ send: mongoose.trusted({ $in: ids }) },
			{ digest: mongoose.trusted({ $in: ids }) },
		],
	}
}

/** The send a record belongs to, of either shape. */
export function sendOf(record: { send?: string; digest?: string }): string {
	return record.send ?? record.digest ?? ''
}
