import { describe, expect, it } from 'vitest'
import { startJobs } from './jobs.server.ts'

const quiet = { warn: () => undefined }

describe('startJobs', () => {
	it('runs each job repeatedly, never two runs of one job at once, and keeps going after a failure', async () => {
		let active = 0
		let maxActive = 0
		let runs = 0
		const failures: unknown[] = []
		const stop = startJobs(
			[
				{
					name: 'slow',
					everyMs: 5,
					async run() {
						active += 1
						maxActive = Math.max(maxActive, active)
						runs += 1
						await new Promise(resolve => setTimeout(resolve, 15))
						active -= 1
						if (runs === 2) throw new Error('a bad run')
					},
				},
			],
			{ warn: details => failures.push(details) },
		)
		await new Promise(resolve => setTimeout(resolve, 150))
		await stop()
		expect(runs).toBeGreaterThanOrEqual(3)
		expect(maxActive).toBe(1)
		expect(failures).toHaveLength(1)
	})

	it('stops: no run starts after stop, and stop waits for the run in progress', async () => {
		let finished = 0
		let started = 0
		const stop = startJobs(
			[
				{
					name: 'once',
					everyMs: 1,
					async run() {
						started += 1
						await new Promise(resolve => setTimeout(resolve, 30))
						finished += 1
					},
				},
			],
			quiet,
		)
		await new Promise(resolve => setTimeout(resolve, 10))
		await stop()
		expect(finished).toBe(started)
		const after = started
		await new Promise(resolve => setTimeout(resolve, 40))
		expect(started).toBe(after)
	})

	it('stops within its grace period when a run never ends, and says which job it left', async () => {
		const warnings: Record<string, unknown>[] = []
		let started = false
		const stop = startJobs(
			[
				{
					name: 'endless sweep',
					everyMs: 1,
					run() {
						started = true
						return new Promise(() => undefined)
					},
				},
			],
			{ warn: details => warnings.push(details) },
		)
		await new Promise(resolve => setTimeout(resolve, 10))
		expect(started).toBe(true)
		await stop(50)
		expect(warnings).toEqual([{ jobs: ['endless sweep'], graceMs: 50 }])
	})
})
