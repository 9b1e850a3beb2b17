import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { ArticleSchema } from './article.ts'

const BASE = {
	headline: 'A headline',
	summary: 'A summary',
	content: 'A body long enough to be an article. '.repeat(4),
	author: 'Desk',
	category: 'trust-building',
}

function form(values: Record<string, string>): FormData {
	const data = new FormData()
	for (const [name, value] of Object.entries({ ...BASE, ...values }))
		data.append(name, value)
	return data
}

describe("the article form's SEO, image and tag fields", () => {
	it('read as the editor posts them: trimmed, empty means none, ticked noindex, tags normalised', () => {
		const result = parseWithZod(
			form({
				metaTitle: '  A title  ',
				metaDescription: '',
				socialImage: '/public-objects/uploads/a.webp',
				canonicalUrl: 'https://example.com/original',
				noindex: 'on',
				imageAlt: 'A desk',
				imageCaption: '',
				tags: 'LinkedIn, Personal Branding, linkedin',
			}),
			{ schema: ArticleSchema },
		)
		expect(result.status).toBe('success')
		if (result.status !== 'success') return
		expect(result.value).toMatchObject({
			metaTitle: 'A title',
			metaDescription: undefined,
			socialImage: '/public-objects/uploads/a.webp',
			canonicalUrl: 'https://example.com/original',
			noindex: true,
			imageAlt: 'A desk',
			imageCaption: undefined,
			tags: [
				{ slug: 'linkedin', name: 'LinkedIn' },
				{ slug: 'personal-branding', name: 'Personal Branding' },
			],
		})
	})

	it('an unticked noindex and no tags are absent', () => {
		const result = parseWithZod(form({ tags: '' }), { schema: ArticleSchema })
		expect(result.status === 'success' && result.value.noindex).toBeFalsy()
		expect(result.status === 'success' && result.value.tags).toBeFalsy()
	})

	it('refuses what is too long or not an address, naming the field', () => {
		const result = parseWithZod(
			form({
				metaTitle: 't'.repeat(71),
				metaDescription: 'd'.repeat(161),
				socialImage: 'javascript:alert(1)',
				canonicalUrl: '/relative',
				imageAlt: 'a'.repeat(251),
				imageCaption: 'c'.repeat(301),
				tags: Array.from({ length: 11 }, (_, n) => `t${n}`).join(','),
			}),
			{ schema: ArticleSchema },
		)
		expect(result.status).toBe('error')
		const errors = result.reply().error ?? {}
		expect(errors.metaTitle?.[0]).toBe(
			'Meta title must be at most 70 characters',
		)
		expect(errors.metaDescription?.[0]).toBe(
			'Meta description must be at most 160 characters',
		)
		expect(errors.socialImage?.[0]).toMatch(/https:\/\/ or a path/)
		expect(errors.canonicalUrl?.[0]).toMatch(/full address/)
		expect(errors.imageAlt?.[0]).toBe('Alt text must be at most 250 characters')
		expect(errors.imageCaption?.[0]).toBe(
			'Caption must be at most 300 characters',
		)
		expect(errors.tags?.[0]).toBe('At most 10 tags per article')
	})

	it('takes tags as a list from the JSON API', () => {
		expect(
			ArticleSchema.parse({ ...BASE, tags: ['SEO', 'Brand voice'] }).tags,
		).toEqual([
			{ slug: 'seo', name: 'SEO' },
			{ slug: 'brand-voice', name: 'Brand voice' },
		])
	})
})
