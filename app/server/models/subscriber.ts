import mongoose, { Schema, type Model } from 'mongoose'
import {
	NEWSLETTER_MODES,
	type NewsletterMode,
} from '#app/content/newsletter.ts'
import { randomId, schemaOptions } from './shared.ts'

export interface SubscriberFields {
	_id: string
	email: string
	/** The reader's name, when a list imported from another service had it. */
	name?: string
	subscribedAt: Date
	/** SPEC's flag: false once the reader unsubscribed (or the address bounced). */
	active: boolean
	/** Signed up under confirmed opt-in and not confirmed yet: no digest until then. Absent on older records (confirmed). */
	pending?: boolean
	confirmedAt?: Date
	unsubscribedAt?: Date
	/** A permanent delivery failure: the address is set inactive and the reason kept. */
	bouncedAt?: Date
	bounceReason?: string
	source: string
	contentType: string
	/** What the reader chose to receive (decision record 068); absent: the daily digest. */
	receives?: NewsletterMode
	/** Categories the reader wants; absent or empty: all of them. */
	topics?: string[]
	/** Nothing is sent before this instant (the reader paused the newsletter). */
	pausedUntil?: Date
	preferencesChangedAt?: Date
	/** The import that added this subscriber (docs/decisions/075), and what its consent column said. */
	importedBy?: string
	consent?: string
}

const subscriberSchema = new Schema<SubscriberFields>(
	{
		_id: { type: String, default: randomId },
		email: { type: String, required: true, trim: true, lowercase: true },
		name: { type: String, trim: true },
		subscribedAt: { type: Date, default: () => new Date(), required: true },
		active: { type: Boolean, default: true },
		pending: { type: Boolean },
		confirmedAt: { type: Date },
		unsubscribedAt: { type: Date },
		bouncedAt: { type: Date },
		bounceReason: { type: String },
		source: { type: String, trim: true, default: 'direct' },
		contentType: { type: String, trim: true, default: 'newsletter' },
		receives: { type: String, enum: NEWSLETTER_MODES },
		topics: { type: [String], default: undefined },
		pausedUntil: { type: Date },
		preferencesChangedAt: { type: Date },
		importedBy: { type: String },
		consent: { type: String },
	},
	schemaOptions<SubscriberFields>(),
)

subscriberSchema.index({ email: 1 }, { unique: true })
// The digest's recipients (newsletter): active and confirmed, in _id order.
subscriberSchema.index({ active: 1, pending: 1, _id: 1 })
// The admin list's order (newest first, _id for ties), alone and under its filters.
subscriberSchema.index({ subscribedAt: -1, _id: -1 })
subscriberSchema.index({ active: 1, subscribedAt: -1, _id: -1 })
subscriberSchema.index({ source: 1, subscribedAt: -1, _id: -1 })

export type SubscriberModel = Model<SubscriberFields>

export const NewsletterSubscriber: SubscriberModel =
	(mongoose.models.NewsletterSubscriber as SubscriberModel | undefined) ??
	mongoose.model<SubscriberFields>(
		'NewsletterSubscriber',
		subscriberSchema,
		'newsletter_subscribers',
	)
