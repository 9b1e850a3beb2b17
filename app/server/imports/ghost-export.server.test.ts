import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { readGhostExport } from './ghost-export.server.ts'

const read = (name: string) =>
	readGhostExport(
		readFileSync(
			new URL(`../../../tests/fixtures/import/${name}`, import.meta.url),
			'utf8',
		),
	)

describe('readGhostExport', () => {
	it('reads a Ghost 6 export: lexical bodies, posts_meta, ordered tags and authors, internal tags apart', () => {
		const result = read('ghost-v6.json')
		expect(result.major).toBe(6)
		const post = result.posts[0]
		expect(post).toMatchObject({
			slug: 'your-personal-brand-is-a-sentence',
			type: 'post',
			status: 'published',
			customExcerpt: expect.stringContaining('one sentence') as string,
			canonicalUrl: 'https://original.example/brand-sentence',
			metaTitle: 'Your personal brand is a sentence | The Brand Notebook',
			featureImage: {
				src: '__GHOST_URL__/content/images/2025/03/notebook.jpg',
				alt: 'A notebook with one sentence underlined',
				caption: expect.stringContaining('Sam Lens') as string,
			},
		})
		expect(post?.body.format).toBe('lexical')
		expect(post?.publishedAt?.toISOString()).toBe('2025-03-18T09:30:00.000Z')
		expect(post?.tags.map(t => t.slug)).toEqual([
			'personal-branding',
			'audience-growth',
		])
		expect(post?.internalTags.map(t => t.slug)).toEqual(['hash-import-2025'])
		expect(post?.authors.map(a => a.slug)).toEqual(['rina', 'tomas'])
		expect(result.posts.map(p => p.status)).toEqual(
			expect.arrayContaining(['published', 'draft', 'scheduled', 'sent']),
		)
		expect(
			result.posts.filter(p => p.type === 'page').map(p => p.slug),
		).toEqual(['persönliche-marke-über-uns', 'about'])
		expect(
			result.posts.find(p => p.slug === 'linkedin-headline-formula')?.authors[0]
				?.email,
		).toBeNull()
		expect(result.posts.find(p => p.slug === 'sunday-letter')?.emailOnly).toBe(
			true,
		)
		expect(result.warnings.join()).toMatch(
			/Duplicate post slug "your-personal-brand-is-a-sentence"/,
		)
	})

	it('reads a Ghost 5 export with mobiledoc, early lexical and html-only bodies', () => {
		const result = read('ghost-v5.json')
		expect(result.major).toBe(5)
		expect(result.posts.map(p => p.body.format)).toEqual(
			expect.arrayContaining(['mobiledoc', 'lexical', 'html']),
		)
		expect(
			result.posts.find(p => p.slug === 'draft-empty-excerpt'),
		).toMatchObject({ customExcerpt: null, metaTitle: null })
		expect(
			result.posts.find(p => p.slug === 'html-only-post')?.authors[0],
		).toMatchObject({ slug: 'guest-writer', email: null })
	})

	it('accepts the unwrapped {meta, data} form and the legacy page flag; falls back to post-level meta (Ghost < 3)', () => {
		const result = readGhostExport(
			JSON.stringify({
				meta: { version: '5.0.0' },
				data: {
					posts: [
						{
							id: 1,
							title: 'T',
							slug: 't',
							page: true,
							html: '<p>x</p>',
							meta_title: 'Old style',
							status: 'published',
						},
					],
				},
			}),
		)
		expect(result.posts[0]).toMatchObject({
			type: 'page',
			metaTitle: 'Old style',
			body: { format: 'html' },
		})
	})

	it('refuses broken and hostile files with clear errors, fast', () => {
		expect(() => readGhostExport('{"db":[]}')).toThrow(/db/)
		expect(() =>
			readGhostExport('{"db":[{"meta":{"version":"003"},"data":{}}]}'),
		).toThrow(/version/)
		const started = performance.now()
		expect(() =>
			readGhostExport(
				'{"db":[{"meta":{"version":"6.0.0"},"data":{"posts":' +
					'['.repeat(1_000_000) +
					']'.repeat(1_000_000) +
					'}}]}',
			),
		).toThrow(/nested deeper/)
		expect(performance.now() - started).toBeLessThan(1000)
		const polluted = readGhostExport(
			'{"db":[{"meta":{"version":"6.0.0"},"data":{"__proto__":{"polluted":true},"posts":[{"id":"1","title":"t","slug":"s","status":"published","__proto__":{"isAdmin":true}}]}}]}',
		)
		expect(polluted.posts).toHaveLength(1)
		expect(({} as Record<string, unknown>).polluted).toBeUndefined()
		expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
	})
})
