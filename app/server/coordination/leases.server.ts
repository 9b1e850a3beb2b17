/**
 * Leases: work one worker at a time may hold for as long as it keeps renewing, and that passes to
 * another once its holder stops (dies, hangs, gives up). Decision 055.
 *
 * A lease is a run of one-time claims (claims.server.ts), one per **term**: `{lease, key, term}`
 * in `claims`, with `until`, the end of the term. Holding a lease is holding its latest term.
 * - Taking: read the latest term; if there is none or it has ended, claim the next one. Of the
 *   workers that found it ended, one wins the insert of the next term: an ended lease is handed
 *   over exactly once.
 * - Renewing: the holder of term n claims term n + 1 before its term ends. A worker that found
 *   term n live takes nothing; one that found it ended races the holder for term n + 1, and one of
 *   them wins. Either way two workers never hold one lease.
 * Nothing is ever updated in place (a conditional update is not a lock on FerretDB v1), and the
 * holder's clock decides nothing another worker relies on beyond `until` (instances' clocks are
 * assumed to agree to well within a term).
 *
 * Term records expire LEASE_TERM_RETENTION_MS after their term (the sweep removes them). A lease
 * left idle that long starts again from term 1; one contested at the very moment its last term is
 * swept could be taken twice, so a lease must name work nobody takes up again that long after
 * (a digest's slices are given up after three days; a sign-up is retried every few seconds).
 */
import { hostname } from 'node:os'
import { Claim, type LeaseTermId } from '#app/server/models/claim.ts'
import { insertOnce } from './claims.server.ts'

/** How long term records are kept after their term ends. */
export const LEASE_TERM_RETENTION_MS = 7 * 86_400_000

/** This process, as named in the leases it holds (several workers in one process name themselves). */
export const THIS_PROCESS = `${hostname()}:${process.pid}`

/** A term of a lease, as its holder knows it. */
export interface Lease {
	/** The kind of work, e.g. "send-slice". */
	lease: string
	/** Which one, e.g. "2026-11-23/4". */
	key: string
	term: number
	holder: string
	/** The end of the term, unless renewed before. */
	until: Date
	/** How long each term lasts (a renewal's too, unless it says otherwise). */
	forMs: number
}

export interface LeaseOptions {
	/** How long the term lasts. */
	forMs: number
	holder?: string
	now?: Date
}

interface TermRecord {
	_id: LeaseTermId
	holder?: string
	until: Date
}

function terms() {
	return Claim.collection
}

const termId = (lease: string, key: string, term: number): LeaseTermId => ({
	lease,
	key,
	term,
})

/** Claims term `term` of a lease; the lease as held, or null when another worker has that term. */
async function claimTerm(
	lease: string,
	key: string,
	term: number,
	{ forMs, holder = THIS_PROCESS, now = new Date() }: LeaseOptions,
): Promise<Lease | null> {
	const until = new Date(now.getTime() + forMs)
	const won = await insertOnce(Claim, termId(lease, key, term), {
		claimedAt: now,
		holder,
		until,
		expiresAt: new Date(until.getTime() + LEASE_TERM_RETENTION_MS),
	})
	return won ? { lease, key, term, holder, until, forMs } : null
}

/** The latest term of a lease, or null when it was never taken (or its terms were swept). */
async function latestTerm(
	lease: string,
	key: string,
): Promise<TermRecord | null> {
	const [latest] = await terms()
		.find<TermRecord>(
			{ '_id.lease': lease, '_id.key': key },
			{ projection: { holder: 1, until: 1 } },
		)
		.sort({ '_id.term': -1 })
		.limit(1)
		.toArray()
	return latest ?? null
}

/**
 * Takes the lease `key` of kind `lease` for `forMs`: its first term, or the next one when the
 * latest has ended. Null while another worker holds it (or when another took it first).
 */
export async function takeLease(
	lease: string,
	key: string,
	options: LeaseOptions,
): Promise<Lease | null> {
	const now = options.now ?? new Date()
	const latest = await latestTerm(lease, key)
	if (latest && latest.until > now) return null
	return claimTerm(lease, key, (latest?._id.term ?? 0) + 1, { ...options, now })
}

/**
 * The holder keeps its lease for another term (as long as the last one, unless `forMs` says
 * otherwise): claims the next term itself. Null when another worker took the lease over (the
 * holder must stop).
 */
export function renewLease(
	held: Lease,
	options: Partial<LeaseOptions> = {},
): Promise<Lease | null> {
	return claimTerm(held.lease, held.key, held.term + 1, {
		forMs: options.forMs ?? held.forMs,
		holder: held.holder,
		...(options.now ? { now: options.now } : {}),
	})
}

/** The keys of the leases of kind `lease` someone holds now, on any instance. */
export async function liveLeases(
	lease: string,
	now = new Date(),
): Promise<Set<string>> {
	const live = await terms()
		.find<{ _id: LeaseTermId }>(
			{ '_id.lease': lease, until: { $gt: now } },
			{ projection: { _id: 1 } },
		)
		.toArray()
	return new Set(live.map(record => record._id.key))
}
