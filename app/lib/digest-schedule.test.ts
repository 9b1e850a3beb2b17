import { describe, expect, it } from 'vitest'
import {
	DIGEST_SLICES,
	digestSlotOf,
	dueDigestSlot,
	isTimeZone,
	localDate,
	nextDigestTime,
	nextWeeklyTime,
	sliceRange,
	weeklySlotOf,
	zonedTime,
} from './digest-schedule.ts'

describe('digest schedule', () => {
	it('is due from the configured hour of the local day, not before', () => {
		expect(dueDigestSlot(new Date('2026-11-23T06:59:59Z'), 7, 'UTC')).toBeNull()
		expect(dueDigestSlot(new Date('2026-11-23T07:00:00Z'), 7, 'UTC')).toEqual({
			date: '2026-11-23',
			scheduledAt: new Date('2026-11-23T07:00:00Z'),
		})
		expect(
			dueDigestSlot(new Date('2026-11-23T23:59:00Z'), 7, 'UTC')?.date,
		).toBe('2026-11-23')
	})

	it('counts the hour and the day in the configured zone', () => {
		// 7:00 in Paris is 6:00 UTC in winter, 5:00 UTC in summer.
		expect(
			digestSlotOf(new Date('2026-11-23T10:00:00Z'), 7, 'Europe/Paris')
				.scheduledAt,
		).toEqual(new Date('2026-11-23T06:00:00Z'))
		expect(
			digestSlotOf(new Date('2026-07-01T10:00:00Z'), 7, 'Europe/Paris')
				.scheduledAt,
		).toEqual(new Date('2026-07-01T05:00:00Z'))
		// 02:00 UTC on the 24th is still the 23rd in New York: that day's digest.
		expect(
			localDate(new Date('2026-11-24T02:00:00Z'), 'America/New_York'),
		).toBe('2026-11-23')
		expect(
			dueDigestSlot(new Date('2026-11-24T02:00:00Z'), 7, 'America/New_York')
				?.date,
		).toBe('2026-11-23')
		expect(
			dueDigestSlot(new Date('2026-11-24T02:00:00Z'), 7, 'Asia/Tokyo')?.date,
		).toBe('2026-11-24')
	})

	it('moves a wall-clock hour skipped by daylight saving forward, and finds the next send', () => {
		// 2:00 on 2026-03-29 does not exist in Paris (clocks go from 2:00 to 3:00).
		expect(zonedTime(2026, 3, 29, 2, 'Europe/Paris').toISOString()).toBe(
			'2026-03-29T01:00:00.000Z',
		)
		expect(nextDigestTime(new Date('2026-11-23T05:00:00Z'), 7, 'UTC')).toEqual(
			new Date('2026-11-23T07:00:00Z'),
		)
		expect(nextDigestTime(new Date('2026-11-23T08:00:00Z'), 7, 'UTC')).toEqual(
			new Date('2026-11-24T07:00:00Z'),
		)
		expect(nextDigestTime(new Date('2026-12-31T12:00:00Z'), 7, 'UTC')).toEqual(
			new Date('2027-01-01T07:00:00Z'),
		)
	})

	it('knows real zone names only', () => {
		expect(isTimeZone('Europe/Paris')).toBe(true)
		expect(isTimeZone('Mars/Olympus')).toBe(false)
	})
})

describe('digest slices', () => {
	it('cover every id exactly once', () => {
		const ids = ['', '-', '0abc', 'Zz', '_x', 'a', 'zzzz', '~odd', 'Ab3-_x']
		for (const id of ids) {
			const owners = Array.from({ length: DIGEST_SLICES }, (_, index) =>
				sliceRange(index),
			).filter(({ from, to }) => id >= from && (to === undefined || id < to))
			expect(owners, id).toHaveLength(1)
		}
		expect(sliceRange(0)).toEqual({ from: '', to: '3' })
		expect(sliceRange(DIGEST_SLICES - 1).to).toBeUndefined()
	})
})

describe('the weekly slot (decision record 084)', () => {
	const berlin = 'Europe/Berlin'
	it('is the latest set weekday on or before the local day, at its wall-clock hour', () => {
		// Sunday 9:00 in Berlin: 08:00 UTC in winter (CET).
		const saturday = new Date('2026-03-21T12:00:00Z')
		expect(weeklySlotOf(saturday, 0, 9, berlin)).toEqual({
			date: '2026-03-15',
			scheduledAt: new Date('2026-03-15T08:00:00Z'),
		})
		expect(nextWeeklyTime(saturday, 0, 9, berlin)).toEqual(
			new Date('2026-03-22T08:00:00Z'),
		)
		const sundayEarly = new Date('2026-03-22T07:59:00Z')
		expect(weeklySlotOf(sundayEarly, 0, 9, berlin).date).toBe('2026-03-22')
	})

	it('keeps the hour across the change to summer time', () => {
		// 29 March 2026: clocks go forward in Berlin; 09:00 is then 07:00 UTC (CEST).
		const sunday = new Date('2026-03-29T10:00:00Z')
		expect(weeklySlotOf(sunday, 0, 9, berlin)).toEqual({
			date: '2026-03-29',
			scheduledAt: new Date('2026-03-29T07:00:00Z'),
		})
		expect(
			nextWeeklyTime(new Date('2026-03-22T08:00:00Z'), 0, 9, berlin),
		).toEqual(new Date('2026-03-29T07:00:00Z'))
		// Across midnight: Wednesday 23:00 slot seen at 00:30 Thursday local.
		expect(
			weeklySlotOf(new Date('2026-03-25T23:30:00Z'), 3, 23, berlin),
		).toEqual({
			date: '2026-03-25',
			scheduledAt: new Date('2026-03-25T22:00:00Z'),
		})
	})
})
