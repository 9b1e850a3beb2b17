import { describe, expect, it } from 'vitest'
import {
	MAX_TAGS,
	TAG_MAX_LENGTH,
	isTagSlug,
	parseTags,
	tagsOf,
	tagsText,
} from './tags.ts'

describe('parseTags', () => {
	it('slugs comma-separated names, keeps the first spelling, drops repeats and empties', () => {
		expect(
			parseTags(
				' Personal Branding, LinkedIn ,, personal   branding, Café & Co ',
			),
		).toEqual({
			ok: true,
			tags: [
				{ slug: 'personal-branding', name: 'Personal Branding' },
				{ slug: 'linkedin', name: 'LinkedIn' },
				{ slug: 'cafe-and-co', name: 'Café & Co' },
			],
		})
	})

	it('takes a list (the JSON API) as well as text, and nothing as no tags', () => {
		expect(parseTags(['SEO', 'seo'])).toEqual({
			ok: true,
			tags: [{ slug: 'seo', name: 'SEO' }],
		})
		expect(parseTags(undefined)).toEqual({ ok: true, tags: [] })
		expect(parseTags('  ')).toEqual({ ok: true, tags: [] })
	})

	it('refuses too many, too long, and tags without a letter or digit', () => {
		const refusal = (text: string) => {
			const parsed = parseTags(text)
			return parsed.ok ? null : parsed.message
		}
		expect(
			refusal(
				Array.from({ length: MAX_TAGS + 1 }, (_, n) => `tag ${n}`).join(','),
			),
		).toBe('At most 10 tags per article')
		expect(
			refusal(Array.from({ length: MAX_TAGS }, (_, n) => `tag ${n}`).join(',')),
		).toBeNull()
		expect(refusal('x'.repeat(TAG_MAX_LENGTH + 1))).toMatch(
			/at most 40 characters/,
		)
		expect(refusal('x'.repeat(TAG_MAX_LENGTH))).toBeNull()
		expect(refusal('ok, !!!')).toMatch(/letter or a digit/)
	})
})

describe('tag helpers', () => {
	it('pair stored slugs with their names and show them as text', () => {
		expect(
			tagsOf({ tags: ['seo', 'linkedin'], tagNames: ['SEO', 'LinkedIn'] }),
		).toEqual([
			{ slug: 'seo', name: 'SEO' },
			{ slug: 'linkedin', name: 'LinkedIn' },
		])
		expect(tagsOf({})).toEqual([])
		expect(tagsText(['SEO', 'LinkedIn'])).toBe('SEO, LinkedIn')
	})

	it('know a tag slug when they see one', () => {
		expect(isTagSlug('personal-branding')).toBe(true)
		expect(isTagSlug('Personal')).toBe(false)
		expect(isTagSlug('a--b')).toBe(false)
		expect(isTagSlug('x'.repeat(41))).toBe(false)
	})
})
