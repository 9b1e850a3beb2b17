import { describe, expect, it } from 'vitest'
import { promotionStatus } from './promotion-status.ts'

const now = new Date('2026-11-23T12:00:00Z')
const before = '2026-11-01T00:00:00Z'
const after = '2026-12-01T00:00:00Z'

describe('promotionStatus', () => {
	it('is Inactive whenever the flag is off, whatever the schedule', () => {
		expect(promotionStatus({ active: false }, now)).toBe('inactive')
		expect(
			promotionStatus(
				{ active: false, startDate: before, endDate: after },
				now,
			),
		).toBe('inactive')
	})

	it('follows the schedule of an active promotion', () => {
		expect(promotionStatus({ active: true }, now)).toBe('live')
		expect(
			promotionStatus({ active: true, startDate: before, endDate: after }, now),
		).toBe('live')
		expect(promotionStatus({ active: true, startDate: after }, now)).toBe(
			'scheduled',
		)
		expect(promotionStatus({ active: true, endDate: before }, now)).toBe(
			'ended',
		)
		expect(
			promotionStatus({ active: true, startDate: null, endDate: null }, now),
		).toBe('live')
		// The edges: live from its first instant to its last.
		expect(
			promotionStatus({ active: true, startDate: now, endDate: now }, now),
		).toBe('live')
	})
})
