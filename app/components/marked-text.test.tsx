import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MarkedText } from './marked-text.tsx'

const render = (text: string, marks: { start: number; end: number }[]) =>
	renderToStaticMarkup(<MarkedText text={text} marks={marks} />)

describe('MarkedText', () => {
	it('typesets a search result like a headline, keeping the marks on the words they matched', () => {
		const html = render(`The founder's "quiet" year: 3-5 posts a week`, [
			{ start: 4, end: 13 },
		])
		expect(html).toContain(
			'<mark class="rounded-sm bg-accent/15 text-inherit">founder’s</mark>',
		)
		expect(html).toContain('“quiet”')
		expect(html).toContain('3–5 posts')
	})

	it('shows a text that typesetting would shorten as stored, so the marks still fit', () => {
		const html = render('Wait... then write', [{ start: 8, end: 12 }])
		expect(html).toContain('Wait... <mark')
		expect(html).toContain('>then</mark>')
	})
})
