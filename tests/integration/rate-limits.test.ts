import mongoose from 'mongoose'
import { RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible'
import { describe, expect, inject, it } from 'vitest'
import { isFerretDB, setupTestDatabase } from '../helpers/database.ts'
import { connectDatabase } from '#app/server/platform/db.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { RateLimitRecord } from '#app/server/models/index.ts'
import {
	consume,
	createRateLimiter,
	type LimitRule,
} from '#app/server/coordination/rate-limit.server.ts'
import { sweepExpiredRecords } from '#app/server/expiring-records.server.ts'

const database = setupTestDatabase('rate_limits')

let keys = 0
function freshKey(): string {
	keys += 1
	return `203.0.113.${keys}-${Date.now()}`
}

/** Fires every attempt at once; counts the allowed ones (refusals must be "rate-limited", nothing else). */
async function burst(
	attempt: () => Promise<void>,
	count: number,
): Promise<number> {
	const outcomes = await Promise.allSettled(
		Array.from({ length: count }, attempt),
	)
	for (const outcome of outcomes) {
		if (outcome.status === 'rejected')
			expect((outcome.reason as DomainError).kind).toBe('rate-limited')
	}
	return outcomes.filter(outcome => outcome.status === 'fulfilled').length
}

/** Two instances' limiters for one rule: separate memories, one database. */
function twoInstances(name: string, rule: LimitRule) {
	return [createRateLimiter(name, rule), createRateLimiter(name, rule)] as const
}

/** Waits until a new window of `seconds` has begun (windows are aligned to the clock). */
async function nextWindow(seconds: number): Promise<void> {
	const ms = seconds * 1000
	await new Promise(resolve => setTimeout(resolve, ms - (Date.now() % ms) + 20))
}

/**
 * Waits out the end of the current window when less than `marginMs` of it is left, so a burst and
 * the checks after it fall in one window (windows are aligned to the clock: a burst at 21:19:59
 * with 10-minute windows would otherwise be judged in two).
 */
async function clearOfWindowEdge(
	seconds: number,
	marginMs = 15_000,
): Promise<void> {
	const ms = seconds * 1000
	const left = ms - (Date.now() % ms)
	if (left < marginMs)
		await new Promise(resolve => setTimeout(resolve, left + 20))
}

describe('shared rate limits', () => {
	it('a burst of attempts spread over two instances allows exactly the limit', async () => {
		const figures: string[] = []
		for (const [points, attempts, rounds] of [
			[5, 20, 3],
			[5, 100, 2],
			[30, 100, 2],
		] as const) {
			for (let round = 0; round < rounds; round += 1) {
				const [a, b] = twoInstances(`race${points}`, { points, duration: 600 })
				await clearOfWindowEdge(600)
				const key = freshKey()
				let turn = 0
				const started = Date.now()
				const allowed = await burst(
					() => consume(turn++ % 2 === 0 ? a : b, key),
					attempts,
				)
				figures.push(
					`limit ${points}, ${attempts} at once: ${allowed} allowed (${Date.now() - started} ms)`,
				)
				expect(allowed).toBe(points)
				// And nothing more gets through afterwards, on either instance.
				await expect(consume(a, key)).rejects.toMatchObject({
					kind: 'rate-limited',
				})
				await expect(consume(b, key)).rejects.toMatchObject({
					kind: 'rate-limited',
				})
			}
		}
		console.log(
			`Shared rate limit (${(await isFerretDB()) ? 'FerretDB' : 'MongoDB'}), two instances:\n  ${figures.join('\n  ')}`,
		)
	}, 90_000)

	it("for comparison: rate-limiter-flexible's own RateLimiterMongo under the same burst", async () => {
		// Its indexes made by hand: FerretDB refuses the TTL one, which would stop the unique one too.
		await mongoose.connection
			.collection('library_limits')
			.createIndex({ key: 1 }, { unique: true })
		const library = new RateLimiterMongo({
			storeClient: mongoose.connection,
			tableName: 'library_limits',
			points: 5,
			duration: 600,
			disableIndexesCreation: true,
		})
		const results: number[] = []
		for (let round = 0; round < 3; round += 1) {
			const key = freshKey()
			const outcomes = await Promise.allSettled(
				Array.from({ length: 50 }, () => library.consume(key)),
			)
			for (const outcome of outcomes)
				if (outcome.status === 'rejected')
					expect(outcome.reason).toBeInstanceOf(RateLimiterRes)
			results.push(
				outcomes.filter(outcome => outcome.status === 'fulfilled').length,
			)
		}
		const ferret = await isFerretDB()
		console.log(
			`rate-limiter-flexible RateLimiterMongo (${ferret ? 'FerretDB' : 'MongoDB'}), limit 5, 50 at once: ${results.join(', ')} allowed`,
		)
		// One $inc upsert per attempt is atomic on MongoDB only; on FerretDB it lets extra attempts through.
		for (const allowed of results) expect(allowed).toBeGreaterThanOrEqual(5)
		if (!ferret) for (const allowed of results) expect(allowed).toBe(5)
	})

	it('refuses past the limit with Retry-After within the window; a new window starts afresh', async () => {
		const limiter = createRateLimiter('window', { points: 2, duration: 2 })
		const key = freshKey()
		await nextWindow(2)
		await consume(limiter, key)
		await consume(limiter, key)
		const refused = await consume(limiter, key).catch((error: unknown) => error)
		expect(refused).toBeInstanceOf(DomainError)
		expect((refused as DomainError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
		expect((refused as DomainError).retryAfterSeconds).toBeLessThanOrEqual(2)
		await nextWindow(2)
		await expect(consume(limiter, key)).resolves.toBeUndefined()
	})

	it('counts each client apart; a reset forgets one client on every instance', async () => {
		const [a, b] = twoInstances('reset', { points: 3, duration: 600 })
		const key = freshKey()
		const other = freshKey()
		for (let i = 0; i < 3; i += 1) await consume(a, key)
		await consume(b, other)
		await expect(consume(b, key)).rejects.toMatchObject({
			kind: 'rate-limited',
		})
		await a.delete(key)
		await expect(consume(b, key)).resolves.toBeUndefined()
		expect(
			await RateLimitRecord.countDocuments({ key: `reset:${other}` }),
		).toBe(2) // its counter and one slot
	})

	it('the sweep deletes the records of ended windows and keeps the current ones', async () => {
		const limiter = createRateLimiter('sweep', { points: 3, duration: 600 })
		const key = freshKey()
		await consume(limiter, key)
		await RateLimitRecord.insertMany([
			{
				_id: 'sweep:old:1:n',
				key: 'sweep:old',
				expiresAt: new Date(Date.now() - 1000),
				n: 1,
			},
			{
				_id: 'sweep:old:1:0',
				key: 'sweep:old',
				expiresAt: new Date(Date.now() - 1000),
				slot: 0,
			},
		])
		expect(
			(await sweepExpiredRecords(undefined, ['rateLimits'])).rateLimits,
		).toBeGreaterThanOrEqual(2)
		expect(await RateLimitRecord.countDocuments({ key: 'sweep:old' })).toBe(0)
		expect(await RateLimitRecord.countDocuments({ key: `sweep:${key}` })).toBe(
			2,
		)
	})

	it('while the database is away each instance limits from its own memory, and answers at once', async () => {
		const limiter = createRateLimiter('insured', { points: 2, duration: 600 })
		const key = freshKey()
		await mongoose.disconnect()
		try {
			await consume(limiter, key)
			await consume(limiter, key)
			await expect(consume(limiter, key)).rejects.toMatchObject({
				kind: 'rate-limited',
			})
		} finally {
			await connectDatabase(inject('mongoUri'), {
				dbName: database.name,
				maxAttempts: 5,
			})
		}
		// Nothing of it reached the database.
		expect(
			await RateLimitRecord.countDocuments({ key: `insured:${key}` }),
		).toBe(0)
	})
})
