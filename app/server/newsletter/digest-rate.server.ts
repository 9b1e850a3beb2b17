/**
 * The digest's send rate, shared by every worker sending digests on every instance (decision
 * record 031): each slice holder counts the live leases and takes its share.
 */
import { DigestSlice } from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { liveLeaseKeys } from './claims.server.ts'

/** A slice holder that has not renewed for this long is presumed dead. */
export const SLICE_LEASE_MS = 120_000

/**
 * Spaces messages `1000 / rate` ms apart across everything in flight, the rate shared with the
 * other workers sending digests (`shareWith`), so k instances together send at the rate, not k
 * times it.
 */
export function throttle(ratePerSecond: number): {
	wait: () => Promise<void>
	shareWith: (senders: number) => void
} {
	let gap = 1000 / ratePerSecond
	let next = Date.now()
	return {
		shareWith(senders) {
			gap = (1000 * Math.max(1, senders)) / ratePerSecond
		},
		async wait() {
			const now = Date.now()
			const at = Math.max(now, next)
			next = at + gap
			if (at > now) await new Promise(resolve => setTimeout(resolve, at - now))
		},
	}
}

/** A sender counts the others again between batches, at most this often: a new one is felt this soon. */
export const SENDERS_RECOUNT_MS = 5_000
export const LEASE_PREFIX = 'digest:'

/**
 * The workers sending digests now, on every instance: the live leases of unfinished slices, of
 * any digest (the mail provider's limit is per account, and a worker finding one digest's slices
 * all held moves on to another open one). `own` is the caller's lease key, always counted.
 */
export async function digestSenders(
	own: string,
	leaseMs: number = SLICE_LEASE_MS,
	now = new Date(),
): Promise<number> {
	const live = await liveLeaseKeys(LEASE_PREFIX, leaseMs, now)
	live.add(own)
	// A slice's record has the lease key's id without the prefix: `<day>/<slice>`.
	const finished = await DigestSlice.find(
		{ _id: op({ $in: [...live].map(key => key.slice(LEASE_PREFIX.length)) }) },
		{ _id: 1 },
	).lean<{ _id: string }[]>()
	for (const { _id } of finished)
		if (`${LEASE_PREFIX}${_id}` !== own) live.delete(`${LEASE_PREFIX}${_id}`)
	return live.size
}
