import { describe, expect, it } from 'vitest'
import {
	formatZonedDateTime,
	instantToWallTime,
	isTimeZone,
	wallTimeToInstant,
	zonedDay,
	zonedDayStart,
} from './zoned-time.ts'

function instant(value: string, zone: string): string {
	const result = wallTimeToInstant(value, zone)
	if (!result?.ok) throw new Error(result ? result.message : 'not a wall time')
	return result.instant.toISOString()
}

describe('wall time ⇄ instant in the publication’s zone', () => {
	it('reads an ordinary time with the offset of its season, both sides of each change', () => {
		// Europe/Berlin: +01:00 in winter, +02:00 from 29 March to 25 October 2026.
		expect(instant('2026-03-28T14:00', 'Europe/Berlin')).toBe(
			'2026-03-28T13:00:00.000Z',
		)
		expect(instant('2026-03-29T14:00', 'Europe/Berlin')).toBe(
			'2026-03-29T12:00:00.000Z',
		)
		expect(instant('2026-10-24T14:00', 'Europe/Berlin')).toBe(
			'2026-10-24T12:00:00.000Z',
		)
		expect(instant('2026-10-25T14:00', 'Europe/Berlin')).toBe(
			'2026-10-25T13:00:00.000Z',
		)
		// America/New_York: -05:00 in winter, -04:00 from 8 March to 1 November 2026.
		expect(instant('2026-03-07T09:30', 'America/New_York')).toBe(
			'2026-03-07T14:30:00.000Z',
		)
		expect(instant('2026-03-08T09:30', 'America/New_York')).toBe(
			'2026-03-08T13:30:00.000Z',
		)
		expect(instant('2026-10-31T09:30', 'America/New_York')).toBe(
			'2026-10-31T13:30:00.000Z',
		)
		expect(instant('2026-11-01T09:30', 'America/New_York')).toBe(
			'2026-11-01T14:30:00.000Z',
		)
	})

	it('refuses a time the clocks skip when they go forward, and suggests one after the jump', () => {
		for (const [value, zone, suggestion] of [
			['2026-03-29T02:30', 'Europe/Berlin', '03:30'],
			['2026-03-29T02:00', 'Europe/Berlin', '03:00'],
			['2026-03-08T02:15', 'America/New_York', '03:15'],
		] as const) {
			const result = wallTimeToInstant(value, zone)
			expect(result?.ok, value).toBe(false)
			if (result?.ok !== false) continue
			expect(result.message).toContain(
				`${value.slice(11)} does not exist on ${value.slice(0, 10)} in ${zone}`,
			)
			expect(result.message).toContain(`such as ${suggestion}`)
		}
		// The minutes either side of the jump exist.
		expect(instant('2026-03-29T01:59', 'Europe/Berlin')).toBe(
			'2026-03-29T00:59:00.000Z',
		)
		expect(instant('2026-03-29T03:00', 'Europe/Berlin')).toBe(
			'2026-03-29T01:00:00.000Z',
		)
		expect(instant('2026-03-08T03:00', 'America/New_York')).toBe(
			'2026-03-08T07:00:00.000Z',
		)
	})

	it('reads a time the clocks repeat when they go back as the first of the two (summer time)', () => {
		// 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET): the first.
		expect(instant('2026-10-25T02:30', 'Europe/Berlin')).toBe(
			'2026-10-25T00:30:00.000Z',
		)
		// 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST): the first.
		expect(instant('2026-11-01T01:30', 'America/New_York')).toBe(
			'2026-11-01T05:30:00.000Z',
		)
		// Both instants read back as the same wall time: the desk shows what was typed.
		expect(instantToWallTime('2026-10-25T00:30:00Z', 'Europe/Berlin')).toBe(
			'2026-10-25T02:30:00',
		)
		expect(instantToWallTime('2026-10-25T01:30:00Z', 'Europe/Berlin')).toBe(
			'2026-10-25T02:30:00',
		)
		expect(instantToWallTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe(
			'2026-11-01T01:30:00',
		)
	})

	it('keeps the stored instant when its wall time comes back unchanged, even the second of a repeated hour', () => {
		// 01:30 on 1 November 2026 in New York happens at 05:30 UTC (EDT) and again at 06:30 UTC (EST).
		const second = new Date('2026-11-01T06:30:00.000Z')
		const zone = 'America/New_York'
		expect(instantToWallTime(second, zone)).toBe('2026-11-01T01:30:00')
		for (const wall of ['2026-11-01T01:30:00', '2026-11-01T01:30']) {
			const kept = wallTimeToInstant(wall, zone, second)
			expect(kept?.ok && kept.instant.toISOString(), wall).toBe(
				second.toISOString(),
			)
		}
		// Another wall time, or no stored instant, follows the usual rule: the first of the two.
		const moved = wallTimeToInstant('2026-11-01T01:45', zone, second)
		expect(moved?.ok && moved.instant.toISOString()).toBe(
			'2026-11-01T05:45:00.000Z',
		)
		const fresh = wallTimeToInstant('2026-11-01T01:30', zone, null)
		expect(fresh?.ok && fresh.instant.toISOString()).toBe(
			'2026-11-01T05:30:00.000Z',
		)
		// Not a wall time stays not a wall time, whatever is stored.
		expect(wallTimeToInstant('2026-11-01 01:30', zone, second)).toBeUndefined()
	})

	it('has one offset all year in a zone without daylight saving, and in UTC', () => {
		expect(instant('2026-03-29T02:30', 'Asia/Kolkata')).toBe(
			'2026-03-28T21:00:00.000Z',
		)
		expect(instant('2026-11-01T01:30', 'Asia/Kolkata')).toBe(
			'2026-10-31T20:00:00.000Z',
		)
		expect(instant('2026-03-29T02:30', 'UTC')).toBe('2026-03-29T02:30:00.000Z')
		expect(instant('2026-11-01T01:30:15', 'UTC')).toBe(
			'2026-11-01T01:30:15.000Z',
		)
		expect(instantToWallTime('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe(
			'2026-07-01T17:30:00',
		)
		expect(instantToWallTime('2026-07-01T12:00:00Z', 'UTC')).toBe(
			'2026-07-01T12:00:00',
		)
	})

	it('round-trips every hour of both change days in Berlin and New York', () => {
		for (const zone of [
			'Europe/Berlin',
			'America/New_York',
			'Asia/Kolkata',
			'UTC',
		])
			for (const start of ['2026-03-07T00:00:00Z', '2026-10-24T00:00:00Z'])
				for (let hour = 0; hour < 24 * 10; hour += 1) {
					const at = new Date(Date.parse(start) + hour * 3_600_000)
					const wall = instantToWallTime(at, zone)
					const back = wallTimeToInstant(wall, zone)
					expect(back?.ok, `${zone} ${wall}`).toBe(true)
					if (!back?.ok) continue
					// The same instant, or (in the repeated hour) the first of its two instants.
					const drift = at.getTime() - back.instant.getTime()
					expect([0, 3_600_000], `${zone} ${wall}`).toContain(drift)
				}
	})

	it('refuses what is not a wall time', () => {
		for (const value of [
			'',
			'tomorrow',
			'2026-02-30T10:00',
			'2026-11-23T24:00',
			'2026-11-23',
			'2026-11-23T10:00Z',
		])
			expect(wallTimeToInstant(value, 'Europe/Berlin'), value).toBeUndefined()
	})
})

describe('days and labels in the zone', () => {
	it('puts an instant on the zone’s calendar day', () => {
		// 23:30 UTC on 26 November is already the 27th in Berlin and still the 26th in New York.
		expect(zonedDay('2026-11-26T23:30:00Z', 'Europe/Berlin')).toBe('2026-11-27')
		expect(zonedDay('2026-11-26T23:30:00Z', 'America/New_York')).toBe(
			'2026-11-26',
		)
		expect(zonedDay('2026-11-26T23:30:00Z', 'UTC')).toBe('2026-11-26')
	})

	it('starts a day at the zone’s midnight, whatever the season', () => {
		expect(zonedDayStart('2026-03-29', 'Europe/Berlin').toISOString()).toBe(
			'2026-03-28T23:00:00.000Z',
		)
		expect(zonedDayStart('2026-03-30', 'Europe/Berlin').toISOString()).toBe(
			'2026-03-29T22:00:00.000Z',
		)
		expect(zonedDayStart('2026-11-01', 'America/New_York').toISOString()).toBe(
			'2026-11-01T04:00:00.000Z',
		)
		expect(zonedDayStart('2026-11-02', 'America/New_York').toISOString()).toBe(
			'2026-11-02T05:00:00.000Z',
		)
	})

	it('names the zone next to every time it writes', () => {
		expect(formatZonedDateTime('2026-11-26T13:00:00Z', 'Europe/Berlin')).toBe(
			'Nov 26, 2026, 14:00 Europe/Berlin',
		)
		expect(
			formatZonedDateTime('2026-07-01T13:00:00Z', 'America/New_York'),
		).toBe('Jul 1, 2026, 09:00 America/New_York')
		expect(formatZonedDateTime('2026-07-01T13:00:00Z', 'UTC')).toBe(
			'Jul 1, 2026, 13:00 UTC',
		)
	})

	it('knows which zone names are real', () => {
		expect(isTimeZone('Europe/Berlin')).toBe(true)
		expect(isTimeZone('UTC')).toBe(true)
		expect(isTimeZone('Mars/Olympus_Mons')).toBe(false)
		expect(isTimeZone('')).toBe(false)
	})
})
