import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	Article,
	GuestPost,
	NewsletterSubscriber,
	Promotion,
	ShareEvent,
} from '#app/server/models/index.ts'

setupTestDatabase('models')

describe('Article', () => {
	it("stores the required fields and fills the SPEC's defaults", async () => {
		const before = Date.now()
		const created = await Article.create({
			headline: '  Own one idea  ',
			summary: 'Why a single, repeated idea beats a dozen clever ones.',
			content: '## The idea\n\nSay it often.',
			author: 'Claire Ashby',
			category: 'personal-branding',
		})
		const stored = await Article.findById(created._id).lean()
		expect(stored).toMatchObject({
			headline: 'Own one idea',
			views: 0,
			shares: 0,
			linkedinShares: 0,
			twitterShares: 0,
			emailShares: 0,
			copyLinkShares: 0,
			featured: false,
			breaking: false,
		})
		expect(typeof stored!._id).toBe('string')
		expect(stored!._id).toMatch(/^[\w-]{12}$/)
		expect(stored!.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
		expect(created.toJSON()).toHaveProperty('id', created._id)
		expect(created.toJSON()).not.toHaveProperty('_id')
	})

	it('refuses a missing headline or an unknown category, storing nothing', async () => {
		const count = await Article.countDocuments()
		await expect(
			Article.create({
				summary: 's',
				content: 'c',
				author: 'a',
				category: 'personal-branding',
			}),
		).rejects.toThrow(/headline/)
		await expect(
			Article.create({
				headline: 'h',
				summary: 's',
				content: 'c',
				author: 'a',
				category: 'gossip' as never,
			}),
		).rejects.toThrow(/category/)
		expect(await Article.countDocuments()).toBe(count)
	})

	it('ignores query operators smuggled into a filter', async () => {
		await expect(
			Article.find({ headline: { $ne: 'x' } as unknown as string }),
		).rejects.toThrow()
	})
})

describe('GuestPost', () => {
	it('starts pending with a submission date and keeps the optional fields', async () => {
		const post = await GuestPost.create({
			authorName: 'Ines Moreau',
			email: 'Ines@Example.com ',
			category: 'guest-contributions',
			headline: 'Stop posting, start answering',
			content: '**Problem** ...',
			agreeTerms: true,
			imageUrls: ['/public-objects/uploads/a.webp'],
		})
		const stored = await GuestPost.findById(post._id).lean()
		expect(stored).toMatchObject({
			status: 'pending',
			email: 'ines@example.com',
			imageUrls: ['/public-objects/uploads/a.webp'],
		})
		expect(stored!.submittedAt).toBeInstanceOf(Date)
	})

	it('requires agreement to the terms and a known status', async () => {
		await expect(
			GuestPost.create({
				authorName: 'A',
				email: 'a@example.com',
				category: 'guest-contributions',
				headline: 'h',
				content: 'c',
			}),
		).rejects.toThrow(/agreeTerms/)
		await expect(
			GuestPost.create({
				authorName: 'A',
				email: 'a@example.com',
				category: 'guest-contributions',
				headline: 'h',
				content: 'c',
				agreeTerms: true,
				status: 'published' as never,
			}),
		).rejects.toThrow(/status/)
	})
})

describe('NewsletterSubscriber', () => {
	it('defaults to active, direct, newsletter', async () => {
		const subscriber = await NewsletterSubscriber.create({
			email: 'reader@example.com',
		})
		expect(
			await NewsletterSubscriber.findById(subscriber._id).lean(),
		).toMatchObject({
			email: 'reader@example.com',
			active: true,
			source: 'direct',
			contentType: 'newsletter',
		})
	})

	it('keeps each email once, whatever its case', async () => {
		await NewsletterSubscriber.init()
		await NewsletterSubscriber.create({ email: 'twice@example.com' })
		await expect(
			NewsletterSubscriber.create({ email: 'TWICE@example.com' }),
		).rejects.toMatchObject({ code: 11000 })
		expect(
			await NewsletterSubscriber.countDocuments({ email: 'twice@example.com' }),
		).toBe(1)
	})
})

describe('Promotion', () => {
	it("defaults to an active sidebar promotion with priority 1, no clicks and 'Learn More'", async () => {
		const promotion = await Promotion.create({
			title: 'Leading Voices',
			description: 'Watch the show',
			url: 'https://example.com/show',
		})
		const stored = await Promotion.findById(promotion._id).lean()
		expect(stored).toMatchObject({
			placement: 'sidebar',
			priority: 1,
			clicks: 0,
			active: true,
			buttonText: 'Learn More',
		})
		expect(stored!.createdAt).toBeInstanceOf(Date)
		expect(stored!.updatedAt).toBeInstanceOf(Date)
	})

	it('keeps priority within 1 to 10 and placements to the known five', async () => {
		await expect(
			Promotion.create({
				title: 't',
				description: 'd',
				url: 'https://example.com',
				priority: 11,
			}),
		).rejects.toThrow(/priority/)
		await expect(
			Promotion.create({
				title: 't',
				description: 'd',
				url: 'https://example.com',
				placement: 'popup' as never,
			}),
		).rejects.toThrow(/placement/)
	})
})

describe('ShareEvent', () => {
	it('records a share with a timestamp', async () => {
		const event = await ShareEvent.create({
			articleId: 'abc',
			platform: 'linkedin',
			category: 'personal-branding',
			userAgent: 'test',
		})
		const stored = await ShareEvent.findById(event._id).lean()
		expect(stored).toMatchObject({
			articleId: 'abc',
			platform: 'linkedin',
			category: 'personal-branding',
			userAgent: 'test',
		})
		expect(stored!.timestamp).toBeInstanceOf(Date)
		await expect(
			ShareEvent.create({
				articleId: 'abc',
				platform: 'myspace' as never,
				category: 'x',
			}),
		).rejects.toThrow(/platform/)
	})
})
