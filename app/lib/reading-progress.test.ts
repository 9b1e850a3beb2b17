import { describe, expect, it } from 'vitest'
import { readingProgress } from './reading-progress.ts'

describe('readingProgress', () => {
	it("is 0 until the article's top leaves the window, 100 once its end is in view", () => {
		expect(readingProgress(300, 3000, 800)).toBe(0)
		expect(readingProgress(0, 3000, 800)).toBe(0)
		expect(readingProgress(-1100, 3000, 800)).toBe(50)
		expect(readingProgress(-2200, 3000, 800)).toBe(100)
		expect(readingProgress(-5000, 3000, 800)).toBe(100)
	})

	it('an article shorter than the window is read once its top is reached', () => {
		expect(readingProgress(100, 500, 800)).toBe(0)
		expect(readingProgress(0, 500, 800)).toBe(100)
	})
})
