import { describe, expect, it } from 'vitest'
import { searchHref } from './search.ts'

describe('searchHref', () => {
	it('writes the words, the filters that are set and a page after the first', () => {
		expect(searchHref({ q: 'personal brand' })).toBe('/search?q=personal+brand')
		expect(
			searchHref({
				q: '"trust" & more',
				page: 2,
				category: 'trust-building',
				from: '2026-01-01',
				to: '',
			}),
		).toBe(
			'/search?q=%22trust%22+%26+more&category=trust-building&from=2026-01-01&page=2',
		)
		expect(searchHref({ q: 'x', page: 1 })).toBe('/search?q=x')
	})
})
