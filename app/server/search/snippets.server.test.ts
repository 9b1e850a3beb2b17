import { describe, expect, it } from 'vitest'
import { containsPhrases, markTerms, snippet } from './snippets.server.ts'

const marked = (text: string, ranges: { start: number; end: number }[]) =>
	ranges.map(range => text.slice(range.start, range.end))

describe('markTerms', () => {
	it('marks every form of the matched stems, and a phrase as one range', () => {
		const text = 'Branded posts, a brand and LinkedIn’s personal brand'
		expect(marked(text, markTerms(text, ['brand']))).toEqual([
			'Branded',
			'brand',
			'brand',
		])
		expect(
			marked(text, markTerms(text, ['linkedin'], [['person', 'brand']])),
		).toEqual(['LinkedIn’s', 'personal brand'])
		expect(markTerms(text, ['the'])).toEqual([])
	})
})

describe('snippet', () => {
	const body =
		'Opening words that say little. '.repeat(20) +
		'A clear headline on LinkedIn earns trust, and trust is earned slowly. ' +
		'Closing words that say little. '.repeat(20)

	it('cuts about the given number of words around the best cluster of matches', () => {
		const found = snippet(body, ['linkedin', 'trust'], [], 12)
		expect(found.cutStart && found.cutEnd).toBe(true)
		expect(found.text.split(' ').length).toBeLessThanOrEqual(13)
		expect(marked(found.text, found.ranges)).toEqual([
			'LinkedIn',
			'trust',
			'trust',
		])
		expect(body).toContain(found.text)
	})

	it('starts at the beginning when nothing matches, and copes with empty text', () => {
		const found = snippet(body, ['zebra'], [], 5)
		expect(found.text).toBe('Opening words that say little.')
		expect([found.cutStart, found.cutEnd, found.ranges]).toEqual([
			false,
			true,
			[],
		])
		expect(snippet('', ['x'])).toEqual({
			text: '',
			ranges: [],
			cutStart: false,
			cutEnd: false,
		})
	})

	it('keeps the text as it is: markup-looking text stays text, the ranges point into it', () => {
		const text = 'Never <script>alert(1)</script> trust & verify'
		const found = snippet(text, ['trust'])
		expect(found.text).toBe(text)
		expect(marked(found.text, found.ranges)).toEqual(['trust'])
	})
})

describe('containsPhrases', () => {
	it('says whether every phrase stands in order in one of the texts', () => {
		expect(
			containsPhrases(['Trust is earned.', 'other'], [['trust', 'is', 'earn']]),
		).toBe(true)
		expect(
			containsPhrases(['Earned, trust is.'], [['trust', 'is', 'earn']]),
		).toBe(false)
		expect(
			containsPhrases(
				['trust is'],
				[
					['trust', 'is'],
					['is', 'earn'],
				],
			),
		).toBe(false)
		expect(containsPhrases(['x'], [])).toBe(true)
	})
})
