import { describe, expect, it } from 'vitest'
import { markdownEdit, type MarkdownAction } from './markdown-format.ts'

/** Applies the edit to `marked`, whose selection is written as [ and ] (or a lone | for a caret). */
function apply(action: MarkdownAction, marked: string): string {
	const caret = marked.indexOf('|')
	const start = caret >= 0 ? caret : marked.indexOf('[')
	const end = caret >= 0 ? caret : marked.indexOf(']') - 1
	const text =
		caret >= 0
			? marked.replace('|', '')
			: marked.replace('[', '').replace(']', '')
	const edit = markdownEdit(action, text, { start, end })
	const result = text.slice(0, edit.from) + edit.insert + text.slice(edit.to)
	if (edit.select.start === edit.select.end)
		return `${result.slice(0, edit.select.start)}|${result.slice(edit.select.start)}`
	return `${result.slice(0, edit.select.start)}[${result.slice(edit.select.start, edit.select.end)}]${result.slice(edit.select.end)}`
}

describe('markdownEdit', () => {
	it('wraps the selection in bold or italic markers and keeps it selected', () => {
		expect(apply('bold', 'Trust [compounds] daily')).toBe(
			'Trust **[compounds]** daily',
		)
		expect(apply('italic', 'Trust [compounds] daily')).toBe(
			'Trust *[compounds]* daily',
		)
	})

	it('leaves spaces at the edges outside the markers', () => {
		expect(apply('bold', 'Trust[ compounds ]daily')).toBe(
			'Trust **[compounds]** daily',
		)
	})

	it('inserts a selected placeholder at a caret', () => {
		expect(apply('bold', 'Start |end')).toBe('Start **[bold text]**end')
		expect(apply('link', 'See |')).toBe('See [[link text]](https://)')
		expect(apply('image', '|')).toBe('![[image description]](https://)')
	})

	it('unwraps bold that is already there, from inside or outside the markers', () => {
		expect(apply('bold', 'a **[word]** b')).toBe('a [word] b')
		expect(apply('bold', 'a [**word**] b')).toBe('a [word] b')
	})

	it('does not take bold for italic', () => {
		expect(apply('italic', 'a **[word]** b')).toBe('a ***[word]*** b')
		expect(apply('italic', 'a *[word]* b')).toBe('a [word] b')
	})

	it('makes a link of selected text with the address selected, and of a selected address with the text selected', () => {
		expect(apply('link', 'Read [the guide] now')).toBe(
			'Read [the guide]([https://]) now',
		)
		expect(apply('link', 'Read [https://example.com/a] now')).toBe(
			'Read [[link text]](https://example.com/a) now',
		)
	})

	it("prefixes the caret's line with a heading, quote or bullet, and takes it off again", () => {
		expect(apply('heading', 'One\nTwo| words\nThree')).toBe(
			'One\n## Two| words\nThree',
		)
		expect(apply('heading', 'One\n## Two| words')).toBe('One\nTwo| words')
		expect(apply('heading', '### Sma|ll')).toBe('## Sma|ll')
		expect(apply('quote', 'A quote|')).toBe('> A quote|')
	})

	it('bullets every selected line, skipping blank ones, and selects the block', () => {
		expect(apply('list', 'Intro\n[one\n\ntwo]\nafter')).toBe(
			'Intro\n[- one\n\n- two]\nafter',
		)
		expect(apply('list', '[- one\n- two]')).toBe('[one\ntwo]')
	})
})
