/**
 * A send's ledger (models/send.ts): who was claimed, and what the mail server answered, per
 * recipient. Claims and outcomes are inserted a batch at a time (a round trip per message would cap
 * the rate on FerretDB); a claim insert is the claim (coordination/claims.server.ts `insertEach`).
 */
import {
	insertEach,
	recordsOf,
} from '#app/server/coordination/claims.server.ts'
import {
	NewsletterDelivery,
	ofSends,
	type DeliveryClaimId,
	type DeliveryOutcome,
	type DeliveryOutcomeId,
	type NewsletterDeliveryFields,
} from '#app/server/models/index.ts'

/** Ledger records are kept this long (far past any resume); the send's totals stay on its record. */
export const LEDGER_RETENTION_MS = 30 * 86_400_000

/** What the ledger says about a slice: the recipients answered, and those claimed (their latest attempt). */
export interface SliceLedger {
	outcomes: Map<string, DeliveryOutcome>
	claimed: Map<string, number>
	/** Whether the ledger was read (false: the slice's first holder, nothing there to read). */
	read: boolean
}

/**
 * What the ledger says about a slice whose holder took it at `term` of the slice's lease (none
 * given: read it). Only the holder of a slice's lease writes that slice's records, so its first
 * holder (term 1) finds none and does not look: on FerretDB v1 the read is a scan of the whole
 * ledger (every recipient of every send of the last 30 days), which made each slice wait longer
 * than the one before (docs/decisions/082). A slice taken over (term 2 on) reads it. Should a first
 * holder meet claims after all (a lease's terms are kept 7 days, the ledger 30), the claims refuse
 * it, and it reads the ledger then (sends.server.ts).
 */
export async function readSliceLedger(
	send: string,
	slice: number,
	term?: number,
): Promise<SliceLedger> {
	if (term === 1)
		return { outcomes: new Map(), claimed: new Map(), read: false }
	const records = await NewsletterDelivery.find(
		{ ...ofSends([send]), slice },
		{ kind: 1, subscriber: 1, outcome: 1, attempt: 1 },
	).lean<
		Pick<
			NewsletterDeliveryFields,
			'kind' | 'subscriber' | 'outcome' | 'attempt'
		>[]
	>()
	const outcomes = new Map<string, DeliveryOutcome>()
	const claimed = new Map<string, number>()
	for (const record of records) {
		if (record.kind === 'outcome' && record.outcome)
			outcomes.set(record.subscriber, record.outcome)
		else
			claimed.set(
				record.subscriber,
				Math.max(claimed.get(record.subscriber) ?? 0, record.attempt ?? 1),
			)
	}
	return { outcomes, claimed, read: true }
}

interface Writer {
	send: string
	slice: number
	/** The term of the slice's lease. */
	term: number
}

const ledger = () => recordsOf<NewsletterDeliveryFields>(NewsletterDelivery)

const expiry = (at: Date) => new Date(at.getTime() + LEDGER_RETENTION_MS)

/**
 * Claims each subscriber: their first claim, or the next after one whose holder died unanswered
 * (`claimed`). For each, whether this call won it (a lost one is another worker's to send).
 */
export async function claimRecipients(
	writer: Writer,
	subscribers: readonly string[],
	claimed: ReadonlyMap<string, number>,
): Promise<boolean[]> {
	const at = new Date()
	return insertEach(
		ledger(),
		subscribers.map(subscriber => {
			const attempt = (claimed.get(subscriber) ?? 0) + 1
			const _id: DeliveryClaimId = { send: writer.send, subscriber, attempt }
			return {
				_id,
				...writer,
				subscriber,
				kind: 'claim',
				attempt,
				at,
				expiresAt: expiry(at),
			}
		}),
	)
}

export interface Answer {
	subscriber: string
	attempt: number
	outcome: DeliveryOutcome
	reason?: string
	tries: number
	/** Which of the send's articles the message held (a digest's, docs/decisions/084). */
	items?: number
}

/** Records what the mail server answered, one insert for the batch. */
export async function recordOutcomes(
	writer: Writer,
	answers: readonly Answer[],
): Promise<void> {
	const at = new Date()
	await insertEach(
		ledger(),
		answers.map(answer => {
			const _id: DeliveryOutcomeId = {
				send: writer.send,
				subscriber: answer.subscriber,
			}
			return {
				_id,
				...writer,
				...answer,
				kind: 'outcome',
				at,
				expiresAt: expiry(at),
			}
		}),
	)
}
