/**
 * Reading an RSS 2.0, RSS 1.0 (RDF) or Atom feed into one shape. fast-xml-parser does the XML
 * (with its limits on entity expansion and nesting); this only picks the fields a draft needs.
 */
import { XMLParser } from 'fast-xml-parser'

export interface FeedItem {
	title: string
	/** The item's own address (absolute http/https), its identity for de-duplication. */
	link: string
	/** Its summary or content as the feed gives it (HTML or text). */
	html: string
	author?: string
	categories: string[]
	publishedAt?: Date
}

export interface ParsedFeed {
	title: string
	items: FeedItem[]
}

export class FeedFormatError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'FeedFormatError'
	}
}

const LISTS = new Set([
	'item',
	'entry',
	'link',
	'category',
	'author',
	'creator',
	'subject',
])

const parser = new XMLParser({
	ignoreAttributes: false,
	attributeNamePrefix: '@',
	removeNSPrefix: true,
	parseTagValue: false,
	parseAttributeValue: false,
	trimValues: true,
	isArray: name => LISTS.has(name),
})

type Node = Record<string, unknown>

/** The text of an element: a string, or the `#text` of one with attributes (Atom's type="html"). */
function text(value: unknown): string {
	if (value === undefined || value === null) return ''
	if (typeof value === 'string' || typeof value === 'number')
		return String(value).trim()
	if (Array.isArray(value)) return text(value[0])
	if (typeof value === 'object') return text((value as Node)['#text'])
	return ''
}

function list(value: unknown): unknown[] {
	if (value === undefined || value === null) return []
	return Array.isArray(value) ? value : [value]
}

function absoluteHttpUrl(raw: string, base?: string): string | undefined {
	// An empty link would resolve to the base itself: no link is no link.
	if (!raw.trim()) return undefined
	try {
		const url = new URL(raw.trim(), base)
		return url.protocol === 'http:' || url.protocol === 'https:'
			? url.href
			: undefined
	} catch {
		return undefined
	}
}

function date(raw: string): Date | undefined {
	if (!raw) return undefined
	const parsed = new Date(raw)
	return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

function authorOf(node: Node): string | undefined {
	const names = [...list(node.creator), ...list(node.author)].map(entry =>
		typeof entry === 'object' && entry !== null && 'name' in entry
			? text((entry as Node).name)
			: text(entry),
	)
	return names.find(Boolean)
}

function rssItem(node: Node, base?: string): FeedItem | null {
	const link =
		absoluteHttpUrl(text(node.link), base) ??
		(text((node.guid as Node | undefined)?.['@isPermaLink']) !== 'false'
			? absoluteHttpUrl(text(node.guid), base)
			: undefined)
	const title = text(node.title)
	if (!link || !title) return null
	return {
		title,
		link,
		html: text(node.description) || text(node.encoded),
		author: authorOf(node),
		categories: [...list(node.category), ...list(node.subject)]
			.map(text)
			.filter(Boolean),
		publishedAt: date(text(node.pubDate) || text(node.date)),
	}
}

function atomLink(node: Node, base?: string): string | undefined {
	const links = list(node.link) as Node[]
	const alternate =
		links.find(link => !link['@rel'] || link['@rel'] === 'alternate') ??
		links[0]
	return alternate ? absoluteHttpUrl(text(alternate['@href']), base) : undefined
}

function atomItem(node: Node, base?: string): FeedItem | null {
	const link = atomLink(node, base)
	const title = text(node.title)
	if (!link || !title) return null
	return {
		title,
		link,
		html: text(node.summary) || text(node.content),
		author: authorOf(node),
		categories: (list(node.category) as Node[])
			.map(category => text(category['@term']) || text(category['@label']))
			.filter(Boolean),
		publishedAt: date(text(node.published) || text(node.updated)),
	}
}

/**
 * The feed's title and its items (at most `maxItems`, in the feed's order). Items without a
 * title or an http(s) link are left out. `base` resolves relative links (the feed's address).
 * Throws FeedFormatError when the text is not a feed.
 */
export function parseFeed(
	xml: string,
	{ base, maxItems = 50 }: { base?: string; maxItems?: number } = {},
): ParsedFeed {
	let document: Node
	try {
		document = parser.parse(xml) as Node
	} catch (error) {
		throw new FeedFormatError(
			`not well-formed XML (${(error as Error).message.split('\n')[0]})`,
		)
	}
	const rss = document.rss as Node | undefined
	if (rss && typeof rss === 'object') {
		const channel = (list(rss.channel)[0] ?? {}) as Node
		return {
			title: text(channel.title),
			items: (list(channel.item) as Node[])
				.slice(0, maxItems)
				.map(item => rssItem(item, base))
				.filter(item => item !== null),
		}
	}
	const rdf = document.RDF as Node | undefined
	if (rdf && typeof rdf === 'object') {
		const channel = (list(rdf.channel)[0] ?? {}) as Node
		return {
			title: text(channel.title),
			items: (list(rdf.item) as Node[])
				.slice(0, maxItems)
				.map(item => rssItem(item, base))
				.filter(item => item !== null),
		}
	}
	const feed = document.feed as Node | undefined
	if (feed && typeof feed === 'object') {
		return {
			title: text(feed.title),
			items: (list(feed.entry) as Node[])
				.slice(0, maxItems)
				.map(entry => atomItem(entry, base))
				.filter(item => item !== null),
		}
	}
	throw new FeedFormatError('not an RSS or Atom feed')
}
