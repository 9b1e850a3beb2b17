import { describe, expect, it } from 'vitest'
import {
	decodeCursor,
	encodeCursor,
	listPosition,
	monthOf,
	monthRange,
	monthsBetween,
} from './cursor.ts'

describe('cursors', () => {
	it('round-trip a publication time and an id', () => {
		const publishedAt = new Date('2025-03-14T09:26:53.589Z')
		const text = encodeCursor({ publishedAt, id: 'three-topic-rule' })
		expect(text).toMatch(/^[0-9a-z]+\.three-topic-rule$/)
		expect(decodeCursor(text)).toEqual({ publishedAt, id: 'three-topic-rule' })
	})

	it('refuse what is not a cursor', () => {
		for (const text of [
			null,
			'',
			'abc',
			'.id',
			'zz.',
			'12.a b',
			'12.<script>',
			`${'z'.repeat(13)}.id`,
		])
			expect(decodeCursor(text)).toBeNull()
	})
})

describe('archive months', () => {
	it('are UTC calendar months', () => {
		expect(monthRange('2024-12')).toEqual({
			start: new Date('2024-12-01T00:00:00Z'),
			end: new Date('2025-01-01T00:00:00Z'),
		})
		expect(monthRange('2024-13')).toBeNull()
		expect(monthRange('24-01')).toBeNull()
		expect(monthOf('2025-02-28T23:59:59Z')).toBe('2025-02')
	})

	it('run newest first from the last to the first', () => {
		expect(monthsBetween('2024-11', '2025-02')).toEqual([
			'2025-02',
			'2025-01',
			'2024-12',
			'2024-11',
		])
		expect(monthsBetween('2025-02', '2025-02')).toEqual(['2025-02'])
	})
})

describe("a list page's position", () => {
	it('reads its cursor and canonical query, and knows a cursor that is not one', () => {
		const cursor = encodeCursor({
			publishedAt: new Date(Date.UTC(2025, 0, 1)),
			id: 'an-article',
		})
		expect(
			listPosition(new URLSearchParams(`before=${cursor}&utm_source=x`)),
		).toEqual({
			before: decodeCursor(cursor),
			after: null,
			invalid: false,
			query: `?before=${cursor}`,
		})
		expect(listPosition(new URLSearchParams(`after=${cursor}`))).toMatchObject({
			after: decodeCursor(cursor),
			query: `?after=${cursor}`,
		})
		expect(listPosition(new URLSearchParams(''))).toEqual({
			before: null,
			after: null,
			invalid: false,
			query: '',
		})
		expect(
			listPosition(new URLSearchParams('before=not a cursor')),
		).toMatchObject({ invalid: true })
	})
})
