/**
 * This process's peak memory while a benchmark's work runs: sampled every `everyMs` (and whenever
 * the bench calls `sample()`, e.g. after each chunk it reads), so the figures are peaks, not ends.
 */
export interface MemoryPeaks {
	/** heapUsed and rss when the sampler started. */
	heapBefore: number
	rssBefore: number
	peakHeap: number
	peakRss: number
}

export interface Measured extends MemoryPeaks {
	seconds: number
}

export function memorySampler(everyMs = 100) {
	const before = process.memoryUsage()
	const peaks: MemoryPeaks = {
		heapBefore: before.heapUsed,
		rssBefore: before.rss,
		peakHeap: before.heapUsed,
		peakRss: before.rss,
	}
	const sample = () => {
		const usage = process.memoryUsage()
		peaks.peakHeap = Math.max(peaks.peakHeap, usage.heapUsed)
		peaks.peakRss = Math.max(peaks.peakRss, usage.rss)
	}
	const timer = setInterval(sample, everyMs)
	return {
		/** The peaks so far (live: read it for progress lines). */
		peaks,
		sample,
		/** Stops sampling, after one last sample; answers the peaks. */
		stop(): MemoryPeaks {
			clearInterval(timer)
			sample()
			return { ...peaks }
		},
	}
}

/** Runs `work` while sampling this process's memory; answers its wall time and the peaks. */
export async function measured(
	work: (sampler: ReturnType<typeof memorySampler>) => Promise<void>,
): Promise<Measured> {
	const sampler = memorySampler()
	const started = performance.now()
	try {
		await work(sampler)
	} finally {
		sampler.stop()
	}
	return {
		seconds: (performance.now() - started) / 1000,
		...sampler.peaks,
	}
}

export const mb = (bytes: number, digits = 0) =>
	`${(bytes / 1024 / 1024).toFixed(digits)} MB`
