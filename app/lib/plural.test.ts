import { describe, expect, it } from 'vitest'
import { countOf, nounFor } from './plural.ts'

describe('countOf', () => {
	it('says one in the singular and every other count in the plural', () => {
		expect(countOf(1, 'view')).toBe('1 view')
		expect(countOf(0, 'view')).toBe('0 views')
		expect(countOf(2, 'click')).toBe('2 clicks')
		expect(countOf(1, 'article view')).toBe('1 article view')
		expect(countOf(48213, 'article view')).toBe('48,213 article views')
	})

	it('takes irregular plurals and compact numbers', () => {
		const entry = { one: 'entry', other: 'entries' }
		expect(countOf(1, entry)).toBe('1 entry')
		expect(countOf(3, entry)).toBe('3 entries')
		expect(countOf(1200, 'share', { compact: true })).toBe('1.2K shares')
		expect(nounFor(1, 'article')).toBe('article')
		expect(nounFor(1.5, 'minute')).toBe('minutes')
	})
})
