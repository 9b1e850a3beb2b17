import { describe, expect, it } from 'vitest'
import { emailShareUrl, linkedinShareUrl, twitterShareUrl } from './share.ts'

const article = {
	url: 'https://brandline.example/article/own-one-idea',
	title: 'Own one idea & repeat it',
	summary: 'Why one idea wins.',
}

describe('share links', () => {
	it('LinkedIn: shares the article URL with a share timestamp', () => {
		const link = new URL(linkedinShareUrl(article, 1_795_000_000_000))
		expect(link.origin + link.pathname).toBe(
			'https://www.linkedin.com/sharing/share-offsite/',
		)
		expect(link.searchParams.get('url')).toBe(
			'https://brandline.example/article/own-one-idea?shared=1795000000000',
		)
	})

	it('Twitter: title, URL and the three fixed hashtags', () => {
		const link = new URL(twitterShareUrl(article))
		expect(link.searchParams.get('text')).toBe('Own one idea & repeat it')
		expect(link.searchParams.get('url')).toBe(article.url)
		expect(link.searchParams.get('hashtags')).toBe(
			'PersonalBranding,ExecutiveInfluence,CEOLeadership',
		)
	})

	it("Email: the SPEC's subject and a body with the link", () => {
		const link = emailShareUrl(article, 'Brandline')
		expect(link.startsWith('mailto:?subject=')).toBe(true)
		const params = new URLSearchParams(link.slice('mailto:?'.length))
		expect(params.get('subject')).toBe(
			'Must-read article: Own one idea & repeat it',
		)
		expect(params.get('body')).toContain(
			'Read it on Brandline: https://brandline.example/article/own-one-idea',
		)
	})
})
