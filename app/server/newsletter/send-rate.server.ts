/**
 * The send rate, shared by every worker sending on every instance (decision records 031 and 055):
 * each slice holder counts the live leases of unfinished slices, of any send, and takes its share
 * (the mail provider's limit is per account, whatever is being sent); between its batches a holder
 * counts again and renews its lease (`keepUp`).
 */
import {
	liveLeases,
	renewLease,
	type Lease,
} from '#app/server/coordination/leases.server.ts'
import { SendSlice } from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'
import { logger } from '#app/server/platform/logger.server.ts'

/** The kind of lease a slice of a send is held by; its key is `<send>/<slice>`. */
export const SEND_SLICE_LEASE = 'send-slice'

/** A slice holder that has not renewed for this long is presumed dead. */
export const SLICE_LEASE_MS = 120_000

/** A sender counts the others again between batches, at most this often: a new one is felt this soon. */
export const SENDERS_RECOUNT_MS = 5_000

/**
 * Spaces messages `1000 / rate` ms apart across everything in flight, the rate shared with the
 * other workers sending (`shareWith`), so k instances together send at the rate, not k times it.
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

/**
 * The workers sending now, on every instance: the live leases of unfinished slices, of any send
 * (a worker finding one send's slices all held moves on to another open one). `own` is the
 * caller's slice (`<send>/<slice>`), always counted.
 */
export async function activeSenders(
	own: string,
	now = new Date(),
): Promise<number> {
	const live = await liveLeases(SEND_SLICE_LEASE, now)
	live.add(own)
	// A finished slice's record has the slice's lease key as its id.
	const finished = await SendSlice.find(
		{ _id: op({ $in: [...live] }) },
		{ _id: 1 },
	).lean<{ _id: string }[]>()
	for (const { _id } of finished) if (_id !== own) live.delete(_id)
	return live.size
}

/** The slice's holder, as it goes: its lease, when it renewed it, when it counted the senders. */
export interface Holding {
	lease: Lease
	renewedAt: number
	countedAt: number
}

/** Between batches: the rate shared again, the lease renewed when due. False: the lease is lost. */
export async function keepUp(
	settings: { leaseMs: number },
	holding: Holding,
	pace: ReturnType<typeof throttle>,
): Promise<boolean> {
	if (Date.now() - holding.countedAt >= SENDERS_RECOUNT_MS) {
		// A failed count keeps the share it had: not worth stopping the slice for.
		await activeSenders(holding.lease.key).then(
			pace.shareWith,
			(error: unknown) =>
				logger.warn({ err: error }, 'send: could not count the other senders'),
		)
		holding.countedAt = Date.now()
	}
	if (Date.now() - holding.renewedAt <= settings.leaseMs / 3) return true
	const renewed = await renewLease(holding.lease)
	if (!renewed) return false
	holding.lease = renewed
	holding.renewedAt = Date.now()
	return true
}
