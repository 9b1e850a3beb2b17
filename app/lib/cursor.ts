/**
 * Cursors for lists in publication order (newest first, ties by id): a position is the article's
 * publication time and id, written `{time in base 36}.{id}` so it stays short and readable in a
 * URL (`/category/trust-building?before=m3k9x1c0.three-topic-rule`).
 */
export interface Cursor {
	publishedAt: Date
	id: string
}

const CURSOR = /^([0-9a-z]{1,12})\.([\w-]{1,120})$/

export function encodeCursor({
	publishedAt,
	id,
}: {
	publishedAt: Date | string
	id: string
}): string {
	return `${new Date(publishedAt).getTime().toString(36)}.${id}`
}

/** The cursor in `text`, or null when it is not one. */
export function decodeCursor(text: string | null | undefined): Cursor | null {
	const match = text ? CURSOR.exec(text) : null
	if (!match) return null
	const time = parseInt(match[1]!, 36)
	if (!Number.isSafeInteger(time)) return null
	return { publishedAt: new Date(time), id: match[2]! }
}

/** A month of the archive, `YYYY-MM`, as its first instant and the next month's (UTC). */
export function monthRange(month: string): { start: Date; end: Date } | null {
	const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month)
	if (!match) return null
	const year = Number(match[1])
	const index = Number(match[2]) - 1
	return {
		start: new Date(Date.UTC(year, index, 1)),
		end: new Date(Date.UTC(year, index + 1, 1)),
	}
}

/** `YYYY-MM` of a date (UTC). */
export function monthOf(date: Date | string): string {
	return new Date(date).toISOString().slice(0, 7)
}

/** Every month from `first` to `last` (both `YYYY-MM`), newest first. */
export function monthsBetween(first: string, last: string): string[] {
	const months: string[] = []
	const start = monthRange(first)
	const end = monthRange(last)
	if (!start || !end) return months
	for (
		let date = end.start;
		date >= start.start;
		date = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1))
	) {
		months.push(monthOf(date))
	}
	return months
}

/** Where the pages around a list page are (`?before=` / `?after=` cursors), or null at either end. */
export interface PageLinks {
	newer: string | null
	older: string | null
}

/** The query string of the page a cursor names. */
export function pageHref(
	base: string,
	links: PageLinks,
	which: 'newer' | 'older',
): string | null {
	const cursor = links[which]
	if (!cursor) return null
	return `${base}?${which === 'older' ? 'before' : 'after'}=${encodeURIComponent(cursor)}`
}

/** Where a list page's address puts it: its cursors, and its canonical query; `invalid` when a cursor is not one (edited by hand). */
export function listPosition(searchParams: URLSearchParams): {
	before: Cursor | null
	after: Cursor | null
	invalid: boolean
	query: string
} {
	const beforeParam = searchParams.get('before')
	const afterParam = searchParams.get('after')
	const before = decodeCursor(beforeParam)
	const after = decodeCursor(afterParam)
	return {
		before,
		after,
		invalid:
			(beforeParam !== null && !before) || (afterParam !== null && !after),
		query: before
			? `?before=${beforeParam}`
			: after
				? `?after=${afterParam}`
				: '',
	}
}
