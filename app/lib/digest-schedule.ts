/**
 * When the daily digest is due: at a configured hour in a configured time zone (IANA name), once
 * per local calendar day. Pure, so the rules are tested without a clock or a database.
 */

export interface DigestSlot {
	/** The local calendar day the digest belongs to, `YYYY-MM-DD` (also its ledger id). */
	date: string
	/** The instant of `hour`:00 on that day in the zone. */
	scheduledAt: Date
}

interface LocalParts {
	year: number
	month: number
	day: number
	hour: number
	minute: number
	second: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
	let formatter = formatters.get(timeZone)
	if (!formatter) {
		formatter = new Intl.DateTimeFormat('en-US', {
			timeZone,
			hourCycle: 'h23',
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
			hour: '2-digit',
			minute: '2-digit',
			second: '2-digit',
		})
		formatters.set(timeZone, formatter)
	}
	return formatter
}

/** True when `timeZone` is a zone name this runtime knows ("UTC", "Europe/Paris"). */
export function isTimeZone(timeZone: string): boolean {
	try {
		formatterFor(timeZone)
		return true
	} catch {
		return false
	}
}

function localParts(instant: Date, timeZone: string): LocalParts {
	const parts: Record<string, number> = {}
	for (const part of formatterFor(timeZone).formatToParts(instant)) {
		if (part.type !== 'literal') parts[part.type] = Number(part.value)
	}
	return {
		year: parts.year!,
		month: parts.month!,
		day: parts.day!,
		hour: parts.hour!,
		minute: parts.minute!,
		second: parts.second!,
	}
}

/** The zone's offset from UTC at `instant`, in ms (positive east of Greenwich). */
function offsetAt(instant: Date, timeZone: string): number {
	const local = localParts(instant, timeZone)
	const asUtc = Date.UTC(
		local.year,
		local.month - 1,
		local.day,
		local.hour,
		local.minute,
		local.second,
	)
	return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

/** The instant a local wall-clock time names in `timeZone` (a time skipped by a DST change moves forward). */
export function zonedTime(
	year: number,
	month: number,
	day: number,
	hour: number,
	timeZone: string,
): Date {
	const wall = Date.UTC(year, month - 1, day, hour)
	// Twice: the offset at the first guess can differ from the offset at the answer near a change.
	let guess = wall - offsetAt(new Date(wall), timeZone)
	guess = wall - offsetAt(new Date(guess), timeZone)
	return new Date(guess)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The local calendar day of `instant` in `timeZone`, `YYYY-MM-DD`. */
export function localDate(instant: Date, timeZone: string): string {
	const { year, month, day } = localParts(instant, timeZone)
	return `${year}-${pad(month)}-${pad(day)}`
}

/** Today's slot (local day of `now`), whether or not its hour has come. */
export function digestSlotOf(
	now: Date,
	hour: number,
	timeZone: string,
): DigestSlot {
	const { year, month, day } = localParts(now, timeZone)
	return {
		date: `${year}-${pad(month)}-${pad(day)}`,
		scheduledAt: zonedTime(year, month, day, hour, timeZone),
	}
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
