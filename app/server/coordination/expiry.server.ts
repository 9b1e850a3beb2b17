/**
 * Expiry: every record that ends carries one field, `expiresAt`, and the collections holding such
 * records are listed once (app/server/expiring-records.server.ts). Decision 055.
 *
 * - On MongoDB each listed collection gets a TTL index on `expiresAt` (`expireAfterSeconds: 0`)
 *   at start, and the server removes what has ended (within about a minute). Whether the server
 *   has TTL indexes is found out once, by creating the first one (`hasTtlIndexes`), as the text
 *   search finds out about text indexes.
 * - FerretDB v1 has no TTL: there the periodic sweep (`expirySweepJob`, every minute on every
 *   instance, idempotent) deletes `expiresAt <= now` in each collection. On MongoDB the job only
 *   removes records written before they carried `expiresAt` (below), then has nothing to do.
 * - Nothing relies on the removal for exactness: every reader of an expiring record checks its time
 *   itself (a claim past its lifetime counts as absent, a lease by its `until`, a session by its
 *   end), so the minute a record may outlive its end changes no answer.
 * - Records from before decision 055 have no `expiresAt`. A listed collection may say how its old
 *   sweep found them (`legacy`); the sweep deletes those until none is left, on both servers.
 */
import mongoose from 'mongoose'
import type { PeriodicJob } from './jobs.server.ts'

export interface ExpiringCollection {
	/** How the sweep's report names it. */
	name: string
	/** The MongoDB collection. */
	collection: string
	/** Records from before they carried `expiresAt`: the old sweep's filter for ended ones. */
	legacy?: (now: Date) => Record<string, unknown>
}

function collectionOf(name: string) {
	return mongoose.connection.collection(name)
}

const TTL_INDEX = { expiresAt: 1 } as const

/** MongoDB refusing an index that exists with other options (85) or another name (86). */
const isIndexConflict = (error: unknown) =>
	[85, 86].includes((error as { code?: number }).code ?? 0)

/** FerretDB v1: 'Index option "expireAfterSeconds" is not implemented yet'. */
const isNotImplemented = (error: unknown) =>
	(error as { code?: number }).code === 238 ||
	/not implemented/i.test((error as Error).message ?? '')

/** A TTL index on `expiresAt`; one on `expiresAt` without TTL (made before decision 055) becomes one. */
async function ensureTtlIndex(name: string): Promise<void> {
	try {
		await collectionOf(name).createIndex(TTL_INDEX, { expireAfterSeconds: 0 })
	} catch (error) {
		if (!isIndexConflict(error)) throw error
		await mongoose.connection.db!.command({
			collMod: name,
			index: { keyPattern: TTL_INDEX, expireAfterSeconds: 0 },
		})
	}
}

let ttl: Promise<boolean> | undefined

/**
 * Whether this server removes expired records itself: MongoDB has TTL indexes, FerretDB v1 has
 * none. Found out once, by making the TTL index of `collection`.
 */
export function hasTtlIndexes(collection: string): Promise<boolean> {
	ttl ??= ensureTtlIndex(collection).then(
		() => true,
		(error: unknown) => {
			if (isNotImplemented(error)) return false
			ttl = undefined
			throw error
		},
	)
	return ttl
}

/** The collections whose ended records the server removes itself (their TTL index is in place). */
const removedByServer = new Set<string>()
/** Collections whose records from before `expiresAt` are all gone (found none once). */
const noLegacyLeft = new Set<string>()

/**
 * At start, on every instance: a TTL index on each listed collection where the server has them.
 * True when the server removes ended records itself; false when the sweep does (FerretDB).
 */
export async function ensureExpiry(
	registry: readonly ExpiringCollection[],
): Promise<boolean> {
	const [first, ...rest] = registry
	if (!first || !(await hasTtlIndexes(first.collection))) return false
	removedByServer.add(first.collection)
	for (const { collection } of rest) {
		await ensureTtlIndex(collection)
		removedByServer.add(collection)
	}
	return true
}

async function sweepOne(
	{ collection, legacy }: ExpiringCollection,
	now: Date,
	{ ended, old }: { ended: boolean; old: boolean },
): Promise<number> {
	let deleted = 0
	if (ended)
		deleted += (
			await collectionOf(collection).deleteMany({ expiresAt: { $lte: now } })
		).deletedCount
	if (legacy && old) {
		const found = (
			await collectionOf(collection).deleteMany({
				...legacy(now),
				expiresAt: { $exists: false },
			})
		).deletedCount
		if (found === 0) noLegacyLeft.add(collection)
		deleted += found
	}
	return deleted
}

/**
 * Deletes every ended record of the listed collections (of those named in `only`, when given),
 * whatever the server removes itself; how many, by name. Safe on every instance at once.
 */
export async function sweepExpired(
	registry: readonly ExpiringCollection[],
	now = new Date(),
	only?: readonly string[],
): Promise<Record<string, number>> {
	const report: Record<string, number> = {}
	for (const entry of registry) {
		if (only && !only.includes(entry.name)) continue
		report[entry.name] = await sweepOne(entry, now, { ended: true, old: true })
	}
	return report
}

/**
 * The periodic sweep: what the server does not remove itself (everything on FerretDB; on MongoDB,
 * records from before `expiresAt` until none is left).
 */
export function expirySweepJob(
	registry: readonly ExpiringCollection[],
): PeriodicJob {
	return {
		name: 'sweep-expired',
		everyMs: 60_000,
		async run() {
			const now = new Date()
			const report: Record<string, number> = {}
			for (const entry of registry) {
				const ended = !removedByServer.has(entry.collection)
				const old = !noLegacyLeft.has(entry.collection)
				if (ended || (entry.legacy && old))
					report[entry.name] = await sweepOne(entry, now, { ended, old })
			}
			return report
		},
	}
}
