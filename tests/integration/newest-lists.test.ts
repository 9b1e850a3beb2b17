import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	listArticlesInCategory,
	listBreakingArticles,
	listFeaturedArticles,
	listLatestArticles,
	listNewestMany,
	NEWEST_POOL,
	type NewestList,
} from '#app/server/articles/lists.server.ts'
import { Article } from '#app/server/models/index.ts'

setupTestDatabase('newest-lists')

const HOUR = 3_600_000
const base = Date.UTC(2026, 0, 1)

/** `count` public articles, newest last; one in 40 is in the rare category and one in 60 featured; some share an instant. */
function articles(count: number, prefix: string) {
	return Array.from({ length: count }, (_, n) => ({
		_id: `${prefix}-${String(n).padStart(3, '0')}`,
		headline: `Headline ${prefix} ${n}`,
		summary: `Summary ${n}`,
		author: 'Desk',
		category:
			n % 40 === 0
				? 'expert-interviews'
				: n % 2
					? 'audience-growth'
					: 'trust-building',
		featured: n % 60 === 5,
		breaking: n % 3 === 0,
		status: 'published',
		publishedAt: new Date(base + Math.floor(n / 2) * HOUR),
	}))
}

const REQUESTS = {
	latest: { list: { kind: 'latest' }, limit: 12 },
	featured: { list: { kind: 'featured' }, limit: 3 },
	breaking: { list: { kind: 'breaking' }, limit: 4 },
	common: {
		list: { kind: 'category', category: 'audience-growth' },
		limit: 10,
	},
	rare: { list: { kind: 'category', category: 'expert-interviews' }, limit: 5 },
	empty: {
		list: { kind: 'category', category: 'influence-strategies' },
		limit: 2,
	},
} satisfies Record<string, { list: NewestList; limit: number }>

/** What each list's own query returns. */
async function ownQueries() {
	return {
		latest: await listLatestArticles(12),
		featured: await listFeaturedArticles(3),
		breaking: await listBreakingArticles(4),
		common: await listArticlesInCategory('audience-growth', 10),
		rare: await listArticlesInCategory('expert-interviews', 5),
		empty: await listArticlesInCategory('influence-strategies', 2),
	}
}

const ids = (lists: Record<string, { id: string }[]>) =>
	Object.fromEntries(
		Object.entries(lists).map(([key, items]) => [
			key,
			items.map(item => item.id),
		]),
	)

describe("the front page's lists from one read of the newest articles", () => {
	it("equal each list's own query, whether the pool holds the whole archive or the lists must be read past it", async () => {
		// Fewer than the pool: every list is cut from it, and the empty category stays empty.
		await Article.insertMany(articles(NEWEST_POOL - 30, 'small'))
		expect(ids(await listNewestMany(REQUESTS))).toEqual(ids(await ownQueries()))

		// Past the pool: the rare category and the featured pieces are too few in the newest hundred,
		// so they are read on their own, and still agree; a draft and a scheduled piece never show.
		await Article.insertMany(articles(2 * NEWEST_POOL, 'large'))
		await Article.insertMany([
			{
				...articles(1, 'draft')[0],
				status: 'draft',
				publishedAt: new Date(base + 1000 * HOUR),
			},
			{
				...articles(1, 'later')[0],
				status: 'scheduled',
				publishedAt: new Date(Date.now() + 24 * HOUR),
			},
		])
		const many = await listNewestMany(REQUESTS)
		const own = await ownQueries()
		expect(ids(many)).toEqual(ids(own))
		expect(many.rare).toHaveLength(5)
		expect(many.featured).toHaveLength(3)
		expect(many.latest.map(item => item.id)).not.toContain('draft-000')
	})
})
