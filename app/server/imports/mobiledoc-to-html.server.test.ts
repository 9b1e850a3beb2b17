import { describe, expect, it } from 'vitest'
import { mobiledocToHtml } from './mobiledoc-to-html.server.ts'

const md = (parts: Record<string, unknown>) =>
	JSON.stringify({
		version: '0.3.1',
		atoms: [],
		cards: [],
		markups: [],
		sections: [],
		...parts,
	})

describe('mobiledocToHtml', () => {
	it('opens and closes markups by index and count, renders soft-return atoms', () => {
		const { html } = mobiledocToHtml(
			md({
				markups: [
					['strong'],
					['a', ['href', 'https://example.org', 'rel', 'noopener']],
					['em'],
				],
				atoms: [['soft-return', '', {}]],
				sections: [
					[
						1,
						'p',
						[
							[0, [], 0, 'a '],
							[0, [0, 1], 1, 'b'],
							[0, [2], 2, 'c'],
							[1, [], 0, 0],
							[0, [], 0, 'd'],
						],
					],
				],
			}),
		)
		expect(html).toBe(
			'<p>a <strong><a href="https://example.org">b</a><em>c</em></strong><br>d</p>',
		)
	})

	it('renders headings, quotes, lists and Ghost cards (hr→horizontalrule, code→codeblock, embed type→embedType)', () => {
		const { html, dropped } = mobiledocToHtml(
			md({
				cards: [
					['hr', {}],
					['code', { code: 'x < y', language: 'js' }],
					[
						'embed',
						{
							url: 'https://www.youtube.com/watch?v=aBcDeFgHiJk',
							type: 'video',
							html: '',
						},
					],
					['card-markdown', { markdown: '*old*' }],
					['nope', {}],
				],
				sections: [
					[1, 'h3', [[0, [], 0, 'H']]],
					[1, 'aside', [[0, [], 0, 'A']]],
					[3, 'ol', [[[0, [], 0, 'one']], [[0, [], 0, 'two']]]],
					[10, 0],
					[10, 1],
					[10, 2],
					[10, 3],
					[10, 4],
					[10, 42],
				],
			}),
		)
		expect(html).toContain(
			'<h3>H</h3><blockquote><p>A</p></blockquote><ol><li>one</li><li>two</li></ol><hr>',
		)
		expect(html).toContain(
			'<pre><code class="language-js">x &lt; y</code></pre>',
		)
		expect(html).toContain('youtube.com/embed/aBcDeFgHiJk')
		expect(html).toContain('<em>old</em>')
		expect(dropped).toEqual({ 'unknown-card:nope': 1, 'missing-card': 1 })
	})

	it('drops unsafe hrefs and unknown markups but keeps text', () => {
		const result = mobiledocToHtml(
			md({
				markups: [['a', ['href', 'javascript:alert(1)']], ['script']],
				sections: [
					[
						1,
						'p',
						[
							[0, [0], 1, 'x'],
							[0, [1], 1, 'y'],
						],
					],
				],
			}),
		)
		expect(result.html).toBe('<p>xy</p>')
		expect(result.dropped).toEqual({
			'unsafe-link': 1,
			'unknown-markup:script': 1,
		})
	})

	it('refuses other versions and bad JSON with an error (caller falls back to html)', () => {
		expect(
			mobiledocToHtml(JSON.stringify({ version: '0.2.0', sections: [] })).error,
		).toMatch(/Unsupported/)
		expect(
			mobiledocToHtml(
				'{"version":"0.3.1","sections":[[1,"p",[[0,[],0,"unterminated',
			).error,
		).toMatch(/Not valid JSON/)
	})
})
