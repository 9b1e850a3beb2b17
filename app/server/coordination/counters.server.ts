/**
 * Batched, exact counters. Readers' views, shares, promotion clicks (and later impressions and
 * daily rollups) add to numbers in documents; a burst of readers must cost the database one write
 * per document, not one per reader, and no count may be lost, on MongoDB or FerretDB, with any
 * number of instances. docs/decisions/020 and 024.
 *
 * 1. `increment` buffers in this process; about a second after the first buffered increment,
 *    `flushCounters` inserts one batch record per document (`counter_batches`, its own `_id`).
 *    Inserts are exact on every server: two instances flushing at once write two records. A
 *    failed insert is retried under the same `_id`, so one that did land is not written twice.
 * 2. `foldCounters` (a periodic job on every instance) adds the batches to their documents. One
 *    instance at a time: turns are slots of the database's clock (FOLD_SLOT_MS), each a one-time
 *    claim (`counter-fold:{slot}`, claims.server.ts); the holder writes only in the first FOLD_WINDOW_MS of its
 *    slot, so no two instances update a document at once (FerretDB v1 loses one of two concurrent
 *    updates of a document; MongoDB's `$inc` is atomic anyway). Each fold marks its batches with
 *    its run id, adds them with `{_fold: {$ne: run}}` as the condition and `_fold: run` as part of
 *    the update, then deletes them: a fold cut off half-way is finished by the next one, and a
 *    document it already updated is not updated twice.
 *
 * What it promises: every increment accepted is counted exactly once, unless the process dies
 * within the second it is buffered (counts, not content). Documents show counts within a few
 * seconds (one flush plus up to one turn).
 */
import mongoose from 'mongoose'
import { logger } from '#app/server/platform/logger.server.ts'
import type { PeriodicJob } from './jobs.server.ts'
import { randomId } from '#app/server/models/shared.ts'
import { claim, insertEach } from './claims.server.ts'

/** How long increments wait in the buffer before they are written. */
export const COUNTER_FLUSH_MS = 1000
/** A bound on distinct buffered documents, so a database outage cannot grow memory without end. */
const MAX_BUFFERED_DOCUMENTS = 100_000

export interface IncrementOptions {
	/** Create the document when missing (rollups, stats); counters of existing records leave it off. */
	upsert?: boolean
	/** Fields for a document the upsert creates (e.g. the day and the article of a daily rollup). */
	setOnInsert?: Record<string, unknown>
}

interface Pending {
	collection: string
	id: string
	inc: Record<string, number>
	options: IncrementOptions
}

const buffer = new Map<string, Pending>()
let timer: ReturnType<typeof setTimeout> | undefined
let flushing: Promise<void> = Promise.resolve()
const listeners = new Set<(batch: readonly CounterWrite[]) => void>()

/** One document's increments as written by a flush (what `onCounterFlush` listeners receive). */
export interface CounterWrite {
	collection: string
	id: string
	inc: Readonly<Record<string, number>>
}

function add(target: Record<string, number>, inc: Record<string, number>) {
	for (const [field, amount] of Object.entries(inc))
		target[field] = (target[field] ?? 0) + amount
}

function schedule() {
	if (timer) return
	timer = setTimeout(() => {
		timer = undefined
		void flushCounters()
	}, COUNTER_FLUSH_MS)
	timer.unref()
}

/**
 * Adds `inc` to the fields of document `id` in `collection` (the MongoDB collection name), soon.
 * Increments of one document within the window merge into one `$inc`.
 */
export function increment(
	collection: string,
	id: string,
	inc: Record<string, number>,
	options: IncrementOptions = {},
): void {
	const key = `${collection}\u0000${id}`
	const existing = buffer.get(key)
	if (existing) {
		add(existing.inc, inc)
	} else {
		if (buffer.size >= MAX_BUFFERED_DOCUMENTS) {
			logger.warn({ collection, id }, 'counter buffer full; increment dropped')
			return
		}
		buffer.set(key, { collection, id, inc: { ...inc }, options })
	}
	schedule()
}

/** Increments waiting to be written (tests and the shutdown log). */
export function pendingCounterCount(): number {
	return buffer.size
}

/**
 * Called after each successful flush with what was written: a hook for work that follows counts
 * (daily insight rollups can be fed from here instead of by a second increment per reader).
 */
export function onCounterFlush(
	listener: (batch: readonly CounterWrite[]) => void,
): () => void {
	listeners.add(listener)
	return () => listeners.delete(listener)
}

const BATCHES = 'counter_batches'

/** One flush's increments of one document, waiting to be folded into it. */
interface BatchRecord {
	_id: string
	/** The collection and `_id` of the counted document. */
	c: string
	d: string
	inc: Record<string, number>
	upsert?: boolean
	setOnInsert?: Record<string, unknown>
	/** The fold run that is adding it (set just before its document is updated). */
	fold?: string
	at: Date
}

function batches() {
	return mongoose.connection.collection<BatchRecord>(BATCHES)
}

/** Batches whose insert failed, kept with their `_id` (a retry of one that landed is a duplicate, not a second count). */
let unwritten: BatchRecord[] = []

/** Inserts the batches; returns those to retry (all of them when the insert failed: one that landed is then a duplicate, not a second count). */
async function writeBatches(records: BatchRecord[]): Promise<BatchRecord[]> {
	if (records.length === 0) return []
	if (!mongoose.connection.db) return records
	try {
		await insertEach(batches(), records)
		return []
	} catch (error) {
		logger.warn(
			{ err: error, batches: records.length },
			'counter flush failed; retrying with the next flush',
		)
		return records
	}
}

/** Writes everything buffered now as batch records (also called at shutdown). Resolves when written or kept for a retry. */
export function flushCounters(): Promise<void> {
	const run = flushing.then(async () => {
		if (timer) {
			clearTimeout(timer)
			timer = undefined
		}
		if (buffer.size === 0 && unwritten.length === 0) return
		const at = new Date()
		const fresh: BatchRecord[] = [...buffer.values()].map(
			({ collection, id, inc, options }) => ({
				_id: randomId(),
				c: collection,
				d: id,
				inc,
				...(options.upsert ? { upsert: true } : {}),
				...(options.setOnInsert ? { setOnInsert: options.setOnInsert } : {}),
				at,
			}),
		)
		buffer.clear()
		const attempt = [...unwritten, ...fresh]
		const failed = await writeBatches(attempt)
		unwritten = failed
		if (failed.length) schedule()
		const retrying = new Set(failed)
		const done = attempt
			.filter(record => !retrying.has(record))
			.map(({ c, d, inc }) => ({ collection: c, id: d, inc }))
		for (const listener of listeners) {
			try {
				listener(done)
			} catch (error) {
				logger.warn({ err: error }, 'counter flush listener failed')
			}
		}
	})
	flushing = run.catch(() => undefined)
	return run
}

// ---------------------------------------------------------------------------------------------
// Folding batches into their documents, one instance at a time.

/** Turns of the database's clock: one instance folds per slot. */
export const FOLD_SLOT_MS = 6000
/** The holder of a turn starts no write after this much of its slot: a write has the rest (4 s) to finish before the next turn. */
export const FOLD_WINDOW_MS = 2000
/** Batches one fold reads at most (bounds the writes of a turn). */
const FOLD_LIMIT = 500
/** Turn claims are kept this long (then swept). */
const TURN_RETENTION_MS = 10 * 60_000

let heldSlot: number | undefined

/** The database's clock (every instance takes turns by it, so their own clocks need not agree). */
async function databaseNow(): Promise<number> {
	const hello = await mongoose.connection.db!.command({ hello: 1 })
	return hello.localTime instanceof Date
		? hello.localTime.getTime()
		: Date.now()
}

/** The claim of one turn: slot `slot` of the database's clock. */
export function foldTurnClaimId(slot: number): string {
	return `counter-fold:${slot}`
}

/** Claims this slot's turn unless this process already holds it. Returns the local time to stop writing at, or null. */
async function claimTurn(): Promise<number | null> {
	const now = await databaseNow()
	const slot = Math.floor(now / FOLD_SLOT_MS)
	const stopAt = Date.now() + (slot * FOLD_SLOT_MS + FOLD_WINDOW_MS - now)
	if (heldSlot !== slot) {
		const won = await claim(foldTurnClaimId(slot), {
			lifetimeMs: TURN_RETENTION_MS,
			now: new Date(now),
		})
		if (!won) return null
		heldSlot = slot
	}
	return Date.now() < stopAt ? stopAt : null
}

/**
 * Adds batches marked with `run` to their documents, each document at most once for this run,
 * then deletes them. False when the turn ended first (the rest is left for the next fold).
 */
interface DocumentIncrement {
	c: string
	d: string
	inc: Record<string, number>
	upsert: boolean
	setOnInsert?: Record<string, unknown>
}

async function applyRun(
	run: string,
	records: BatchRecord[],
	stopAt: number,
): Promise<boolean> {
	const byDocument = new Map<string, DocumentIncrement>()
	for (const record of records) {
		const key = `${record.c}\u0000${record.d}`
		const entry = byDocument.get(key) ?? {
			c: record.c,
			d: record.d,
			inc: {},
			upsert: false,
		}
		add(entry.inc, record.inc)
		entry.upsert ||= record.upsert === true
		if (record.setOnInsert) entry.setOnInsert = record.setOnInsert
		byDocument.set(key, entry)
	}
	const byCollection = new Map<string, DocumentIncrement[]>()
	for (const entry of byDocument.values())
		byCollection.set(entry.c, [...(byCollection.get(entry.c) ?? []), entry])
	for (const [collection, entries] of byCollection) {
		if (Date.now() >= stopAt) return false
		const target = mongoose.connection.collection<{ _id: string }>(collection)
		// Documents counted into existence (rollups, stats) are created first: an insert, exact.
		await insertEach(
			target,
			entries
				.filter(candidate => candidate.upsert)
				.map(entry => ({ _id: entry.d, ...entry.setOnInsert })),
		)
		if (Date.now() >= stopAt) return false
		await target.bulkWrite(
			entries.map(({ d, inc }) => ({
				updateOne: {
					filter: { _id: d, _fold: { $ne: run } },
					update: { $inc: inc, $set: { _fold: run } },
				},
			})),
			{ ordered: false },
		)
	}
	await batches().deleteMany({ fold: run })
	return true
}

/**
 * One fold, if this instance holds the turn: first any run an earlier fold left half-done, then
 * up to FOLD_LIMIT new batches. Returns the batches folded, or null when another instance has
 * the turn (or this one's window has passed).
 */
export async function foldCounters(): Promise<number | null> {
	if (!mongoose.connection.db) return null
	const stopAt = await claimTurn()
	if (stopAt === null) return null
	let folded = 0
	const leftOver = await batches()
		.find({ fold: { $exists: true } })
		.limit(FOLD_LIMIT)
		.toArray()
	const runs = new Map<string, BatchRecord[]>()
	for (const record of leftOver)
		runs.set(record.fold!, [...(runs.get(record.fold!) ?? []), record])
	for (const [run, records] of runs) {
		if (!(await applyRun(run, records, stopAt))) return folded
		folded += records.length
	}
	const fresh = await batches()
		.find({ fold: { $exists: false } })
		.limit(FOLD_LIMIT)
		.toArray()
	if (fresh.length === 0 || Date.now() >= stopAt) return folded
	const run = randomId()
	await batches().updateMany(
		{ _id: { $in: fresh.map(record => record._id) } },
		{ $set: { fold: run } },
	)
	if (await applyRun(run, fresh, stopAt)) folded += fresh.length
	return folded
}

/** Batches written and not yet folded (tests, the shutdown log). */
export function unfoldedCounterCount(): Promise<number> {
	return batches().countDocuments()
}

/**
 * Writes what is buffered and waits until every batch is folded (tests and one-off commands;
 * with other instances running, one of them may hold the turn meanwhile).
 */
export async function settleCounters(timeoutMs = 30_000): Promise<void> {
	await flushCounters()
	const deadline = Date.now() + timeoutMs
	while (unwritten.length > 0 || (await unfoldedCounterCount()) > 0) {
		if (Date.now() > deadline) throw new Error('counters not settled in time')
		if (unwritten.length > 0) await flushCounters()
		await foldCounters()
		await new Promise(resolve => setTimeout(resolve, 100))
	}
}

export const FOLD_COUNTERS: PeriodicJob = {
	name: 'fold counters',
	everyMs: 1000,
	run: foldCounters,
}
