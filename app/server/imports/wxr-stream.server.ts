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

type WxrLimits = Required<WxrStreamOptions>

function limitsOf(options: WxrStreamOptions): WxrLimits {
	return {
		maxChars: options.maxChars ?? 1024 * 1024 * 1024,
		maxItemChars: options.maxItemChars ?? 32 * 1024 * 1024,
		maxDepth: options.maxDepth ?? 32,
		maxItemElements: options.maxItemElements ?? 100_000,
	}
}

/** The event a finished channel child makes: an item, an author, a term, or a channel field. */
function channelEvent(element: XmlElement): WxrStreamEvent {
	if (element.name === 'item') return { kind: 'item', item: readItem(element) }
	if (element.name === 'wp:author')
		return { kind: 'author', author: readAuthor(element) }
	if (
		element.name === 'wp:category' ||
		element.name === 'wp:tag' ||
		element.name === 'wp:term'
	)
		return { kind: 'term', term: readTerm(element) }
	return {
		kind: 'channel',
		field: element.name,
		value: textOf(element).trim(),
	}
}

/**
 * Builds each channel child (rss > channel > child) as a small tree, within the limits, its
 * names under the canonical prefixes of the root's namespaces; text outside them is dropped.
 */
class ChannelTrees {
	private readonly stack: XmlElement[] = []
	private prefixes = new Map<string, string>()
	private itemChars = 0
	private itemElements = 0
	private readonly limits: WxrLimits

	constructor(limits: WxrLimits) {
		this.limits = limits
	}

	open(name: string, attributes: Record<string, unknown>) {
		const stack = this.stack
		if (stack.length >= this.limits.maxDepth)
			throw new XmlRefusedError('Maximum nesting exceeded')
		const attrs: Record<string, string> = {}
		for (const [key, value] of Object.entries(attributes))
			attrs[key] = String(value)
		if (stack.length === 0)
			this.prefixes = canonicalPrefixes({ name, attrs, children: [] })
		const element: XmlElement = { name: this.rename(name), attrs, children: [] }
		const parent = stack[stack.length - 1]
		if (stack.length === 2) {
			this.itemChars = 0
			this.itemElements = 0
		}
		this.itemElements += 1
		if (this.itemElements > this.limits.maxItemElements)
			throw new XmlRefusedError(
				`An element holds more than ${this.limits.maxItemElements} elements`,
			)
		if (stack.length >= 3 && parent) parent.children.push(element)
		stack.push(element)
	}

	text(text: string) {
		// Only text inside channel children is kept (depth ≥ 3: rss > channel > child).
		const current = this.stack[this.stack.length - 1]
		if (this.stack.length < 3 || !current) return
		this.itemChars += text.length
		if (this.itemChars > this.limits.maxItemChars)
			throw new XmlRefusedError(
				`An element is larger than ${this.limits.maxItemChars} characters`,
			)
		current.children.push(text)
	}

	/** Closes the open element: the channel child it finishes, if it is one. */
	close(): XmlElement | undefined {
		const element = this.stack.pop()
		return element && this.stack.length === 2 ? element : undefined
	}

	private rename(name: string): string {
		const colon = name.indexOf(':')
		if (colon <= 0) return name
		const canonical = this.prefixes.get(name.slice(0, colon))
		return canonical ? `${canonical}:${name.slice(colon + 1)}` : name
	}
}

/** A saxes parser that queues an event per channel child, refusing a DOCTYPE and a file past maxChars. */
function wxrParser(limits: WxrLimits, queue: WxrStreamEvent[]) {
	const parser = new SaxesParser({ position: false })
	const trees = new ChannelTrees(limits)
	let total = 0
	let failure: Error | undefined
	parser.on('doctype', () => {
		throw new XmlRefusedError(
			'The file declares a DOCTYPE; WXR files never do, so it is refused.',
		)
	})
	parser.on('opentag', tag => trees.open(tag.name, tag.attributes))
	parser.on('text', text => trees.text(text))
	parser.on('cdata', text => trees.text(text))
	parser.on('closetag', () => {
		const element = trees.close()
		if (element) queue.push(channelEvent(element))
	})
	parser.on('error', error => {
		failure ??= error
	})
	return {
		write(text: string) {
			total += text.length
			if (total > limits.maxChars)
				throw new XmlRefusedError(
					`The file is larger than ${limits.maxChars} characters`,
				)
			parser.write(text)
			if (failure) throw failure
		},
		close() {
			parser.close()
			if (failure) throw failure
		},
	}
}

function* drain(queue: WxrStreamEvent[]): Generator<WxrStreamEvent> {
	while (queue.length) {
		const event = queue.shift()
		if (event) yield event
	}
}

export async function* streamWxr(
	chunks: Chunks,
	options: WxrStreamOptions = {},
): AsyncGenerator<WxrStreamEvent> {
	const decoder = new TextDecoder('utf-8')
	const queue: WxrStreamEvent[] = []
	const parser = wxrParser(limitsOf(options), queue)
	for await (const chunk of chunks) {
		parser.write(
			typeof chunk === 'string'
				? chunk
				: decoder.decode(chunk, { stream: true }),
		)
		yield* drain(queue)
	}
	parser.write(decoder.decode())
	parser.close()
	yield* drain(queue)
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
