import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import {
	listArticlesInCategory,
	listBreakingArticles,
	listFeaturedArticles,
	listLatestArticles,
	listMostReadArticles,
} from '#app/server/articles/lists.server.ts'
import { listRelatedArticles } from '#app/server/articles/related.server.ts'
import { searchArticles } from '#app/server/articles/search.server.ts'
import { Article } from '#app/server/models/index.ts'
import { buildSearchIndex } from '../helpers/search-index.ts'

setupTestDatabase('articles')

const HOUR = 3_600_000
const now = Date.now()

function article(id: string, fields: Record<string, unknown>) {
	return {
		_id: id,
		headline: `Headline ${id}`,
		summary: `Summary of ${id}`,
		content: `Body of ${id}`,
		author: 'Priya Raman',
		category: 'personal-branding',
		...fields,
	}
}

beforeAll(async () => {
	await Article.insertMany([
		article('a1', {
			publishedAt: new Date(now - 1 * HOUR),
			featured: true,
			views: 10,
			headline: 'Own one idea (and repeat it)',
		}),
		article('a2', {
			publishedAt: new Date(now - 2 * HOUR),
			breaking: true,
			views: 500,
			category: 'audience-growth',
		}),
		article('a3', {
			publishedAt: new Date(now - 3 * HOUR),
			views: 90,
			summary: 'Why trust compounds like interest',
		}),
		article('a4', {
			publishedAt: new Date(now - 4 * HOUR),
			featured: true,
			views: 90,
			category: 'trust-building',
			author: 'Marcus Okafor',
		}),
		article('a5', {
			publishedAt: new Date(now - 5 * HOUR),
			category: 'audience-growth',
			views: 7,
		}),
		article('a6', {
			publishedAt: new Date(now - 6 * HOUR),
			breaking: true,
			category: 'expert-interviews',
			views: 1,
		}),
	])
})

describe('article lists', () => {
	it('lists newest first, without bodies', async () => {
		const latest = await listLatestArticles(3)
		expect(latest.map(item => item.id)).toEqual(['a1', 'a2', 'a3'])
		expect(latest[0]).not.toHaveProperty('content')
		expect(latest[0]!.publishedAt).toBe(new Date(now - HOUR).toISOString())
	})

	it('filters featured, breaking and by category', async () => {
		expect((await listFeaturedArticles()).map(item => item.id)).toEqual([
			'a1',
			'a4',
		])
		expect((await listBreakingArticles(1)).map(item => item.id)).toEqual(['a2'])
		expect(
			(await listArticlesInCategory('audience-growth')).map(item => item.id),
		).toEqual(['a2', 'a5'])
		expect(await listArticlesInCategory('no-such-category')).toEqual([])
	})

	it('ranks most read by views', async () => {
		expect((await listMostReadArticles(3)).map(item => item.id)).toEqual([
			'a2',
			'a3',
			'a4',
		])
	})
})

describe('one article', () => {
	it('is found by id with its body, or not at all', async () => {
		expect(await getArticle('a3')).toMatchObject({
			id: 'a3',
			content: 'Body of a3',
			category: 'personal-branding',
		})
		expect(await getArticle('missing')).toBeNull()
	})

	it('relates the same category first, then featured, never itself', async () => {
		expect(
			(
				await listRelatedArticles({ id: 'a1', category: 'personal-branding' })
			).map(item => item.id),
		).toEqual(['a3', 'a4'])
		expect(
			(
				await listRelatedArticles({ id: 'a6', category: 'expert-interviews' })
			).map(item => item.id),
		).toEqual(['a1', 'a4'])
		expect(
			(
				await listRelatedArticles({ id: 'a2', category: 'audience-growth' }, 1)
			).map(item => item.id),
		).toEqual(['a5'])
	})

	// Decision 081: shared tags first (most shared first), the section keeps the last place.
	it('relates articles that share tags before the same category', async () => {
		await Article.updateOne(
			{ _id: 'a6' },
			{ tags: ['storytelling', 'linkedin'] },
		)
		await Article.updateOne({ _id: 'a5' }, { tags: ['linkedin'] })
		try {
			const related = async (limit: number) =>
				(
					await listRelatedArticles(
						{
							id: 'a1',
							category: 'personal-branding',
							tags: ['storytelling', 'linkedin'],
						},
						limit,
					)
				).map(item => item.id)
			expect(await related(3)).toEqual(['a6', 'a5', 'a3'])
			expect(await related(2)).toEqual(['a6', 'a3'])
			expect(await related(5)).toEqual(['a6', 'a5', 'a3', 'a4'])
		} finally {
			for (const id of ['a5', 'a6'])
				await Article.updateOne({ _id: id }, { $unset: { tags: 1 } })
		}
	})
})

describe('searchArticles', () => {
	beforeAll(buildSearchIndex)
	const ids = async (query: string) =>
		(await searchArticles(query)).results.map(item => item.id)

	it('matches every word in headline, summary, body, author or tags, in any case', async () => {
		expect(await ids('OWN ONE')).toEqual(['a1'])
		expect(await ids('trust compounds')).toEqual(['a3'])
		expect(await ids('okafor')).toEqual(['a4'])
		expect(await ids('body a5')).toEqual(['a5'])
		expect(await ids('own nothing-like-this')).toEqual([])
	})

	it('lists the fields SPEC §7 names, with the address, date and what to mark', async () => {
		expect((await searchArticles('one idea')).results).toEqual([
			{
				id: 'a1',
				headline: 'Own one idea (and repeat it)',
				summary: 'Summary of a1',
				category: 'personal-branding',
				author: 'Priya Raman',
				publishedAt: new Date(now - HOUR).toISOString(),
				headlineMarks: [
					{ start: 4, end: 7 },
					{ start: 8, end: 12 },
				],
				summaryMarks: [],
			},
		])
	})

	it('needs more than two characters', async () => {
		expect((await searchArticles('  ow ')).results).toEqual([])
	})

	it('reads punctuation as a break between words, never as a pattern', async () => {
		expect(await ids('(idea')).toEqual(['a1'])
		expect(await ids('.*.*')).toEqual([])
	})
})

describe('writing articles', () => {
	const input = {
		headline: 'Café notes: what a founder learned from 100 coffees',
		summary: 'One conversation a week, written down.',
		content:
			'## Why\n\n' +
			'A steady habit of conversations builds a reputation faster than any campaign. '.repeat(
				3,
			),
		author: 'Claire Ashby',
		category: 'trust-building' as const,
		imageUrl: '/public-objects/uploads/2026/11/abc.webp',
		youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
		imageCredit: undefined,
		featured: true,
		breaking: false,
	}

	it('creates an article with a readable id and fresh counters', async () => {
		const created = await createArticle(input)
		expect(created.id).toMatch(
			/^cafe-notes-what-a-founder-learned-from-100-coffees-[a-z0-9]{6}$/,
		)
		expect(created).toMatchObject({
			headline: input.headline,
			views: 0,
			shares: 0,
			featured: true,
			imageUrl: input.imageUrl,
		})
	})

	it('updates the editable fields, clears emptied ones, and keeps counters and date', async () => {
		const created = await createArticle(input)
		await Article.updateOne({ _id: created.id }, { $inc: { views: 1 } })
		const updated = await updateArticle(created.id, {
			...input,
			headline: 'Renamed',
			imageUrl: undefined,
			youtubeUrl: undefined,
			featured: false,
		})
		expect(updated).toMatchObject({
			id: created.id,
			headline: 'Renamed',
			featured: false,
			views: 1,
			publishedAt: created.publishedAt,
		})
		expect(updated).not.toHaveProperty('imageUrl')
		expect(updated).not.toHaveProperty('youtubeUrl')
		expect(await updateArticle('missing', input)).toBeNull()
	})
})
