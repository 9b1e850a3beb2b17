import mongoose, { Schema, type Model } from 'mongoose'

/**
 * The articles waiting for their publication time: one small record per scheduled article, kept
 * by every save that leaves an article scheduled (decision 035). The publishing job reads this
 * collection every few seconds instead of the articles: on the embedded database, which scans
 * whole collections, that is a few records instead of the archive. A record can outlive its reason
 * (the article was unpublished, rescheduled or deleted): the job checks the article, and drops the
 * record or moves it to the article's time.
 */
export interface PublishQueueFields {
	/** The article's id. */
	_id: string
	/** When it is due: the article's `publishedAt` when it was scheduled. */
	at: Date
	/**
	 * New on every write of the entry: the job removes an entry only if it is the one it read, so a
	 * save that queues the article again meanwhile (even for the same time) is never lost.
	 */
	token: string
}

const publishQueueSchema = new Schema<PublishQueueFields>(
	{
		_id: { type: String, required: true },
		at: { type: Date, required: true },
		token: { type: String, required: true },
	},
	{ versionKey: false, id: false },
)

export type PublishQueueModel = Model<PublishQueueFields>

export const PublishQueue: PublishQueueModel =
	(mongoose.models.PublishQueue as PublishQueueModel | undefined) ??
	mongoose.model<PublishQueueFields>(
		'PublishQueue',
		publishQueueSchema,
		'publish_queue',
	)
