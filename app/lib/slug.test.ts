import { describe, expect, it } from 'vitest'
import { slugify } from './slug.ts'

describe('slugify', () => {
	it('makes readable, URL-safe slugs', () => {
		expect(slugify('The REACH Method: A Five-Part System')).toBe(
			'the-reach-method-a-five-part-system',
		)
		expect(slugify('Café & Crème — Über Brands!')).toBe(
			'cafe-and-creme-uber-brands',
		)
		expect(slugify('  --Hello--  ')).toBe('hello')
	})
	it('cuts long headlines at a word boundary', () => {
		const slug = slugify(
			'Why every founder should write one paragraph about what they stand for before anything else',
			40,
		)
		expect(slug.length).toBeLessThanOrEqual(40)
		expect(slug.endsWith('-')).toBe(false)
		expect(
			'why-every-founder-should-write-one-paragraph'.startsWith(slug),
		).toBe(true)
	})
	it('can be empty for text with no letters or digits', () => {
		expect(slugify('!!!')).toBe('')
	})
})
