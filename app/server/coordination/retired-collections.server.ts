/**
 * Collections that only coordinated work before decision 055 and are no longer written: their
 * records now live in `claims` (newsletter claims and leases, the counters' fold turns, the
 * bodies upgrade's mark). What they held was only ever needed for minutes (a lease, a turn, a
 * resend window) or is made again (the upgrade's mark: the job checks the bodies once more), so
 * they are dropped at start, on every instance (idempotent). Instances of the previous version
 * still running during a rolling deploy keep using them; the next start drops what they wrote.
 */
import mongoose from 'mongoose'

export const RETIRED_COLLECTIONS = [
	'newsletter_claims',
	'counter_fold_turns',
	'maintenance',
] as const

/** Drops the retired collections that exist; their names. */
export async function dropRetiredCollections(): Promise<string[]> {
	const db = mongoose.connection.db
	if (!db) return []
	const present = new Set(
		(await db.listCollections({}, { nameOnly: true }).toArray()).map(
			collection => collection.name,
		),
	)
	const dropped: string[] = []
	for (const name of RETIRED_COLLECTIONS) {
		if (!present.has(name)) continue
		// Another instance starting at the same moment may have dropped it first.
		if (await db.dropCollection(name).catch(() => false)) dropped.push(name)
	}
	return dropped
}
