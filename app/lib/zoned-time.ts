/**
 * The publication's time zone (docs/decisions/067): the one place that turns a wall-clock time in
 * a zone into an instant and back, and writes instants for people. The zone arithmetic is
 * `@date-fns/tz`'s (TZDate), which reads the runtime's IANA database through `Intl`; nothing here
 * adds or subtracts offsets by hand.
 *
 * Daylight-saving rules, the same everywhere:
 * - A wall time that does not exist (the hour skipped when clocks go forward) is refused:
 *   `wallTimeToInstant` says so and suggests the same time shifted past the jump.
 * - A wall time that happens twice (the hour repeated when clocks go back) is the first of the
 *   two, the one still on summer time.
 * - Unless it is the wall time of the instant already stored (`kept`): a form sent back unchanged
 *   keeps its instant, even the second of the two, rather than moving an hour earlier.
 */
import { TZDate, tzOffset } from '@date-fns/tz'

/** `YYYY-MM-DDTHH:MM` with optional `:SS`: what a `datetime-local` input sends. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

export type WallTimeResult =
	{ ok: true; instant: Date } | { ok: false; message: string }

const pad = (value: number) => String(value).padStart(2, '0')

/** True when `timeZone` is a zone name this runtime knows ("UTC", "Europe/Paris"). */
export function isTimeZone(timeZone: string): boolean {
	if (timeZone.trim() === '') return false
	try {
		new Intl.DateTimeFormat('en-US', { timeZone })
		return true
	} catch {
		return false
	}
}

/** An instant as a TZDate of `timeZone`: its getters read the zone's wall clock. */
function inZone(instant: Date | string, timeZone: string): TZDate {
	return new TZDate(new Date(instant).getTime(), timeZone)
}

/** The wall clock of `instant` in `timeZone`, `YYYY-MM-DDTHH:MM:SS` (a `datetime-local` value). */
export function instantToWallTime(
	instant: Date | string,
	timeZone: string,
): string {
	const wall = inZone(instant, timeZone)
	return `${zonedDay(instant, timeZone)}T${pad(wall.getHours())}:${pad(wall.getMinutes())}:${pad(wall.getSeconds())}`
}

/** The calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export function zonedDay(instant: Date | string, timeZone: string): string {
	const wall = inZone(instant, timeZone)
	return `${wall.getFullYear()}-${pad(wall.getMonth() + 1)}-${pad(wall.getDate())}`
}

/** `HH:MM` of `instant` in `timeZone`. */
export function zonedClock(instant: Date | string, timeZone: string): string {
	const wall = inZone(instant, timeZone)
	return `${pad(wall.getHours())}:${pad(wall.getMinutes())}`
}

/**
 * The instant a wall-clock time names in `timeZone` (see the rules above): `kept` when `value` is
 * its wall time, else the one instant, the first of two in the hour clocks go back, or a refusal
 * in the hour they skip. Undefined when `value` is not a wall time (`YYYY-MM-DDTHH:MM[:SS]` naming
 * a real calendar date).
 */
export function wallTimeToInstant(
	value: string,
	timeZone: string,
	kept?: Date | string | null,
): WallTimeResult | undefined {
	const match = WALL_TIME.exec(value.trim())
	if (!match) return undefined
	const [year, month, day, hour, minute, second] = match
		.slice(1)
		.map(part => Number(part ?? 0)) as [
		number,
		number,
		number,
		number,
		number,
		number,
	]
	const calendar = new Date(Date.UTC(year, month - 1, day))
	if (
		calendar.getUTCMonth() !== month - 1 ||
		calendar.getUTCDate() !== day ||
		hour > 23 ||
		minute > 59 ||
		second > 59
	)
		return undefined
	if (
		kept &&
		instantToWallTime(kept, timeZone) ===
			`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}`
	)
		return { ok: true, instant: new Date(kept) }
	const zoned = new TZDate(year, month - 1, day, hour, minute, second, timeZone)
	// The library moves a skipped wall time forward; the desk refuses it instead.
	if (zoned.getHours() !== hour || zoned.getMinutes() !== minute)
		return {
			ok: false,
			message: `${pad(hour)}:${pad(minute)} does not exist on ${year}-${pad(month)}-${pad(day)} in ${timeZone}: the clocks go forward then. Choose a time after the change, such as ${pad(zoned.getHours())}:${pad(zoned.getMinutes())}.`,
		}
	return { ok: true, instant: firstOccurrence(zoned, timeZone) }
}

const DAY_MS = 86_400_000

/**
 * The earliest instant showing the same wall time as `zoned`: in the hour clocks go back the
 * library may answer either of the two; the zone's offsets a day either side (the library's
 * `tzOffset`) are the only other candidates.
 */
function firstOccurrence(zoned: TZDate, timeZone: string): Date {
	const wall = instantToWallTime(zoned, timeZone)
	const at = zoned.getTime()
	const here = tzOffset(timeZone, new Date(at))
	let first = at
	for (const near of [at - DAY_MS, at + DAY_MS]) {
		const candidate = at + (here - tzOffset(timeZone, new Date(near))) * 60_000
		if (
			candidate < first &&
			instantToWallTime(new Date(candidate), timeZone) === wall
		)
			first = candidate
	}
	return new Date(first)
}

/** Intl formatters are costly to build; one per zone and style. */
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(
	timeZone: string,
	options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
	const key = `${timeZone}|${JSON.stringify(options)}`
	let found = formatters.get(key)
	if (!found) {
		found = new Intl.DateTimeFormat('en-US', { ...options, timeZone })
		formatters.set(key, found)
	}
	return found
}

/** A moment as the desk shows it, with its zone: "Nov 26, 2026, 14:00 Europe/Berlin". */
export function formatZonedDateTime(
	instant: Date | string,
	timeZone: string,
): string {
	return `${formatter(timeZone, {
		year: 'numeric',
		month: 'short',
		day: 'numeric',
		hour: '2-digit',
		minute: '2-digit',
		hourCycle: 'h23',
	}).format(new Date(instant))} ${timeZone}`
}

/** A day as the desk shows it: "Thursday, November 26, 2026" (the day in the zone). */
export function formatZonedDate(
	instant: Date | string,
	timeZone: string,
): string {
	return formatter(timeZone, {
		weekday: 'long',
		year: 'numeric',
		month: 'long',
		day: 'numeric',
	}).format(new Date(instant))
}

/** The instant a calendar day `YYYY-MM-DD` starts in `timeZone` (midnight, or the first time after a skipped midnight). */
export function zonedDayStart(day: string, timeZone: string): Date {
	const [year, month, date] = day.split('-').map(Number) as [
		number,
		number,
		number,
	]
	return new Date(
		new TZDate(year, month - 1, date, 0, 0, 0, timeZone).getTime(),
	)
}
