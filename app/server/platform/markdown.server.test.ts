import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server.ts'

describe('renderMarkdown', () => {
	it("renders the SPEC's markup", () => {
		const html = renderMarkdown(
			'# Title\n\n## Sub\n\n### Small\n\nA **bold** and *italic* line.\n\n- one\n- two\n\n1. first\n2. second\n\n***\n\nEnd.',
		)
		expect(html).toContain('<h2>Title</h2>')
		expect(html).toContain('<h3>Sub</h3>')
		expect(html).toContain('<h4>Small</h4>')
		expect(html).toContain('<strong>bold</strong>')
		expect(html).toContain('<em>italic</em>')
		expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/)
		expect(html).toMatch(/<ol>\s*<li>first<\/li>/)
		expect(html).toContain('<hr>')
		expect(html).toContain('<p>End.</p>')
	})

	it("makes the body's top heading level h2 whichever level the writer started at", () => {
		expect(renderMarkdown('## Section\n\n### Detail')).toMatch(
			/<h2>Section<\/h2>\s*<h3>Detail<\/h3>/,
		)
		expect(renderMarkdown('### Only small ones')).toContain(
			'<h2>Only small ones</h2>',
		)
	})

	it('makes lines starting with > or < pull quotes', () => {
		expect(renderMarkdown('> Trust is built in drops.')).toContain(
			'<blockquote class="pull-quote">',
		)
		const html = renderMarkdown('< Reputation is a lagging indicator.')
		expect(html).toContain('<blockquote class="pull-quote">')
		expect(html).toContain('Reputation is a lagging indicator.')
	})

	it('opens links in a new tab without giving the new page our window', () => {
		expect(renderMarkdown('[HBR](https://hbr.org)')).toContain(
			'<a href="https://hbr.org" target="_blank" rel="noopener noreferrer">HBR</a>',
		)
	})

	it('keeps links within the site in the same tab', () => {
		expect(renderMarkdown('[About us](/about) and [top](#top)')).toContain(
			'<a href="/about">About us</a>',
		)
	})

	it('turns an image title into a caption and loads images lazily', () => {
		const html = renderMarkdown(
			'![A stage](/public-objects/a.webp "On stage in Lisbon")',
		)
		expect(html).toContain('<figure>')
		expect(html).toMatch(
			/<img src="\/public-objects\/a.webp" alt="A stage" loading="lazy" decoding="async">/,
		)
		expect(html).toContain('<figcaption>On stage in Lisbon</figcaption>')
	})

	it('drops raw HTML, scripts, event handlers and javascript: links', () => {
		const html = renderMarkdown(
			'<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[click](javascript:alert(1))\n\n<iframe src="https://evil.example"></iframe>',
		)
		expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i)
	})

	it('sets typographic quotes, apostrophes, dashes and ellipses in prose, never in code', () => {
		const html = renderMarkdown(
			'"Don\'t wait," she said... It takes 3-5 weeks -- or more.\n\n`say "hi" 3-5...`',
		)
		expect(html).toContain(
			'<p>“Don’t wait,” she said… It takes 3–5 weeks – or more.</p>',
		)
		expect(html).toContain('<code>say "hi" 3-5...</code>')
	})
})
