/**
 * Periodic work every instance runs (sweeping what has expired, publishing what is due, sending
 * what is queued). Every instance runs every job, so a job must be safe to run on several
 * instances at once: idempotent (a sweep) or claiming its work with a write only one can win.
 * A run never overlaps the previous run of the same job in this process; a failure is logged and
 * the next run tries again.
 */
export interface PeriodicJob {
	name: string
	/** Time between the end of one run and the start of the next. */
	everyMs: number
	run(): Promise<unknown>
}

export interface JobLog {
	warn(details: Record<string, unknown>, message: string): void
	debug?(details: Record<string, unknown>, message: string): void
}

/** How long stopping waits for runs in progress by default (within a container's usual 30 s grace). */
export const JOB_STOP_GRACE_MS = 10_000

/**
 * Starts each job after a random fraction of its period (so instances started together do not
 * run in step), then every `everyMs`. Returns a function that stops them and waits for runs in
 * progress to finish, at most `graceMs`: a run still going then (a sweep over a large archive on
 * FerretDB can take minutes) is named in the log and left to end with the process, as a crash
 * would end it, which every job already survives (its work is claimed or idempotent).
 */
export function startJobs(
	jobs: readonly PeriodicJob[],
	log: JobLog,
): (graceMs?: number) => Promise<void> {
	let stopped = false
	const timers = new Set<ReturnType<typeof setTimeout>>()
	const running = new Map<Promise<void>, string>()

	const schedule = (job: PeriodicJob, delay: number) => {
		const timer = setTimeout(() => {
			timers.delete(timer)
			if (stopped) return
			const run = (async () => {
				const started = Date.now()
				try {
					const result = await job.run()
					log.debug?.(
						{ job: job.name, ms: Date.now() - started, result },
						'job ran',
					)
				} catch (error) {
					log.warn(
						{ job: job.name, err: error },
						'job failed; it runs again next period',
					)
				}
			})()
			running.set(run, job.name)
			void run.finally(() => {
				running.delete(run)
				if (!stopped) schedule(job, job.everyMs)
			})
		}, delay)
		timer.unref()
		timers.add(timer)
	}

	for (const job of jobs) schedule(job, Math.round(Math.random() * job.everyMs))

	return async (graceMs = JOB_STOP_GRACE_MS) => {
		stopped = true
		for (const timer of timers) clearTimeout(timer)
		timers.clear()
		let waiting: ReturnType<typeof setTimeout> | undefined
		const finished = await Promise.race([
			Promise.allSettled([...running.keys()]).then(() => true),
			new Promise<false>(resolve => {
				waiting = setTimeout(() => resolve(false), graceMs)
			}),
		])
		clearTimeout(waiting)
		if (!finished)
			log.warn(
				{ jobs: [...new Set(running.values())], graceMs },
				'jobs still running at stop; leaving them to end with the process',
			)
	}
}
