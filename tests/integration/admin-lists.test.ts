import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { ADMIN_PAGE_SIZE } from '#app/lib/admin-list.ts'
import { promotionStatus } from '#app/lib/promotion-status.ts'
import {
	ArticleListQuery,
	GuestPostListQuery,
	PromotionListQuery,
} from '#app/schemas/admin-lists.ts'
import {
	listArticlesForAdmin,
	listGuestPostsForAdmin,
	listPromotionsForAdmin,
} from '#app/server/admin/lists.server.ts'
import { deleteGuestPost } from '#app/server/guest-posts/guest-posts.server.ts'
import { Article, GuestPost, Promotion } from '#app/server/models/index.ts'

setupTestDatabase('admin-lists')

const DAY = 86_400_000
const now = new Date('2026-11-23T12:00:00Z')
const CATEGORIES = [
	'personal-branding',
	'audience-growth',
	'trust-building',
] as const
const ARTICLES = 61
const GUEST_POSTS = 57

/** Every 6th article a draft, every 8th (not a draft) scheduled, the rest published. */
const STATUS_OF = (index: number) =>
	index % 6 === 0 ? 'draft' : index % 8 === 0 ? 'scheduled' : 'published'
const articleQuery = (values: Record<string, string>) =>
	ArticleListQuery.parse(values)

beforeAll(async () => {
	await Article.insertMany(
		Array.from({ length: ARTICLES }, (_, index) => ({
			_id: `article-${String(index).padStart(3, '0')}`,
			headline:
				index % 10 === 0 ? `Pricing (and value) ${index}` : `Headline ${index}`,
			summary: 's',
			content: 'c'.repeat(120),
			author: 'Desk',
			category: CATEGORIES[index % 3],
			// Several share one date, so only the _id keeps their order stable.
			publishedAt: new Date(now.getTime() - Math.floor(index / 4) * DAY),
			views: (index * 37) % 101,
			featured: index % 5 === 0,
			breaking: index % 7 === 0,
			status: STATUS_OF(index),
		})),
	)
	await GuestPost.insertMany(
		Array.from({ length: GUEST_POSTS }, (_, index) => ({
			authorName: `Author ${index}`,
			email: `author${index}@example.com`,
			category: 'guest-contributions',
			headline: `Guest ${index}`,
			content: `## Problem ${index}\n\n**Our** [hiring](https://example.com) stalled. ${'More words here. '.repeat(20)}`,
			agreeTerms: true,
			submittedAt: new Date(now.getTime() - (index % 9) * DAY),
			status: (['pending', 'approved', 'rejected'] as const)[index % 3],
		})),
	)
	const base = {
		description: 'd',
		url: 'https://example.com/',
		placement: 'sidebar',
	}
	await Promotion.insertMany([
		{ _id: 'live-open', title: 'Live, no schedule', ...base },
		{
			_id: 'live-window',
			title: 'Live in window',
			...base,
			startDate: new Date(now.getTime() - DAY),
			endDate: new Date(now.getTime() + DAY),
		},
		{
			_id: 'scheduled',
			title: 'Starts tomorrow',
			...base,
			startDate: new Date(now.getTime() + DAY),
		},
		{
			_id: 'ended',
			title: 'Ended yesterday',
			...base,
			endDate: new Date(now.getTime() - DAY),
			placement: 'homepage',
		},
		{
			_id: 'inactive',
			title: 'Switched off',
			...base,
			active: false,
			startDate: new Date(now.getTime() + DAY),
		},
		{
			_id: 'null-dates',
			title: 'Dates cleared',
			...base,
			startDate: null,
			endDate: null,
		},
	])
})

describe('the articles table', () => {
	it('pages through every article once, in a stable order, with the true total', async () => {
		const seen: string[] = []
		for (let page = 1; page <= 3; page += 1) {
			const result = await listArticlesForAdmin(
				articleQuery({ page: String(page) }),
			)
			expect(result.total).toBe(ARTICLES)
			expect(result.pageCount).toBe(Math.ceil(ARTICLES / ADMIN_PAGE_SIZE))
			seen.push(...result.items.map(item => item.id))
		}
		expect(seen).toHaveLength(ARTICLES)
		expect(new Set(seen).size).toBe(ARTICLES)
		const dates = seen.map(id => Number(id.slice(-3)))
		// Newest first: the index (and so the age) never decreases.
		expect(dates.map(index => Math.floor(index / 4))).toEqual(
			[...dates.map(index => Math.floor(index / 4))].sort((a, b) => a - b),
		)
	})

	it('filters by category, featured and breaking, and counts what matches', async () => {
		const result = await listArticlesForAdmin(
			articleQuery({ category: 'audience-growth', featured: '1' }),
		)
		const expected = Array.from(
			{ length: ARTICLES },
			(_, index) => index,
		).filter(index => index % 3 === 1 && index % 5 === 0)
		expect(result.total).toBe(expected.length)
		expect(
			result.items.every(
				item => item.category === 'audience-growth' && item.featured,
			),
		).toBe(true)
		const breaking = await listArticlesForAdmin(articleQuery({ breaking: '1' }))
		expect(breaking.total).toBe(
			Array.from({ length: ARTICLES }, (_, index) => index).filter(
				index => index % 7 === 0,
			).length,
		)
	})

	it("filters by status with the true total, and shows each row's status", async () => {
		for (const status of ['draft', 'scheduled', 'published'] as const) {
			const result = await listArticlesForAdmin(articleQuery({ status }))
			expect(result.total).toBe(
				Array.from({ length: ARTICLES }, (_, index) => index).filter(
					index => STATUS_OF(index) === status,
				).length,
			)
			expect(result.items.every(item => item.status === status)).toBe(true)
		}
		// Not a status: ignored (the URL is a view), every article listed.
		expect(
			(await listArticlesForAdmin(articleQuery({ status: 'live' }))).total,
		).toBe(ARTICLES)
	})

	it('searches headlines literally, whatever the characters', async () => {
		const result = await listArticlesForAdmin(
			articleQuery({ q: 'pricing (AND value)' }),
		)
		expect(result.total).toBe(7)
		expect(
			result.items.every(item =>
				item.headline.startsWith('Pricing (and value)'),
			),
		).toBe(true)
		expect((await listArticlesForAdmin(articleQuery({ q: '.*' }))).total).toBe(
			0,
		)
	})

	it('sorts by views, most first', async () => {
		const result = await listArticlesForAdmin(articleQuery({ sort: 'views' }))
		const views = result.items.map(item => item.views)
		expect(views).toEqual([...views].sort((a, b) => b - a))
		expect(views[0]).toBe(100)
	})

	it('shows the last page for a page past the end', async () => {
		const result = await listArticlesForAdmin(articleQuery({ page: '99' }))
		expect(result.page).toBe(3)
		expect(result.items).toHaveLength(ARTICLES - 2 * ADMIN_PAGE_SIZE)
	})
})

describe('the guest posts list', () => {
	it('filters by status with true totals, newest first, with plain-text excerpts', async () => {
		const pending = await listGuestPostsForAdmin(
			GuestPostListQuery.parse({ status: 'pending' }),
		)
		expect(pending.total).toBe(19)
		expect(pending.items.every(item => item.status === 'pending')).toBe(true)
		const times = pending.items.map(item => Date.parse(item.submittedAt))
		expect(times).toEqual([...times].sort((a, b) => b - a))
		const excerpt = pending.items[0]!.excerpt
		expect(excerpt).toMatch(
			/^Problem \d+ Our hiring stalled\. More words here\./,
		)
		expect(excerpt).not.toMatch(/[#*[\]()]/)
		expect(excerpt.length).toBeLessThanOrEqual(203)
	})

	it('searches author, e-mail and headline', async () => {
		expect(
			(
				await listGuestPostsForAdmin(
					GuestPostListQuery.parse({ q: 'AUTHOR12@example' }),
				)
			).items.map(item => item.authorName),
		).toEqual(['Author 12'])
		expect(
			(await listGuestPostsForAdmin(GuestPostListQuery.parse({ q: 'Guest 5' })))
				.total,
		).toBe(8) // 5 and 50–56
	})

	it('deletes a submission for good', async () => {
		const [first] = (
			await listGuestPostsForAdmin(GuestPostListQuery.parse({ q: 'author3@' }))
		).items
		expect(await deleteGuestPost(first!.id)).toBe(true)
		expect(await deleteGuestPost(first!.id)).toBe(false)
		expect(
			(await listGuestPostsForAdmin(GuestPostListQuery.parse({}))).total,
		).toBe(GUEST_POSTS - 1)
	})
})

describe('the promotions list', () => {
	it('filters by the computed status, agreeing with the badge for every promotion', async () => {
		for (const status of ['live', 'scheduled', 'ended', 'inactive'] as const) {
			const result = await listPromotionsForAdmin(
				PromotionListQuery.parse({ status }),
				now,
			)
			expect(result.items.length, status).toBeGreaterThan(0)
			for (const item of result.items)
				expect(promotionStatus(item, now), item.id).toBe(status)
			expect(result.items.every(item => item.status === status)).toBe(true)
		}
		const all = await listPromotionsForAdmin(PromotionListQuery.parse({}), now)
		expect(all.total).toBe(6)
		expect(all.items.map(item => item.id).sort()).toEqual([
			'ended',
			'inactive',
			'live-open',
			'live-window',
			'null-dates',
			'scheduled',
		])
	})

	it('filters by placement and searches titles; shows impressions and clicks', async () => {
		expect(
			(
				await listPromotionsForAdmin(
					PromotionListQuery.parse({ placement: 'homepage' }),
					now,
				)
			).items.map(item => item.id),
		).toEqual(['ended'])
		expect(
			(
				await listPromotionsForAdmin(
					PromotionListQuery.parse({ q: 'tomorrow' }),
					now,
				)
			).items.map(item => item.id),
		).toEqual(['scheduled'])
		await Promotion.collection.updateOne(
			{ _id: 'live-open' as never },
			{ $set: { impressions: 400, clicks: 10 } },
		)
		const [row] = (
			await listPromotionsForAdmin(
				PromotionListQuery.parse({ q: 'no schedule' }),
				now,
			)
		).items
		expect(row).toMatchObject({ impressions: 400, clicks: 10 })
		const [uncounted] = (
			await listPromotionsForAdmin(
				PromotionListQuery.parse({ q: 'tomorrow' }),
				now,
			)
		).items
		expect(uncounted).toMatchObject({ impressions: 0, clicks: 0 })
	})
})
