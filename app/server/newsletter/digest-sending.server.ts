/**
 * Sending a digest exactly once per recipient with any number of instances, restarts and crashes
 * (decision record 031).
 *
 * - Recipients are split into DIGEST_SLICES ranges of subscriber ids. A worker holds a slice by a
 *   lease (`digest:<day>/<slice>#<attempt>` inserted in newsletter_claims, renewed by inserting the
 *   next attempt); a dead holder's slice is taken over once its lease runs out.
 * - Per recipient, a claim record is inserted before the message goes to the mail server and an
 *   outcome record once the server answered (`newsletter_deliveries`, insert-only; claims and
 *   outcomes are written a batch of `concurrency` messages at a time). A restarted slice skips
 *   what has an outcome and sends again what was claimed and never answered. The window left is a
 *   crash between the server's "250 OK" and the batch's outcome insert: those recipients (at most
 *   one batch) get the message twice, with the same Message-ID.
 */
import { hostname } from 'node:os'
import type { Model } from 'mongoose'
import { sliceRange } from '#app/lib/digest-schedule.ts'
import {
	DigestSlice,
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterSubscriber,
	type DeliveryOutcome,
	type DigestSliceFields,
	type NewsletterDeliveryFields,
	type NewsletterDigestFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { insertOnce, op } from '#app/server/models/shared.ts'
import {
	deliverEmail,
	type DeliveryResult,
	type Email,
} from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { claimLease, insertNew, renewLease } from './claims.server.ts'
import {
	digestContent,
	personalise,
	type DigestContent,
} from './digest-content.server.tsx'
import { markUndeliverable } from './subscribers.server.ts'
import {
	LEASE_PREFIX,
	SENDERS_RECOUNT_MS,
	SLICE_LEASE_MS,
	digestSenders,
	throttle,
} from './digest-rate.server.ts'

/** This process, as written in the claims it wins. */
const WORKER = `${hostname()}:${process.pid}`

export interface DigestRunOptions {
	now?: Date
	/** Who is working (several workers in one process in tests). */
	by?: string
	/** Messages per second for every worker of a digest together (default NEWSLETTER_SEND_RATE). */
	ratePerSecond?: number
	/** Messages in flight at once. */
	concurrency?: number
	/** First back-off after a temporary failure (then ×4 per try). */
	backoffMs?: number
	leaseMs?: number
	/**
	 * The worker is gone once this aborts (tests: a crash). Nothing more is claimed or sent, and a
	 * message in flight gets no outcome, as if the process had died before the server answered.
	 */
	signal?: AbortSignal
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

export class WorkerGone extends Error {}

function checkAlive(signal: AbortSignal | undefined): void {
	if (signal?.aborted) throw new WorkerGone('the digest worker stopped')
}

/** One message, with retries on temporary failures (4xx, dropped connections). */
async function deliverWithRetries(
	email: Email,
	attempts: number,
	backoffMs: number,
	signal: AbortSignal | undefined,
): Promise<{ result: DeliveryResult; tries: number }> {
	for (let tries = 1; ; tries += 1) {
		const result = await deliverEmail(email)
		checkAlive(signal)
		if (result.status !== 'temporary-failure' || tries >= attempts)
			return { result, tries }
		await sleep(backoffMs * 4 ** (tries - 1))
		checkAlive(signal)
	}
}

export type SliceCounts = Pick<DigestSliceFields, 'sent' | 'failed' | 'bounced'>

function countOutcomes(outcomes: Iterable<DeliveryOutcome>): SliceCounts {
	const counts = { sent: 0, failed: 0, bounced: 0 }
	for (const outcome of outcomes)
		if (outcome !== 'skipped') counts[outcome] += 1
	return counts
}

interface SliceJob {
	digest: NewsletterDigestFields
	slice: number
	attempt: number
	content: DigestContent
	options: Required<
		Pick<
			DigestRunOptions,
			'ratePerSecond' | 'concurrency' | 'backoffMs' | 'leaseMs' | 'by'
		>
	> &
		Pick<DigestRunOptions, 'signal'>
}

/** A slice's recipients, and what the ledger already says about them. */
async function readSlice(
	digest: NewsletterDigestFields,
	slice: number,
): Promise<{
	recipients: Recipient[]
	outcomes: Map<string, DeliveryOutcome>
	claimed: Set<string>
}> {
	const range = sliceRange(slice, digest.sliceCount)
	const recipients = await NewsletterSubscriber.find(
		{
			_id: op(
				range.to === undefined
					? { $gte: range.from }
					: { $gte: range.from, $lt: range.to },
			),
			active: true,
			pending: op({ $ne: true }),
			// Who was on the list when the digest was made: a resumed slice sends to the same people.
			subscribedAt: op({ $lte: digest.createdAt }),
		},
		{ _id: 1, email: 1 },
	)
		.sort({ _id: 1 })
		.lean<Recipient[]>()
	const ledger = await NewsletterDelivery.find(
		{ digest: digest._id, slice },
		{ kind: 1, subscriber: 1, outcome: 1 },
	).lean<
		Pick<NewsletterDeliveryFields, '_id' | 'kind' | 'subscriber' | 'outcome'>[]
	>()
	const outcomes = new Map<string, DeliveryOutcome>()
	const claimed = new Set<string>()
	for (const record of ledger) {
		if (record.kind === 'outcome' && record.outcome)
			outcomes.set(record.subscriber, record.outcome)
		else claimed.add(record.subscriber)
	}
	return { recipients, outcomes, claimed }
}

type Recipient = Pick<SubscriberFields, '_id' | 'email'>

const OUTCOME_OF: Record<DeliveryResult['status'], DeliveryOutcome> = {
	sent: 'sent',
	'permanent-failure': 'bounced',
	'temporary-failure': 'failed',
	'not-configured': 'skipped',
}

/**
 * One batch: a claim per recipient (a recipient claimed by a holder that died before the answer
 * is claimed again under this attempt), the messages of the claims won, and one insert of their
 * outcomes (a round trip per message would cap the rate on FerretDB).
 */
async function sendBatch(
	job: SliceJob,
	batch: Recipient[],
	claimed: Set<string>,
	pace: ReturnType<typeof throttle>,
	attempt: number,
): Promise<(NewsletterDeliveryFields & { outcome: DeliveryOutcome })[]> {
	const { digest, slice, content, options } = job
	const at = new Date()
	const claims = batch.map(recipient => ({
		_id: claimed.has(recipient._id)
			? `${digest._id}:${recipient._id}#${attempt}`
			: `${digest._id}:${recipient._id}`,
		digest: digest._id,
		slice,
		subscriber: recipient._id,
		kind: 'claim',
		attempt,
		at,
	}))
	const won = await insertNew(
		NewsletterDelivery as unknown as Model<never>,
		claims,
	)
	const answered = await Promise.all(
		batch.map(async (recipient, index) => {
			if (!won.has(claims[index]!._id)) return null
			await pace.wait()
			checkAlive(options.signal)
			const { result, tries } = await deliverWithRetries(
				personalise(content, digest._id, recipient),
				getEnv().NEWSLETTER_SEND_ATTEMPTS,
				options.backoffMs,
				options.signal,
			)
			const reason = 'reason' in result ? result.reason : undefined
			return {
				_id: `${digest._id}:${recipient._id}=`,
				digest: digest._id,
				slice,
				subscriber: recipient._id,
				kind: 'outcome' as const,
				attempt,
				outcome: OUTCOME_OF[result.status],
				...(reason ? { reason } : {}),
				tries,
				at: new Date(),
			}
		}),
	)
	const records = answered.filter(record => record !== null)
	await insertNew(NewsletterDelivery as unknown as Model<never>, records)
	return records
}

/**
 * Sends one slice of a digest, continuing where earlier holders stopped. True when the slice is
 * finished (its record inserted); false when it stopped early (lease lost).
 */
async function sendSlice(job: SliceJob): Promise<boolean> {
	const { digest, slice, options } = job
	const { leaseMs, by, signal } = options
	const leaseKey = `${LEASE_PREFIX}${digest._id}/${slice}`
	const { recipients, outcomes, claimed } = await readSlice(digest, slice)
	let attempt = job.attempt
	let renewedAt = Date.now()
	const pace = throttle(options.ratePerSecond)
	let countedAt = 0
	const todo = recipients.filter(recipient => !outcomes.has(recipient._id))
	for (let start = 0; start < todo.length; start += options.concurrency) {
		checkAlive(signal)
		if (Date.now() - countedAt >= SENDERS_RECOUNT_MS) {
			// A failed count keeps the share it had: not worth stopping the slice for.
			await digestSenders(leaseKey, leaseMs).then(
				pace.shareWith,
				(error: unknown) =>
					logger.warn(
						{ err: error },
						'digest: could not count the other senders',
					),
			)
			countedAt = Date.now()
		}
		if (Date.now() - renewedAt > leaseMs / 3) {
			const renewed = await renewLease(leaseKey, attempt, by)
			if (renewed === null) return false
			attempt = renewed
			renewedAt = Date.now()
		}
		const batch = todo.slice(start, start + options.concurrency)
		for (const record of await sendBatch(job, batch, claimed, pace, attempt)) {
			outcomes.set(record.subscriber, record.outcome)
			if (record.outcome === 'bounced')
				await markUndeliverable(record.subscriber, record.reason ?? 'refused')
			if (record.outcome === 'failed')
				logger.warn(
					{ digest: digest._id, reason: record.reason },
					'digest message not delivered after retries',
				)
		}
	}
	// Finished: the counts are those of every outcome in the slice (this attempt's and earlier ones').
	await insertOnce(
		DigestSlice as unknown as Model<{ _id: string }>,
		`${digest._id}/${slice}`,
		{
			digest: digest._id,
			slice,
			...countOutcomes(outcomes.values()),
			at: new Date(),
		},
	)
	return true
}

/** Records the totals once every slice is done (idempotent: every finisher writes the same). */
async function finishIfDone(
	digest: NewsletterDigestFields,
): Promise<SliceCounts | null> {
	const slices = await DigestSlice.find({ digest: digest._id }).lean<
		DigestSliceFields[]
	>()
	if (slices.length < digest.sliceCount) return null
	const totals = { sent: 0, failed: 0, bounced: 0 }
	for (const slice of slices) {
		totals.sent += slice.sent
		totals.failed += slice.failed
		totals.bounced += slice.bounced
	}
	if (!digest.completedAt) {
		await NewsletterDigest.updateOne(
			{ _id: digest._id, completedAt: op({ $exists: false }) },
			{ $set: { completedAt: new Date(), ...totals } },
		)
		logger.info({ digest: digest._id, ...totals }, 'digest sent')
	}
	return totals
}

/** Works on one digest: every slice nobody else holds, then the totals. */
export async function sendDigest(
	digest: NewsletterDigestFields,
	options: DigestRunOptions = {},
): Promise<SliceCounts> {
	const env = getEnv()
	const settings: SliceJob['options'] = {
		ratePerSecond: options.ratePerSecond ?? env.NEWSLETTER_SEND_RATE,
		concurrency:
			options.concurrency ??
			Math.max(
				1,
				Math.min(
					10,
					Math.ceil((options.ratePerSecond ?? env.NEWSLETTER_SEND_RATE) / 4),
				),
			),
		backoffMs: options.backoffMs ?? 1000,
		leaseMs: options.leaseMs ?? SLICE_LEASE_MS,
		by: options.by ?? WORKER,
		signal: options.signal,
	}
	const now = options.now ?? new Date()
	const content = await digestContent(digest)
	const done = new Set(
		(
			await DigestSlice.find({ digest: digest._id }, { slice: 1 }).lean<
				Pick<DigestSliceFields, 'slice'>[]
			>()
		).map(record => record.slice),
	)
	const counts = { sent: 0, failed: 0, bounced: 0 }
	for (let slice = 0; slice < digest.sliceCount; slice += 1) {
		if (done.has(slice)) continue
		checkAlive(options.signal)
		const attempt = await claimLease(
			`digest:${digest._id}/${slice}`,
			settings.leaseMs,
			settings.by,
			now,
		)
		if (attempt === null) continue
		const before = await DigestSlice.findById(`${digest._id}/${slice}`).lean()
		if (before) continue
		await sendSlice({ digest, slice, attempt, content, options: settings })
		const record = await DigestSlice.findById(
			`${digest._id}/${slice}`,
		).lean<DigestSliceFields>()
		if (record) {
			counts.sent += record.sent
			counts.failed += record.failed
			counts.bounced += record.bounced
		}
	}
	await finishIfDone(digest)
	return counts
}

/** The ledger of digests older than `maxAgeMs` (they are finished or abandoned); the digests' totals stay. */
export async function sweepDeliveryLedger(
	maxAgeMs: number,
	now = new Date(),
): Promise<number> {
	const result = await NewsletterDelivery.deleteMany({
		at: op({ $lt: new Date(now.getTime() - maxAgeMs) }),
	})
	return result.deletedCount
}
