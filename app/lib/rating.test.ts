import { describe, expect, it } from 'vitest'
import { averageRating } from './rating.ts'

describe('averageRating', () => {
	it('is the mean, to one decimal', () => {
		expect(averageRating([5, 5, 4])).toBe(4.7)
		expect(averageRating([4, 4])).toBe(4)
	})
	it('is undefined with no ratings', () => {
		expect(averageRating([])).toBeUndefined()
	})
})
