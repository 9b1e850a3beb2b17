/**
 * One-time claims: how anything is done once across instances (decision 055).
 *
 * The one write that is exact on MongoDB and FerretDB v1 alike is an insert under a fixed `_id`: of
 * any number of simultaneous inserts of one `_id`, one succeeds and the others fail with a
 * duplicate key (an upsert or a conditional update gives no such guarantee on FerretDB v1). Every
 * "only one of us may do this" in the app goes through this module:
 *
 * - `insertEach` / `insertOnce`: records under fixed ids, inserted unless they exist (a seed's
 *   records, a guest post's article, a digest's day, a send's ledger). The only code that reads a
 *   duplicate key as "someone else has it".
 * - `claim`: a claim record in a claim store (models/claim.ts), optionally for a lifetime, after
 *   which the work may be claimed again. `readClaim` says who holds it; `releaseClaim` gives it up.
 *
 * Leases (renewed, handed over) are built on claims in leases.server.ts; expiry in expiry.server.ts.
 */
import mongoose, { type Model, type mongo } from 'mongoose'
import { Claim, type ClaimFields } from '#app/server/models/claim.ts'
import { isDuplicateKey } from '#app/server/models/shared.ts'

/** A record under a fixed id: a string, or a document of the fields that name it. */
export interface FixedIdRecord {
	_id: string | object
}

interface BulkWriteError {
	writeErrors?:
		{ index: number; code?: number }[] | { index: number; code?: number }
}

/**
 * Inserts `docs` (one round trip, unordered); for each, whether this call inserted it (false: a
 * record with its `_id` was there). Any failure other than a duplicate key is thrown, and then
 * nothing is known to be ours: the caller tries again (a retry of one that landed is a duplicate).
 */
export async function insertEach<T extends FixedIdRecord>(
	collection: mongo.Collection<T>,
	docs: readonly T[],
): Promise<boolean[]> {
	if (docs.length === 0) return []
	try {
		// T has its `_id`, so the driver's OptionalUnlessRequiredId<T> is T (not resolved for a generic T).
		await collection.insertMany(
			docs as readonly mongo.OptionalUnlessRequiredId<T>[],
			{ ordered: false },
		)
		return docs.map(() => true)
	} catch (error) {
		const reported = (error as BulkWriteError).writeErrors
		const writeErrors =
			reported === undefined
				? []
				: Array.isArray(reported)
					? reported
					: [reported]
		// A single insert's duplicate comes back as a plain error, a bulk one's per document.
		if (writeErrors.length === 0 && docs.length === 1 && isDuplicateKey(error))
			return [false]
		if (
			writeErrors.length === 0 ||
			writeErrors.some(writeError => writeError.code !== 11000)
		)
			throw error
		const lost = new Set(writeErrors.map(writeError => writeError.index))
		return docs.map((_, index) => !lost.has(index))
	}
}

/** The driver's collection of `model`, typed for its records (the driver assumes ObjectId ids). */
export function recordsOf<T extends FixedIdRecord>(model: {
	collection: { collectionName: string }
}): mongo.Collection<T> {
	return mongoose.connection.collection<T>(model.collection.collectionName)
}

/**
 * Inserts a record of `model` under `id` unless one exists; true when it inserted. Built through
 * the model (defaults, casting, validation), so it is a complete record; it never overwrites what
 * is there (an editor's change survives a re-run of the seed). `createdAt`/`updatedAt` are as given
 * (the seed backdates some), else now.
 */
export async function insertOnce<T>(
	model: Model<T>,
	id: unknown,
	fields: Record<string, unknown>,
): Promise<boolean> {
	const now = new Date()
	const record = new model({
		createdAt: now,
		updatedAt: now,
		...fields,
		_id: id,
	})
	await record.validate()
	const [inserted] = await insertEach(recordsOf<FixedIdRecord>(model), [
		record.toBSON() as FixedIdRecord,
	])
	return inserted === true
}

/** Where a claim is kept: `Claim` (claims) unless said otherwise. */
export type ClaimStore = Model<ClaimFields>

export interface ClaimOptions {
	/** The claim ends this long after it is made; then the work may be claimed again. Default: never. */
	lifetimeMs?: number
	/** Who claims (a process, a request): `readClaim` tells it back. */
	holder?: string
	/** What the winner is doing or decided, for whoever loses (e.g. "approve"). */
	outcome?: string
	now?: Date
	store?: ClaimStore
}

/**
 * Claims the work `id` names; true when this call won it. Of any number of simultaneous claims of
 * one id, on any instances, exactly one wins. A claim whose lifetime is over counts as absent: it
 * is removed only if unchanged, and a fresh insert decides between the callers that found it so.
 */
export async function claim(
	id: string,
	{
		lifetimeMs,
		holder,
		outcome,
		now = new Date(),
		store = Claim,
	}: ClaimOptions = {},
): Promise<boolean> {
	// A claim with a lifetime carries its end; one kept for good, when it was made (a stalled
	// one is told by its age). Nothing else is written: reader marks are the bulk of all claims.
	const record = {
		...(lifetimeMs === undefined ? { claimedAt: now } : {}),
		...(holder === undefined ? {} : { holder }),
		...(outcome === undefined ? {} : { outcome }),
		...(lifetimeMs === undefined
			? {}
			: { expiresAt: new Date(now.getTime() + lifetimeMs) }),
	}
	for (let attempt = 0; attempt < 2; attempt += 1) {
		if (await insertOnce(store, id, record)) return true
		// A claim for good cannot have ended: no need to look.
		if (lifetimeMs === undefined) return false
		const existing = await store
			.findById(id, { expiresAt: 1 })
			.lean<Pick<ClaimFields, 'expiresAt'>>()
		if (!existing) continue
		if (isInForce(existing, now)) return false
		await store.deleteOne({ _id: id, expiresAt: existing.expiresAt })
	}
	return false
}

/** Whether `held` (a claim as stored, or null) still holds at `now`: kept for good, or not yet ended. */
export function isInForce(
	held: Pick<ClaimFields, 'expiresAt'> | null,
	now: Date,
): boolean {
	return held !== null && (held.expiresAt === undefined || held.expiresAt > now)
}

/** The claim `id` as stored (ended or not), or null. */
export function readClaim(
	id: string,
	store: ClaimStore = Claim,
): Promise<ClaimFields | null> {
	return store.findById(id).lean<ClaimFields>()
}

/** Gives the claim `id` up, so the work may be claimed again (a save that failed after its claim). */
export async function releaseClaim(
	id: string,
	store: ClaimStore = Claim,
): Promise<void> {
	await store.deleteOne({ _id: id })
}
