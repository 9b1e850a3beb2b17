import { describe, expect, it } from 'vitest'
import { niceMax, ticks } from './chart-scale.ts'

describe('chart scales', () => {
	it('round the top of the axis up to 1, 2 or 5 times a power of ten', () => {
		expect(niceMax(0)).toBe(1)
		expect(niceMax(1)).toBe(1)
		expect(niceMax(3)).toBe(5)
		expect(niceMax(7)).toBe(10)
		expect(niceMax(12)).toBe(20)
		expect(niceMax(200)).toBe(200)
		expect(niceMax(201)).toBe(500)
	})

	it('spread ticks evenly from zero', () => {
		expect(ticks(20)).toEqual([0, 5, 10, 15, 20])
		expect(ticks(1)).toEqual([0, 0.25, 0.5, 0.75, 1])
	})
})
