/**
 * Ghost Lexical JSON (posts.lexical, a JSON *string* in the export) → intermediate HTML.
 *
 * Node shapes verified against:
 * - TryGhost/Koenig packages/kg-lexical-html-renderer/src (convert-to-html-string.ts, utils/TextContent.ts,
 *   transformers/element/{list,heading,aside,blockquote,paragraph}.ts): how Ghost itself renders.
 * - TryGhost/Koenig packages/kg-default-nodes/src/nodes/**: card node types and fields
 *   (extended-text, extended-heading, extended-quote, aside, tk, zwnj, at-link + decorator cards).
 * - facebook/lexical packages/lexical/src/LexicalConstants.ts: text format bits
 *   (IS_BOLD 1, IS_ITALIC 2, IS_STRIKETHROUGH 4, IS_UNDERLINE 8, IS_CODE 16, IS_SUBSCRIPT 32,
 *   IS_SUPERSCRIPT 64, IS_HIGHLIGHT 128).
 *
 * The output is an intermediate form for html-to-markdown.ts, which sanitises it; this module
 * still escapes text and drops unsafe URLs.
 */
import { renderCard, type CardContext } from './ghost-cards.server.ts'
import { parseJsonGuarded } from './json-guard.server.ts'
import { bump, escapeHtml, isRecord, safeUrl, str } from './html-util.server.ts'

export interface LexicalToHtmlOptions {
	/** Deeper subtrees are skipped (counted as dropped "too-deep"). Default 64. */
	maxDepth?: number
	/** Stop after this many nodes (counted as dropped "too-many-nodes"). Default 200 000. */
	maxNodes?: number
}

export interface ConvertResult {
	html: string
	/** What was left out, by reason: unknown cards, paywall, too-deep, … */
	dropped: Record<string, number>
	/** Cards kept in a reduced form (bookmark → link, video → link, …). */
	simplified: Record<string, number>
	/** Set when the input could not be read at all. */
	error?: string
}

/** Format bits in the order Ghost opens tags (TextContent.ts FORMAT_TAG_MAP): outermost first. */
const FORMAT_TAGS: ReadonlyArray<readonly [number, string]> = [
	[1, 'strong'],
	[2, 'em'],
	[4, 's'],
	[8, 'u'],
	[16, 'code'],
	[32, 'sub'],
	[64, 'sup'],
	[128, 'mark'],
]

const ELEMENT_TYPES = new Set([
	'root',
	'paragraph',
	'heading',
	'extended-heading',
	'quote',
	'extended-quote',
	'aside',
	'list',
	'listitem',
	'link',
	'autolink',
	'at-link',
	'tk',
])

type Node = Record<string, unknown>

class Renderer {
	readonly ctx: CardContext = { dropped: {}, simplified: {} }
	private nodes = 0
	private readonly maxDepth: number
	private readonly maxNodes: number

	constructor(options: LexicalToHtmlOptions) {
		this.maxDepth = options.maxDepth ?? 64
		this.maxNodes = options.maxNodes ?? 200_000
	}

	children(node: Node, depth: number): string {
		const children = Array.isArray(node.children) ? node.children : []
		let out = ''
		for (const child of children) out += this.node(child, depth + 1)
		return out
	}

	node(value: unknown, depth: number): string {
		if (!isRecord(value)) return ''
		if (depth > this.maxDepth) {
			bump(this.ctx.dropped, 'too-deep')
			return ''
		}
		if (++this.nodes > this.maxNodes) {
			if (this.nodes === this.maxNodes + 1)
				bump(this.ctx.dropped, 'too-many-nodes')
			return ''
		}
		const type = str(value.type)
		switch (type) {
			case 'root':
				return this.children(value, depth)
			case 'paragraph': {
				const inner = this.children(value, depth)
				return inner.trim() ? `<p>${inner}</p>` : ''
			}
			case 'heading':
			case 'extended-heading': {
				const tag = /^h[1-6]$/.test(str(value.tag)) ? str(value.tag) : 'h2'
				const inner = this.children(value, depth)
				return inner.trim() ? `<${tag}>${inner}</${tag}>` : ''
			}
			case 'quote':
			case 'extended-quote':
			case 'aside': {
				const inner = this.children(value, depth)
				return inner.trim() ? `<blockquote><p>${inner}</p></blockquote>` : ''
			}
			case 'list':
				return this.list(value, depth)
			case 'listitem':
				// A listitem outside a list: render its content as a paragraph.
				return `<p>${this.children(value, depth)}</p>`
			case 'link':
			case 'autolink': {
				const inner = this.children(value, depth)
				const href = safeUrl(value.url)
				if (!href) {
					bump(this.ctx.dropped, 'unsafe-link')
					return inner
				}
				const title = str(value.title)
				return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`
			}
			case 'at-link':
			case 'tk':
				return this.children(value, depth)
			case 'text':
			case 'extended-text':
				return this.text(value)
			case 'tab':
				return ' '
			case 'linebreak':
				return '<br>'
			case 'zwnj':
			case 'at-link-search':
				return ''
			default:
				if (Array.isArray(value.children)) {
					// An element type we do not know (a plugin's): keep its text.
					bump(this.ctx.simplified, `unknown-element:${type.slice(0, 40)}`)
					return this.children(value, depth)
				}
				return renderCard(type, value, this.ctx)
		}
	}

	text(node: Node): string {
		let html = escapeHtml(str(node.text))
		const format = typeof node.format === 'number' ? node.format : 0
		if (!html || format === 0) return html
		for (let i = FORMAT_TAGS.length - 1; i >= 0; i--) {
			const entry = FORMAT_TAGS[i]
			if (entry && (format & entry[0]) !== 0)
				html = `<${entry[1]}>${html}</${entry[1]}>`
		}
		return html
	}

	/** Ghost nests a sub-list as a listitem whose first child is a list (transformers/element/list.ts). */
	list(node: Node, depth: number): string {
		const listType = str(node.listType)
		const tag = listType === 'number' || str(node.tag) === 'ol' ? 'ol' : 'ul'
		const start =
			typeof node.start === 'number' && node.start > 1
				? ` start="${Math.floor(node.start)}"`
				: ''
		const items: string[] = []
		const children = Array.isArray(node.children) ? node.children : []
		for (const child of children) {
			if (!isRecord(child) || child.type !== 'listitem') continue
			const grandchildren: unknown[] = Array.isArray(child.children)
				? (child.children as unknown[])
				: []
			const first = grandchildren[0]
			if (isRecord(first) && first.type === 'list') {
				const nested = this.list(first, depth + 2)
				const last = items.length - 1
				if (last >= 0) items[last] = (items[last] ?? '') + nested
				else items.push(nested)
				continue
			}
			const check =
				listType === 'check'
					? `<input type="checkbox"${child.checked === true ? ' checked' : ''} disabled> `
					: ''
			items.push(check + this.children(child, depth + 1))
		}
		if (items.length === 0) return ''
		return `<${tag}${start}>${items.map(item => `<li>${item}</li>`).join('')}</${tag}>`
	}
}

/** Parses `posts.lexical` (string or already-parsed object) and renders it. */
export function lexicalToHtml(
	input: unknown,
	options: LexicalToHtmlOptions = {},
): ConvertResult {
	let doc: unknown = input
	if (typeof input === 'string') {
		try {
			doc = parseJsonGuarded(input, { maxDepth: 160, maxLength: 20_000_000 })
		} catch (error) {
			return {
				html: '',
				dropped: {},
				simplified: {},
				error: `Lexical: ${(error as Error).message}`,
			}
		}
	}
	if (!isRecord(doc) || !isRecord(doc.root)) {
		return {
			html: '',
			dropped: {},
			simplified: {},
			error: 'Lexical has no root node',
		}
	}
	const renderer = new Renderer(options)
	const html = renderer.node(doc.root, 0)
	return {
		html,
		dropped: renderer.ctx.dropped,
		simplified: renderer.ctx.simplified,
	}
}

/** Node types this module renders as elements (for documentation and tests). */
export const LEXICAL_ELEMENT_TYPES: ReadonlySet<string> = ELEMENT_TYPES
