import { describe, expect, it } from 'vitest'
import { markdownToPlainText, plainExcerpt } from './plain-text.ts'

describe('markdownToPlainText', () => {
	it('keeps the words and drops the markup', () => {
		const markdown =
			'## The problem\n\nOur **hiring** stalled: nobody knew [what we stood for](https://example.com/values).\n\n> A quote\n\n- one\n- two `code`\n\n![A chart](/x.png)\n\n***\n\n<script>alert(1)</script>'
		expect(markdownToPlainText(markdown)).toBe(
			'The problem Our hiring stalled: nobody knew what we stood for. A quote one two code A chart',
		)
	})

	it('separates blocks so words never run together', () => {
		expect(markdownToPlainText('# Title\nFirst line\n\nSecond')).toBe(
			'Title First line Second',
		)
	})
})

describe('plainExcerpt', () => {
	it('is the first 200 characters of the text, marked when cut', () => {
		const long = `**Problem** ${'word '.repeat(100)}`
		const excerpt = plainExcerpt(long)
		expect(excerpt.startsWith('Problem word word')).toBe(true)
		expect(excerpt.endsWith('...')).toBe(true)
		expect(excerpt.length).toBeLessThanOrEqual(203)
		expect(excerpt).not.toContain('*')
		expect(plainExcerpt('Short *and* sweet.')).toBe('Short and sweet.')
	})
})
