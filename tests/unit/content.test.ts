import { describe, expect, it } from 'vitest'
import {
	ALL_CATEGORIES,
	CATEGORY_INFO,
	categoryTitle,
} from '#app/content/categories.ts'
import {
	aboutPage,
	editorProfile,
	gamePage,
	privacyPolicy,
	reachMethod,
	termsOfService,
} from '#app/content/pages/index.ts'
import {
	sampleArticles,
	sampleAuthors,
	sampleGuestPosts,
} from '#app/content/sample/index.ts'
import { slugify } from '#app/lib/slug.ts'
import { SITE } from '#app/content/site.ts'
import { countWords } from '#app/lib/reading-time.ts'

describe('categories', () => {
	it("titles the SPEC's slugs and calls an unknown one 'Category'", () => {
		expect(categoryTitle('personal-branding')).toBe('Personal Branding')
		expect(categoryTitle('trust-building')).toBe('Trust Building')
		expect(categoryTitle('expert-interviews')).toBe('Expert Interviews')
		expect(categoryTitle('nope')).toBe('Category')
		expect(categoryTitle('constructor')).toBe('Category')
		for (const slug of ALL_CATEGORIES)
			expect(CATEGORY_INFO[slug].description.length).toBeGreaterThan(20)
	})
})

describe('static pages', () => {
	it("privacy has eight sections and the SPEC's effective date", () => {
		expect(privacyPolicy.effectiveDate).toBe('August 24, 2025')
		expect(privacyPolicy.sections).toHaveLength(8)
	})

	it('terms have ten sections and promise 30 days notice of material changes', () => {
		expect(termsOfService.sections).toHaveLength(10)
		expect(
			termsOfService.sections.map(section => section.body).join(' '),
		).toMatch(/30 days/)
	})

	it("about carries the SPEC's claims and three rated testimonials", () => {
		const values = aboutPage.statistics.map(statistic => statistic.value)
		expect(values).toEqual(
			expect.arrayContaining([
				SITE.claims.circulation,
				SITE.claims.monthlyReach,
				SITE.claims.professionals,
			]),
		)
		expect(aboutPage.testimonials).toHaveLength(3)
		for (const testimonial of aboutPage.testimonials)
			expect(testimonial.rating).toBeGreaterThanOrEqual(1)
	})

	it('names both readings of the five REACH steps', () => {
		expect(reachMethod.map(step => step.name)).toEqual([
			'Relationship',
			'Engagement',
			'Audience',
			'Content',
			'Holistic',
		])
		expect(reachMethod.map(step => step.alternateName)).toEqual([
			'Recognize',
			'Establish',
			'Amplify',
			'Connect',
			'Harvest',
		])
	})

	it("has the editor's profile at the SPEC's fixed author page, and a profile for every sample byline", () => {
		expect(editorProfile.slug).toBe(SITE.editor.slug)
		expect(sampleAuthors.map(author => author.slug)).toContain(SITE.editor.slug)
		const names = new Set(sampleAuthors.map(author => author.name))
		for (const article of sampleArticles)
			expect(names, article.key).toContain(article.author)
		for (const author of sampleAuthors)
			expect(author.slug).toBe(slugify(author.name))
	})

	it('covers game scores 0 to 100 without gaps or overlaps', () => {
		const ranges = gamePage.scoreBands
			.map(band => band.range.split(/[–-]/).map(Number) as [number, number])
			.sort((a, b) => a[0] - b[0])
		expect(ranges[0]![0]).toBe(0)
		expect(ranges.at(-1)![1]).toBe(100)
		for (let i = 1; i < ranges.length; i += 1)
			expect(ranges[i]![0]).toBe(ranges[i - 1]![1] + 1)
	})
})

describe('sample content', () => {
	it('has unique keys and guest posts within the submission rules', () => {
		expect(new Set(sampleArticles.map(article => article.key)).size).toBe(
			sampleArticles.length,
		)
		for (const post of sampleGuestPosts) {
			expect(post.content.length).toBeGreaterThanOrEqual(500)
			expect(countWords(post.content)).toBeLessThanOrEqual(500)
			if (post.authorBio)
				expect(countWords(post.authorBio)).toBeLessThanOrEqual(50)
		}
	})
})
