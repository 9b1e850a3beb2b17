import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { Promotion } from '#app/server/models/index.ts'
import { settleCounters } from '#app/server/coordination/counters.server.ts'
import {
	countPromotionClick,
	countPromotionImpressions,
	findPromotionUrl,
	getPromotion,
	listActivePromotions,
} from '#app/server/promotions/promotions.server.ts'

setupTestDatabase('promotions')

const HOUR = 3_600_000
const now = new Date()

beforeAll(async () => {
	const base = {
		description: 'd',
		url: 'https://example.com/',
		placement: 'sidebar',
	}
	await Promotion.insertMany([
		{ _id: 'low', title: 'Low priority', priority: 1, ...base },
		{ _id: 'high', title: 'High priority', priority: 9, ...base },
		{
			_id: 'mid',
			title: 'Middle',
			priority: 5,
			...base,
			startDate: new Date(now.getTime() - HOUR),
			endDate: new Date(now.getTime() + HOUR),
		},
		{
			_id: 'future',
			title: 'Not yet',
			priority: 10,
			...base,
			startDate: new Date(now.getTime() + HOUR),
		},
		{
			_id: 'past',
			title: 'Over',
			priority: 10,
			...base,
			endDate: new Date(now.getTime() - HOUR),
		},
		{ _id: 'off', title: 'Inactive', priority: 10, ...base, active: false },
		{
			_id: 'targeted',
			title: 'Trust only',
			priority: 10,
			...base,
			targetCategory: 'trust-building',
		},
		{
			_id: 'footer',
			title: 'Elsewhere',
			priority: 10,
			...base,
			placement: 'article-footer',
		},
	])
})

describe('listActivePromotions', () => {
	it('shows active, current, untargeted promotions of the placement by priority, two by default', async () => {
		expect(
			(await listActivePromotions({ placement: 'sidebar', now })).map(
				promotion => promotion.id,
			),
		).toEqual(['high', 'mid'])
		expect(
			(
				await listActivePromotions({ placement: 'sidebar', now, limit: 10 })
			).map(promotion => promotion.id),
		).toEqual(['high', 'mid', 'low'])
	})

	it("adds promotions aimed at the page's category", async () => {
		expect(
			(
				await listActivePromotions({
					placement: 'sidebar',
					category: 'trust-building',
					now,
					limit: 10,
				})
			).map(promotion => promotion.id),
		).toEqual(['targeted', 'high', 'mid', 'low'])
	})

	it('respects the start and end of the window', async () => {
		const later = new Date(now.getTime() + 2 * HOUR)
		expect(
			(
				await listActivePromotions({
					placement: 'sidebar',
					now: later,
					limit: 10,
				})
			).map(promotion => promotion.id),
		).toEqual(['future', 'high', 'low'])
	})

	it('shows readers no counters', async () => {
		const [first] = await listActivePromotions({
			placement: 'article-footer',
			now,
		})
		expect(first).toEqual({
			id: 'footer',
			title: 'Elsewhere',
			description: 'd',
			url: 'https://example.com/',
			buttonText: 'Learn More',
			placement: 'article-footer',
			priority: 10,
		})
	})
})

describe('promotion clicks', () => {
	it('counts each click', async () => {
		expect(await countPromotionClick('high')).toBe(true)
		expect(await countPromotionClick('high')).toBe(true)
		await settleCounters()
		expect((await Promotion.findById('high').lean())!.clicks).toBe(2)
	})

	it('knows where a promotion leads, and nothing of unknown ones', async () => {
		expect(await findPromotionUrl('high')).toBe('https://example.com/')
		expect(await findPromotionUrl('nope')).toBeNull()
		expect(await countPromotionClick('nope')).toBe(false)
	})

	it('never leads to anything but a web address', async () => {
		await Promotion.create({
			_id: 'script',
			title: 't',
			description: 'd',
			url: 'javascript:alert(1)',
		})
		expect(await findPromotionUrl('script')).toBeNull()
	})
})

describe('promotion impressions', () => {
	it("counts one impression per promotion in a page's batch, ignoring repeats and unknown ids", async () => {
		expect(await countPromotionImpressions(['low', 'mid', 'low', 'nope'])).toBe(
			2,
		)
		expect(await countPromotionImpressions(['low'])).toBe(1)
		expect(await countPromotionImpressions([])).toBe(0)
		await settleCounters()
		expect((await getPromotion('low'))?.impressions).toBe(2)
		expect((await getPromotion('mid'))?.impressions).toBe(1)
		expect((await getPromotion('high'))?.impressions).toBe(0)
	})

	it('never lets a batch become a query operator', async () => {
		await expect(
			countPromotionImpressions([{ $ne: 'x' } as unknown as string]),
		).resolves.toBe(0)
		expect((await getPromotion('high'))?.impressions).toBe(0)
	})
})
