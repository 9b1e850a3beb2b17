/**
 * Ghost Mobiledoc (posts.mobiledoc, a JSON *string*; Ghost 1.x–4.x editor, still present in v5
 * exports for posts never reopened in the Lexical editor) → intermediate HTML.
 *
 * Format (Mobiledoc 0.3.x, as read by TryGhost/Koenig packages/kg-converters/src/mobiledoc-to-lexical.ts):
 *   { version: "0.3.1", ghostVersion?: "4.0", atoms: [[name, text, payload]], cards: [[name, payload]],
 *     markups: [[tagName, [attrName, attrValue, …]?]], sections: [...] }
 * Sections: [1, tagName, markers] markup section · [2, src] image section (unused by Ghost) ·
 *           [3, "ul"|"ol", markers[][]] list section · [10, cardIndex] card section.
 * Markers:  [0, openedMarkupIndexes, closedCount, text] text · [1, openedMarkupIndexes, closedCount, atomIndex] atom.
 * Atoms: Ghost uses only "soft-return" (→ <br>). Cards: see ghost-cards.ts.
 */
import { renderCard, type CardContext } from './ghost-cards.server.ts'
import type { ConvertResult } from './lexical-to-html.server.ts'
import { parseJsonGuarded } from './json-guard.server.ts'
import { bump, escapeHtml, isRecord, safeUrl, str } from './html-util.server.ts'

const MARKUP_TAGS = new Set([
	'a',
	'b',
	'code',
	'em',
	'i',
	's',
	'strike',
	'strong',
	'sub',
	'sup',
	'u',
])
const SECTION_TAGS: Record<string, string> = {
	p: 'p',
	h1: 'h1',
	h2: 'h2',
	h3: 'h3',
	h4: 'h4',
	h5: 'h5',
	h6: 'h6',
	blockquote: 'blockquote',
	aside: 'blockquote',
	'pull-quote': 'blockquote',
}

export interface MobiledocToHtmlOptions {
	/** Stop after this many sections (counted as dropped "too-many-sections"). Default 100 000. */
	maxSections?: number
}

interface Doc {
	markups: unknown[]
	atoms: unknown[]
	cards: unknown[]
	sections: unknown[]
}

function asArray(value: unknown): unknown[] {
	return Array.isArray(value) ? value : []
}

/** Opening and closing HTML for one markup entry, or undefined if we do not keep that markup. */
function markupTags(
	markup: unknown,
	ctx: CardContext,
): [string, string] | undefined {
	if (!Array.isArray(markup)) return undefined
	const tag = str(markup[0]).toLowerCase()
	if (!MARKUP_TAGS.has(tag)) {
		bump(ctx.dropped, `unknown-markup:${tag.slice(0, 20)}`)
		return undefined
	}
	if (tag !== 'a') return [`<${tag}>`, `</${tag}>`]
	const attrs = asArray(markup[1])
	let href: string | undefined
	for (let i = 0; i + 1 < attrs.length; i += 2) {
		if (str(attrs[i]).toLowerCase() === 'href') href = safeUrl(attrs[i + 1])
	}
	if (!href) {
		bump(ctx.dropped, 'unsafe-link')
		return ['', '']
	}
	return [`<a href="${escapeHtml(href)}">`, '</a>']
}

function renderMarkers(markers: unknown, doc: Doc, ctx: CardContext): string {
	let out = ''
	const open: string[] = [] // closing tags, innermost last
	for (const marker of asArray(markers)) {
		if (!Array.isArray(marker)) continue
		const [kind, opened, closedCount, value] = marker as unknown[]
		for (const index of asArray(opened)) {
			const tags =
				typeof index === 'number'
					? markupTags(doc.markups[index], ctx)
					: undefined
			out += tags?.[0] ?? ''
			open.push(tags?.[1] ?? '')
		}
		if (kind === 0) {
			out += escapeHtml(str(value))
		} else if (kind === 1) {
			const atom = typeof value === 'number' ? doc.atoms[value] : undefined
			const name = Array.isArray(atom) ? str(atom[0]) : ''
			if (name === 'soft-return') out += '<br>'
			else if (Array.isArray(atom)) {
				bump(ctx.simplified, `atom:${name.slice(0, 40)}`)
				out += escapeHtml(str(atom[1]))
			}
		}
		const closing =
			typeof closedCount === 'number' ? Math.min(closedCount, open.length) : 0
		for (let i = 0; i < closing; i++) out += open.pop() ?? ''
	}
	while (open.length > 0) out += open.pop() ?? ''
	return out
}

export function mobiledocToHtml(
	input: unknown,
	options: MobiledocToHtmlOptions = {},
): ConvertResult {
	const ctx: CardContext = { dropped: {}, simplified: {} }
	let parsed: unknown = input
	if (typeof input === 'string') {
		try {
			parsed = parseJsonGuarded(input, { maxDepth: 100, maxLength: 20_000_000 })
		} catch (error) {
			return {
				html: '',
				...ctx,
				error: `Mobiledoc: ${(error as Error).message}`,
			}
		}
	}
	if (!isRecord(parsed))
		return { html: '', ...ctx, error: 'Mobiledoc is not an object' }
	const version = str(parsed.version)
	if (!version.startsWith('0.3')) {
		return {
			html: '',
			...ctx,
			error: `Unsupported Mobiledoc version "${version.slice(0, 20)}"`,
		}
	}
	const doc: Doc = {
		markups: asArray(parsed.markups),
		atoms: asArray(parsed.atoms),
		cards: asArray(parsed.cards),
		sections: asArray(parsed.sections),
	}
	const maxSections = options.maxSections ?? 100_000
	let out = ''
	let count = 0
	for (const section of doc.sections) {
		if (++count > maxSections) {
			bump(ctx.dropped, 'too-many-sections')
			break
		}
		if (!Array.isArray(section)) continue
		const kind: unknown = section[0]
		if (kind === 1) {
			const tag = SECTION_TAGS[str(section[1]).toLowerCase()] ?? 'p'
			const inner = renderMarkers(section[2], doc, ctx)
			if (!inner.trim()) continue
			out +=
				tag === 'blockquote'
					? `<blockquote><p>${inner}</p></blockquote>`
					: `<${tag}>${inner}</${tag}>`
		} else if (kind === 3) {
			const tag = str(section[1]).toLowerCase() === 'ol' ? 'ol' : 'ul'
			const items = asArray(section[2]).map(
				item => `<li>${renderMarkers(item, doc, ctx)}</li>`,
			)
			if (items.length) out += `<${tag}>${items.join('')}</${tag}>`
		} else if (kind === 10) {
			const card =
				typeof section[1] === 'number' ? doc.cards[section[1]] : undefined
			if (!Array.isArray(card)) {
				bump(ctx.dropped, 'missing-card')
				continue
			}
			const payload = isRecord(card[1]) ? { ...card[1] } : {}
			// Mobiledoc embed cards call the provider type `type`; Lexical calls it `embedType`.
			if (str(card[0]) === 'embed' && 'type' in payload) {
				payload.embedType = payload.type
				delete payload.type
			}
			out += renderCard(str(card[0]), payload, ctx)
		} else if (kind === 2) {
			const src = safeUrl(section[1])
			if (src) out += `<figure><img src="${escapeHtml(src)}" alt=""></figure>`
		} else {
			bump(ctx.dropped, 'unknown-section')
		}
	}
	return { html: out, ...ctx }
}
