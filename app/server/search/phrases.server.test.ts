import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
	mayHoldAll,
	pairKey,
	probeOf,
	writePairFilter,
} from './phrases.server.ts'
import { BytePool } from './postings.server.ts'

const probesOf = (pairs: [number, number][]) =>
	pairs.flatMap(([a, b]) => probeOf(pairKey(a, b)))

describe('pair filters', () => {
	it('never miss a pair they were given (no false negatives)', () => {
		const pair = fc.tuple(fc.nat(100_000), fc.nat(100_000))
		fc.assert(
			fc.property(fc.array(pair, { minLength: 1, maxLength: 3000 }), pairs => {
				const pool = new BytePool(14)
				pool.alloc(5) // filters need not start at a page's beginning
				const keys = new Set(pairs.map(([a, b]) => pairKey(a, b)))
				const { at, bytes } = writePairFilter(pool, keys, keys.size)
				for (const item of pairs)
					expect(mayHoldAll(pool, at, bytes, probesOf([item]))).toBe(true)
				expect(mayHoldAll(pool, at, bytes, probesOf(pairs.slice(0, 5)))).toBe(
					true,
				)
			}),
			{ numRuns: 50 },
		)
	})

	it('tell the order of a pair apart, and let through few pairs they were not given (~3 %)', () => {
		const pool = new BytePool()
		const given: [number, number][] = Array.from({ length: 400 }, (_, i) => [
			i,
			i + 1,
		])
		const keys = given.map(([a, b]) => pairKey(a, b))
		const { at, bytes } = writePairFilter(pool, keys, keys.length)
		let passed = 0
		const tries = 20_000
		for (let i = 0; i < tries; i++)
			if (mayHoldAll(pool, at, bytes, probesOf([[i + 1, i]]))) passed++
		expect(passed / tries).toBeLessThan(0.06)
	})
})
