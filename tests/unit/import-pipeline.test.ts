/**
 * End to end over the fixtures: every importable post becomes a draft within the app's limits,
 * nothing executable survives in any field, and the markdown renders safely through the app's own
 * renderer.
 */
import { readFileSync } from 'node:fs'
import rehypeParse from 'rehype-parse'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'
import { visit } from 'unist-util-visit'
import { describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { readGhostExport } from '#app/server/imports/ghost-export.server.ts'
import { mapGhostPost } from '#app/server/imports/map-ghost.server.ts'
import {
	assignUniqueSlugs,
	LIMITS,
	type MapResult,
} from '#app/server/imports/map-shared.server.ts'
import {
	mapWxrItem,
	wxrContext,
} from '#app/server/imports/map-wordpress.server.ts'
import { readWxrDocument } from '#app/server/imports/wxr-stream.server.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'

const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url), 'utf8')
const categoryMap = {
	'personal-branding': 'personal-branding',
	'audience-growth': 'audience-growth',
	linkedin: 'audience-growth',
}
const SAFE_URL = /^(?:https?:|mailto:|\/|#)/i

/** Structural check of rendered HTML: no active elements, no handlers, no unsafe URLs. */
function unsafeInHtml(html: string): string[] {
	const problems: string[] = []
	const tree = unified().use(rehypeParse, { fragment: true }).parse(html)
	visit(tree, 'element', node => {
		if (
			[
				'script',
				'iframe',
				'object',
				'embed',
				'svg',
				'style',
				'form',
				'base',
				'meta',
				'link',
			].includes(node.tagName)
		)
			problems.push(`<${node.tagName}>`)
		for (const [name, value] of Object.entries(node.properties)) {
			if (/^on/i.test(name)) problems.push(`${node.tagName}[${name}]`)
			if (
				['href', 'src', 'action', 'formAction', 'srcSet'].includes(name) &&
				!SAFE_URL.test(String(value))
			)
				problems.push(`${node.tagName}[${name}=${String(value).slice(0, 30)}]`)
		}
	})
	return problems
}

/** Markdown check: no raw HTML nodes, every link and image destination http(s) or site-relative. */
function unsafeInMarkdown(markdown: string): string[] {
	const problems: string[] = []
	const tree = unified().use(remarkParse).use(remarkGfm).parse(markdown)
	visit(tree, node => {
		if (node.type === 'html')
			problems.push(`raw html: ${node.value.slice(0, 40)}`)
		if (
			(node.type === 'link' ||
				node.type === 'image' ||
				node.type === 'definition') &&
			!SAFE_URL.test(node.url)
		)
			problems.push(`${node.type} ${node.url.slice(0, 40)}`)
	})
	return problems
}
function ghost(name: string): MapResult[] {
	const results = readGhostExport(fixture(name)).posts.map(post =>
		mapGhostPost(post, 'https://ghost.example', { categoryMap }),
	)
	assignUniqueSlugs(results)
	return results
}

async function wordpress(): Promise<MapResult[]> {
	const doc = await readWxrDocument(
		Readable.from([fixture('wordpress.wxr.xml')]),
	)
	const ctx = wxrContext(doc)
	const results = doc.items.map(item => mapWxrItem(item, ctx, { categoryMap }))
	assignUniqueSlugs(results)
	return results
}

const all = {
	'ghost-v5.json': ghost('ghost-v5.json'),
	'ghost-v6.json': ghost('ghost-v6.json'),
	'wordpress.wxr.xml': await wordpress(),
}

describe.each(Object.entries(all))('%s', (_, results) => {
	const drafts = results.flatMap(r => (r.draft ? [r.draft] : []))

	it('produces drafts within the app limits', () => {
		expect(drafts.length).toBeGreaterThan(5)
		for (const d of drafts) {
			expect(d.headline.length).toBeLessThanOrEqual(LIMITS.headline)
			expect(d.summary.length).toBeLessThanOrEqual(LIMITS.summary)
			expect(d.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
			expect(['draft', 'scheduled', 'published']).toContain(d.status)
			expect(d.tags.length).toBeLessThanOrEqual(LIMITS.tags)
			if (d.metaTitle)
				expect(d.metaTitle.length).toBeLessThanOrEqual(LIMITS.metaTitle)
			if (d.metaDescription)
				expect(d.metaDescription.length).toBeLessThanOrEqual(
					LIMITS.metaDescription,
				)
			for (const url of [
				d.imageUrl,
				d.canonicalUrl,
				d.socialImage,
				d.youtubeUrl,
			])
				if (url) expect(url).toMatch(/^https?:\/\//)
		}
		expect(new Set(drafts.map(d => d.slug)).size).toBe(drafts.length)
	})

	it('lets nothing executable through in any field', () => {
		for (const d of drafts) {
			const {
				headline,
				summary,
				author,
				metaTitle,
				metaDescription,
				imageAlt,
				imageCaption,
				tags,
				...rest
			} = d
			// Plain-text fields: no markup left at all (React escapes them anyway).
			for (const text of [
				headline,
				summary,
				author,
				metaTitle,
				metaDescription,
				imageAlt,
				imageCaption,
				...tags,
			]) {
				if (text) expect(text).not.toMatch(/<[a-z!/]/i)
			}
			expect(unsafeInMarkdown(rest.content)).toEqual([])
			expect(JSON.stringify({ ...rest, content: '' })).not.toMatch(
				/javascript:/i,
			)
		}
	})

	it('renders safely through the app’s markdown renderer', () => {
		for (const d of drafts)
			expect(unsafeInHtml(renderMarkdown(d.content))).toEqual([])
	})
})

describe('the safety checks themselves', () => {
	it('catch what they are meant to catch', () => {
		expect(
			unsafeInMarkdown(
				'[x](javascript:alert(1)) <script>alert(1)</script> ![i](data:image/png;base64,AA)',
			),
		).toHaveLength(4) // <script> and </script> are two html nodes
		expect(
			unsafeInHtml(
				'<p onclick="x()"><a href="javascript:x">a</a><iframe src="https://x"></iframe></p>',
			),
		).toHaveLength(3)
		expect(unsafeInHtml('<p>&lt;script&gt; onerror=alert(1)</p>')).toEqual([])
	})
})

describe('fixture specifics', () => {
	it('keeps published, draft and scheduled; skips email-only, attachments, trash and menus', () => {
		const v6 = all['ghost-v6.json']
		expect(v6.map(r => r.draft?.status ?? r.skipped)).toEqual(
			expect.arrayContaining([
				'published',
				'draft',
				'scheduled',
				'email-only post',
			]),
		)
		const wp = all['wordpress.wxr.xml']
		expect(wp.filter(r => r.skipped).map(r => r.skipped)).toEqual(
			expect.arrayContaining([
				'post type "attachment"',
				'status "trash"',
				'post type "nav_menu_item"',
			]),
		)
		expect(wp.find(r => r.draft?.sourceId === '1003')?.draft?.status).toBe(
			'scheduled',
		)
	})

	it('maps the first mapped tag/category to the category, all tags to tags, and reports old paths', () => {
		const first = all['ghost-v6.json'][0]?.draft
		expect(first).toMatchObject({
			category: 'personal-branding',
			tags: ['Personal Branding', 'Audience Growth'],
			oldPaths: [
				'/your-personal-brand-is-a-sentence/',
				'/your-personal-brand-is-a-sentence/amp/',
			],
			youtubeUrl: 'https://www.youtube.com/watch?v=aBcDeFgHiJk',
			imageUrl: 'https://ghost.example/content/images/2025/03/notebook.jpg',
			imageCaption: 'Photo by Sam Lens',
		})
		const wp = all['wordpress.wxr.xml'].find(
			r => r.draft?.sourceId === '1001',
		)?.draft
		expect(wp).toMatchObject({
			category: 'personal-branding',
			oldPaths: ['/2023/05/14/the-gaps-between-your-posts/', '/?p=1001'],
			metaTitle: 'The gaps between your posts – The Old Brand Blog & Friends',
			canonicalUrl: 'https://syndicated.example/gaps',
		})
	})

	it('reports duplicate slugs, shortcodes and dropped cards', () => {
		const v6 = all['ghost-v6.json']
		expect(v6.flatMap(r => r.issues).join('\n')).toMatch(
			/already taken: using "your-personal-brand-is-a-sentence-2"/,
		)
		expect(v6[0]?.report.dropped).toMatchObject({
			paywall: 1,
			'unknown-card:mystery-widget': 1,
		})
		const wp = all['wordpress.wxr.xml'].find(r => r.draft?.sourceId === '1001')
		expect(wp?.report.shortcodes).toMatchObject({
			caption: { converted: 1 },
			gallery: { converted: 1 },
			embed: { converted: 2 },
			'contact-form-7': { removed: 1 },
			fancy_quote: { removed: 1 },
		})
	})
})

describe('ghost-members.csv', () => {
	it('has the columns Ghost exports, CRLF line endings and formula-escaped cells', () => {
		const csv = fixture('ghost-members.csv')
		expect(csv.split('\r\n')[0]).toBe(
			'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
		)
		expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`)
		expect(csv).toContain("'@import")
	})
})
