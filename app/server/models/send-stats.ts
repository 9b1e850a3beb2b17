import mongoose, { Schema, type Model } from 'mongoose'
import { schemaOptions } from './shared.ts'

/*
 * What readers did with a send (decision record 083), as aggregate counts written by the batched
 * counters (coordination/counters.server.ts): no record here names a reader.
 */

/** Clicks on one link of one send: `_id` = `<send>|<hash of the link>`. */
export interface SendLinkFields {
	_id: string
	send: string
	url: string
	clicks: number
}

const linkSchema = new Schema<SendLinkFields>(
	{
		_id: { type: String, required: true },
		send: { type: String, required: true },
		url: { type: String, required: true },
		clicks: { type: Number, default: 0 },
	},
	schemaOptions<SendLinkFields>(),
)
linkSchema.index({ send: 1 })

export type SendLinkModel = Model<SendLinkFields>

export const SendLink: SendLinkModel =
	(mongoose.models.SendLink as SendLinkModel | undefined) ??
	mongoose.model<SendLinkFields>(
		'SendLink',
		linkSchema,
		'newsletter_send_links',
	)

/** Readers who left or changed their choices from a send's links: `_id` = the send. */
export interface SendReadersFields {
	_id: string
	unsubscribes: number
	preferenceChanges: number
}

const readersSchema = new Schema<SendReadersFields>(
	{
		_id: { type: String, required: true },
		unsubscribes: { type: Number, default: 0 },
		preferenceChanges: { type: Number, default: 0 },
	},
	schemaOptions<SendReadersFields>(),
)

export type SendReadersModel = Model<SendReadersFields>

export const SendReaders: SendReadersModel =
	(mongoose.models.SendReaders as SendReadersModel | undefined) ??
	mongoose.model<SendReadersFields>(
		'SendReaders',
		readersSchema,
		'newsletter_send_readers',
	)
