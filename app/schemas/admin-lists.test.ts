import { describe, expect, it } from 'vitest'
import {
	GuestPostListQuery,
	PromotionListQuery,
	readListQuery,
} from './admin-lists.ts'

describe('admin list queries', () => {
	it('read what the URL says', () => {
		expect(
			readListQuery(
				GuestPostListQuery,
				new URLSearchParams('q=+hiring+&status=pending&page=3'),
			),
		).toEqual({ q: 'hiring', status: 'pending', page: 3 })
		expect(
			readListQuery(
				PromotionListQuery,
				new URLSearchParams('status=live&placement=sidebar'),
			),
		).toEqual({ q: '', status: 'live', placement: 'sidebar', page: 1 })
	})

	it('ignore what is not a choice, and cut a long search', () => {
		expect(
			readListQuery(
				GuestPostListQuery,
				new URLSearchParams('status=spam&page=-2&q=' + 'x'.repeat(500)),
			),
		).toEqual({ q: 'x'.repeat(100), status: undefined, page: 1 })
		expect(
			readListQuery(
				GuestPostListQuery,
				new URLSearchParams('status=&page=abc'),
			),
		).toEqual({ q: '', status: undefined, page: 1 })
		const odd = readListQuery(
			PromotionListQuery,
			new URLSearchParams('placement[$ne]=x&status=LIVE'),
		)
		expect([odd.status, odd.placement]).toEqual([undefined, undefined])
	})
})
