/** A search runs only when the trimmed query is longer than 2 characters (SPEC §4, §9). */
export const SEARCH_MIN_LENGTH = 3
/** The most of a query a search reads. */
export const SEARCH_MAX_LENGTH = 200

/** What a search page's `q` asks for: at most SEARCH_MAX_LENGTH characters, trimmed. */
export function searchText(q: string | null): string {
	return (q ?? '').slice(0, SEARCH_MAX_LENGTH).trim()
}

/** Whether `text` (as searchText gives it) runs a search, and so counts against the search limit. */
export function runsSearch(text: string): boolean {
	return text.length >= SEARCH_MIN_LENGTH
}

/** What a search's address holds (app/schemas/search.ts reads it back). */
export interface SearchLink {
	q: string
	page?: number
	category?: string
	from?: string
	to?: string
}

/** The address of a search: its words, filters (when set) and page (after the first). */
export function searchHref({
	q,
	page,
	category,
	from,
	to,
}: SearchLink): string {
	const params = new URLSearchParams({ q })
	if (category) params.set('category', category)
	if (from) params.set('from', from)
	if (to) params.set('to', to)
	if (page && page > 1) params.set('page', String(page))
	return `/search?${params.toString()}`
}
