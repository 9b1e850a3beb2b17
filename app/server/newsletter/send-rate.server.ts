/**
 * The send rate, shared by every worker sending on every instance (decision records 031 and 055):
 * each slice holder counts the live leases of unfinished slices, of any send, and takes its share
 * (the mail provider's limit is per account, whatever is being sent).
 */
import { liveLeases } from '#app/server/coordination/leases.server.ts'
import { SendSlice } from '#app/server/models/index.ts'
import { op } from '#app/server/models/shared.ts'

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
