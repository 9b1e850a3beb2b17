/**
 * The administrator's hand on the newsletter list: switch a subscriber off or back on, erase one
 * completely (the right to erasure), and the CSV export, streamed from a cursor so that its
 * memory stays the same for ten subscribers or a million.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { csvLine } from '#app/lib/csv.ts'
import { escapeRegExp } from '#app/lib/admin-list.ts'
import { SUBSCRIBER_STATUS_LABELS } from '#app/content/newsletter.ts'
import type { SubscriberListQuery } from '#app/schemas/admin-lists.ts'
import {
	subscriberFilter,
	toSubscriberRow,
} from '#app/server/admin/lists.server.ts'
import {
	cursorTextStream,
	RECORDS_PER_BATCH,
} from '#app/server/platform/cursor-stream.server.ts'
import { notFound } from '#app/server/platform/errors.server.ts'
import {
	Claim,
	NewsletterDelivery,
	NewsletterSubscriber,
	SignupRequest,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'

/**
 * Deactivates (no more newsletters, as if they had unsubscribed) or reactivates a subscriber;
 * answers their address for the message. Reactivating clears an unsubscribe or a bounce but not a
 * pending confirmation: an address nobody confirmed stays Pending and gets no digest.
 */
export async function setSubscriberActive(
	id: string,
	active: boolean,
	now = new Date(),
): Promise<{ email: string }> {
	const update = active
		? {
				$set: { active: true },
				$unset: { unsubscribedAt: 1, bouncedAt: 1, bounceReason: 1 },
			}
		: { $set: { active: false, unsubscribedAt: now } }
	const doc = await NewsletterSubscriber.findOneAndUpdate({ _id: id }, update, {
		returnDocument: 'after',
	}).lean<SubscriberFields>()
	if (!doc) throw notFound('Subscriber not found.')
	await recordAudit({
		action: 'subscriber-status',
		subjectId: id,
		subjectLabel: doc.email,
		detail: active ? 'reactivated' : 'deactivated',
	})
	return { email: doc.email }
}

interface ErasureTarget {
	id: string
	email: string
}

/**
 * Every place that holds a subscriber's address or names them by id, besides their own record.
 * The newsletter's records: sign-ups waiting to be processed (they hold the address), claims of
 * e-mails (named `kind:<subscriberId>:…`) and the send ledger (a claim and an outcome per send and
 * recipient, whose failure reason may quote the address). One step per collection, so a new
 * record of the address has one place to join.
 */
const ERASURE_STEPS: {
	records: string
	erase: (target: ErasureTarget) => Promise<number>
}[] = [
	{
		records: 'sign-up requests',
		erase: async ({ email }) =>
			(await SignupRequest.deleteMany({ email })).deletedCount,
	},
	{
		records: 'newsletter e-mail claims',
		erase: async ({ id }) =>
			(
				await Claim.deleteMany({
					_id: op({ $regex: `(^|:)${escapeRegExp(id)}(:|$)` }),
				})
			).deletedCount,
	},
	{
		records: 'send ledger',
		erase: async ({ id }) =>
			(await NewsletterDelivery.deleteMany({ subscriber: id })).deletedCount,
	},
]

/**
 * Erases a subscriber: switched off first (a digest being sent picks no inactive recipient, so
 * no send claim is written again behind the erasure), then every record that holds their address
 * or id, then their own record (last, so an erasure cut short is still in the list and can be run
 * again). Answers the address and how many records went.
 */
export async function eraseSubscriber(
	id: string,
): Promise<{ email: string; records: number }> {
	const subscriber =
		await NewsletterSubscriber.findById(id).lean<SubscriberFields>()
	if (!subscriber) throw notFound('Subscriber not found.')
	const target = { id: subscriber._id, email: subscriber.email }
	await NewsletterSubscriber.updateOne(
		{ _id: subscriber._id },
		{ $set: { active: false } },
	)
	let records = 0
	for (const step of ERASURE_STEPS) records += await step.erase(target)
	records += (await NewsletterSubscriber.deleteOne({ _id: subscriber._id }))
		.deletedCount
	// The address is not written down again: the log keeps that an erasure happened, not whose.
	await recordAudit({
		action: 'subscriber-erased',
		subjectId: subscriber._id,
		detail: `${records} records removed`,
	})
	return { email: subscriber.email, records }
}

/** SPEC §9's columns. */
export const SUBSCRIBER_CSV_HEADER = [
	'Email',
	'Subscribed Date',
	'Source',
	'Content Type',
	'Status',
]
/**
 * The subscribers matching a list's filter as CSV, produced while the client reads it: a cursor
 * walks the records in `_id` order (an index walk on either server, no sort in memory), one batch
 * per chunk of the stream (`cursorTextStream`), so memory holds one batch, not the list.
 */
export function subscribersCsvStream(
	query: Pick<SubscriberListQuery, 'q' | 'status' | 'source'>,
): ReadableStream<Uint8Array> {
	const cursor = NewsletterSubscriber.find(subscriberFilter(query) as never)
		.sort({ _id: 1 })
		.lean<SubscriberFields[]>()
		.cursor({ batchSize: RECORDS_PER_BATCH })
	return cursorTextStream(
		cursor,
		docs =>
			docs
				.map(doc => {
					const row = toSubscriberRow(doc)
					return csvLine([
						row.email,
						row.subscribedAt ?? 'N/A',
						row.source,
						row.contentType,
						SUBSCRIBER_STATUS_LABELS[row.status],
					])
				})
				.join(''),
		{ head: csvLine(SUBSCRIBER_CSV_HEADER) },
	)
}
