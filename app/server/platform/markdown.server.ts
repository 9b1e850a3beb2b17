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
import remarkSmartypants from 'remark-smartypants'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import type { Root as MdastRoot, Text } from 'mdast'
import { SMARTYPANTS_OPTIONS, rangeDashes } from '#app/lib/typography.ts'

const HEADING = /^h([1-6])$/

/**
 * The version of what renderMarkdown produces. Stored beside every rendered body: raise it when
 * the output changes, and stored bodies are re-rendered (`npm run rerender`, or the periodic job).
 */
export const RENDERER_VERSION = 3

/** Where our pages live, for resolving an address as a browser on them would. */
const ON_SITE = 'https://on-site.invalid/'

/**
 * True when a browser on our pages would load `url` from our own origin: a path such as
 * `/public-objects/…`. Resolved by the URL parser browsers use, so `//host/x`, `/\host/x`, `http:`,
 * `HTTPS:`, `data:` and addresses hidden by entities or whitespace all count as off-site.
 */
export function isOnSiteAddress(url: string): boolean {
	try {
		return new URL(url, ON_SITE).origin === new URL(ON_SITE).origin
	} catch {
		return false
	}
}

/**
 * The rule on the rendered tree (decided here, after markdown, whatever syntax made the image:
 * inline, reference, angle brackets, protocol-relative): an image loads from our origin only. A
 * `srcset` naming any other source is dropped; false when `src` itself is off-site (or missing).
 */
function keepOnSiteImage(node: Element): boolean {
	const srcset = node.properties.srcSet ?? node.properties.srcset
	if (srcset !== undefined) {
		const candidates = String(Array.isArray(srcset) ? srcset.join(',') : srcset)
			.split(',')
			.map(candidate => candidate.trim().split(/\s+/)[0] ?? '')
		if (!candidates.every(isOnSiteAddress)) {
			delete node.properties.srcSet
			delete node.properties.srcset
		}
	}
	const src = node.properties.src
	return typeof src === 'string' && src !== '' && isOnSiteAddress(src)
}

/**
 * An image from elsewhere becomes a link to it (readers and the editor load nothing from the
 * contributor's servers; on the review page it is labelled as an external image), or plain text
 * when its address is not a web address at all.
 */
function offSiteImageAsLink(node: Element, review: boolean): void {
	const src = typeof node.properties.src === 'string' ? node.properties.src : ''
	const alt =
		typeof node.properties.alt === 'string' && node.properties.alt
			? node.properties.alt
			: ''
	let href: string | undefined
	try {
		const resolved = new URL(src, ON_SITE)
		if (/^https?:$/.test(resolved.protocol)) href = resolved.href
	} catch {
		href = undefined
	}
	const label = alt || href || 'Image'
	node.tagName = href ? 'a' : 'span'
	node.properties = href
		? {
				href,
				target: '_blank',
				rel: ['noopener', 'noreferrer', 'nofollow'],
				...(review ? { className: ['external-image-link'] } : {}),
			}
		: {}
	node.children = [
		{ type: 'text', value: review ? `External image: ${label}` : label },
	]
}

/** En dashes for number ranges in the prose (not in code): the rule `typeset` applies to headlines. */
function remarkRangeDashes() {
	return (tree: MdastRoot) => {
		visit(tree, 'text', (node: Text) => {
			node.value = rangeDashes(node.value)
		})
	}
}

/**
 * After sanitising: the page headline is the one h1, so the body's top heading level becomes h2
 * and the others keep their distance below it (writers use '# ' or '## ' for sections alike);
 * blockquotes are pull quotes; links to other sites open in a new tab without handing over the
 * opener (links within the site stay in the tab);
 * images load lazily and a title becomes a caption. An image from another site never loads: it
 * becomes a link to it (with `externalImagesAsLinks`, the admin's review of a stranger's post,
 * labelled "External image").
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
			if (node.tagName === 'img' && !keepOnSiteImage(node)) {
				offSiteImageAsLink(node, externalImagesAsLinks)
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
	return (
		unified()
			.use(remarkParse)
			.use(remarkGfm)
			// Typographic quotes, apostrophes, dashes and ellipses at save (version 2).
			.use(remarkSmartypants, SMARTYPANTS_OPTIONS)
			.use(remarkRangeDashes)
			.use(remarkRehype)
			.use(rehypeSanitize)
			.use(editorialMarkup, options)
			.use(rehypeStringify)
	)
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
