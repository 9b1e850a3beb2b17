import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'

// The production server on this file's database, with its response cache.
const site = testSite('tag_page_cache')

const BODY =
	'A body long enough to be an article, about tags and the pages that list them. '.repeat(
		2,
	)

async function publish(
	headline: string,
	tags: string[],
): Promise<{ id: string; slug: string }> {
	const response = await site().admin('POST', '/api/articles', {
		headline,
		summary: 'Summary',
		content: BODY,
		author: 'Tag Desk',
		category: 'audience-growth',
		tags,
	})
	expect(response.status).toBe(201)
	return (await response.json()) as { id: string; slug: string }
}

describe('tag pages in the response cache', () => {
	it('are kept like category pages and follow tagging on the next request; a tag nobody carries is 404 and never kept', async () => {
		expect((await site().request('/tag/cached-tag')).status).toBe(404)
		const first = await publish('First cached tag article', ['Cached tag'])
		// The 404 was not kept: the page exists from the first article on.
		const miss = await site().request('/tag/cached-tag')
		expect(miss.status).toBe(200)
		expect(await miss.text()).toContain(`/article/${first.slug}`)
		const hit = await site().request('/tag/cached-tag')
		expect(hit.headers.get('x-cache')).toBe('HIT')
		expect(hit.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/)

		// The article's JSON carries its tags (an addition to the SPEC's fields).
		const json = (await (
			await site().request(`/api/articles/${first.id}`)
		).json()) as { tags?: string[]; tagNames?: string[] }
		expect(json).toMatchObject({
			tags: ['cached-tag'],
			tagNames: ['Cached tag'],
		})

		const second = await publish('Second cached tag article', [
			'cached tag',
			'Other',
		])
		expect(await (await site().request('/tag/cached-tag')).text()).toContain(
			`/article/${second.slug}`,
		)

		// Untagging the last article takes the page away (an empty list clears the tags; a PUT that
		// leaves them out keeps them, as a client built on the SPEC's article knows nothing of tags).
		for (const article of [first, second]) {
			const {
				tags: _tags,
				tagNames: _names,
				id: _id,
				views: _v,
				shares: _s,
				linkedinShares: _l,
				twitterShares: _t,
				emailShares: _e,
				copyLinkShares: _c,
				publishedAt: _p,
				...input
			} = (await (
				await site().request(`/api/articles/${article.id}`)
			).json()) as Record<string, unknown>
			expect(
				(await site().admin('PUT', `/api/articles/${article.id}`, input))
					.status,
			).toBe(200)
			expect(
				(await site().request(`/tag/cached-tag`)).status,
				'a PUT without tags keeps them',
			).toBe(200)
			expect(
				(
					await site().admin('PUT', `/api/articles/${article.id}`, {
						...input,
						tags: [],
					})
				).status,
			).toBe(200)
		}
		expect((await site().request('/tag/cached-tag')).status).toBe(404)
	})
})
