import { describe, expect, it } from 'vitest'
import { cutAtWord, rangeDashes, typeset } from './typography.ts'

describe('typeset', () => {
	it('curls quotes and apostrophes', () => {
		expect(typeset(`"Executives Sound Like Robots" and it's 'fine'`)).toBe(
			'“Executives Sound Like Robots” and it’s ‘fine’',
		)
	})
	it('uses the ellipsis character and en dashes for ranges', () => {
		expect(typeset('Review takes 3-5 business days...')).toBe(
			'Review takes 3–5 business days…',
		)
		expect(typeset('pages 10-12 - then stop')).toBe('pages 10–12 – then stop')
	})
	it('leaves dates, hyphenated words and plain text alone', () => {
		expect(typeset('On 2026-11-26 a well-known five-part plan')).toBe(
			'On 2026-11-26 a well-known five-part plan',
		)
		expect(typeset('Consistency beats charisma')).toBe(
			'Consistency beats charisma',
		)
	})
})

describe('rangeDashes', () => {
	it('joins number ranges with an en dash', () => {
		expect(rangeDashes('1-2 weeks, 1990-95')).toBe('1–2 weeks, 1990–95')
	})
})

describe('cutAtWord', () => {
	const summary =
		'Creators report that a large professional network is testing a ranking change that rewards substantive comments.'
	it('cuts at the last word boundary within the limit and adds an ellipsis', () => {
		const cut = cutAtWord(summary, 100)
		expect(cut).toBe(
			'Creators report that a large professional network is testing a ranking change that rewards…',
		)
		expect(cut.length).toBeLessThanOrEqual(101)
	})
	it('keeps a text within the limit whole', () => {
		expect(cutAtWord('Short and whole.', 100)).toBe('Short and whole.')
	})
	it('drops a dangling comma or dash before the ellipsis', () => {
		expect(cutAtWord('One, two, three, four', 9)).toBe('One, two…')
	})
})
