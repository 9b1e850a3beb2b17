import { describe, expect, it } from 'vitest'
import {
	isoWeekOf,
	monthGrid,
	monthLabel,
	monthRange,
	parseMonth,
	parseWeek,
	shiftMonth,
	shiftWeek,
	weekKey,
	weekLabel,
	weekRange,
	weeksInYear,
	zonedRange,
	zonedToday,
} from './calendar.ts'

describe('calendar months', () => {
	it('reads YYYY-MM and nothing else', () => {
		expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 })
		for (const text of ['2026-13', '2026-00', '2026-1', '0202-11', '', null])
			expect(parseMonth(text), String(text)).toBeNull()
	})

	it('spans from the first midnight to the next month’s, across a year end', () => {
		const { start, end } = monthRange({ year: 2026, month: 12 })
		expect(start.toISOString()).toBe('2026-12-01T00:00:00.000Z')
		expect(end.toISOString()).toBe('2027-01-01T00:00:00.000Z')
		expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({
			year: 2025,
			month: 12,
		})
		expect(monthLabel({ year: 2026, month: 2 })).toBe('February 2026')
	})

	it('lays a month out in whole weeks, Monday first', () => {
		// November 2026 starts on a Sunday and ends on a Monday: six rows.
		const weeks = monthGrid({ year: 2026, month: 11 })
		expect(weeks).toHaveLength(6)
		expect(weeks[0]!.days[0]).toBe('2026-10-26')
		expect(weeks[0]!.days[6]).toBe('2026-11-01')
		expect(weeks.at(-1)!.days[0]).toBe('2026-11-30')
		// February 2021 starts on a Monday and has 28 days: exactly four.
		expect(monthGrid({ year: 2021, month: 2 })).toHaveLength(4)
	})
})

describe('calendar weeks (ISO 8601)', () => {
	it('numbers weeks by their Thursday, so early January can be last year’s', () => {
		expect(isoWeekOf(new Date('2026-11-26T12:00:00Z'))).toEqual({
			year: 2026,
			week: 48,
		})
		expect(isoWeekOf(new Date('2021-01-03T23:59:59Z'))).toEqual({
			year: 2020,
			week: 53,
		})
		expect(isoWeekOf(new Date('2024-12-30T00:00:00Z'))).toEqual({
			year: 2025,
			week: 1,
		})
		expect(weeksInYear(2020)).toBe(53)
		expect(weeksInYear(2026)).toBe(53)
		expect(weeksInYear(2027)).toBe(52)
	})

	it('reads YYYY-Www only for weeks the year has', () => {
		expect(parseWeek('2026-W48')).toEqual({ year: 2026, week: 48 })
		expect(parseWeek('2026-W53')).toEqual({ year: 2026, week: 53 })
		for (const text of ['2027-W53', '2026-W00', '2026-W7', '2026W48', ''])
			expect(parseWeek(text), text).toBeNull()
	})

	it('spans Monday midnight to the next Monday and steps across years', () => {
		const { start, end } = weekRange({ year: 2026, week: 48 })
		expect(start.toISOString()).toBe('2026-11-23T00:00:00.000Z')
		expect(end.toISOString()).toBe('2026-11-30T00:00:00.000Z')
		expect(weekKey(shiftWeek({ year: 2026, week: 53 }, 1))).toBe('2027-W01')
		expect(weekKey(shiftWeek({ year: 2027, week: 1 }, -1))).toBe('2026-W53')
		expect(weekLabel({ year: 2026, week: 48 })).toBe('Nov 23 – 29, 2026')
		expect(weekLabel({ year: 2026, week: 53 })).toBe(
			'Dec 28, 2026 – Jan 3, 2027',
		)
	})
})

describe('calendar days in the publication’s zone', () => {
	it('covers a month from its first midnight in the zone to the next month’s, whatever the season', () => {
		// Berlin: +01:00 in March's first days, +02:00 by April (clocks go forward on 28 March 2027).
		const march = zonedRange(
			monthRange({ year: 2027, month: 3 }),
			'Europe/Berlin',
		)
		expect(march.start.toISOString()).toBe('2027-02-28T23:00:00.000Z')
		expect(march.end.toISOString()).toBe('2027-03-31T22:00:00.000Z')
		// New York, west of UTC; the week of the fall-back Sunday is an hour longer.
		const week = zonedRange(
			weekRange({ year: 2026, week: 44 }),
			'America/New_York',
		)
		expect(week.start.toISOString()).toBe('2026-10-26T04:00:00.000Z')
		expect(week.end.toISOString()).toBe('2026-11-02T05:00:00.000Z')
		// In UTC a range is its own instants.
		expect(zonedRange(monthRange({ year: 2026, month: 12 }), 'UTC')).toEqual(
			monthRange({ year: 2026, month: 12 }),
		)
	})

	it('takes today from the zone’s clock', () => {
		const lateEvening = new Date('2026-12-31T23:30:00.000Z')
		expect(zonedToday(lateEvening, 'UTC').toISOString()).toBe(
			'2026-12-31T00:00:00.000Z',
		)
		expect(zonedToday(lateEvening, 'Asia/Tokyo').toISOString()).toBe(
			'2027-01-01T00:00:00.000Z',
		)
		expect(
			zonedToday(
				new Date('2027-01-01T03:00:00.000Z'),
				'America/New_York',
			).toISOString(),
		).toBe('2026-12-31T00:00:00.000Z')
	})
})
