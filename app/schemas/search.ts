import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { SEARCH_MAX_LENGTH } from '#app/lib/search.ts'
import { z } from './z.ts'

/** How a date filter is written in a search's address (what a browser's date field sends). */
export const SEARCH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
export const SEARCH_DATE_MESSAGE =
	'Enter the date as year-month-day, e.g. 2026-01-31.'
export const SEARCH_CATEGORY_MESSAGE = 'Choose a section from the list.'
export const SEARCH_RANGE_MESSAGE =
	'The start date must not be after the end date.'

/** A calendar day as the first (or, with `end`, the last) millisecond of it, UTC; null if not a real day. */
export function searchDay(value: string, end = false): Date | null {
	if (!SEARCH_DATE_PATTERN.test(value)) return null
	const day = new Date(`${value}T00:00:00.000Z`)
	if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value)
		return null
	return end ? new Date(day.getTime() + 86_400_000 - 1) : day
}

const day = (end: boolean) =>
	z
		.string()
		.optional()
		.transform((value, context) => {
			const text = (value ?? '').trim()
			if (text === '') return undefined
			const parsed = searchDay(text, end)
			if (!parsed)
				context.addIssue({ code: 'custom', message: SEARCH_DATE_MESSAGE })
			return parsed ?? undefined
		})

/**
 * A search's address: the words (cut at SEARCH_MAX_LENGTH, trimmed), the page, and the filters:
 * a section and a range of publication days (inclusive, UTC). A filter that is not one of the
 * choices is refused with a message, never silently widened.
 */
export const SearchQuery = z
	.object({
		q: z
			.string()
			.catch('')
			.transform(text => text.slice(0, SEARCH_MAX_LENGTH).trim()),
		page: z.coerce.number().int().min(1).max(1000).catch(1),
		category: z
			.string()
			.optional()
			.transform((value, context) => {
				const text = value ?? ''
				if (text === '') return undefined
				if ((ALL_CATEGORIES as readonly string[]).includes(text))
					return text as (typeof ALL_CATEGORIES)[number]
				context.addIssue({ code: 'custom', message: SEARCH_CATEGORY_MESSAGE })
				return undefined
			}),
		from: day(false),
		to: day(true),
	})
	.superRefine((query, context) => {
		if (query.from && query.to && query.from > query.to)
			context.addIssue({
				code: 'custom',
				path: ['to'],
				message: SEARCH_RANGE_MESSAGE,
			})
	})
export type SearchQuery = z.output<typeof SearchQuery>

/** The parameters a search page and the JSON API read (the first value of each). */
export const SEARCH_PARAMS = ['q', 'page', 'category', 'from', 'to'] as const

export function searchParamsOf(
	params: URLSearchParams,
): Record<string, string> {
	const values: Record<string, string> = {}
	for (const name of SEARCH_PARAMS) {
		const value = params.get(name)
		if (value !== null) values[name] = value
	}
	return values
}
