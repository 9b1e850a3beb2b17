import { describe, expect, it } from 'vitest'
import {
	autoParagraphs,
	convertShortcodes,
	parseShortcodeAttributes,
} from './wordpress-shortcodes.server.ts'

describe('convertShortcodes', () => {
	it('turns [caption] into a figure with its text as caption', () => {
		const { html, counts } = convertShortcodes(
			'[caption id="attachment_7" align="alignnone" width="300"]<a href="https://x.example/big.jpg"><img src="https://x.example/a.jpg" alt="A" /></a> The <em>caption</em>[/caption]',
		)
		expect(html).toBe(
			'<figure><a href="https://x.example/big.jpg"><img src="https://x.example/a.jpg" alt="A" /></a><figcaption>The <em>caption</em></figcaption></figure>',
		)
		expect(counts.caption).toEqual({ converted: 1, unwrapped: 0, removed: 0 })
	})

	it('supports the old caption="" attribute form', () => {
		expect(
			convertShortcodes(
				'[caption caption="Old style"]<img src="https://x.example/a.jpg">[/caption]',
			).html,
		).toContain('<figcaption>Old style</figcaption>')
	})

	it('[embed] becomes a link, or a YouTube player the HTML step reports', () => {
		const { html, counts } = convertShortcodes(
			'[embed]https://vimeo.example/1[/embed] [embed width="500"]https://youtu.be/aBcDeFgHiJk[/embed] [embed]javascript:alert(1)[/embed]',
		)
		expect(html).toBe(
			'<p><a href="https://vimeo.example/1">https://vimeo.example/1</a></p> <figure><iframe src="https://www.youtube.com/embed/aBcDeFgHiJk"></iframe></figure> ',
		)
		expect(counts.embed).toEqual({ converted: 2, unwrapped: 0, removed: 1 })
	})

	it('renders [gallery] from attachments and counts missing ones', () => {
		const { html, counts } = convertShortcodes('[gallery ids="1, 2,3"]', {
			galleryImages: ids =>
				ids === 'children'
					? []
					: ids
							.filter(id => id !== 3)
							.map(id => ({
								src: `https://x.example/${id}.jpg`,
								alt: `a${id}`,
								caption: id === 2 ? 'two' : '',
							})),
		})
		expect(html).toBe(
			'<figure class="gallery"><img src="https://x.example/1.jpg" alt="a1"><img src="https://x.example/2.jpg" alt="a2" title="two"></figure>',
		)
		expect(counts['gallery:missing-image']?.removed).toBe(1)
		expect(convertShortcodes('[gallery]').counts.gallery?.removed).toBe(1)
	})

	it('removes forms and unknown shortcodes, unwraps unknown enclosing ones, counts each', () => {
		const { html, counts, suspects } = convertShortcodes(
			'[contact-form-7 id="42" title="Contact"][vc_row][vc_column width="1/2"]Text stays[/vc_column][/vc_row][my_widget foo=bar][other/] [sic] [[escaped]]',
		)
		expect(html).toBe('Text stays [sic] [escaped]')
		expect(counts).toMatchObject({
			'contact-form-7': { removed: 1 },
			vc_row: { unwrapped: 1 },
			vc_column: { unwrapped: 1 },
			my_widget: { removed: 1 },
			other: { removed: 1 },
		})
		expect(suspects).toEqual(['[sic]'])
	})

	it('handles [video]/[audio]/Jetpack [youtube]', () => {
		const { html } = convertShortcodes(
			'[video mp4="https://v.example/a.mp4"][/video][audio mp3="https://a.example/a.mp3"][youtube=https://www.youtube.com/watch?v=aBcDeFgHiJk]',
		)
		expect(html).toContain('<a href="https://v.example/a.mp4">')
		expect(html).toContain('<a href="https://a.example/a.mp3">')
		expect(html).toContain('youtube.com/embed/aBcDeFgHiJk')
	})

	it('parses attributes like shortcode_parse_atts', () => {
		expect(
			parseShortcodeAttributes(` a="1" B='two words' c=3 "pos" bare`),
		).toEqual({
			named: { a: '1', b: 'two words', c: '3' },
			positional: ['pos', 'bare'],
		})
	})

	it('stays linear on hostile input', () => {
		for (const input of [
			'[x]'.repeat(100_000),
			'['.repeat(300_000),
			'[a b="' + '/'.repeat(300_000),
			'[a]'.repeat(50_000) + '[/a]',
		]) {
			const started = performance.now()
			convertShortcodes(input)
			expect(performance.now() - started).toBeLessThan(3000)
		}
	})
})

describe('autoParagraphs', () => {
	it('adds <p> and <br> to classic-editor text, leaves blocks, <pre> and block-editor content alone', () => {
		expect(
			autoParagraphs('One\ntwo\n\n<h2>H</h2>\n\nThree\n\n<pre>a\n\nb</pre>'),
		).toBe('<p>One<br>\ntwo</p>\n<h2>H</h2>\n<p>Three</p>\n<pre>a\n\nb</pre>')
		const blocks = '<!-- wp:paragraph -->\n<p>x</p>\n<!-- /wp:paragraph -->'
		expect(autoParagraphs(blocks)).toBe(blocks)
	})
})
