import { describe, expect, it } from 'vitest'
import { engagementValue } from './engagement.ts'

describe('engagementValue (SPEC §9)', () => {
	it('reports nothing at 30 seconds or less', () => {
		expect(engagementValue(0)).toBeNull()
		expect(engagementValue(30)).toBeNull()
		expect(engagementValue(Number.NaN)).toBeNull()
	})

	it('is the time in minutes above 30 seconds', () => {
		expect(engagementValue(31)).toBe(0.52)
		expect(engagementValue(90)).toBe(1.5)
		expect(engagementValue(300)).toBe(5)
	})

	it('is capped at 10, and a tab left open for hours is not engagement', () => {
		expect(engagementValue(601)).toBe(10)
		expect(engagementValue(3 * 3600)).toBe(10)
		expect(engagementValue(5 * 3600)).toBeNull()
	})
})
