/**
 * The days Insights count in: calendar days in the publication's time zone (issue 22 item 7,
 * docs/decisions/071), so "today" on the Insights page and an article's last 30 days end at the
 * editor's midnight, not at UTC's. A day is `YYYY-MM-DD`; it runs from its midnight in the zone to
 * the next (23 or 25 hours on the days the clocks change).
 */
import { utcDayBefore } from '#app/lib/utc-day.ts'
import { zonedDay, zonedDayStart } from '#app/lib/zoned-time.ts'
import { settingsNow } from '#app/server/site/settings.server.ts'

/** The publication's zone as this instance last read its settings. */
export function deskZone(): string {
	return settingsNow().timeZone
}

/** The publication's day `instant` falls on. */
export function deskDay(instant: Date, timeZone = deskZone()): string {
	return zonedDay(instant, timeZone)
}

/** The instants a publication's day starts and ends (the next day's start). */
export function deskDayBounds(
	day: string,
	timeZone = deskZone(),
): { from: Date; to: Date } {
	return {
		from: zonedDayStart(day, timeZone),
		to: zonedDayStart(utcDayBefore(day, -1), timeZone),
	}
}

/** The `count` days ending with `lastDay`, oldest first (calendar arithmetic: no zone needed). */
export function daysEndingWith(lastDay: string, count: number): string[] {
	return Array.from({ length: count }, (_, index) =>
		utcDayBefore(lastDay, count - 1 - index),
	)
}
