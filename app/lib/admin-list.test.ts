import { describe, expect, it } from 'vitest'
import { escapeRegExp, listHref, pageRange, pageWindow } from './admin-list.ts'

describe('pageWindow', () => {
	it('keeps the page inside the list', () => {
		expect(pageWindow(0, 1, 25)).toEqual({ page: 1, pageCount: 1, skip: 0 })
		expect(pageWindow(137, 2, 25)).toEqual({ page: 2, pageCount: 6, skip: 25 })
		expect(pageWindow(137, 99, 25)).toEqual({
			page: 6,
			pageCount: 6,
			skip: 125,
		})
		expect(pageWindow(137, -3, 25)).toEqual({ page: 1, pageCount: 6, skip: 0 })
		expect(pageWindow(50, Number.NaN, 25)).toEqual({
			page: 1,
			pageCount: 2,
			skip: 0,
		})
	})
})

describe('pageRange', () => {
	it('names the rows shown', () => {
		expect(
			pageRange({ page: 2, pageSize: 25, total: 137, items: new Array(25) }),
		).toBe('26–50 of 137')
		expect(
			pageRange({ page: 6, pageSize: 25, total: 137, items: new Array(12) }),
		).toBe('126–137 of 137')
		expect(pageRange({ page: 1, pageSize: 25, total: 0, items: [] })).toBe(
			'0 of 0',
		)
	})
})

describe('listHref', () => {
	it('changes one part and keeps the rest, leaving out empty values and page 1', () => {
		const current = { tab: 'articles', q: 'brand', status: '', page: '3' }
		expect(listHref('/admin', current, { page: '4' })).toBe(
			'/admin?tab=articles&q=brand&page=4',
		)
		expect(listHref('/admin', current, { page: '1' })).toBe(
			'/admin?tab=articles&q=brand',
		)
		// A new filter starts again at the first page.
		expect(listHref('/admin', current, { status: 'draft' })).toBe(
			'/admin?tab=articles&q=brand&status=draft',
		)
		expect(listHref('/admin', {})).toBe('/admin')
		expect(listHref('/admin', { q: 'a&b=c' })).toBe('/admin?q=a%26b%3Dc')
	})
})

describe('escapeRegExp', () => {
	it('makes every character literal', () => {
		const text = 'a.b*c+(d)?[e]^$|\\'
		expect(new RegExp(escapeRegExp(text)).test(`x${text}y`)).toBe(true)
		expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false)
	})
})
