import mongoose from 'mongoose'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { upgradeArticleBodies } from '#app/server/articles/bodies.server.ts'
import {
	createArticle,
	deleteArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	getArticle,
	getArticleForReading,
} from '#app/server/articles/reading.server.ts'
import { upgradeLegacyArticles } from '#app/server/articles/publishing-queue.server.ts'
import {
	getGuestPostForReview,
	submitGuestPost,
	updateGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import { RENDERER_VERSION } from '#app/server/platform/markdown.server.ts'
import { Article, ArticleBody, GuestPost } from '#app/server/models/index.ts'

setupTestDatabase('article_bodies')

const input = {
	headline: 'Rendered once',
	summary: 'At save, never at read.',
	content:
		'## Why\n\n' +
		'Readers should never wait for a markdown parser, so the body is rendered when it is saved. '.repeat(
			2,
		),
	author: 'Claire Ashby',
	category: 'trust-building' as const,
	imageUrl: undefined,
	imageUrls: undefined,
	imageCredit: undefined,
	youtubeUrl: undefined,
	featured: false,
	breaking: false,
}

describe('article bodies', () => {
	it('are rendered when the article is saved and stored apart from it', async () => {
		const created = await createArticle(input)
		expect(created.content).toBe(input.content)
		const stored = await Article.findById(created.id).lean()
		expect(stored).not.toHaveProperty('content')
		const body = await ArticleBody.findById(created.id).lean()
		expect(body).toMatchObject({
			rendererVersion: RENDERER_VERSION,
			headline: 'Rendered once',
			summary: 'At save, never at read.',
		})
		expect(body!.html).toContain('<h2>Why</h2>')
		expect((await getArticleForReading(created.id))!.html).toBe(body!.html)

		await updateArticle(created.id, {
			...input,
			content:
				'## Changed\n\n' + 'An edit renders the body again, once. '.repeat(4),
		})
		expect((await ArticleBody.findById(created.id).lean())!.html).toContain(
			'<h2>Changed</h2>',
		)
		expect((await getArticle(created.id))!.content).toMatch(/^## Changed/)

		expect(await deleteArticle(created.id)).toBe(true)
		expect(await ArticleBody.findById(created.id).lean()).toBeNull()
	})

	it('of an older renderer or from before the split are rendered for the reader without writing, then upgraded', async () => {
		// An article as stored before bodies moved out, and a body of an older renderer.
		await Article.collection.insertOne({
			_id: 'legacy' as never,
			headline: 'Legacy',
			summary: 's',
			content: '## Old\n\nInline markdown.',
			author: 'a',
			category: 'trust-building',
			publishedAt: new Date(),
			views: 3,
		})
		await Article.collection.insertOne({
			_id: 'stale' as never,
			headline: 'Stale',
			summary: 's',
			author: 'a',
			category: 'trust-building',
			publishedAt: new Date(),
			views: 0,
		})
		await ArticleBody.collection.insertOne({
			_id: 'stale' as never,
			content: '## Fresh\n\nText.',
			html: '<p>old output</p>',
			rendererVersion: RENDERER_VERSION - 1,
			headline: 'Stale',
			summary: 's',
		})
		// Records that old have no status either: the server marks them published at start (decision 035).
		await upgradeLegacyArticles()

		expect((await getArticleForReading('legacy'))!.html).toContain(
			'<h2>Old</h2>',
		)
		expect((await getArticleForReading('stale'))!.html).toContain(
			'<h2>Fresh</h2>',
		)
		// Reading wrote nothing.
		expect(await ArticleBody.findById('legacy').lean()).toBeNull()
		expect((await ArticleBody.findById('stale').lean())!.html).toBe(
			'<p>old output</p>',
		)

		const report = await upgradeArticleBodies()
		expect(report).toEqual({ moved: 1, rerendered: 1 })
		expect(await Article.findById('legacy').lean()).not.toHaveProperty(
			'content',
		)
		expect(await ArticleBody.findById('legacy').lean()).toMatchObject({
			rendererVersion: RENDERER_VERSION,
			headline: 'Legacy',
		})
		expect((await ArticleBody.findById('stale').lean())!.html).toContain(
			'<h2>Fresh</h2>',
		)
		expect((await Article.findById('legacy').lean())!.views).toBe(3)

		// Once everything is current the job does not scan again; --all renders every body anew.
		expect(await upgradeArticleBodies()).toEqual({ moved: 0, rerendered: 0 })
		expect((await upgradeArticleBodies({ all: true })).rerendered).toBe(
			await ArticleBody.countDocuments(),
		)
		expect(
			await ArticleBody.countDocuments({
				rendererVersion: mongoose.trusted({ $ne: RENDERER_VERSION }),
			}),
		).toBe(0)
	})
})

describe('guest post content', () => {
	it('is rendered when submitted and when edited', async () => {
		const submission = {
			authorName: 'Ines Moreau',
			email: 'ines@example.com',
			category: 'guest-contributions' as const,
			headline: 'Answer before you post',
			content:
				'**Problem.** ' +
				'Founders post into the void instead of answering the questions their buyers ask. '.repeat(
					8,
				),
			agreeTerms: true as const,
		}
		const post = await submitGuestPost(submission as never)
		const stored = await GuestPost.findById(post.id).lean()
		expect(stored?.rendererVersion).toBe(RENDERER_VERSION)
		expect(stored?.contentHtml).toContain('<strong>Problem.</strong>')
		expect(post).not.toHaveProperty('contentHtml')
		await updateGuestPost(post.id, {
			...submission,
			content: '## Edited\n\n' + 'An edit renders the post again. '.repeat(5),
		} as never)
		expect((await getGuestPostForReview(post.id))!.html).toContain(
			'<h2>Edited</h2>',
		)
	})
})
