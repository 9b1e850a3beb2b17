import { describe, expect, it } from 'vitest'
import { estimateNesting, htmlToMarkdown } from './html-to-markdown.server.ts'

describe('htmlToMarkdown', () => {
	it('keeps headings, emphasis, links, lists, blockquotes, code and tables as GFM', () => {
		const { markdown } =
			htmlToMarkdown(`<h2>Title</h2><p>Some <strong>bold</strong>, <em>italic</em>, <del>gone</del> and <a href="https://example.org/x">a link</a>.</p>
			<ul><li>one<ul><li>nested</li></ul></li><li>two</li></ul><ol start="3"><li>three</li></ol>
			<blockquote><p>quoted</p></blockquote><pre><code class="language-ts">const a: number = 1 &lt; 2</code></pre>
			<table><thead><tr><th>A</th><th>B</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>`)
		expect(markdown).toBe(`## Title

Some **bold**, _italic_, ~~gone~~ and [a link](https://example.org/x).

- one
  - nested
- two

3. three

> quoted

\`\`\`ts
const a: number = 1 < 2
\`\`\`

| A | B |
| - | - |
| 1 | 2 |
`)
	})

	it('turns a one-image figure caption into the image title (the app renders it as <figcaption>)', () => {
		const result = htmlToMarkdown(
			'<figure><img src="https://img.example/a.jpg" alt="A stage"><figcaption>On <b>stage</b></figcaption></figure>',
		)
		expect(result.markdown).toBe(
			'![A stage](https://img.example/a.jpg "On stage")\n',
		)
		expect(result.images).toEqual([
			{ src: 'https://img.example/a.jpg', alt: 'A stage', title: 'On stage' },
		])
	})

	it('gives each gallery image its own paragraph and keeps the gallery caption', () => {
		const { markdown } = htmlToMarkdown(
			'<figure><img src="https://i.example/1.jpg" alt="1"><img src="https://i.example/2.jpg" alt="2"><figcaption>Both</figcaption></figure><figure><img src="https://i.example/3.jpg" alt="3"></figure>',
		)
		expect(markdown).toBe(
			'![1](https://i.example/1.jpg)\n\n![2](https://i.example/2.jpg)\n\nBoth\n\n![3](https://i.example/3.jpg)\n',
		)
	})

	it('extracts YouTube players as watch URLs and drops other iframes', () => {
		const result = htmlToMarkdown(
			'<iframe src="https://www.youtube-nocookie.com/embed/aBcDeFgHiJk?rel=0"></iframe><iframe src="https://maps.example/embed"></iframe><p>https://youtu.be/ZyXwVuTsRqP</p>',
		)
		expect(result.youtubeUrls).toEqual([
			'https://www.youtube.com/watch?v=aBcDeFgHiJk',
			'https://www.youtube.com/watch?v=ZyXwVuTsRqP',
		])
		expect(result.markdown).not.toContain('maps.example')
		expect(result.removed.iframe).toBe(1)
		const dropped = htmlToMarkdown(
			'<p>Intro</p><iframe src="https://youtu.be/aBcDeFgHiJk"></iframe>',
			{ youtubeInBody: 'drop' },
		)
		expect(dropped).toMatchObject({
			markdown: 'Intro\n',
			youtubeUrls: ['https://www.youtube.com/watch?v=aBcDeFgHiJk'],
		})
	})

	it('removes script, style and friends with their content; strips handlers and javascript: URLs', () => {
		const result =
			htmlToMarkdown(`<p onclick="x()">Hi<script>alert(1)</script><style>p{color:red}</style><noscript>no</noscript></p>
			<a href="javascript:alert(1)">bad</a> <a href="java&#x09;script:alert(1)">bad2</a> <img src="javascript:alert(1)" alt="x"><img src="data:image/png;base64,AA">
			<img src=x onerror="alert(1)"><svg><script>alert(2)</script></svg><form><input value="q"></form><object data="a.swf"></object>`)
		expect(result.markdown).not.toMatch(
			/alert|onclick|onerror|javascript:|color:red|<script/i,
		)
		expect(result.markdown).toContain('bad bad2')
		expect(result.removed).toMatchObject({
			script: 1,
			style: 1,
			noscript: 1,
			'unsafe-link': 2,
			'unsafe-image': 2,
			svg: 1,
			form: 1,
			object: 1,
		})
	})

	it('escapes markup that was text in the source', () => {
		expect(
			htmlToMarkdown('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>').markdown,
		).toBe('\\<script>alert(1)\\</script>\n')
	})

	it('honours lazy-load attributes and lets the caller rewrite or drop URLs', () => {
		const result = htmlToMarkdown(
			'<img src="data:image/gif;base64,R0l" data-lazy-src="https://cdn.example/real.jpg" alt="r"><a href="__GHOST_URL__/about/">About</a><img src="https://tracker.example/p.gif" alt="">',
			{
				rewriteUrl: (url, kind) =>
					url.includes('tracker')
						? undefined
						: kind === 'link'
							? url.replace('__GHOST_URL__', '')
							: url,
			},
		)
		expect(result.markdown).toBe(
			'![r](https://cdn.example/real.jpg)[About](/about/)\n',
		)
	})

	it('refuses input nested too deeply, quickly, and flattens moderate nesting', () => {
		const started = performance.now()
		expect(htmlToMarkdown('<div>'.repeat(100_000) + 'x').error).toMatch(
			/nested too deeply/,
		)
		expect(performance.now() - started).toBeLessThan(1000)
		const moderate = htmlToMarkdown(
			'<div>'.repeat(200) + 'deep text' + '</div>'.repeat(200),
		)
		expect(moderate.markdown.trim()).toBe('deep text')
		expect(moderate.removed['flattened-too-deep']).toBe(1)
		expect(
			estimateNesting('<p>a<p>b<br><img src=x><div><span>c</span></div>'),
		).toBe(2)
	})
})
