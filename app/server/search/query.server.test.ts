import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_QUERY_WORDS, parseQuery } from './query.server.ts'
import { STOP_WORDS } from './text.server.ts'

describe('parseQuery', () => {
	it('splits loose words from quoted phrases; the last word being typed is a prefix', () => {
		expect(parseQuery('linkedin "Personal Brand" gro')).toEqual({
			words: [
				{ word: 'linkedin', prefix: false },
				{ word: 'gro', prefix: true },
			],
			phrases: [['personal', 'brand']],
			pairs: [],
		})
		expect(parseQuery('branding ').words).toEqual([
			{ word: 'branding', prefix: false },
		])
		expect(parseQuery('"trust is earned"')).toEqual({
			words: [],
			phrases: [['trust', 'is', 'earned']],
			pairs: [],
		})
	})

	it('treats a one-word phrase as an exact word and an unclosed quote as loose words', () => {
		expect(parseQuery('"brand"').words).toEqual([
			{ word: 'brand', prefix: false },
		])
		expect(parseQuery('trust "is earn')).toEqual({
			words: [
				{ word: 'trust', prefix: false },
				{ word: 'earn', prefix: true },
			],
			phrases: [],
			pairs: [],
		})
	})

	it('pairs loose words typed side by side, not across a stop word or a phrase', () => {
		expect(
			parseQuery('public speaking "trust is earned" founder of company brand')
				.pairs,
		).toEqual([
			['public', 'speaking'],
			['company', 'brand'],
		])
	})

	it('leaves stop words out of the loose words unless one is being typed', () => {
		expect(parseQuery('the trust of').words).toEqual([
			{ word: 'trust', prefix: false },
			{ word: 'of', prefix: true },
		])
		expect(parseQuery('the trust of ').words).toEqual([
			{ word: 'trust', prefix: false },
		])
	})

	// Anything a reader can type: letters, quotes, spaces, punctuation and other scripts.
	const typed = fc.oneof(
		fc.string({ maxLength: 80 }),
		fc
			.array(
				fc.constantFrom(
					'brand',
					'the',
					'"',
					' ',
					'Café',
					'B2B',
					'’s',
					'-',
					'linkedin',
					'x',
				),
				{ maxLength: 30 },
			)
			.map(parts => parts.join('')),
	)

	it('never throws, and gives normalised, unique, bounded words with at most one prefix, the last', () => {
		fc.assert(
			fc.property(typed, raw => {
				const { words, phrases } = parseQuery(raw)
				const all = [...words.map(item => item.word), ...phrases.flat()]
				for (const word of all) expect(word).toMatch(/^[\p{Ll}\p{Lo}\p{N}]+$/u)
				expect(new Set(words.map(item => item.word)).size).toBe(words.length)
				expect(all.length).toBeLessThanOrEqual(MAX_QUERY_WORDS)
				const prefixes = words.filter(item => item.prefix)
				expect(prefixes.length).toBeLessThanOrEqual(1)
				if (prefixes.length) expect(words.at(-1)?.prefix).toBe(true)
				for (const item of words)
					if (!item.prefix) expect(STOP_WORDS.has(item.word)).toBe(false)
				for (const phrase of phrases) expect(phrase.length).toBeGreaterThan(1)
			}),
		)
	})

	it('never makes a prefix of a query that ends in a space or a closing quote', () => {
		fc.assert(
			fc.property(typed, fc.constantFrom(' ', '"x y"'), (raw, ending) => {
				expect(parseQuery(raw + ending).words.some(item => item.prefix)).toBe(
					false,
				)
			}),
		)
	})

	it('keeps every quoted phrase of known words, in order', () => {
		const word = fc.stringMatching(/^[a-z]{1,8}$/)
		fc.assert(
			fc.property(fc.array(word, { minLength: 2, maxLength: 4 }), phrase => {
				expect(parseQuery(`"${phrase.join(' ')}"`).phrases).toEqual([phrase])
			}),
		)
	})
})
