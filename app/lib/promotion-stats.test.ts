import { describe, expect, it } from 'vitest'
import { formatClickThroughRate } from './promotion-stats.ts'

describe('click-through rate', () => {
	it('is clicks per impression with one decimal', () => {
		expect(formatClickThroughRate({ impressions: 1000, clicks: 24 })).toBe(
			'2.4%',
		)
		expect(formatClickThroughRate({ impressions: 3, clicks: 1 })).toBe('33.3%')
		expect(formatClickThroughRate({ impressions: 10, clicks: 0 })).toBe('0.0%')
	})
	it('says nothing before the first impression, and never exceeds 100%', () => {
		expect(formatClickThroughRate({ impressions: 0, clicks: 5 })).toBe('—')
		// Clicks counted before impressions were (or from readers without JavaScript) can outnumber them.
		expect(formatClickThroughRate({ impressions: 4, clicks: 9 })).toBe('100.0%')
	})
})
