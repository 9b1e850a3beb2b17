import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { Article, ShareEvent } from '#app/server/models/index.ts'
import { settleCounters } from '#app/server/coordination/counters.server.ts'
import {
	getShareStats,
	recordShare,
} from '#app/server/insights/shares.server.ts'

setupTestDatabase('shares')

beforeAll(async () => {
	await Article.create({
		_id: 'shared',
		headline: 'h',
		summary: 's',
		content: 'c',
		author: 'a',
		category: 'trust-building',
	})
})

describe('shares', () => {
	it('start at zero', async () => {
		expect(await getShareStats('shared')).toEqual({
			total: 0,
			linkedin: 0,
			twitter: 0,
			email: 0,
			copyLink: 0,
		})
	})

	it('count per platform and in total; native shares only in total', async () => {
		for (const platform of [
			'linkedin',
			'linkedin',
			'twitter',
			'email',
			'copy_link',
			'native_share',
		] as const) {
			expect(
				await recordShare(
					{ articleId: 'shared', platform, category: 'trust-building' },
					{ userAgent: 'UA', referrer: 'https://ref.example/' },
				),
			).toBe(true)
		}
		await settleCounters()
		expect(await getShareStats('shared')).toEqual({
			total: 6,
			linkedin: 2,
			twitter: 1,
			email: 1,
			copyLink: 1,
		})
		const events = await ShareEvent.find({ articleId: 'shared' }).lean()
		expect(events).toHaveLength(6)
		expect(events[0]).toMatchObject({
			category: 'trust-building',
			userAgent: 'UA',
			referrer: 'https://ref.example/',
		})
		expect(events[0]!.timestamp).toBeInstanceOf(Date)
	})

	it('records nothing for an unknown article', async () => {
		expect(
			await recordShare({
				articleId: 'ghost',
				platform: 'twitter',
				category: 'x',
			}),
		).toBe(false)
		expect(await ShareEvent.countDocuments({ articleId: 'ghost' })).toBe(0)
		expect(await getShareStats('ghost')).toBeNull()
	})
})
