import { readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import {
	decodeSlug,
	expandYoastTemplate,
	featuredImage,
	metaValue,
	yoastFields,
	type WxrItem,
} from './wxr-parse.server.ts'
import {
	readWxrDocument,
	streamWxr,
	type WxrStreamEvent,
} from './wxr-stream.server.ts'

const fixture = readFileSync(
	new URL('../../../tests/fixtures/import/wordpress.wxr.xml', import.meta.url),
)
const HEAD =
	'<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><wp:wxr_version>1.2</wp:wxr_version>'
const TAIL = '</channel></rss>'

function billionLaughs(body = '&lol9;'): string {
	const entities = ['<!ENTITY lol "lol">']
	for (let i = 1; i <= 9; i++)
		entities.push(
			`<!ENTITY lol${i} "${`&${i === 1 ? 'lol' : `lol${i - 1}`};`.repeat(10)}">`,
		)
	return `<?xml version="1.0"?>\n<!DOCTYPE rss [${entities.join('')}]>\n${HEAD}<item><title>${body}</title></item>${TAIL}`
}

const chunked = (input: string | Uint8Array, chunkSize = 4096) => {
	const chunks: Uint8Array[] = []
	const bytes =
		typeof input === 'string' ? new TextEncoder().encode(input) : input
	for (let i = 0; i < bytes.length; i += chunkSize)
		chunks.push(bytes.subarray(i, i + chunkSize))
	return Readable.from(chunks)
}
const readWxr = (input: string | Uint8Array, chunkSize?: number) =>
	readWxrDocument(chunked(input, chunkSize))

async function collect(
	input: string | Uint8Array,
	chunkSize = 4096,
): Promise<WxrStreamEvent[]> {
	const chunks: Uint8Array[] = []
	const bytes =
		typeof input === 'string' ? new TextEncoder().encode(input) : input
	for (let i = 0; i < bytes.length; i += chunkSize)
		chunks.push(bytes.subarray(i, i + chunkSize))
	const events: WxrStreamEvent[] = []
	for await (const event of streamWxr(Readable.from(chunks))) events.push(event)
	return events
}

describe('reading the fixture', async () => {
	const doc = await readWxr(fixture)
	const byId = new Map(doc.items.map(item => [item.id, item]))
	const post = byId.get(1001) as WxrItem

	it('reads the channel, authors, terms and items', () => {
		expect(doc.version).toBe('1.2')
		expect(doc.title).toBe('The Old Brand Blog & Friends')
		expect(doc.siteUrl).toBe('https://old-brand-blog.example')
		expect(doc.authors.map(a => a.login)).toEqual([
			'rina',
			'tomas',
			'ghostwriter',
			'xss',
		])
		expect(doc.authors[2]?.email).toBe('')
		expect(
			doc.terms.filter(t => t.taxonomy === 'category').map(t => t.slug),
		).toContain('strategy')
		expect(doc.terms.find(t => t.slug === 'strategy')?.parent).toBe(
			'personal-branding',
		)
		expect(doc.items).toHaveLength(19)
	})

	it('reads every item field WordPress exports', () => {
		expect(post).toMatchObject({
			title: 'The gaps between your posts',
			link: 'https://old-brand-blog.example/2023/05/14/the-gaps-between-your-posts/',
			creator: 'rina',
			guid: 'https://old-brand-blog.example/?p=1001',
			postDate: '2023-05-14 11:30:00',
			postDateGmt: '2023-05-14 09:30:00',
			slug: 'the-gaps-between-your-posts',
			status: 'publish',
			type: 'post',
			isSticky: true,
			excerptHtml:
				'Your brand lives in replies and introductions as much as in posts.',
		})
		expect(post.contentHtml).toContain('[caption id="attachment_301"')
		expect(post.terms).toContainEqual({
			domain: 'post_tag',
			slug: 'reputation',
			name: 'Reputation',
		})
		expect(post.terms).toContainEqual({
			domain: 'category',
			slug: 'personal-branding',
			name: 'Personal Branding',
		})
		expect(metaValue(post, '_thumbnail_id')).toBe('301')
	})

	it('links featured images through _thumbnail_id and reads Yoast fields', () => {
		const attachments = new Map(
			doc.items.filter(i => i.type === 'attachment').map(i => [i.id ?? 0, i]),
		)
		const image = featuredImage(post, attachments)
		expect(image?.attachmentUrl).toBe(
			'https://old-brand-blog.example/wp-content/uploads/2023/05/stage.jpg',
		)
		expect(image && metaValue(image, '_wp_attachment_image_alt')).toBe(
			'Speaker on a conference stage',
		)
		expect(
			featuredImage(byId.get(1012) as WxrItem, attachments),
		).toBeUndefined()
		expect(yoastFields(post)).toEqual({
			title: '%%title%% %%sep%% %%sitename%%',
			description: expect.stringContaining('Replies') as string,
			canonical: 'https://syndicated.example/gaps',
		})
		expect(yoastFields(byId.get(1002) as WxrItem).noindex).toBe(true)
		expect(
			expandYoastTemplate('%%title%% %%sep%% %%sitename%% %%nope%%', {
				title: 'T',
				sitename: 'S',
			}),
		).toBe('T – S')
	})

	it('joins CDATA split around "]]>" and keeps "<!DOCTYPE" that is content', () => {
		const hostile = byId.get(1015) as WxrItem
		expect(hostile.contentHtml).toContain(
			'A literal CDATA terminator ]]> inside the content',
		)
		expect(hostile.contentHtml).toContain('<!DOCTYPE html>')
	})

	it('keeps statuses and types as exported, decodes percent-encoded slugs on request', () => {
		expect(doc.items.map(i => i.status)).toEqual(
			expect.arrayContaining([
				'publish',
				'draft',
				'future',
				'private',
				'pending',
				'trash',
				'inherit',
			]),
		)
		expect(decodeSlug((byId.get(1011) as WxrItem).slug)).toBe('品牌的第一句话')
		expect(decodeSlug('%zz')).toBe('%zz')
	})
})

describe('namespaces and entities', () => {
	it('resolves prefixes from xmlns URIs, whatever the prefix', async () => {
		const doc = await readWxr(
			'<rss xmlns:w="http://wordpress.org/export/1.1/" xmlns:c="http://purl.org/rss/1.0/modules/content/"><channel><w:wxr_version>1.1</w:wxr_version><item><w:post_id>5</w:post_id><c:encoded>Hi</c:encoded></item></channel></rss>',
		)
		expect(doc.items[0]).toMatchObject({ id: 5, contentHtml: 'Hi' })
	})

	it('decodes only predefined and numeric entities, in text and attributes', async () => {
		const doc = await readWxr(
			`${HEAD}<item><title>A &amp; B &#8211; &#x1F600; &lt;i&gt;</title><category domain="post_tag" nicename="a&amp;b">x</category></item>${TAIL}`,
		)
		expect(doc.items[0]?.title).toBe('A & B – 😀 <i>')
		expect(doc.items[0]?.terms[0]?.slug).toBe('a&b')
	})

	it('refuses files that are not WXR', async () => {
		await expect(readWxr('<rss><channel></channel></rss>')).rejects.toThrow(
			/wxr_version/,
		)
		await expect(readWxr('<feed/>')).rejects.toThrow(/wxr_version/)
		await expect(readWxr('<rss><channel>')).rejects.toThrow()
	})
})

describe('hostile XML', () => {
	it('refuses billion laughs, quadratic blowup and external entities at the DOCTYPE', async () => {
		const quadratic = `<!DOCTYPE rss [<!ENTITY a "${'x'.repeat(50_000)}">]>${HEAD}<item><title>${'&a;'.repeat(20_000)}</title></item>${TAIL}`
		const xxe = `<?xml version="1.0"?><!-- c --><!DOCTYPE rss [<!ENTITY x SYSTEM "file:///etc/passwd">]>${HEAD}<item><title>&x;</title></item>${TAIL}`
		for (const input of [billionLaughs(), quadratic, xxe])
			await expect(collect(input)).rejects.toThrow(/DOCTYPE/)
	})

	it('never expands an undeclared entity reference', async () => {
		await expect(
			collect(`${HEAD}<item><title>&lol9;</title></item>${TAIL}`),
		).rejects.toThrow(/undefined entity|lol9/i)
	})

	it('refuses deep nesting and oversized input', async () => {
		const deep = `${HEAD}<item>${'<x>'.repeat(100_000)}${'</x>'.repeat(100_000)}</item>${TAIL}`
		await expect(collect(deep, 65_536)).rejects.toThrow(/nesting/i)
		await expect(
			readWxrDocument(chunked(`${HEAD}${TAIL}`), { maxChars: 10 }),
		).rejects.toThrow(/larger than/)
	})

	it('refuses an item made of millions of empty elements, which carry no text to count', async () => {
		const flat = `${HEAD}<item>${'<a/>'.repeat(150_000)}</item>${TAIL}`
		await expect(collect(flat, 65_536)).rejects.toThrow(
			/more than 100000 elements/,
		)
		// Each item is counted on its own: many items of many elements are fine.
		const item = `<item><title>t</title>${'<a/>'.repeat(1000)}</item>`
		const events = await collect(`${HEAD}${item.repeat(200)}${TAIL}`, 65_536)
		expect(events.filter(e => e.kind === 'item')).toHaveLength(200)
	})

	it('builds no objects from element names (no prototype pollution)', async () => {
		await readWxr(
			`${HEAD}<item><__proto__><polluted>1</polluted></__proto__></item>${TAIL}`,
		)
		expect(({} as Record<string, unknown>).polluted).toBeUndefined()
	})
})

describe('streamWxr', () => {
	it('yields the same items one at a time, across any chunking', async () => {
		const whole = await readWxr(fixture, 1 << 20)
		for (const size of [7, 1000, 1 << 20]) {
			const events = await collect(fixture, size)
			const items = events.flatMap(e => (e.kind === 'item' ? [e.item] : []))
			expect(items).toEqual(whole.items)
			expect(
				events
					.filter(e => e.kind === 'author')
					.map(e => (e.kind === 'author' ? e.author : null)),
			).toEqual(whole.authors)
			expect(events).toContainEqual({
				kind: 'channel',
				field: 'wp:wxr_version',
				value: '1.2',
			})
		}
	})
})
