import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { serialize } from 'node:v8'
import mongoose from 'mongoose'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { readPublicObject } from '#app/server/media/served-images.server.ts'
import {
	Article,
	ArticleBody,
	Author,
	GuestPost,
	ImageRecord,
	NewsletterSubscriber,
	Promotion,
} from '#app/server/models/index.ts'
import { seedSampleContent } from '#app/server/site/seed.server.ts'
import { prepareImage } from '#app/server/media/images.server.ts'
import { countWords } from '#app/lib/reading-time.ts'

setupTestDatabase('seed')

// The first seed draws every picture and keeps it here; the last test seeds from it.
const pictureCache = mkdtempSync(path.join(tmpdir(), 'seed-pictures-'))
afterAll(() => rmSync(pictureCache, { recursive: true, force: true }))

const listTagged = (articles: { tags?: string[] }[], slug: string) =>
	articles.filter(article => article.tags?.includes(slug))

describe('sample content', () => {
	it('fills an empty database with articles in every category, guest posts, promotions and subscribers', async () => {
		const report = await seedSampleContent({
			onlyIfEmpty: true,
			imageCache: pictureCache,
		})
		expect(report.seeded).toBe(true)
		expect(report.counts.articles).toBeGreaterThanOrEqual(24)
		expect(readdirSync(pictureCache)).toHaveLength(report.counts.images)

		const articles = await Article.find().lean()
		expect(articles).toHaveLength(report.counts.articles)
		expect(new Set(articles.map(article => article.category))).toEqual(
			new Set(ALL_CATEGORIES),
		)
		expect(
			articles.filter(article => article.featured).length,
		).toBeGreaterThanOrEqual(2)
		expect(
			articles.filter(article => article.breaking).length,
		).toBeGreaterThanOrEqual(2)
		expect(
			new Set(articles.map(article => article.views)).size,
		).toBeGreaterThan(10)
		// Tagged like an editor would: every piece has tags, stored as slugs with their names, and tags recur (a tag page lists several).
		for (const article of articles) {
			expect(article.tags?.length, article._id).toBeGreaterThan(0)
			expect(article.tagNames).toHaveLength(article.tags!.length)
		}
		const contrarian = articles.find(
			article => article._id === 'the-responsible-contrarian',
		)!
		expect(contrarian).toMatchObject({
			tags: ['thought-leadership', 'trust'],
			tagNames: ['Thought Leadership', 'Trust'],
		})
		expect(listTagged(articles, 'trust').length).toBeGreaterThanOrEqual(3)
		const bodies = new Map(
			(await ArticleBody.find().lean()).map(body => [body._id, body]),
		)
		for (const article of articles) {
			expect(article.shares).toBe(
				article.linkedinShares +
					article.twitterShares +
					article.emailShares +
					article.copyLinkShares,
			)
			// The body lives apart, rendered when it was saved.
			expect(article).not.toHaveProperty('content')
			expect(bodies.get(article._id)?.content.length).toBeGreaterThan(1500)
			expect(bodies.get(article._id)?.html).toContain('<p>')
			// Lists show a reading time from the count kept with the article.
			expect(article.wordCount).toBe(
				countWords(bodies.get(article._id)!.content),
			)
		}

		expect(
			(await GuestPost.find().lean()).map(post => post.status).sort(),
		).toEqual(['approved', 'pending', 'rejected'])
		const promotions = await Promotion.find().lean()
		expect(
			promotions.some(
				promotion => promotion.placement === 'sidebar' && promotion.active,
			),
		).toBe(true)
		expect(
			promotions.some(
				promotion =>
					promotion.startDate && promotion.startDate.getTime() > Date.now(),
			),
		).toBe(true)
		expect(promotions.some(promotion => !promotion.active)).toBe(true)
		expect(await NewsletterSubscriber.countDocuments()).toBeGreaterThanOrEqual(
			3,
		)
		// Each cover is rendered and encoded with its variants once: seconds of CPU on a busy machine.
	}, 180_000)

	it('generates a stored WebP cover with responsive variants for every article, described and credited (no hot-linked images)', async () => {
		const articles = await Article.find().lean()
		for (const article of articles) {
			expect(article.imageUrl).toMatch(
				/^\/public-objects\/seed\/art-\d+\/[\w-]+\.webp$/,
			)
			// The lead (16:9) is the article's one picture; lists crop it to their slots.
			expect(article.imageMeta).toEqual([
				{
					url: article.imageUrl,
					width: 1200,
					height: 675,
					widths: [400, 800, 1200],
				},
			])
			expect(article.imageAlt).toMatch(/^Illustration: .+, in .+ and .+$/)
			expect(article.imageCredit).toBe('Illustration: Brandline studio')
			// Seed covers are in use from the start: the sweep never takes them.
			expect(
				await ImageRecord.findById(
					article.imageUrl!.replace('/public-objects/', ''),
				).lean(),
			).toMatchObject({ state: 'stored', attached: true, source: 'seed' })
		}
		const first = articles[0]!.imageUrl!.replace('/public-objects/', '')
		expect(
			await sharp((await readPublicObject(first))!.body).metadata(),
		).toMatchObject({ format: 'webp', width: 1200, height: 675 })
		// Authors get monograms, described by what they show.
		for (const author of await Author.find().lean())
			expect(author.photoAlt).toMatch(
				/^Portrait of .+, illustrated: the monogram [A-Z]{1,2} /,
			)
	})

	it("is idempotent and never overwrites an editor's change", async () => {
		const lead = await Article.findOne({ featured: true }).lean()
		await Article.updateOne(
			{ _id: lead!._id },
			{ headline: 'Edited by the editor', views: 5 },
		)
		const before = await Article.countDocuments()

		const again = await seedSampleContent({ onlyIfEmpty: false })
		expect(again.seeded).toBe(false)
		expect(again.counts).toEqual({
			articles: 0,
			authors: 0,
			guestPosts: 0,
			promotions: 0,
			subscribers: 0,
			images: 0,
		})
		expect(await Article.countDocuments()).toBe(before)
		expect(await Article.findById(lead!._id).lean()).toMatchObject({
			headline: 'Edited by the editor',
			views: 5,
		})
	})

	it('leaves a database that already has articles alone on start', async () => {
		// Our own operator, so it is marked trusted past sanitizeFilter.
		await Article.deleteMany({
			_id: mongoose.trusted({ $ne: (await Article.findOne().lean())!._id }),
		})
		const report = await seedSampleContent({ onlyIfEmpty: true })
		expect(report.seeded).toBe(false)
		expect(await Article.countDocuments()).toBe(1)
	})

	it('seeds the next empty database from the pictures the first one drew, and draws again one it cannot read', async () => {
		const [cover, spoiled] = readdirSync(pictureCache)
			.filter(name => !name.includes('author-'))
			.sort()
		// A picture the cache holds is what the seed stores (here a small grey one stands in for a
		// cover), and one it cannot read is drawn again: the seed never fails on the cache.
		const grey = await sharp({
			create: { width: 64, height: 36, channels: 3, background: '#777777' },
		})
			.png()
			.toBuffer()
		writeFileSync(
			path.join(pictureCache, cover!),
			serialize(await prepareImage(grey, 'image/png')),
		)
		writeFileSync(path.join(pictureCache, spoiled!), 'not a picture')
		await mongoose.connection.dropDatabase()

		const report = await seedSampleContent({
			onlyIfEmpty: true,
			imageCache: pictureCache,
		})
		expect(report.seeded).toBe(true)
		const stored = async (name: string) =>
			sharp(
				(await readPublicObject(name.replaceAll('__', '/')))!.body,
			).metadata()
		expect(await stored(cover!)).toMatchObject({ width: 64, height: 36 })
		expect(await stored(spoiled!)).toMatchObject({ width: 1200, height: 675 })
	}, 180_000)
})
