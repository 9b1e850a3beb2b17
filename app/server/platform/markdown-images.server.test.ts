/**
 * No off-site image ever reaches a page (issue 18 item 4): generated markdown using every image
 * syntax (inline, angle brackets, titles, reference, collapsed and shortcut references, raw HTML
 * `img`/`picture`/`srcset`, protocol-relative, backslashes, mixed-case schemes, `data:`, entities,
 * whitespace) is rendered for an article body, a guest post's preview and the review page, and
 * every `src`/`srcset`/`poster` in the HTML is checked the way a browser on our site resolves it.
 */
import fc from 'fast-check'
import type { Element } from 'hast'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { beforeAll, describe, expect, it } from 'vitest'
import { previewMarkdown } from '#app/server/edge/markdown-preview.server.ts'
import { renderMarkdown } from './markdown.server.ts'

const SITE = 'https://brandline.example'

/** Every address a browser on an article page would load as an image, resolved. */
function loadedImageSources(html: string): string[] {
	const tree = unified().use(rehypeParse, { fragment: true }).parse(html)
	const sources: string[] = []
	visit(tree, 'element', (node: Element) => {
		for (const name of ['src', 'poster'])
			if (typeof node.properties[name] === 'string')
				sources.push(node.properties[name])
		const srcset = node.properties.srcSet
		if (srcset !== undefined)
			for (const candidate of String(srcset).split(','))
				sources.push(candidate.trim().split(/\s+/)[0] ?? '')
	})
	return sources.map(source => new URL(source, `${SITE}/article/x`).href)
}

const offSite = [
	'//evil.example/x.png',
	'http://evil.example/a b.png',
	'HTTPS://evil.example/x.png',
	'hTtP://evil.example/x.png',
	'/\\evil.example/x.png',
	'\\\\evil.example/x.png',
	'&#47;&#47;evil.example/x.png',
	'&#x2F;&#x2F;evil.example/x.png',
	'data:image/png;base64,iVBORw0KGgo=',
	'javascript:alert(1)',
	' \t//evil.example/x.png',
	'https://evil.example/x.png?size=2,3',
]
const onSite = [
	'/public-objects/uploads/2026/11/k3v9x0q2m7a1b8c4.webp',
	'/images/lead.jpg',
]
const address = fc.constantFrom(...offSite, ...onSite)
const alt = fc.constantFrom('', 'Chart', 'A [bracket', 'Team at work')

const image = fc.oneof(
	fc.tuple(alt, address).map(([text, url]) => `![${text}](${url})`),
	fc.tuple(alt, address).map(([text, url]) => `![${text}](<${url}>)`),
	fc.tuple(alt, address).map(([text, url]) => `![${text}](${url} "A caption")`),
	fc
		.tuple(alt, address, fc.constantFrom('ref', 'Photo', 'x'))
		.map(
			([text, url, ref]) => `![${text || ref}][${ref}]\n\n[${ref}]: ${url}\n`,
		),
	fc
		.tuple(address, fc.constantFrom('ref', 'Photo'))
		.map(([url, ref]) => `![${ref}][]\n\n[${ref}]: <${url}> "Title"\n`),
	fc
		.tuple(address, fc.constantFrom('shortcut', 'Logo'))
		.map(([url, ref]) => `![${ref}]\n\n[${ref.toUpperCase()}]: ${url}\n`),
	fc
		.tuple(address, address)
		.map(
			([url, other]) => `<img src="${url}" srcset="${other} 2x, ${url} 1x">`,
		),
	fc
		.tuple(address, address)
		.map(
			([url, other]) =>
				`<picture><source srcset="${other}"><img src="${url}"></picture>`,
		),
	fc.tuple(address).map(([url]) => `<video poster="${url}"></video>`),
)
const text = fc.constantFrom(
	'A paragraph about owning one idea.',
	'> A pull quote',
	'- a bullet',
	'## A section',
	'',
)
const body = fc
	.array(fc.oneof(image, text), { minLength: 1, maxLength: 8 })
	.map(parts => parts.join('\n\n'))

const renders: [string, (markdown: string) => string][] = [
	['an article body', markdown => renderMarkdown(markdown)],
	[
		"a guest post's preview",
		markdown => previewMarkdown(markdown, { externalImagesAsLinks: true }).html,
	],
	["an editor's preview", markdown => previewMarkdown(markdown).html],
	[
		'the review page',
		markdown => renderMarkdown(markdown, { externalImagesAsLinks: true }),
	],
]

describe('images in rendered markdown', () => {
	// The processors' first run (module set-up) is not what the properties time.
	beforeAll(() => {
		for (const [, render] of renders) render('![warm](/images/x.png)')
	})

	for (const [where, render] of renders)
		it(`never load from another site: ${where}`, () => {
			fc.assert(
				fc.property(body, markdown => {
					for (const source of loadedImageSources(render(markdown)))
						expect(new URL(source).origin).toBe(SITE)
				}),
				// 60 bodies of up to 8 parts per page kind: 240 renders in all, quick on a busy machine.
				{ numRuns: 60 },
			)
		})

	it('keep our own images, and turn the three reported forms into links', () => {
		const html = renderMarkdown(
			'![ours](/public-objects/uploads/2026/11/k3v9x0q2m7a1b8c4.webp)\n\n![c](//host.example/x.png)\n\n![d][ref]\n\n[ref]: http://host.example/x.png\n\n![g](<http://host.example/a b.png>)',
		)
		expect(loadedImageSources(html)).toEqual([
			`${SITE}/public-objects/uploads/2026/11/k3v9x0q2m7a1b8c4.webp`,
		])
		expect(html).toContain('href="https://host.example/x.png"')
		expect(html).toContain('href="http://host.example/x.png"')
		expect(html).toContain('href="http://host.example/a%20b.png"')
		const review = renderMarkdown('![c](//host.example/x.png)', {
			externalImagesAsLinks: true,
		})
		expect(review).toContain('External image: c')
		expect(loadedImageSources(review)).toEqual([])
	})
})
