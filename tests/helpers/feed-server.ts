import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Fixture feeds served from 127.0.0.1 for the import tests (the import is allowed to reach private
 * addresses only by the test configuration):
 * - /rss/{label}.xml: an RSS feed whose item links carry {label}, so each run imports its own items
 *   (and ?keyword=… replaces the word the matching items share);
 * - /atom/{label}.xml: the same as Atom;
 * - /huge.xml: a feed that never stops growing (more bytes than any limit);
 * - /slow.xml: answers the headers, then sends a byte every second;
 * - /page.html: an HTML page, not a feed.
 */
export interface FixtureItem {
	title: string
	slug: string
	text: string
	categories?: string[]
}

/** Three items about a made-up subject ("zebra"), two about other things. Words of no real feed. */
export const FIXTURE_ITEMS: FixtureItem[] = [
	{
		title: "Zebra stripes and the founder's signature look",
		slug: 'stripes',
		text: '<p>Why a <b>zebra</b> never blends in &amp; what founders learn from it.</p>',
		categories: ['Leadership'],
	},
	{
		title: 'Grazing habits of successful teams',
		slug: 'grazing',
		text: '<p>Herds move together.</p>',
		categories: ['Zebra'],
	},
	{
		title: 'The savannah memo',
		slug: 'memo',
		text: '<p>A short note on the Zebra-Crossing method for meetings.</p>',
	},
	{
		title: 'Quarterly tax calendar',
		slug: 'tax',
		text: '<p>Dates to remember.</p>',
	},
	{ title: 'Office plants, ranked', slug: 'plants', text: '<p>Ferns win.</p>' },
]

function rss(base: string, label: string, items: FixtureItem[]): string {
	const entries = items
		.map(
			item =>
				`<item><title>${item.title}</title><link>${base}/posts/${label}/${item.slug}?utm_source=rss</link><description><![CDATA[${item.text}]]></description><dc:creator>Fixture Writer</dc:creator>${(item.categories ?? []).map(category => `<category>${category}</category>`).join('')}<pubDate>Mon, 16 Nov 2026 09:00:00 GMT</pubDate></item>`,
		)
		.join('\n')
	return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Fixture Weekly</title><link>${base}/</link>\n${entries}\n</channel></rss>`
}

function atom(base: string, label: string, items: FixtureItem[]): string {
	const entries = items
		.map(
			item =>
				`<entry><title>${item.title}</title><link href="${base}/atom-posts/${label}/${item.slug}"/><author><name>Atom Writer</name></author>${(item.categories ?? []).map(category => `<category term="${category}"/>`).join('')}<summary type="html">${item.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</summary></entry>`,
		)
		.join('\n')
	return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Fixture Atom</title>\n${entries}\n</feed>`
}

export interface FeedServer {
	base: string
	close(): Promise<void>
}

export async function startFeedServer(
	items: FixtureItem[] = FIXTURE_ITEMS,
): Promise<FeedServer> {
	const open = new Set<http.ServerResponse>()
	const server = http.createServer((request, response) => {
		const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
		const path = new URL(request.url ?? '/', base).pathname
		// ?keyword=… puts another word in place of "zebra", so parallel journeys match only their own items.
		const keyword = new URL(request.url ?? '/', base).searchParams.get(
			'keyword',
		)
		const shown = keyword
			? items.map(item => ({
					...item,
					title: item.title.replace(/zebra/gi, keyword),
					text: item.text.replace(/zebra/gi, keyword),
					categories: item.categories?.map(category =>
						category.replace(/zebra/gi, keyword),
					),
				}))
			: items
		let match = /^\/rss\/([\w-]+)\.xml$/.exec(path)
		if (match) {
			response
				.writeHead(200, {
					'content-type': 'application/rss+xml; charset=utf-8',
				})
				.end(rss(base, match[1]!, shown))
			return
		}
		match = /^\/atom\/([\w-]+)\.xml$/.exec(path)
		if (match) {
			response
				.writeHead(200, {
					'content-type': 'application/atom+xml; charset=utf-8',
				})
				.end(atom(base, match[1]!, shown))
			return
		}
		if (path === '/huge.xml') {
			open.add(response)
			response.writeHead(200, { 'content-type': 'application/rss+xml' })
			response.write(
				`<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>`,
			)
			const chunk =
				`<item><title>Zebra ${'x'.repeat(1000)}</title><link>${base}/x</link></item>`.repeat(
					16,
				)
			const pump = () => {
				while (!response.destroyed && response.write(chunk));
				if (!response.destroyed) response.once('drain', pump)
			}
			pump()
			response.on('close', () => open.delete(response))
			return
		}
		if (path === '/slow.xml') {
			open.add(response)
			response.writeHead(200, { 'content-type': 'application/rss+xml' })
			response.write(
				`<?xml version="1.0"?><rss version="2.0"><channel><title>Slow</title>`,
			)
			const timer = setInterval(() => response.write(' '), 1000)
			response.on('close', () => {
				clearInterval(timer)
				open.delete(response)
			})
			return
		}
		if (path === '/page.html') {
			response
				.writeHead(200, { 'content-type': 'text/html' })
				.end('<!doctype html><html><body><h1>Zebra</h1></body></html>')
			return
		}
		response.writeHead(404).end()
	})
	await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
	return {
		base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
		close: () =>
			new Promise<void>(resolve => {
				for (const response of open) response.destroy()
				server.close(() => resolve())
			}),
	}
}
