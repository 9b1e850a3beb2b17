/**
 * Streaming WXR reader (saxes): memory stays at one <item> at a time, whatever the file size.
 * Produces the same records as wxr-parse.ts (it reuses readItem/readAuthor/readTerm on a small
 * tree built per channel child).
 *
 * saxes (6.0.0) does not implement DTDs: an entity other than the five predefined ones is an
 * error, so billion laughs cannot expand; we also abort on the `doctype` event, as the WordPress
 * importer refuses any WXR with a DOCTYPE.
 */
import { SaxesParser } from 'saxes'
import {
	readAuthor,
	readItem,
	readTerm,
	canonicalPrefixes,
	type WxrAuthor,
	type WxrDocument,
	type WxrItem,
	type WxrTerm,
} from './wxr-parse.server.ts'
import { textOf, XmlRefusedError, type XmlElement } from './xml-tree.server.ts'

/** The file as chunks of text or bytes, read in order. */
export type Chunks =
	AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>

export type WxrStreamEvent =
	| { kind: 'channel'; field: string; value: string }
	| { kind: 'author'; author: WxrAuthor }
	| { kind: 'term'; term: WxrTerm }
	| { kind: 'item'; item: WxrItem }

export interface WxrStreamOptions {
	/** Refuse the file past this many characters in total. Default 1 GiB. */
	maxChars?: number
	/** Refuse a single channel child (an item with its content) past this many characters. Default 32 MiB. */
	maxItemChars?: number
	/** Refuse nesting deeper than this. Default 32. */
	maxDepth?: number
	/**
	 * Refuse a single channel child with more elements than this. Default 100,000. Empty elements
	 * carry no text, so the character limit alone would let `<a/>` repeated millions of times in one
	 * item grow the tree far past the file's size.
	 */
	maxItemElements?: number
}

export async function* streamWxr(
	chunks: Chunks,
	options: WxrStreamOptions = {},
): AsyncGenerator<WxrStreamEvent> {
	const maxChars = options.maxChars ?? 1024 * 1024 * 1024
	const maxItemChars = options.maxItemChars ?? 32 * 1024 * 1024
	const maxDepth = options.maxDepth ?? 32
	const maxItemElements = options.maxItemElements ?? 100_000
	const parser = new SaxesParser({ position: false })
	const decoder = new TextDecoder('utf-8')
	const queue: WxrStreamEvent[] = []
	const stack: XmlElement[] = []
	let prefixes = new Map<string, string>()
	let itemChars = 0
	let itemElements = 0
	let total = 0
	let failure: Error | undefined

	const rename = (name: string): string => {
		const colon = name.indexOf(':')
		if (colon <= 0) return name
		const canonical = prefixes.get(name.slice(0, colon))
		return canonical ? `${canonical}:${name.slice(colon + 1)}` : name
	}
	const addText = (text: string) => {
		// Only text inside channel children is kept (depth ≥ 3: rss > channel > child).
		const current = stack[stack.length - 1]
		if (stack.length < 3 || !current) return
		itemChars += text.length
		if (itemChars > maxItemChars)
			throw new XmlRefusedError(
				`An element is larger than ${maxItemChars} characters`,
			)
		current.children.push(text)
	}

	parser.on('doctype', () => {
		throw new XmlRefusedError(
			'The file declares a DOCTYPE; WXR files never do, so it is refused.',
		)
	})
	parser.on('opentag', tag => {
		if (stack.length >= maxDepth)
			throw new XmlRefusedError('Maximum nesting exceeded')
		const attrs: Record<string, string> = {}
		for (const [name, value] of Object.entries(tag.attributes))
			attrs[name] = String(value)
		if (stack.length === 0)
			prefixes = canonicalPrefixes({ name: tag.name, attrs, children: [] })
		const element: XmlElement = { name: rename(tag.name), attrs, children: [] }
		const parent = stack[stack.length - 1]
		if (stack.length === 2) {
			itemChars = 0
			itemElements = 0
		}
		itemElements += 1
		if (itemElements > maxItemElements)
			throw new XmlRefusedError(
				`An element holds more than ${maxItemElements} elements`,
			)
		if (stack.length >= 3 && parent) parent.children.push(element)
		stack.push(element)
	})
	parser.on('text', addText)
	parser.on('cdata', addText)
	parser.on('closetag', () => {
		const element = stack.pop()
		if (!element || stack.length !== 2) return
		if (element.name === 'item')
			queue.push({ kind: 'item', item: readItem(element) })
		else if (element.name === 'wp:author')
			queue.push({ kind: 'author', author: readAuthor(element) })
		else if (
			element.name === 'wp:category' ||
			element.name === 'wp:tag' ||
			element.name === 'wp:term'
		)
			queue.push({ kind: 'term', term: readTerm(element) })
		else
			queue.push({
				kind: 'channel',
				field: element.name,
				value: textOf(element).trim(),
			})
	})
	parser.on('error', error => {
		failure ??= error
	})

	const feed = (text: string) => {
		total += text.length
		if (total > maxChars)
			throw new XmlRefusedError(
				`The file is larger than ${maxChars} characters`,
			)
		parser.write(text)
		if (failure) throw failure
	}

	for await (const chunk of chunks) {
		feed(
			typeof chunk === 'string'
				? chunk
				: decoder.decode(chunk, { stream: true }),
		)
		while (queue.length) {
			const event = queue.shift()
			if (event) yield event
		}
	}
	feed(decoder.decode())
	parser.close()
	if (failure) throw failure
	while (queue.length) {
		const event = queue.shift()
		if (event) yield event
	}
}

/**
 * A whole WXR document from a stream: the channel's fields, authors and terms, and every item.
 * For files that fit in memory (the import keeps items one by one instead, see staging).
 */
export async function readWxrDocument(
	chunks: Chunks,
	options: WxrStreamOptions = {},
): Promise<WxrDocument> {
	const doc: WxrDocument = {
		version: '',
		title: '',
		siteUrl: '',
		blogUrl: '',
		language: '',
		authors: [],
		terms: [],
		items: [],
	}
	for await (const event of streamWxr(chunks, options)) {
		if (event.kind === 'author') doc.authors.push(event.author)
		else if (event.kind === 'term') doc.terms.push(event.term)
		else if (event.kind === 'item') doc.items.push(event.item)
		else applyChannelField(doc, event.field, event.value)
	}
	checkWxrVersion(doc.version)
	doc.blogUrl ||= doc.siteUrl
	return doc
}

/** Records a channel field the import needs (title, addresses, language, WXR version). */
export function applyChannelField(
	doc: Omit<WxrDocument, 'authors' | 'terms' | 'items'>,
	field: string,
	value: string,
): void {
	if (field === 'title') doc.title = value
	else if (field === 'wp:wxr_version') doc.version = value
	else if (field === 'wp:base_site_url') doc.siteUrl = value
	else if (field === 'wp:base_blog_url') doc.blogUrl = value
	else if (field === 'language') doc.language = value
}

/** The WordPress importer's own test: a WXR file has a wp:wxr_version like "1.2". */
export function checkWxrVersion(version: string): void {
	if (!/^\d+\.\d+$/.test(version))
		throw new XmlRefusedError(
			'Missing or invalid wp:wxr_version: this is not a WordPress export (WXR) file.',
		)
}
