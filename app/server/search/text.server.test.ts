import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sampleArticles } from '#app/content/sample/articles.ts'
import { htmlToPlainText } from '#app/lib/html-text.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'
import { htmlToText, stem, tokens, words } from './text.server.ts'

describe('words', () => {
	it('lower-cases, strips accents and drops apostrophes inside words', () => {
		expect(words("LinkedIn’s café, Tomás & B2B — don't")).toEqual([
			'linkedins',
			'cafe',
			'tomas',
			'b2b',
			'dont',
		])
		expect(words('  ...  ')).toEqual([])
	})

	it('finds the same words as tokens() does, at the places tokens() gives', () => {
		const text = fc.stringMatching(/^[A-Za-zÀ-ÿ0-9 ,.'’-]{0,60}$/)
		fc.assert(
			fc.property(text, sample => {
				const found = tokens(sample)
				expect(found.map(token => token.word)).toEqual(words(sample))
				for (const token of found)
					expect(words(sample.slice(token.start, token.end)).join('')).toBe(
						token.word,
					)
			}),
		)
	})
})

describe('stem', () => {
	it('stems English words with Porter2, keeping stop words and short words as they are', () => {
		expect(['branding', 'branded', 'brands', 'brand'].map(stem)).toEqual(
			Array(4).fill('brand'),
		)
		expect(stem('ghostwriting')).toBe(stem('ghostwriter'))
		expect(stem('linkedins')).toBe('linkedin')
		// Porter2 keeps these apart (Porter 1980 conflates them).
		expect(stem('generous')).not.toBe(stem('general'))
		expect(stem('news')).not.toBe(stem('new'))
		expect(stem('was')).toBe('was')
		expect(stem('ab')).toBe('ab')
	})
})

describe('htmlToText', () => {
	it('keeps the words a reader sees: block tags leave a space, inline ones nothing, references decoded', () => {
		expect(
			htmlToText(
				'<h2>Why&nbsp;it works</h2><p>A <strong>brand</strong>ing note &amp; a <a href="https://x.test/?a=1&amp;b=2">link</a>.</p><ul><li>One</li><li>Two &#8212; &#x2019;s &lt;b&gt;</li></ul>',
			),
		).toBe('Why it works A branding note & a link. One Two — ’s <b>')
	})

	it('reads sample bodies as the HTML parser the site uses elsewhere does (it is ten times faster)', () => {
		// Six bodies hold every kind of markup the samples use (subheads, lists, quotes, links, emphasis).
		for (const sample of sampleArticles.slice(0, 6)) {
			const html = renderMarkdown(sample.content)
			expect(htmlToText(html)).toBe(htmlToPlainText(html))
		}
	})

	it('leaves an unknown or out-of-range reference as written', () => {
		expect(htmlToText('&bogus; &#99999999;')).toBe('&bogus; &#99999999;')
	})
})
