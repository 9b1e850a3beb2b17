import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { Promotion } from '#app/server/models/index.ts'
import { PromotionSchema, promotionFormSchema } from '#app/schemas/promotion.ts'
import {
	createPromotion,
	getPromotion,
	listActivePromotions,
	updatePromotion,
} from '#app/server/promotions/promotions.server.ts'

setupTestDatabase('promotions_write')

const VALID = {
	title: 'Leadership podcast',
	description: 'Weekly conversations with founders.',
	url: 'https://example.com/podcast',
}

function parse(input: Record<string, unknown>) {
	return PromotionSchema.safeParse({ ...VALID, ...input })
}

function firstMessage(
	input: Record<string, unknown>,
	field: string,
): string | undefined {
	const result = parse(input)
	return result.success
		? undefined
		: result.error.issues.find(issue => issue.path[0] === field)?.message
}

function form(entries: Record<string, string>): FormData {
	const data = new FormData()
	for (const [name, value] of Object.entries(entries)) data.set(name, value)
	return data
}

describe('PromotionSchema', () => {
	it("fills the SPEC's defaults for what the API omits", () => {
		const result = PromotionSchema.parse(VALID)
		expect(result).toEqual({
			...VALID,
			buttonText: 'Learn More',
			placement: 'sidebar',
			priority: 1,
			active: true,
		})
	})

	it('requires a title, a description and a web address', () => {
		const result = PromotionSchema.safeParse({})
		expect(result.success).toBe(false)
		const fields = result.success
			? []
			: result.error.issues.map(issue => issue.path[0])
		expect(fields).toEqual(
			expect.arrayContaining(['title', 'description', 'url']),
		)
		expect(firstMessage({ title: '   ' }, 'title')).toBe('Title is required')
		expect(firstMessage({ title: 'x'.repeat(121) }, 'title')).toBe(
			'Title must be at most 120 characters',
		)
		expect(firstMessage({ description: 'x'.repeat(501) }, 'description')).toBe(
			'Description must be at most 500 characters',
		)
	})

	it('accepts only absolute http(s) URLs', () => {
		for (const url of [
			'not a url',
			'example.com/offer',
			'ftp://example.com/file',
			'javascript:alert(1)',
			'http:example.com',
			'https://',
		]) {
			expect(firstMessage({ url }, 'url'), url).toBe('Please enter a valid URL')
		}
		expect(parse({ url: 'http://example.com/a?b=c#d' }).success).toBe(true)
		expect(parse({ imageUrl: 'javascript:alert(1)' }).success).toBe(false)
		expect(
			parse({ imageUrl: '/public-objects/uploads/2026/01/abc.jpg' }).success,
		).toBe(true)
		expect(parse({ imageUrl: '' }).data?.imageUrl).toBeUndefined()
	})

	it('keeps priority between 1 and 10, and reads it from form text', () => {
		expect(firstMessage({ priority: 0 }, 'priority')).toBe(
			'Priority must be a whole number from 1 to 10',
		)
		expect(firstMessage({ priority: 11 }, 'priority')).toBe(
			'Priority must be a whole number from 1 to 10',
		)
		expect(firstMessage({ priority: 2.5 }, 'priority')).toBe(
			'Priority must be a whole number from 1 to 10',
		)
		expect(firstMessage({ priority: 'many' }, 'priority')).toBe(
			'Priority must be a whole number from 1 to 10',
		)
		expect(parse({ priority: 10 }).data?.priority).toBe(10)
		expect(parse({ priority: '7' }).data?.priority).toBe(7)
	})

	it('checks placement, target category and button text', () => {
		expect(parse({ placement: 'popup' }).success).toBe(false)
		expect(parse({ placement: 'article-footer' }).data?.placement).toBe(
			'article-footer',
		)
		expect(parse({ targetCategory: '' }).data?.targetCategory).toBeUndefined()
		expect(
			parse({ targetCategory: 'trust-building' }).data?.targetCategory,
		).toBe('trust-building')
		expect(parse({ targetCategory: 'interviews' }).success).toBe(false)
		expect(parse({ targetCategory: 'guest-contributions' }).success).toBe(false)
		expect(parse({ buttonText: '  ' }).data?.buttonText).toBe('Learn More')
		expect(firstMessage({ buttonText: 'x'.repeat(41) }, 'buttonText')).toBe(
			'Button text must be at most 40 characters',
		)
	})

	it('reads dates from datetime-local inputs as UTC, and from ISO strings', () => {
		const result = parse({
			startDate: '2026-03-01T09:30',
			endDate: '2026-03-31T18:00:00.000+02:00',
		})
		expect(result.data?.startDate?.toISOString()).toBe(
			'2026-03-01T09:30:00.000Z',
		)
		expect(result.data?.endDate?.toISOString()).toBe('2026-03-31T16:00:00.000Z')
		const empty = parse({ startDate: '', endDate: '' })
		expect(empty.success).toBe(true)
		expect(empty.data?.startDate).toBeUndefined()
		expect(empty.data?.endDate).toBeUndefined()
		expect(firstMessage({ startDate: 'next Tuesday' }, 'startDate')).toBe(
			'Start date must be a date and time',
		)
		expect(firstMessage({ endDate: '2026-02-31T10:00' }, 'endDate')).toBe(
			'End date must be a date and time',
		)
	})

	it('refuses an end before the start', () => {
		expect(
			firstMessage(
				{ startDate: '2026-03-02T00:00', endDate: '2026-03-01T23:59' },
				'endDate',
			),
		).toBe('End date must be after the start date')
		expect(
			parse({ startDate: '2026-03-01T10:00Z', endDate: '2026-03-01T10:00Z' })
				.success,
		).toBe(true)
		expect(parse({ endDate: '2026-03-01T10:00Z' }).success).toBe(true)
	})

	it('in the HTML form an unchecked Active box means inactive; checked means active', () => {
		const base = {
			...VALID,
			priority: '3',
			placement: 'sidebar',
			targetCategory: '',
			buttonText: '',
			imageUrl: '',
			startDate: '',
			endDate: '',
		}
		const unchecked = parseWithZod(form(base), {
			schema: promotionFormSchema('UTC'),
		})
		expect(unchecked.status === 'success' && unchecked.value).toMatchObject({
			active: false,
			priority: 3,
			buttonText: 'Learn More',
		})
		const checked = parseWithZod(form({ ...base, active: 'on' }), {
			schema: promotionFormSchema('UTC'),
		})
		expect(checked.status === 'success' && checked.value).toMatchObject({
			active: true,
		})
		const late = parseWithZod(
			form({
				...base,
				startDate: '2026-05-02T10:00',
				endDate: '2026-05-01T10:00',
			}),
			{ schema: promotionFormSchema('UTC') },
		)
		expect(late.reply().error).toEqual({
			endDate: ['End date must be after the start date'],
		})
	})
})

describe('createPromotion and updatePromotion', () => {
	it('creates a promotion with the defaults: active, no clicks', async () => {
		const created = await createPromotion(
			PromotionSchema.parse({
				...VALID,
				imageUrl: '/public-objects/uploads/2026/11/abcdefgh12345678.webp',
				targetCategory: 'audience-growth',
			}),
		)
		expect(created).toMatchObject({
			...VALID,
			imageUrl: '/public-objects/uploads/2026/11/abcdefgh12345678.webp',
			targetCategory: 'audience-growth',
			buttonText: 'Learn More',
			placement: 'sidebar',
			priority: 1,
			active: true,
			clicks: 0,
		})
		expect(created.id).toEqual(expect.any(String))
		expect(Date.parse(created.createdAt)).not.toBeNaN()
		expect(await getPromotion(created.id)).toEqual(created)
	})

	it('replaces the editable fields, removes emptied optional ones, and keeps clicks and the creation date', async () => {
		const created = await createPromotion(
			PromotionSchema.parse({
				...VALID,
				imageUrl: '/public-objects/uploads/2026/11/abcdefgh12345678.webp',
				targetCategory: 'trust-building',
				startDate: '2026-01-01T00:00',
				endDate: '2026-12-31T00:00',
				priority: 4,
			}),
		)
		await Promotion.updateOne(
			{ _id: created.id },
			{ $set: { clicks: 12 } },
			{ timestamps: false },
		)

		const updated = await updatePromotion(
			created.id,
			PromotionSchema.parse({
				...VALID,
				title: 'Renamed',
				active: false,
				priority: 9,
				buttonText: 'Listen now',
			}),
		)
		expect(updated).toMatchObject({
			id: created.id,
			title: 'Renamed',
			active: false,
			priority: 9,
			buttonText: 'Listen now',
			clicks: 12,
			createdAt: created.createdAt,
		})
		for (const field of ['imageUrl', 'targetCategory', 'startDate', 'endDate'])
			expect(updated).not.toHaveProperty(field)
		const stored = await Promotion.findById(created.id).lean()
		expect(stored).not.toHaveProperty('imageUrl')
		expect(stored).not.toHaveProperty('targetCategory')
		expect(stored).not.toHaveProperty('startDate')
		expect(stored).not.toHaveProperty('endDate')
	})

	it('returns null for an unknown promotion and creates nothing', async () => {
		const before = await Promotion.countDocuments()
		expect(
			await updatePromotion('no-such-promotion', PromotionSchema.parse(VALID)),
		).toBeNull()
		expect(await Promotion.countDocuments()).toBe(before)
	})

	it('a saved schedule decides when readers see the promotion', async () => {
		const now = new Date('2030-06-15T12:00:00Z')
		const scheduled = await createPromotion(
			PromotionSchema.parse({
				...VALID,
				title: 'Summer only',
				placement: 'homepage',
				startDate: '2030-06-01T00:00',
				endDate: '2030-06-30T23:59',
			}),
		)
		expect(
			(await listActivePromotions({ placement: 'homepage', now })).map(
				promotion => promotion.id,
			),
		).toEqual([scheduled.id])
		expect(
			await listActivePromotions({
				placement: 'homepage',
				now: new Date('2030-07-01T00:00:00Z'),
			}),
		).toEqual([])
		await updatePromotion(
			scheduled.id,
			PromotionSchema.parse({
				...VALID,
				title: 'Summer only',
				placement: 'homepage',
				active: false,
			}),
		)
		expect(await listActivePromotions({ placement: 'homepage', now })).toEqual(
			[],
		)
	})
})
