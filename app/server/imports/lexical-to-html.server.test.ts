import { describe, expect, it } from 'vitest'
import { lexicalToHtml } from './lexical-to-html.server.ts'

const doc = (children: unknown[]) =>
	JSON.stringify({ root: { type: 'root', version: 1, children } })
const text = (t: string, format = 0, type = 'extended-text') => ({
	type,
	text: t,
	format,
	detail: 0,
	mode: 'normal',
	style: '',
	version: 1,
})
const p = (...children: unknown[]) => ({
	type: 'paragraph',
	version: 1,
	children,
})

describe('lexicalToHtml', () => {
	it('renders the text format bitmask (lexical LexicalConstants.ts) outermost-first like Ghost', () => {
		const { html } = lexicalToHtml(
			doc([
				p(
					text('b', 1),
					text('i', 2),
					text('s', 4),
					text('u', 8),
					text('c', 16),
					text('sub', 32),
					text('sup', 64),
					text('m', 128),
					text('bi', 3),
				),
			]),
		)
		expect(html).toBe(
			'<p><strong>b</strong><em>i</em><s>s</s><u>u</u><code>c</code><sub>sub</sub><sup>sup</sup><mark>m</mark><strong><em>bi</em></strong></p>',
		)
	})

	it('handles Ghost 5 (text/heading/quote) and Ghost 6 (extended-*) node names alike', () => {
		const v5 = lexicalToHtml(
			doc([
				{ type: 'heading', tag: 'h2', children: [text('H', 0, 'text')] },
				{ type: 'quote', children: [text('Q', 0, 'text')] },
			]),
		)
		const v6 = lexicalToHtml(
			doc([
				{ type: 'extended-heading', tag: 'h2', children: [text('H')] },
				{ type: 'extended-quote', children: [text('Q')] },
			]),
		)
		expect(v5.html).toBe('<h2>H</h2><blockquote><p>Q</p></blockquote>')
		expect(v6.html).toBe(v5.html)
	})

	it('nests a sub-list inside the previous item, keeps start and check state', () => {
		const list = {
			type: 'list',
			listType: 'bullet',
			tag: 'ul',
			start: 1,
			children: [
				{ type: 'listitem', value: 1, children: [text('one')] },
				{
					type: 'listitem',
					value: 2,
					children: [
						{
							type: 'list',
							listType: 'bullet',
							tag: 'ul',
							children: [{ type: 'listitem', children: [text('nested')] }],
						},
					],
				},
			],
		}
		expect(lexicalToHtml(doc([list])).html).toBe(
			'<ul><li>one<ul><li>nested</li></ul></li></ul>',
		)
		expect(
			lexicalToHtml(
				doc([
					{
						type: 'list',
						listType: 'number',
						start: 3,
						children: [{ type: 'listitem', children: [text('x')] }],
					},
				]),
			).html,
		).toBe('<ol start="3"><li>x</li></ol>')
		expect(
			lexicalToHtml(
				doc([
					{
						type: 'list',
						listType: 'check',
						children: [
							{ type: 'listitem', checked: true, children: [text('done')] },
						],
					},
				]),
			).html,
		).toContain('<input type="checkbox" checked disabled> done')
	})

	it('renders links and line breaks, drops unsafe link targets but keeps the text', () => {
		const result = lexicalToHtml(
			doc([
				p(
					{
						type: 'link',
						url: 'https://example.org/a?b=1&c=2',
						children: [text('ok')],
					},
					{ type: 'linebreak' },
					{
						type: 'link',
						url: ' javascript:alert(1)',
						children: [text('bad')],
					},
				),
			]),
		)
		expect(result.html).toBe(
			'<p><a href="https://example.org/a?b=1&amp;c=2">ok</a><br>bad</p>',
		)
		expect(result.dropped['unsafe-link']).toBe(1)
	})

	it('renders cards and counts what it drops or simplifies', () => {
		const result = lexicalToHtml(
			doc([
				{
					type: 'image',
					src: 'https://img.example/a.jpg',
					alt: 'Alt "q"',
					caption: 'Cap <b>x</b>',
					href: '',
				},
				{ type: 'horizontalrule' },
				{ type: 'codeblock', code: '<b>&</b>', language: 'html' },
				{
					type: 'embed',
					url: 'https://youtu.be/aBcDeFgHiJk',
					html: '<iframe></iframe>',
				},
				{
					type: 'bookmark',
					url: 'https://example.org',
					metadata: { title: 'T', description: 'D' },
				},
				{ type: 'paywall' },
				{ type: 'brand-new-card', foo: 1 },
				{
					type: 'html',
					html: '<p>secret</p>',
					visibility: {
						web: { nonMember: false, memberSegment: '' },
						email: { memberSegment: 'status:free,status:-free' },
					},
				},
			]),
		)
		expect(result.html).toContain(
			'<figure><img src="https://img.example/a.jpg" alt="Alt &quot;q&quot;"><figcaption>Cap <b>x</b></figcaption></figure>',
		)
		expect(result.html).toContain('<hr>')
		expect(result.html).toContain(
			'<pre><code class="language-html">&lt;b&gt;&amp;&lt;/b&gt;</code></pre>',
		)
		expect(result.html).toContain(
			'<iframe src="https://www.youtube.com/embed/aBcDeFgHiJk">',
		)
		expect(result.html).toContain('<a href="https://example.org">T</a> — D')
		expect(result.html).not.toContain('secret')
		expect(result.dropped).toEqual({
			paywall: 1,
			'unknown-card:brand-new-card': 1,
			'hidden-on-web:html': 1,
		})
		expect(result.simplified).toEqual({ bookmark: 1 })
	})

	it('renders markdown cards through remark (raw HTML left for the sanitiser)', () => {
		expect(
			lexicalToHtml(doc([{ type: 'markdown', markdown: '**x** <i>y</i>' }]))
				.html,
		).toBe('<p><strong>x</strong> <i>y</i></p>')
	})

	it('keeps the text of unknown element nodes', () => {
		const result = lexicalToHtml(
			doc([{ type: 'plugin-wrapper', children: [p(text('inside'))] }]),
		)
		expect(result.html).toBe('<p>inside</p>')
		expect(result.simplified['unknown-element:plugin-wrapper']).toBe(1)
	})

	it('reports unreadable input instead of throwing', () => {
		expect(lexicalToHtml('{not json').error).toMatch(/Not valid JSON/)
		expect(lexicalToHtml('{"foo":1}').error).toMatch(/no root/)
		const deep =
			'{"root":{"type":"root","children":[' +
			'{"type":"paragraph","children":['.repeat(5000) +
			']}'.repeat(5000) +
			']}}'
		const started = performance.now()
		expect(lexicalToHtml(deep).error).toMatch(/nested deeper/)
		expect(performance.now() - started).toBeLessThan(500)
	})

	it('caps depth without recursion trouble', () => {
		let node: unknown = text('bottom')
		for (let i = 0; i < 70; i++) node = { type: 'paragraph', children: [node] }
		const result = lexicalToHtml(doc([node]))
		expect(result.dropped['too-deep']).toBe(1)
	})
})
