import { describe, expect, it } from 'vitest'
import {
	SEARCH_CATEGORY_MESSAGE,
	SEARCH_DATE_MESSAGE,
	SEARCH_RANGE_MESSAGE,
	SearchQuery,
	searchParamsOf,
} from './search.ts'

const parse = (query: string) =>
	SearchQuery.safeParse(searchParamsOf(new URLSearchParams(query)))

describe('SearchQuery', () => {
	it('reads the words, the page and the filters; empty filters are no filters', () => {
		const found = parse(
			'q=+personal+brand+&page=2&category=trust-building&from=2026-01-01&to=2026-01-31',
		)
		expect(found.success && found.data).toEqual({
			q: 'personal brand',
			page: 2,
			category: 'trust-building',
			from: new Date('2026-01-01T00:00:00.000Z'),
			to: new Date('2026-01-31T23:59:59.999Z'),
		})
		const bare = parse('q=trust&category=&from=&to=&page=x')
		expect(bare.success && bare.data).toEqual({ q: 'trust', page: 1 })
		expect(parse(`q=${'a'.repeat(300)}`).data?.q).toHaveLength(200)
	})

	it('refuses a section, a date or a range that cannot be, with a message saying what to do', () => {
		const messages = (query: string) =>
			parse(query).error?.issues.map(issue => issue.message) ?? []
		expect(messages('q=trust&category=gardening')).toEqual([
			SEARCH_CATEGORY_MESSAGE,
		])
		expect(messages('q=trust&from=2026-02-30')).toEqual([SEARCH_DATE_MESSAGE])
		expect(messages('q=trust&to=yesterday')).toEqual([SEARCH_DATE_MESSAGE])
		expect(messages('q=trust&from=2026-03-01&to=2026-02-01')).toEqual([
			SEARCH_RANGE_MESSAGE,
		])
		expect(messages('q=trust&from=2026-03-01&to=2026-03-01')).toEqual([])
	})
})
