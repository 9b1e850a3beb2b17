/**
 * The editorial calendar's arithmetic (docs/decisions/065): months (`2026-11`) and ISO weeks
 * (`2026-W48`, Monday to Sunday) as half-open ranges of days, and the grid of days a page shows.
 * Days are counted on UTC dates, as plain calendar days; `zonedRange` turns a range of them into
 * the instants it covers in the publication's time zone (docs/decisions/067), which the page
 * reads articles by.
 */
import { DAY_MS, utcDay, utcDayStart } from './utc-day.ts'
import { zonedDay, zonedDayStart } from './zoned-time.ts'

export interface Month {
	year: number
	/** 1 to 12. */
	month: number
}

export interface IsoWeek {
	/** The ISO week-numbering year (the first days of January may belong to the year before). */
	year: number
	/** 1 to 52 or 53. */
	week: number
}

/** Years the calendar opens: a typo such as 0202-11 or 20260-1 is not a month to show. */
const FIRST_YEAR = 1970
const LAST_YEAR = 9999

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/
const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/

const inYears = (year: number) => year >= FIRST_YEAR && year <= LAST_YEAR

export function monthOf(instant: Date): Month {
	return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1 }
}

/** `?month=2026-11` as a month; anything else is not one (the page then shows the current month). */
export function parseMonth(text: string | null | undefined): Month | null {
	const match = MONTH_PATTERN.exec(text ?? '')
	if (!match) return null
	const year = Number(match[1])
	return inYears(year) ? { year, month: Number(match[2]) } : null
}

export function monthKey({ year, month }: Month): string {
	return `${year}-${String(month).padStart(2, '0')}`
}

/** The month `by` months later (earlier when negative). */
export function shiftMonth({ year, month }: Month, by: number): Month {
	const index = year * 12 + (month - 1) + by
	return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/** The instants of a month: from its first midnight to the next month's, the end excluded. */
export function monthRange(month: Month): { start: Date; end: Date } {
	const next = shiftMonth(month, 1)
	return {
		start: new Date(Date.UTC(month.year, month.month - 1, 1)),
		end: new Date(Date.UTC(next.year, next.month - 1, 1)),
	}
}

/** "November 2026". */
export function monthLabel({ year, month }: Month): string {
	return new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-US', {
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	})
}

/** Monday of the week holding `instant` (at midnight). */
function mondayOf(instant: Date): Date {
	const midnight = utcDayStart(utcDay(instant))
	const sinceMonday = (midnight.getUTCDay() + 6) % 7
	return new Date(midnight.getTime() - sinceMonday * DAY_MS)
}

/** Monday of week 1: the week that holds the year's first Thursday (so 4 January). */
function firstMonday(year: number): Date {
	return mondayOf(new Date(Date.UTC(year, 0, 4)))
}

/** ISO weeks in a year: 53 when it starts on a Thursday, or on a Wednesday in a leap year. */
export function weeksInYear(year: number): number {
	return Math.round(
		(firstMonday(year + 1).getTime() - firstMonday(year).getTime()) /
			(7 * DAY_MS),
	)
}

export function isoWeekOf(instant: Date): IsoWeek {
	// The week belongs to the year of its Thursday.
	const thursday = new Date(mondayOf(instant).getTime() + 3 * DAY_MS)
	const year = thursday.getUTCFullYear()
	const week =
		Math.round(
			(mondayOf(thursday).getTime() - firstMonday(year).getTime()) /
				(7 * DAY_MS),
		) + 1
	return { year, week }
}

/** `?week=2026-W48` as an ISO week; anything else (W00, W54, W53 of a 52-week year) is not one. */
export function parseWeek(text: string | null | undefined): IsoWeek | null {
	const match = WEEK_PATTERN.exec(text ?? '')
	if (!match) return null
	const year = Number(match[1])
	const week = Number(match[2])
	if (!inYears(year) || week < 1 || week > weeksInYear(year)) return null
	return { year, week }
}

export function weekKey({ year, week }: IsoWeek): string {
	return `${year}-W${String(week).padStart(2, '0')}`
}

/** The instants of an ISO week: Monday midnight to the next Monday's, the end excluded. */
export function weekRange({ year, week }: IsoWeek): { start: Date; end: Date } {
	const start = new Date(firstMonday(year).getTime() + (week - 1) * 7 * DAY_MS)
	return { start, end: new Date(start.getTime() + 7 * DAY_MS) }
}

export function shiftWeek(week: IsoWeek, by: number): IsoWeek {
	return isoWeekOf(new Date(weekRange(week).start.getTime() + by * 7 * DAY_MS))
}

const WEEK_SPAN = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	year: 'numeric',
	timeZone: 'UTC',
})

/** "Nov 23 – 29, 2026", or across months and years as needed. */
export function weekLabel(week: IsoWeek): string {
	const { start, end } = weekRange(week)
	return WEEK_SPAN.formatRange(start, new Date(end.getTime() - DAY_MS)).replace(
		/\s/g,
		' ',
	)
}

/** One week of the grid: its ISO week and its seven days (`YYYY-MM-DD`, Monday first). */
export interface GridWeek {
	week: IsoWeek
	days: string[]
}

/** The weeks a month's grid shows: from the week of its first day to the week of its last. */
export function monthGrid(month: Month): GridWeek[] {
	const { start, end } = monthRange(month)
	const weeks: GridWeek[] = []
	for (
		let monday = mondayOf(start);
		monday < end;
		monday = new Date(monday.getTime() + 7 * DAY_MS)
	)
		weeks.push(weekOfDays(monday))
	return weeks
}

/** The week starting on this Monday, as the grid shows it. */
export function weekOfDays(monday: Date): GridWeek {
	return {
		week: isoWeekOf(monday),
		days: Array.from({ length: 7 }, (_, day) =>
			utcDay(new Date(monday.getTime() + day * DAY_MS)),
		),
	}
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/**
 * A range of days (`monthRange`, `weekRange`: UTC midnights standing for calendar days) as the
 * instants those days cover in `timeZone`, from its first day's midnight there to the end's.
 */
export function zonedRange(
	{ start, end }: { start: Date; end: Date },
	timeZone: string,
): { start: Date; end: Date } {
	return {
		start: zonedDayStart(utcDay(start), timeZone),
		end: zonedDayStart(utcDay(end), timeZone),
	}
}

/** Today in `timeZone`, as the calendar counts days (its UTC midnight, see above). */
export function zonedToday(now: Date, timeZone: string): Date {
	return utcDayStart(zonedDay(now, timeZone))
}
