/**
 * Article bodies: the SPEC's light markup (a CommonMark + GFM subset) to sanitised HTML.
 * markdown → remark-gfm → rehype → rehype-sanitize (GitHub's allow-list) → our editorial touches.
 * Raw HTML in the source is dropped, never passed through.
 */
import type { Element, Root } from 'hast'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'

const HEADING = /^h([1-6])$/

/**
 * The version of what renderMarkdown produces. Stored beside every rendered body: raise it when
 * the output changes, and stored bodies are re-rendered (`npm run rerender`, or the periodic job).
 */
export const RENDERER_VERSION = 1

/**
 * After sanitising: the page headline is the one h1, so the body's top heading level becomes h2
 * and the others keep their distance below it (writers use '# ' or '## ' for sections alike);
 * blockquotes are pull quotes; links to other sites open in a new tab without handing over the
 * opener (links within the site stay in the tab);
 * images load lazily and a title becomes a caption. With `externalImagesAsLinks` (the admin's
 * review of a stranger's post), an image from another site becomes a link to it, so reviewing
 * loads nothing from the contributor's servers.
 */
function editorialMarkup({
	externalImagesAsLinks = false,
}: { externalImagesAsLinks?: boolean } = {}) {
	return (tree: Root) => {
		let topLevel = 6
		visit(tree, 'element', (node: Element) => {
			const level = HEADING.exec(node.tagName)?.[1]
			if (level) topLevel = Math.min(topLevel, Number(level))
		})
		visit(tree, 'element', (node: Element, index, parent) => {
			const level = HEADING.exec(node.tagName)?.[1]
			if (level) node.tagName = `h${Math.min(6, Number(level) - topLevel + 2)}`
			if (node.tagName === 'blockquote')
				node.properties.className = ['pull-quote']
			if (
				node.tagName === 'a' &&
				typeof node.properties.href === 'string' &&
				/^(https?:|mailto:)/i.test(node.properties.href)
			) {
				node.properties.target = '_blank'
				node.properties.rel = ['noopener', 'noreferrer']
			}
			if (
				node.tagName === 'img' &&
				externalImagesAsLinks &&
				typeof node.properties.src === 'string' &&
				!node.properties.src.startsWith('/')
			) {
				const href = node.properties.src
				const label =
					typeof node.properties.alt === 'string' && node.properties.alt
						? node.properties.alt
						: href
				node.tagName = 'a'
				node.properties = {
					href,
					target: '_blank',
					rel: ['noopener', 'noreferrer', 'nofollow'],
					className: ['external-image-link'],
				}
				node.children = [{ type: 'text', value: `External image: ${label}` }]
				return
			}
			if (node.tagName === 'img') {
				node.properties.loading = 'lazy'
				node.properties.decoding = 'async'
				const caption = node.properties.title
				if (
					typeof caption === 'string' &&
					caption &&
					parent &&
					index !== undefined
				) {
					delete node.properties.title
					parent.children[index] = {
						type: 'element',
						tagName: 'figure',
						properties: {},
						children: [
							node,
							{
								type: 'element',
								tagName: 'figcaption',
								properties: {},
								children: [{ type: 'text', value: caption }],
							},
						],
					}
				}
			}
		})
	}
}

function processorFor(options: { externalImagesAsLinks?: boolean }) {
	return unified()
		.use(remarkParse)
		.use(remarkGfm)
		.use(remarkRehype)
		.use(rehypeSanitize)
		.use(editorialMarkup, options)
		.use(rehypeStringify)
}

const processor = processorFor({})
const reviewProcessor = processorFor({ externalImagesAsLinks: true })

/** Lines that start with '<' are pull quotes too (SPEC §2); make them blockquotes. */
function normalisePullQuotes(source: string): string {
	return source.replace(/^<(?![A-Za-z/!?])[ \t]?/gm, '> ')
}

export function renderMarkdown(
	source: string,
	{ externalImagesAsLinks = false }: { externalImagesAsLinks?: boolean } = {},
): string {
	return String(
		(externalImagesAsLinks ? reviewProcessor : processor).processSync(
			normalisePullQuotes(source),
		),
	)
}

const staticPages = new Map<string, string>()

/**
 * The site's own fixed texts (about, author, game, legal pages), rendered once per process: a
 * reader's request never parses markdown.
 */
export function renderStaticMarkdown(source: string): string {
	let html = staticPages.get(source)
	if (html === undefined) {
		html = renderMarkdown(source)
		staticPages.set(source, html)
	}
	return html
}
