/**
 * The step of html-to-markdown.server.ts that runs before sanitising, on the parsed tree, so it can
 * still see what sanitising would silently unwrap (see that module's comment for what it does).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'
import { toText } from 'hast-util-to-text'
import { bump, safeUrl } from './html-util.server.ts'
import { youtubeVideoId, youtubeWatchUrl } from '#app/lib/youtube.ts'
import type {
	HtmlToMarkdownOptions,
	ImportedImage,
} from './html-to-markdown.server.ts'

/** Removed with everything inside them. */
const REMOVE_WITH_CONTENT = new Set([
	'script',
	'style',
	'noscript',
	'template',
	'object',
	'embed',
	'applet',
	'form',
	'input',
	'button',
	'select',
	'textarea',
	'svg',
	'math',
	'canvas',
	'head',
	'title',
	'meta',
	'link',
	'base',
	'frame',
	'frameset',
	'noembed',
	'noframes',
	'dialog',
	'map',
])

export interface State {
	youtube: Set<string>
	images: ImportedImage[]
	/** The report entry for each kept <img>, so a figure caption can update its title. */
	imageRecords: WeakMap<Element, ImportedImage>
	removed: Record<string, number>
	options: HtmlToMarkdownOptions
}

function attr(node: Element, name: string): string | undefined {
	const value = node.properties[name]
	if (typeof value === 'string') return value
	if (Array.isArray(value)) return value.join(' ')
	if (typeof value === 'number') return String(value)
	return undefined
}

function stripTags(value: string): string {
	return value
		.replace(/<[^>]*>?/g, '')
		.replace(/\s+/g, ' ')
		.trim()
}

function checkedUrl(
	value: string | undefined,
	kind: 'link' | 'image',
	state: State,
): string | undefined {
	const url = safeUrl(value)
	if (!url) return undefined
	return state.options.rewriteUrl ? state.options.rewriteUrl(url, kind) : url
}

function linkParagraph(href: string): Element {
	return {
		type: 'element',
		tagName: 'p',
		properties: {},
		children: [
			{
				type: 'element',
				tagName: 'a',
				properties: { href },
				children: [{ type: 'text', value: href }],
			},
		],
	}
}

/** Text of a subtree without recursion (for flattening hostile nesting). */
function flatText(node: ElementContent | RootContent): string {
	const parts: string[] = []
	const stack: Array<ElementContent | RootContent> = [node]
	while (stack.length) {
		const current = stack.pop()
		if (!current) continue
		if (current.type === 'text') parts.push(current.value)
		else if (current.type === 'element') {
			for (let i = current.children.length - 1; i >= 0; i--) {
				const child = current.children[i]
				if (child) stack.push(child)
			}
		}
	}
	return parts.join(' ')
}

/** A paragraph (or WordPress embed wrapper div) holding nothing but one YouTube address. */
function isYoutubeOnlyParagraph(node: Element): string | undefined {
	if (node.tagName !== 'p' && node.tagName !== 'div') return undefined
	const only = node.children.filter(
		c => c.type !== 'text' || c.value.trim() !== '',
	)
	if (only.length !== 1) return undefined
	let child = only[0]
	if (
		child?.type === 'element' &&
		child.tagName === 'a' &&
		child.children.length === 1
	)
		child = child.children[0]
	if (child?.type !== 'text') return undefined
	const id = youtubeVideoId(child.value.trim())
	return id ? youtubeWatchUrl(id) : undefined
}

/** An image kept with a safe address, its alt text and title, and recorded for the import; else removed. */
function prepareImage(node: Element, state: State): Element | undefined {
	// Lazy-loading plugins keep the real address in data-src / data-lazy-src.
	const raw = [
		attr(node, 'dataLazySrc'),
		attr(node, 'dataSrc'),
		attr(node, 'src'),
	].find(value => value && !value.startsWith('data:'))
	const src = checkedUrl(raw, 'image', state)
	if (!src) {
		bump(state.removed, 'unsafe-image')
		return undefined
	}
	// Attributes are text, but imported ones sometimes hold markup: keep only its text.
	const alt = stripTags(attr(node, 'alt') ?? '')
	const title = stripTags(attr(node, 'title') ?? '')
	node.properties = { src, alt, ...(title ? { title } : {}) }
	const record: ImportedImage = { src, alt, ...(title ? { title } : {}) }
	state.images.push(record)
	state.imageRecords.set(node, record)
	return node
}

/** A link kept with a safe address; an unsafe one keeps its text and loses the link. */
function prepareLink(node: Element, state: State): void {
	const href = attr(node, 'href')
	if (href !== undefined) {
		const url = checkedUrl(href, 'link', state)
		if (url)
			node.properties = {
				href: url,
				...(attr(node, 'title') ? { title: attr(node, 'title') } : {}),
			}
		else {
			// Keep the text, lose the link: sanitising unwraps a bare span.
			bump(state.removed, 'unsafe-link')
			node.tagName = 'span'
			node.properties = {}
		}
	}
}

/** Returns the replacement for `node` (possibly itself), or undefined to remove it. */
function prepareElement(
	node: Element,
	depth: number,
	state: State,
): ElementContent | undefined {
	const tag = node.tagName
	if (depth > (state.options.maxDepth ?? 48)) {
		bump(state.removed, 'flattened-too-deep')
		return { type: 'text', value: flatText(node) }
	}
	if (tag === 'input' && attr(node, 'type') === 'checkbox') {
		// A task-list box (Lexical check lists, GFM): sanitising keeps it, markdown writes "[x]".
		node.properties = {
			type: 'checkbox',
			disabled: true,
			checked: node.properties.checked === true,
		}
		return node
	}
	if (REMOVE_WITH_CONTENT.has(tag)) {
		bump(state.removed, tag)
		return undefined
	}
	if (tag === 'iframe') {
		const id = youtubeVideoId(attr(node, 'src') ?? attr(node, 'dataSrc'))
		if (id) {
			const url = youtubeWatchUrl(id)
			state.youtube.add(url)
			return state.options.youtubeInBody === 'drop'
				? undefined
				: linkParagraph(url)
		}
		bump(state.removed, 'iframe')
		return undefined
	}
	if (tag === 'video' || tag === 'audio') {
		let src = attr(node, 'src')
		for (const child of node.children) {
			if (!src && child.type === 'element' && child.tagName === 'source')
				src = attr(child, 'src')
		}
		const url = checkedUrl(src, 'link', state)
		bump(state.removed, tag)
		return url ? linkParagraph(url) : undefined
	}
	if (tag === 'img') return prepareImage(node, state)
	if (tag === 'a') prepareLink(node, state)
	const youtube = isYoutubeOnlyParagraph(node)
	if (youtube) {
		state.youtube.add(youtube)
		return state.options.youtubeInBody === 'drop'
			? undefined
			: linkParagraph(youtube)
	}
	prepareChildren(node, depth, state)
	if (tag === 'figure') return prepareFigure(node, state)
	return node
}

function prepareChildren(
	parent: Element | Root,
	depth: number,
	state: State,
): void {
	const next: ElementContent[] = []
	for (const child of parent.children) {
		if (child.type === 'element') {
			const replaced = prepareElement(child, depth + 1, state)
			if (replaced) next.push(replaced)
		} else if (child.type === 'text') {
			next.push(child)
		} else if (child.type === 'comment') {
			// dropped: WordPress block markers and Ghost card markers live here
		}
	}
	parent.children = next
}

function paragraph(children: ElementContent[]): Element {
	return { type: 'element', tagName: 'p', properties: {}, children }
}

/** An <img>, or an <a> around nothing but one <img>. */
function isImageUnit(node: ElementContent): boolean {
	if (node.type !== 'element') return false
	if (node.tagName === 'img') return true
	if (node.tagName !== 'a') return false
	const inner = node.children.filter(
		c => c.type !== 'text' || c.value.trim() !== '',
	)
	return (
		inner.length === 1 &&
		inner[0]?.type === 'element' &&
		inner[0].tagName === 'img'
	)
}

function containsImage(node: ElementContent): boolean {
	const stack: ElementContent[] = [node]
	while (stack.length) {
		const current = stack.pop()
		if (current?.type !== 'element') continue
		if (current.tagName === 'img') return true
		stack.push(...current.children)
	}
	return false
}

/**
 * A figure (Ghost image/gallery cards, WordPress image/gallery blocks, [caption]) becomes a block
 * of paragraphs, one per image, so markdown never runs images together. With exactly one image,
 * the caption becomes its title (→ <figcaption> in the app); otherwise it stays a paragraph.
 */
function prepareFigure(figure: Element, state: State): Element {
	const blocks: ElementContent[] = []
	const images: Element[] = []
	let caption: Element | undefined
	const visit = (nodes: ElementContent[]) => {
		for (const node of nodes) {
			if (node.type === 'element' && node.tagName === 'figcaption')
				caption ??= node
			else if (node.type === 'element' && isImageUnit(node)) {
				blocks.push(paragraph([node]))
				const img =
					node.tagName === 'img'
						? node
						: node.children.find(
								c => c.type === 'element' && c.tagName === 'img',
							)
				if (img?.type === 'element') images.push(img)
			} else if (node.type === 'element' && containsImage(node))
				visit(node.children)
			else if (node.type !== 'text' || node.value.trim() !== '')
				blocks.push(node)
		}
	}
	visit(figure.children)
	const text = caption ? toText(caption).replace(/\s+/g, ' ').trim() : ''
	const image = images[0]
	if (images.length === 1 && image && text && !image.properties.title) {
		image.properties.title = text
		const record = state.imageRecords.get(image)
		if (record) record.title = text
	} else if (caption) {
		blocks.push(paragraph(caption.children))
	}
	return { type: 'element', tagName: 'div', properties: {}, children: blocks }
}

export function prepare(state: State) {
	return (tree: Root) => {
		prepareChildren(tree, 0, state)
	}
}
