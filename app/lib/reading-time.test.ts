import { describe, expect, it } from 'vitest'
import { WORDS_PER_MINUTE, countWords, readingMinutes } from './reading-time.ts'

describe('countWords', () => {
	it('counts words, not markup', () => {
		expect(
			countWords(
				'## A heading\n\n**Bold** words and a [link text](https://example.com) - here.',
			),
		).toBe(9)
		expect(
			countWords(
				'![a photo of a stage](/public-objects/x.webp)\n\n> Quoted *words*',
			),
		).toBe(2)
		expect(countWords('')).toBe(0)
	})
})

describe('readingMinutes', () => {
	it('is at least one minute and rounds up to whole minutes', () => {
		expect(readingMinutes(0)).toBe(1)
		expect(readingMinutes(WORDS_PER_MINUTE)).toBe(1)
		expect(readingMinutes(WORDS_PER_MINUTE + 1)).toBe(2)
		expect(readingMinutes(WORDS_PER_MINUTE * 8)).toBe(8)
	})
})
