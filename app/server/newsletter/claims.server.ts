/**
 * Claims for newsletter work that must happen once (see models/newsletter-claim.ts): the one
 * primitive that is exact on MongoDB and FerretDB v1 alike is an insert under a fixed `_id`.
 */
import type { Model } from 'mongoose'
import { NewsletterClaim } from '#app/server/models/index.ts'
import { isDuplicateKey, op } from '#app/server/models/shared.ts'

/** True when this call inserted `id` (and so owns the work it names); false when it existed. */
export async function claimOnce(id: string, by?: string): Promise<boolean> {
	try {
		await NewsletterClaim.collection.insertOne({
			_id: id as never,
			at: new Date(),
			by,
		})
		return true
	} catch (error) {
		if (isDuplicateKey(error)) return false
		throw error
	}
}

/**
 * Claims attempt `from` of some work (`<key>#<attempt>`), or a later one when an earlier attempt's
 * claim is older than `leaseMs` (its holder died, perhaps before it could record that it held
 * it). The attempt won, or null while a live holder may have it.
 */
export async function claimAttempt(
	key: string,
	from: number,
	leaseMs: number,
	by?: string,
	now = new Date(),
): Promise<number | null> {
	for (let attempt = from; attempt < from + 20; attempt += 1) {
		if (await claimOnce(`${key}#${attempt}`, by)) return attempt
		const held = await NewsletterClaim.findById(`${key}#${attempt}`, {
			at: 1,
		}).lean<{ at: Date }>()
		if (!held || now.getTime() - held.at.getTime() < leaseMs) return null
	}
	return null
}

interface BulkInsertError {
	code?: number
	writeErrors?:
		{ index: number; code: number }[] | { index: number; code: number }
}

/**
 * Inserts many records at once (one round trip, unordered) into `model`'s collection: the `_id`s
 * this call inserted, the others existing already. Any failure other than a duplicate key is
 * thrown (and then nothing is known to be ours: the caller retries).
 */
export async function insertNew(
	model: Model<never>,
	docs: readonly ({ _id: string } & Record<string, unknown>)[],
): Promise<Set<string>> {
	if (docs.length === 0) return new Set()
	try {
		await model.collection.insertMany(docs as never[], { ordered: false })
		return new Set(docs.map(doc => doc._id))
	} catch (error) {
		const bulk = error as BulkInsertError
		const writeErrors =
			bulk.writeErrors === undefined
				? []
				: Array.isArray(bulk.writeErrors)
					? bulk.writeErrors
					: [bulk.writeErrors]
		if (
			writeErrors.length === 0 ||
			writeErrors.some(writeError => writeError.code !== 11000)
		)
			throw error
		const lost = new Set(writeErrors.map(writeError => writeError.index))
		return new Set(
			docs.filter((_, index) => !lost.has(index)).map(doc => doc._id),
		)
	}
}

const escapeRegex = (text: string) =>
	text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Takes work named `key` that one worker at a time may hold, for as long as it renews: claims
 * `key#<n+1>` when the latest claim `key#<n>` is older than `leaseMs` (its holder died or gave
 * up), or is the first. The attempt number won, or null while a live holder has it.
 */
export async function claimLease(
	key: string,
	leaseMs: number,
	by?: string,
	now = new Date(),
): Promise<number | null> {
	const held = await NewsletterClaim.find(
		{ _id: op({ $regex: `^${escapeRegex(key)}#\\d+$` }) },
		{ at: 1 },
	).lean<{ _id: string; at: Date }[]>()
	let latest: { attempt: number; at: Date } | undefined
	for (const claim of held) {
		const attempt = Number(claim._id.slice(key.length + 1))
		if (!latest || attempt > latest.attempt) latest = { attempt, at: claim.at }
	}
	if (latest && now.getTime() - latest.at.getTime() < leaseMs) return null
	const next = (latest?.attempt ?? 0) + 1
	return (await claimOnce(`${key}#${next}`, by)) ? next : null
}

/**
 * The keys under `prefix` whose lease is live (claimed or renewed within `leaseMs`), on any
 * instance: who holds work of one kind right now.
 */
export async function liveLeaseKeys(
	prefix: string,
	leaseMs: number,
	now = new Date(),
): Promise<Set<string>> {
	const held = await NewsletterClaim.find(
		{
			_id: op({ $regex: `^${escapeRegex(prefix)}.*#\\d+$` }),
			at: op({ $gte: new Date(now.getTime() - leaseMs) }),
		},
		{ _id: 1 },
	).lean<{ _id: string }[]>()
	return new Set(
		held.map(claim => claim._id.slice(0, claim._id.lastIndexOf('#'))),
	)
}

/** The holder of `key#attempt` keeps it: claims the next attempt itself. Null when another took over. */
export async function renewLease(
	key: string,
	attempt: number,
	by?: string,
): Promise<number | null> {
	return (await claimOnce(`${key}#${attempt + 1}`, by)) ? attempt + 1 : null
}

/** Forgets claims older than `maxAgeMs` (the work they guarded can no longer be retried). */
export async function sweepNewsletterClaims(
	maxAgeMs: number,
	now = new Date(),
): Promise<number> {
	const result = await NewsletterClaim.deleteMany({
		at: op({ $lt: new Date(now.getTime() - maxAgeMs) }),
	})
	return result.deletedCount
}
