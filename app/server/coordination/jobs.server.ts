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

/**
 * Starts each job after a random fraction of its period (so instances started together do not
 * run in step), then every `everyMs`. Returns a function that stops them and waits for runs in
 * progress to finish.
 */
export function startJobs(
	jobs: readonly PeriodicJob[],
	log: JobLog,
): () => Promise<void> {
	let stopped = false
	const timers = new Set<ReturnType<typeof setTimeout>>()
	const running = new Set<Promise<void>>()

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
			running.add(run)
			void run.finally(() => {
				running.delete(run)
				if (!stopped) schedule(job, job.everyMs)
			})
		}, delay)
		timer.unref()
		timers.add(timer)
	}

	for (const job of jobs) schedule(job, Math.round(Math.random() * job.everyMs))

	return async () => {
		stopped = true
		for (const timer of timers) clearTimeout(timer)
		timers.clear()
		await Promise.allSettled([...running])
	}
}
