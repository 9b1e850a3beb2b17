/**
 * Sends: one message to each subscriber of a list, exactly once per recipient with any number of
 * instances, restarts and crashes (decision records 031 and 055). The daily digest is one kind of
 * send (digest-sending.server.ts); anything else sent to a list is another, with its own id.
 *
 * - Recipients are split into `sliceCount` ranges of subscriber ids. A worker holds a slice by a
 *   lease (coordination/leases.server.ts, kind SEND_SLICE_LEASE, key `<send>/<slice>`), renewed
 *   every third of its term; a dead holder's slice is taken over once its term has ended.
 * - Per recipient, the ledger (send-ledger.server.ts) gets a claim before the message goes to the
 *   mail server and an outcome once the server answered, a batch of `concurrency` messages at a
 *   time. A slice's next holder skips what has an outcome and sends again what was claimed and
 *   never answered. The window left is a crash between the server's "250 OK" and the batch's
 *   outcome insert: those recipients (at most one batch) get the message twice, with the same
 *   Message-ID.
 * - A finished slice inserts its record (`<send>/<slice>`, its counts); whoever finishes the last
 *   one hands the totals to the send (`finish`).
 * - Throttled to the send rate for all instances together (send-rate.server.ts).
 */
import { sliceRange, type SliceRange } from '#app/lib/digest-schedule.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import {
	THIS_PROCESS,
	takeLease,
	type Lease,
} from '#app/server/coordination/leases.server.ts'
import {
	NewsletterSubscriber,
	SendSlice,
	ofSends,
	type DeliveryOutcome,
	type SendSliceFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import {
	deliverEmail,
	type DeliveryResult,
	type Email,
} from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import {
	claimRecipients,
	readSliceLedger,
	recordOutcomes,
	type Answer,
} from './send-ledger.server.ts'
import {
	SEND_SLICE_LEASE,
	SLICE_LEASE_MS,
	keepUp,
	throttle,
	type Holding,
} from './send-rate.server.ts'
import { markUndeliverable } from './subscribers.server.ts'

/** A recipient with the choices a send may honour (decision record 068). */
export type Recipient = Pick<
	SubscriberFields,
	'_id' | 'email' | 'receives' | 'topics' | 'pausedUntil'
>
export type SendCounts = Pick<
	SendSliceFields,
	'sent' | 'failed' | 'bounced'
> & {
	skipped: number
}

/** A message, and which of the send's articles it holds when not all (kept in its outcome). */
export type Outgoing = Email & { items?: number }

/** What is sent, to whom: everything the machinery needs to know about one send. */
export interface Send {
	/** Fixed when the send is made (a digest's day); names its ledger, slices and leases. */
	id: string
	/** What the log calls it ("digest"). */
	label: string
	/** How many slices the recipients are split into (fixed with the send: resumed slices must match). */
	sliceCount: number
	/** The recipients in one range of subscriber ids, in `_id` order (e.g. `subscribersListedBy`). */
	recipients(range: SliceRange): Promise<Recipient[]>
	/**
	 * The message to one recipient, or null when the send has nothing for them (their choices): the
	 * recipient is claimed and recorded as skipped, and nothing goes to the mail server.
	 */
	messageFor(recipient: Recipient): Outgoing | null | Promise<Outgoing | null>
	/** Called once every slice is done, with the totals (by every finisher: make it idempotent). */
	finish(totals: SendCounts): Promise<void>
}

export interface SendOptions {
	now?: Date
	/** Who is working (several workers in one process in tests). */
	by?: string
	/** Messages per second for every worker together (default NEWSLETTER_SEND_RATE). */
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

/**
 * The usual list: confirmed active subscribers who were on it when the send was made (`listedBy`),
 * so a resumed slice sends to the same people; one who leaves meanwhile is skipped.
 */
export function subscribersListedBy(
	listedBy: Date,
): (range: SliceRange) => Promise<Recipient[]> {
	return range =>
		NewsletterSubscriber.find(
			{
				_id: op(
					range.to === undefined
						? { $gte: range.from }
						: { $gte: range.from, $lt: range.to },
				),
				active: true,
				pending: op({ $ne: true }),
				subscribedAt: op({ $lte: listedBy }),
			},
			{ _id: 1, email: 1, receives: 1, topics: 1, pausedUntil: 1 },
		)
			.sort({ _id: 1 })
			.lean<Recipient[]>()
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms))

export class WorkerGone extends Error {}

function checkAlive(signal: AbortSignal | undefined): void {
	if (signal?.aborted) throw new WorkerGone('the send worker stopped')
}

/** One message, with retries on temporary failures (4xx, dropped connections). */
async function deliverWithRetries(
	email: Email,
	backoffMs: number,
	signal: AbortSignal | undefined,
): Promise<{ result: DeliveryResult; tries: number }> {
	const attempts = getEnv().NEWSLETTER_SEND_ATTEMPTS
	for (let tries = 1; ; tries += 1) {
		const result = await deliverEmail(email)
		checkAlive(signal)
		if (result.status !== 'temporary-failure' || tries >= attempts)
			return { result, tries }
		await sleep(backoffMs * 4 ** (tries - 1))
		checkAlive(signal)
	}
}

function countOutcomes(outcomes: Iterable<DeliveryOutcome>): SendCounts {
	const counts = { sent: 0, failed: 0, bounced: 0, skipped: 0 }
	for (const outcome of outcomes) counts[outcome] += 1
	return counts
}

const OUTCOME_OF: Record<DeliveryResult['status'], DeliveryOutcome> = {
	sent: 'sent',
	'permanent-failure': 'bounced',
	'temporary-failure': 'failed',
	'not-configured': 'skipped',
}

type Settings = Required<Omit<SendOptions, 'now' | 'signal'>> &
	Pick<SendOptions, 'signal'>

interface SliceWork {
	send: Send
	slice: number
	settings: Settings
}

/**
 * One batch: a claim per recipient, the messages of the claims won, one insert of their outcomes.
 * `lost`: the recipients someone else had claimed.
 */
async function sendBatch(
	{ send, slice, settings }: SliceWork,
	pace: ReturnType<typeof throttle>,
	lease: Lease,
	batch: Recipient[],
	claimed: ReadonlyMap<string, number>,
): Promise<{ answers: Answer[]; lost: Recipient[] }> {
	const writer = { send: send.id, slice, term: lease.term }
	const won = await claimRecipients(
		writer,
		batch.map(recipient => recipient._id),
		claimed,
	)
	// Every message of the batch is made before the first goes out: a recipient whose message cannot
	// be made fails the batch while nothing of it was sent, so its retry sends nobody twice.
	const emails = await Promise.all(
		batch.map(async (recipient, index) =>
			won[index] ? send.messageFor(recipient) : null,
		),
	)
	const answered = await Promise.all(
		batch.map(async (recipient, index) => {
			if (!won[index]) return null
			const attempt = (claimed.get(recipient._id) ?? 0) + 1
			const outgoing = emails[index]
			if (!outgoing)
				return {
					subscriber: recipient._id,
					attempt,
					outcome: 'skipped' as const,
					tries: 0,
				}
			const { items, ...email } = outgoing
			await pace.wait()
			checkAlive(settings.signal)
			const { result, tries } = await deliverWithRetries(
				email,
				settings.backoffMs,
				settings.signal,
			)
			const reason = 'reason' in result ? result.reason : undefined
			return {
				subscriber: recipient._id,
				attempt,
				outcome: OUTCOME_OF[result.status],
				...(reason ? { reason } : {}),
				...(items === undefined ? {} : { items }),
				tries,
			}
		}),
	)
	const answers = answered.filter(answer => answer !== null)
	await recordOutcomes(writer, answers)
	return { answers, lost: batch.filter((_, index) => !won[index]) }
}

/** What the mail server answered, as the slice keeps it (a bounce marks the address). */
async function takeAnswers(
	send: Send,
	answers: readonly Answer[],
	outcomes: Map<string, DeliveryOutcome>,
): Promise<void> {
	for (const answer of answers) {
		outcomes.set(answer.subscriber, answer.outcome)
		if (answer.outcome === 'bounced')
			await markUndeliverable(answer.subscriber, answer.reason ?? 'refused')
		if (answer.outcome === 'failed')
			logger.warn(
				{ send: send.id, reason: answer.reason },
				`${send.label} message not delivered after retries`,
			)
	}
}

/**
 * Sends one slice, continuing where earlier holders stopped. True when the slice is finished (its
 * record inserted); false when it stopped early (lease lost).
 */
async function sendSlice(work: SliceWork, taken: Lease): Promise<boolean> {
	const { send, slice, settings } = work
	const recipients = await send.recipients(sliceRange(slice, send.sliceCount))
	let ledger = await readSliceLedger(send.id, slice, taken.term)
	const holding: Holding = { lease: taken, renewedAt: Date.now(), countedAt: 0 }
	const pace = throttle(settings.ratePerSecond)
	let todo = recipients.filter(recipient => !ledger.outcomes.has(recipient._id))
	let next = 0
	while (next < todo.length) {
		checkAlive(settings.signal)
		if (!(await keepUp(settings, holding, pace))) return false
		const batch = todo.slice(next, next + settings.concurrency)
		next += batch.length
		const { answers, lost } = await sendBatch(
			work,
			pace,
			holding.lease,
			batch,
			ledger.claimed,
		)
		await takeAnswers(send, answers, ledger.outcomes)
		if (lost.length === 0 || ledger.read) continue
		// Claims this first holder did not know of (the lease's records gone, the ledger's not): once
		// sure nobody took the slice meanwhile, it reads the ledger after all and goes on from there.
		holding.renewedAt = 0
		if (!(await keepUp(settings, holding, pace))) return false
		ledger = await readSliceLedger(send.id, slice)
		todo = [...lost, ...todo.slice(next)].filter(
			recipient => !ledger.outcomes.has(recipient._id),
		)
		next = 0
	}
	// Finished: the counts are those of every outcome in the slice (this holder's and earlier ones').
	await insertOnce(SendSlice, holding.lease.key, {
		send: send.id,
		slice,
		...countOutcomes(ledger.outcomes.values()),
		at: new Date(),
	})
	return true
}

function settingsOf(options: SendOptions): Settings {
	const ratePerSecond = options.ratePerSecond ?? getEnv().NEWSLETTER_SEND_RATE
	return {
		ratePerSecond,
		concurrency:
			options.concurrency ??
			Math.max(1, Math.min(10, Math.ceil(ratePerSecond / 4))),
		backoffMs: options.backoffMs ?? 1000,
		leaseMs: options.leaseMs ?? SLICE_LEASE_MS,
		by: options.by ?? THIS_PROCESS,
		signal: options.signal,
	}
}

const sum = (slices: readonly SendSliceFields[]): SendCounts =>
	slices.reduce<SendCounts>(
		(totals, slice) => ({
			sent: totals.sent + slice.sent,
			failed: totals.failed + slice.failed,
			bounced: totals.bounced + slice.bounced,
			skipped: totals.skipped + (slice.skipped ?? 0),
		}),
		{ sent: 0, failed: 0, bounced: 0, skipped: 0 },
	)

/**
 * Works on one send: every slice nobody else holds, then, once every slice is done, its totals.
 * Returns what this worker's slices sent.
 */
export async function runSend(
	send: Send,
	options: SendOptions = {},
): Promise<SendCounts> {
	const settings = settingsOf(options)
	const finished = () =>
		SendSlice.find(ofSends([send.id])).lean<SendSliceFields[]>()
	const done = new Set((await finished()).map(record => record.slice))
	const mine: SendSliceFields[] = []
	for (let slice = 0; slice < send.sliceCount; slice += 1) {
		if (done.has(slice)) continue
		checkAlive(settings.signal)
		const key = `${send.id}/${slice}`
		// The clock as each slice is taken: a slice can take longer than a lease, and a term dated
		// from when the send began would be over before it was written (another worker would take it).
		const lease = await takeLease(SEND_SLICE_LEASE, key, {
			forMs: settings.leaseMs,
			holder: settings.by,
			now: options.now ?? new Date(),
		})
		if (!lease || (await SendSlice.exists({ _id: key }))) continue
		await sendSlice({ send, slice, settings }, lease)
		const record = await SendSlice.findById(key).lean<SendSliceFields>()
		if (record) mine.push(record)
	}
	const slices = await finished()
	if (slices.length >= send.sliceCount) await send.finish(sum(slices))
	return sum(mine)
}

/**
 * A job's pass over the open sends: works on each, adding what this worker sent to `report`. A send
 * that fails is logged and left for the next run; a worker that is gone stops the pass.
 */
export async function workOnSends<T extends { _id: string }>(
	records: readonly T[],
	send: (record: T) => Promise<SendCounts>,
	report: Pick<SendCounts, 'sent' | 'failed' | 'bounced'>,
	label: string,
): Promise<void> {
	for (const record of records) {
		try {
			const counts = await send(record)
			report.sent += counts.sent
			report.failed += counts.failed
			report.bounced += counts.bounced
		} catch (error) {
			if (error instanceof WorkerGone) throw error
			logger.warn(
				{ err: error, [label]: record._id },
				`${label} not finished; the job continues it`,
			)
		}
	}
}
