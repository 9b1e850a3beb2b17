/**
 * The administrator's lists (articles, guest posts, promotions, subscribers): one page size, the
 * arithmetic of pages, and links that change one part of a list's query and keep the rest.
 */

/** Rows on one page of every admin list. */
export const ADMIN_PAGE_SIZE = 25
/** The longest search an admin list takes (longer input is cut, never an error). */
export const ADMIN_SEARCH_MAX_LENGTH = 100

/** One page of a list, with the true total of everything the filter matches. */
export interface Paged<T> {
	items: T[]
	total: number
	/** 1-based, always within 1..pageCount. */
	page: number
	pageCount: number
	pageSize: number
}

/** The page to show (a page past the end shows the last one) and how many rows come before it. */
export function pageWindow(
	total: number,
	requested: number,
	pageSize = ADMIN_PAGE_SIZE,
): { page: number; pageCount: number; skip: number } {
	const pageCount = Math.max(1, Math.ceil(total / pageSize))
	const page = Math.min(Math.max(1, Math.floor(requested) || 1), pageCount)
	return { page, pageCount, skip: (page - 1) * pageSize }
}

/** "26–50 of 137": which rows a page shows. */
export function pageRange({
	page,
	pageSize,
	total,
	items,
}: Pick<Paged<unknown>, 'page' | 'pageSize' | 'total'> & {
	items: readonly unknown[]
}): string {
	if (total === 0) return '0 of 0'
	const first = (page - 1) * pageSize + 1
	return `${first}–${first + items.length - 1} of ${total}`
}

export type QueryValues = Record<string, string | undefined>

/**
 * A link to `path` with the query `current` changed by `change`: empty values and page 1 are left
 * out, so every state of a list has one address. Changing anything but the page goes back to page 1.
 */
export function listHref(
	path: string,
	current: QueryValues,
	change: QueryValues = {},
): string {
	const merged: QueryValues = { ...current, ...change }
	if (!('page' in change)) delete merged.page
	const params = new URLSearchParams()
	for (const [key, value] of Object.entries(merged)) {
		if (
			value === undefined ||
			value === '' ||
			(key === 'page' && value === '1')
		)
			continue
		params.set(key, value)
	}
	const query = params.toString()
	return query ? `${path}?${query}` : path
}

/** Text as a literal inside a regular expression (search input never becomes a pattern). */
export function escapeRegExp(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A parsed list query as the values its links carry (numbers as text, the first page left out). */
export function toQueryValues(
	query: Record<string, string | number | undefined>,
): QueryValues {
	const values: QueryValues = {}
	for (const [key, value] of Object.entries(query)) {
		if (value === undefined || value === '' || (key === 'page' && value === 1))
			continue
		values[key] = String(value)
	}
	return values
}
