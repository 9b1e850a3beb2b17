/**
 * When the daily digest is due: at a configured hour in a configured time zone (IANA name), once
 * per local calendar day. Pure, so the rules are tested without a clock or a database.
 */
import { TZDate } from '@date-fns/tz'
import { isTimeZone, zonedDay } from './zoned-time.ts'

export interface DigestSlot {
	/** The local calendar day the digest belongs to, `YYYY-MM-DD` (also its ledger id). */
	date: string
	/** The instant of `hour`:00 on that day in the zone. */
	scheduledAt: Date
}

/** The wall clock's calendar day of `instant` in `timeZone` (the one conversion module: 067). */
function localParts(instant: Date, timeZone: string) {
	const [year, month, day] = zonedDay(instant, timeZone).split('-').map(Number)
	return { year: year!, month: month!, day: day! }
}

export { isTimeZone }

/** The instant a local wall-clock hour names in `timeZone` (a time skipped by a DST change moves forward). */
export function zonedTime(
	year: number,
	month: number,
	day: number,
	hour: number,
	timeZone: string,
): Date {
	return new Date(new TZDate(year, month - 1, day, hour, timeZone).getTime())
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
	return zonedDay(instant, timeZone)
}

/** Today's slot (local day of `now`), whether or not its hour has come. */
export function digestSlotOf(
	now: Date,
	hour: number,
	timeZone: string,
): DigestSlot {
	return slotOn(localParts(now, timeZone), hour, timeZone)
}

/** Today's slot once its hour has come, else null (the digest is not due yet). */
export function dueDigestSlot(
	now: Date,
	hour: number,
	timeZone: string,
): DigestSlot | null {
	const slot = digestSlotOf(now, hour, timeZone)
	return now.getTime() >= slot.scheduledAt.getTime() ? slot : null
}

/** The next time a digest goes out after `now` (for the admin's "next send"). */
export function nextDigestTime(
	now: Date,
	hour: number,
	timeZone: string,
): Date {
	const today = digestSlotOf(now, hour, timeZone)
	if (now.getTime() < today.scheduledAt.getTime()) return today.scheduledAt
	const { year, month, day } = localParts(today.scheduledAt, timeZone)
	const tomorrow = new Date(Date.UTC(year, month - 1, day + 1))
	return zonedTime(
		tomorrow.getUTCFullYear(),
		tomorrow.getUTCMonth() + 1,
		tomorrow.getUTCDate(),
		hour,
		timeZone,
	)
}

/** The days of the week as the settings name them: 0 is Sunday, as `Date#getUTCDay` counts. */
export const WEEKDAY_NAMES = [
	'Sunday',
	'Monday',
	'Tuesday',
	'Wednesday',
	'Thursday',
	'Friday',
	'Saturday',
] as const

/** The local calendar day `days` after (or before) `date` (`YYYY-MM-DD`), with its weekday. */
function shiftDay(date: string, days: number) {
	const [year, month, day] = date.split('-').map(Number)
	const shifted = new Date(Date.UTC(year!, month! - 1, day! + days))
	return {
		year: shifted.getUTCFullYear(),
		month: shifted.getUTCMonth() + 1,
		day: shifted.getUTCDate(),
		weekday: shifted.getUTCDay(),
	}
}

function slotOn(
	parts: { year: number; month: number; day: number },
	hour: number,
	timeZone: string,
): DigestSlot {
	const { year, month, day } = parts
	return {
		date: `${year}-${pad(month)}-${pad(day)}`,
		scheduledAt: zonedTime(year, month, day, hour, timeZone),
	}
}

/**
 * This week's weekly slot (docs/decisions/084): `weekday` (0 Sunday) at `hour` in the zone, on the
 * latest such local day on or before `now`'s (its hour may still be to come). The wall-clock hour
 * is kept across a daylight-saving change, as the daily digest's is.
 */
export function weeklySlotOf(
	now: Date,
	weekday: number,
	hour: number,
	timeZone: string,
): DigestSlot {
	const today = zonedDay(now, timeZone)
	const back = (shiftDay(today, 0).weekday - weekday + 7) % 7
	return slotOn(shiftDay(today, -back), hour, timeZone)
}

/** The next time the weekly digest goes out after `now` (for the admin's "next send"). */
export function nextWeeklyTime(
	now: Date,
	weekday: number,
	hour: number,
	timeZone: string,
): Date {
	const slot = weeklySlotOf(now, weekday, hour, timeZone)
	if (now.getTime() < slot.scheduledAt.getTime()) return slot.scheduledAt
	return slotOn(shiftDay(slot.date, 7), hour, timeZone).scheduledAt
}

/** The characters of our random ids (base64url), in the order strings sort. */
const ID_ALPHABET =
	'-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz'

/** How many parts a digest's recipients are split into (workers on several instances share them). */
export const DIGEST_SLICES = 16

/**
 * Slice `index` of `count` as a range of subscriber ids, `[from, to)` (`to` absent: no upper
 * bound). The ranges cover every string exactly once, and split random ids evenly.
 */
/** A range of subscriber ids: `from` (inclusive) up to `to` (exclusive; none for the last slice). */
export interface SliceRange {
	from: string
	to?: string
}

export function sliceRange(
	index: number,
	count: number = DIGEST_SLICES,
): SliceRange {
	const step = ID_ALPHABET.length / count
	const boundary = (slice: number) => ID_ALPHABET[Math.round(slice * step)]!
	return {
		from: index === 0 ? '' : boundary(index),
		...(index === count - 1 ? {} : { to: boundary(index + 1) }),
	}
}
