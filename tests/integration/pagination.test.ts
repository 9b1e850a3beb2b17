import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { decodeCursor } from '#app/lib/cursor.ts'
import { listArticlePage } from '#app/server/articles/lists.server.ts'
import {
	ARCHIVE_HEADLINES_PER_MONTH,
	archiveMonths,
} from '#app/server/articles/archive.server.ts'
import {
	searchArticlePage,
	SEARCH_PAGE_SIZE,
} from '#app/server/articles/search.server.ts'
import {
	renderRss,
	renderSitemap,
	renderSitemapIndex,
	RSS_ITEMS,
	SITEMAP_URLS,
} from '#app/server/articles/feeds.server.ts'
import { pagePosition } from '#app/server/articles/page-count.server.ts'
import { Article, ArticleBody } from '#app/server/models/index.ts'
import { buildSearchIndex } from '../helpers/search-index.ts'

setupTestDatabase('pagination')

const DAY = 86_400_000
const base = Date.UTC(2025, 0, 1)

function article(
	id: string,
	publishedAt: Date,
	category = 'audience-growth',
	headline = `Headline ${id}`,
) {
	return {
		_id: id,
		headline,
		summary: `Summary ${id}`,
		author: 'Desk',
		category,
		publishedAt,
	}
}

async function walk(category: string, limit: number) {
	const pages: string[][] = []
	let page = await listArticlePage({ category, limit })
	pages.push(page.articles.map(item => item.id))
	while (page.older) {
		page = await listArticlePage({
			category,
			limit,
			before: decodeCursor(page.older),
		})
		pages.push(page.articles.map(item => item.id))
	}
	return pages
}

describe('cursor pagination', () => {
	it('is stable when articles are published between two pages, and walks to the end', async () => {
		// 60 articles, some sharing a publication instant (ties are ordered by id).
		await Article.insertMany(
			Array.from({ length: 60 }, (_, n) =>
				article(
					`walk-${String(n).padStart(2, '0')}`,
					new Date(base + Math.floor(n / 3) * DAY),
				),
			),
		)
		const expected = (
			await Article.find({ category: 'audience-growth' }).lean()
		)
			.sort(
				(a, b) =>
					b.publishedAt.getTime() - a.publishedAt.getTime() ||
					(a._id < b._id ? 1 : -1),
			)
			.map(doc => doc._id)

		const first = await listArticlePage({
			category: 'audience-growth',
			limit: 24,
		})
		expect(first.articles.map(item => item.id)).toEqual(expected.slice(0, 24))
		expect(first.newer).toBeNull()

		// Five new articles arrive before the reader clicks "Older articles".
		await Article.insertMany(
			Array.from({ length: 5 }, (_, n) =>
				article(`fresh-${n}`, new Date(base + 100 * DAY + n)),
			),
		)
		const second = await listArticlePage({
			category: 'audience-growth',
			limit: 24,
			before: decodeCursor(first.older),
		})
		expect(second.articles.map(item => item.id)).toEqual(expected.slice(24, 48))
		const third = await listArticlePage({
			category: 'audience-growth',
			limit: 24,
			before: decodeCursor(second.older),
		})
		expect(third.articles.map(item => item.id)).toEqual(expected.slice(48))
		expect(third.older).toBeNull()

		// "Newer articles" from the second page leads back to exactly the first page's articles.
		const back = await listArticlePage({
			category: 'audience-growth',
			limit: 24,
			after: decodeCursor(second.newer),
		})
		expect(back.articles.map(item => item.id)).toEqual(expected.slice(0, 24))
		expect(back.newer).not.toBeNull() // the five new ones are further up

		// A whole walk sees every article once, in order.
		const pages = await walk('audience-growth', 24)
		expect(pages.flat()).toEqual([
			...['fresh-4', 'fresh-3', 'fresh-2', 'fresh-1', 'fresh-0'],
			...expected,
		])
		expect(pages.map(page => page.length)).toEqual([24, 24, 17])
	})

	it('pages one month of the archive, and counts every month with its newest headlines', async () => {
		const page = await listArticlePage({ month: '2025-01', limit: 10 })
		expect(
			page.articles.every(item => item.publishedAt.startsWith('2025-01')),
		).toBe(true)
		expect(page.articles).toHaveLength(10)
		const rest = await listArticlePage({
			month: '2025-01',
			limit: 100,
			before: decodeCursor(page.older),
		})
		expect(
			rest.articles.every(item => item.publishedAt.startsWith('2025-01')),
		).toBe(true)
		expect(page.articles.length + rest.articles.length).toBe(60)
		const months = await archiveMonths()
		expect(months[0]?.month).toBe('2025-04')
		expect(months.at(-1)?.month).toBe('2025-01')
		expect(months.map(entry => entry.month)).toEqual(
			months
				.map(entry => entry.month)
				.toSorted()
				.toReversed(),
		)
		const january = months.at(-1)!
		expect(january.count).toBe(60)
		// The month's newest, in the order its own page lists them (ties by id).
		expect(january.headlines.map(item => item.id)).toEqual(
			page.articles.slice(0, ARCHIVE_HEADLINES_PER_MONTH).map(item => item.id),
		)
		expect(months.reduce((sum, entry) => sum + entry.count, 0)).toBe(
			await Article.countDocuments({ status: 'published' }),
		)
	})
})

describe('page numbers', () => {
	it("numbers a category's pages as a reader walks them, older and back newer: Page 2 of 3", async () => {
		const category = 'trust-building'
		await Article.insertMany(
			Array.from({ length: 50 }, (_, n) =>
				article(
					`number-${String(n).padStart(2, '0')}`,
					// Pairs share an instant, so ties by id are counted as the list orders them.
					new Date(base + Math.floor(n / 2) * DAY),
					category,
				),
			),
		)
		// A draft and a piece scheduled for later are not counted: readers do not see them.
		await Article.insertMany([
			{ ...article('number-draft', new Date(base), category), status: 'draft' },
			{ ...article('number-later', new Date(Date.now() + DAY), category) },
		])
		const filter = { category }
		const none = { before: null, after: null }
		expect(await pagePosition(filter, 24, none)).toEqual({ page: 1, pages: 3 })

		const first = await listArticlePage({ category, limit: 24 })
		const older = decodeCursor(first.older)
		const second = await listArticlePage({ category, limit: 24, before: older })
		expect(
			await pagePosition(filter, 24, { before: older, after: null }),
		).toEqual({ page: 2, pages: 3 })
		const oldest = decodeCursor(second.older)
		const third = await listArticlePage({ category, limit: 24, before: oldest })
		expect(third.articles).toHaveLength(2)
		expect(third.older).toBeNull()
		expect(
			await pagePosition(filter, 24, { before: oldest, after: null }),
		).toEqual({ page: 3, pages: 3 })

		// "Newer articles" from the third page is the second page again, and says so.
		const newer = decodeCursor(third.newer)
		const back = await listArticlePage({ category, limit: 24, after: newer })
		expect(back.articles.map(item => item.id)).toEqual(
			second.articles.map(item => item.id),
		)
		expect(
			await pagePosition(filter, 24, { before: null, after: newer }),
		).toEqual({ page: 2, pages: 3 })
		// The archive-size test below counts every stored article as public: leave it only those.
		await Article.deleteOne({ _id: 'number-draft' })
		await Article.deleteOne({ _id: 'number-later' })
	})
})

describe('search', () => {
	it('pages its results and never pages without end', async () => {
		const found = Array.from({ length: 45 }, (_, n) =>
			article(
				`find-${n}`,
				new Date(base + n * 1000),
				'expert-interviews',
				`Findable keynote ${n}`,
			),
		)
		await Article.insertMany(found)
		// Bodies too: the search index reads them.
		await ArticleBody.insertMany(
			found.map(({ _id, headline, summary }) => ({
				_id,
				headline,
				summary,
				content: 'A keynote worth finding.',
				html: '',
				rendererVersion: 1,
			})),
		)
		await buildSearchIndex()
		const one = await searchArticlePage('findable keynote', { page: 1 })
		const two = await searchArticlePage('findable keynote', { page: 2 })
		const three = await searchArticlePage('findable keynote', { page: 3 })
		expect([
			one.results.length,
			two.results.length,
			three.results.length,
		]).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 5])
		expect([one.hasMore, two.hasMore, three.hasMore]).toEqual([
			true,
			true,
			false,
		])
		expect(
			new Set(
				[...one.results, ...two.results, ...three.results].map(
					result => result.id,
				),
			).size,
		).toBe(45)
		expect(
			(await searchArticlePage('findable keynote', { page: 999 })).page,
		).toBe(10)
	})
})

describe('feeds at archive size', () => {
	it("the 5,001st article appears in the sitemap index's second article sitemap; RSS carries the latest 50", async () => {
		const start = Date.UTC(2020, 0, 1)
		const total = SITEMAP_URLS + 1 - (await Article.countDocuments())
		for (let offset = 0; offset < total; offset += 1000) {
			const count = Math.min(1000, total - offset)
			await Article.insertMany(
				Array.from({ length: count }, (_, n) =>
					article(
						`bulk-${offset + n}`,
						new Date(start + (offset + n) * 60_000),
						'trust-building',
					),
				),
			)
		}
		expect(await Article.countDocuments()).toBe(SITEMAP_URLS + 1)
		const site = 'https://brandline.example'
		const index = await renderSitemapIndex(site)
		const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
			match => match[1]!,
		)
		expect(children).toEqual([
			`${site}/sitemaps/pages.xml`,
			`${site}/sitemaps/articles-1.xml`,
			`${site}/sitemaps/articles-2.xml`,
		])

		const urls = async (name: string) =>
			[
				...(await renderSitemap(site, name))!.matchAll(/<loc>([^<]+)<\/loc>/g),
			].map(match => match[1]!)
		const first = await urls('articles-1')
		const second = await urls('articles-2')
		expect(first).toHaveLength(SITEMAP_URLS)
		// Oldest first: the newest article (the 5,001st) is the only one in the second.
		const newest = (await Article.findOne()
			.sort({ publishedAt: -1, _id: -1 })
			.lean())!._id
		expect(second).toEqual([`${site}/article/${newest}`])
		expect(await renderSitemap(site, 'articles-3')).toBeNull()
		expect(await urls('pages')).toContain(`${site}/archive`)

		const rss = await renderRss({
			siteUrl: site,
			siteName: 'Brandline',
			description: 'd',
		})
		expect(rss.match(/<item>/g)).toHaveLength(RSS_ITEMS)
	}, 300_000)
})
