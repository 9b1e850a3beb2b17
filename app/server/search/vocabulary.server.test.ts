import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
	editDistance,
	oneEditVariants,
	TermDictionary,
	Vocabulary,
} from './vocabulary.server.ts'

/** Optimal string alignment distance, the textbook way. */
function reference(a: string, b: string): number {
	const d = Array.from({ length: a.length + 1 }, (_, i) =>
		Array.from({ length: b.length + 1 }, (_, j) =>
			i === 0 ? j : j === 0 ? i : 0,
		),
	)
	for (let i = 1; i <= a.length; i++)
		for (let j = 1; j <= b.length; j++) {
			d[i]![j] = Math.min(
				d[i - 1]![j]! + 1,
				d[i]![j - 1]! + 1,
				d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
			)
			if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
				d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
		}
	return d[a.length]![b.length]!
}

describe('editDistance', () => {
	it('agrees with the textbook distance, capped at max + 1', () => {
		const word = fc.stringMatching(/^[a-e]{0,9}$/)
		fc.assert(
			fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
				expect(editDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1))
			}),
		)
	})

	it('counts a swap of neighbours as one edit', () => {
		expect(editDistance('linkdein', 'linkedin', 2)).toBe(1)
		expect(editDistance('linkdin', 'linkedin', 2)).toBe(1)
	})
})

describe('oneEditVariants', () => {
	it('holds exactly the strings one edit away (over its alphabet)', () => {
		const word = fc.stringMatching(/^[a-c]{1,5}$/)
		fc.assert(
			fc.property(word, word, (a, b) => {
				expect(oneEditVariants(a).has(b)).toBe(reference(a, b) === 1)
			}),
		)
	})
})

describe('Vocabulary', () => {
	it('finds words by prefix and one edit away, including words added since the last look-up', () => {
		const vocabulary = new Vocabulary()
		const words = ['brand', 'branding', 'brandt', 'linkedin', 'trust']
		words.forEach((word, term) => vocabulary.add(word, term))
		expect(vocabulary.prefixTerms('bran').sort()).toEqual([0, 1, 2])
		vocabulary.add('brandline', 5)
		expect(vocabulary.prefixTerms('brandl')).toEqual([5])
		expect(vocabulary.oneEdit('linkdin')).toEqual([['linkedin', 3]])
		expect(vocabulary.get('trust')).toBe(4)
		expect(vocabulary.get('trusty')).toBeUndefined()
		expect(
			vocabulary
				.near('brnad', 2)
				.map(([word]) => word)
				.sort(),
		).toEqual(['brand', 'brandt'])
	})
})

describe('TermDictionary', () => {
	it('gives every form of a word its stem’s term, and indexes the forms (not stop words) for look-ups', () => {
		const dictionary = new TermDictionary()
		const counts: number[] = []
		const grew = (count: number) => counts.push(count)
		const brand = dictionary.termOfWord('branding', grew)
		expect(dictionary.termOfWord('brands', grew)).toBe(brand)
		const the = dictionary.termOfWord('the', grew)
		dictionary.settle()
		expect(counts).toEqual([1, 2])
		expect(dictionary.stemOf(brand)).toBe('brand')
		expect(dictionary.termOfStem('brand')).toBe(brand)
		expect(dictionary.vocabulary.get('brands')).toBe(brand)
		expect(dictionary.vocabulary.get('the')).toBeUndefined()
		expect(dictionary.termOfStem('the')).toBe(the)
	})
})
