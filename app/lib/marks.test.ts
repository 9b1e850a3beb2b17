import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { markedPieces } from './marks.ts'

describe('markedPieces', () => {
	it('cuts a text into plain and marked pieces', () => {
		expect(
			markedPieces('Trust is earned', [
				{ start: 9, end: 15 },
				{ start: 0, end: 5 },
			]),
		).toEqual([
			{ text: 'Trust', marked: true },
			{ text: ' is ', marked: false },
			{ text: 'earned', marked: true },
		])
		expect(markedPieces('', [{ start: 0, end: 3 }])).toEqual([])
	})

	it('always joins back into the text, whatever the ranges', () => {
		const range = fc.record({
			start: fc.integer({ min: -5, max: 60 }),
			end: fc.integer({ min: -5, max: 60 }),
		})
		fc.assert(
			fc.property(
				fc.string({ maxLength: 50 }),
				fc.array(range),
				(text, ranges) => {
					const pieces = markedPieces(text, ranges)
					expect(pieces.map(piece => piece.text).join('')).toBe(text)
					for (const piece of pieces)
						expect(piece.text.length).toBeGreaterThan(0)
				},
			),
		)
	})
})
