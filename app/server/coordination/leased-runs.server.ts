/**
 * Long work on one record, done by whichever instance holds its lease (decisions 055, 075, 076):
 * the subscriber CSV import and the Ghost/WordPress import. The work checkpoints itself on its
 * record after each batch and renews the lease; when its instance dies the lease lapses and the
 * next worker to ask (the periodic job below on any instance, or a page that starts it) takes it up
 * from the checkpoint.
 */
import { logger } from '#app/server/platform/logger.server.ts'
import type { PeriodicJob } from './jobs.server.ts'
import {
	liveLeases,
	renewLease,
	takeLease,
	type Lease,
} from './leases.server.ts'

export interface LeasedRuns<Outcome> {
	/** The kind of lease, e.g. "subscriber-import"; the key is the run's id. */
	lease: string
	/** A worker that stops renewing for this long has died: another takes the run up. */
	leaseMs: number
	/** The ids of the runs not finished yet. */
	unfinished(): Promise<string[]>
	/**
	 * Works on one run from its checkpoint to its end. `renew` is called after each checkpoint;
	 * when it answers false another worker has the run and this one must stop.
	 */
	work(id: string, renew: () => Promise<boolean>): Promise<Outcome>
}

/** The lease, renewed when half its term has gone; null once another worker took it. */
async function keepLease(lease: Lease): Promise<Lease | null> {
	const half = lease.until.getTime() - lease.forMs / 2
	return Date.now() < half ? lease : renewLease(lease)
}

/** Works on the run under its lease; 'busy' when another worker holds it. */
export async function runLeased<Outcome>(
	runs: LeasedRuns<Outcome>,
	id: string,
): Promise<Outcome | 'busy'> {
	let lease = await takeLease(runs.lease, id, { forMs: runs.leaseMs })
	if (!lease) return 'busy'
	return runs.work(id, async () => {
		lease = lease && (await keepLease(lease))
		return lease !== null
	})
}

/** Starts the run's work in the background on this instance (nothing happens if another holds it). */
export function continueLeased(runs: LeasedRuns<unknown>, id: string): void {
	setImmediate(() => {
		runLeased(runs, id).catch((error: unknown) =>
			logger.error({ err: error, run: id, lease: runs.lease }, 'run stopped'),
		)
	})
}

/**
 * The periodic job that takes up the unfinished runs nobody holds (their instance died, or the
 * server stopped mid-run), one after the other. Every instance runs it; the lease lets one work.
 */
export function resumeStalledRuns(
	runs: LeasedRuns<unknown>,
	{ name, everyMs }: { name: string; everyMs: number },
): PeriodicJob {
	return {
		name,
		everyMs,
		run: async () => {
			const ids = await runs.unfinished()
			if (!ids.length) return { resumed: 0 }
			const held = await liveLeases(runs.lease)
			let resumed = 0
			for (const id of ids) {
				if (held.has(id)) continue
				if ((await runLeased(runs, id)) !== 'busy') resumed += 1
			}
			return { resumed }
		},
	}
}
