import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	createArticle,
	deleteArticle,
	insertArticleOnce,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { findArticleByAddress } from '#app/server/articles/reading.server.ts'
import { upgradeLegacyArticles } from '#app/server/articles/publishing-queue.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { Article, ArticleSlug } from '#app/server/models/index.ts'
import { ArticleSchema, type ArticleInput } from '#app/schemas/article.ts'

setupTestDatabase('slugs')

const BODY = 'A body long enough to be an article. '.repeat(5)

function input(
	headline: string,
	extra: Record<string, unknown> = {},
): ArticleInput {
	return ArticleSchema.parse({
		headline,
		summary: 'Summary',
		content: BODY,
		author: 'Slug Tester',
		category: 'trust-building',
		status: 'published',
		...extra,
	})
}

describe('article addresses', () => {
	it('are made from the headline, lower-case, and unique', async () => {
		const first = await createArticle(
			input('Why Trust Compounds: A Field Guide'),
		)
		const second = await createArticle(
			input('Why trust compounds — a field guide!'),
		)
		expect(first.slug).toBe('why-trust-compounds-a-field-guide')
		expect(second.slug).toBe('why-trust-compounds-a-field-guide-2')
		expect(await findArticleByAddress(first.slug!)).toMatchObject({
			reading: { article: { id: first.id } },
		})
	})

	it('an address another article holds is refused with a conflict on the field', async () => {
		await createArticle(
			input('Owner of the address', { slug: 'taken-address' }),
		)
		const error = await createArticle(
			input('Wants the address', { slug: 'taken-address' }),
		).catch((caught: unknown) => caught)
		expect(isDomainError(error, 'conflict')).toBe(true)
		expect(
			(error as { details: { errors: Record<string, string[]> } }).details
				.errors.slug?.[0],
		).toMatch(/belongs to another article/)
	})

	it('twelve saves racing for one address: exactly one gets it', async () => {
		const articles = await Promise.all(
			Array.from({ length: 12 }, (_, index) =>
				createArticle(input(`Racer ${index}`)),
			),
		)
		const outcomes = await Promise.allSettled(
			articles.map((article, index) =>
				updateArticle(
					article.id,
					input(`Racer ${index}`, { slug: 'the-one-address' }),
				),
			),
		)
		expect(
			outcomes.filter(outcome => outcome.status === 'fulfilled'),
		).toHaveLength(1)
		expect(
			outcomes.filter(
				outcome =>
					outcome.status === 'rejected' &&
					isDomainError(outcome.reason, 'conflict'),
			),
		).toHaveLength(11)
		expect(await Article.countDocuments({ slug: 'the-one-address' })).toBe(1)
	})

	it("a published article's old address redirects to the new one; its id redirects too", async () => {
		const article = await createArticle(input('Renamed story'))
		await updateArticle(
			article.id,
			input('Renamed story', { slug: 'renamed-story-new' }),
		)
		expect(await findArticleByAddress('renamed-story')).toEqual({
			movedTo: '/article/renamed-story-new',
		})
		expect(await findArticleByAddress(article.id)).toEqual({
			movedTo: '/article/renamed-story-new',
		})
		expect(await findArticleByAddress('renamed-story-new')).toMatchObject({
			reading: { article: { id: article.id } },
		})
		// The old address stays this article's: nobody else can take it and break the redirect.
		const error = await createArticle(
			input('Squatter', { slug: 'renamed-story' }),
		).catch((caught: unknown) => caught)
		expect(isDomainError(error, 'conflict')).toBe(true)
		// Changing back is fine.
		await updateArticle(
			article.id,
			input('Renamed story', { slug: 'renamed-story' }),
		)
		expect(await findArticleByAddress('renamed-story-new')).toEqual({
			movedTo: '/article/renamed-story',
		})
	})

	it("a draft's address follows its headline and frees the old one; no address gives a draft away", async () => {
		const draft = await createArticle(
			input('First working title', { status: 'draft' }),
		)
		expect(draft.slug).toBe('first-working-title')
		expect(await findArticleByAddress('first-working-title')).toBeNull()
		expect(await findArticleByAddress(draft.id)).toBeNull()
		const renamed = await updateArticle(
			draft.id,
			input('Final title', { status: 'draft' }),
		)
		expect(renamed?.slug).toBe('final-title')
		expect(await ArticleSlug.exists({ _id: 'first-working-title' })).toBeNull()
		// Published, it keeps its address when the headline changes later.
		await updateArticle(draft.id, input('Final title'))
		const edited = await updateArticle(draft.id, input('Final title, edited'))
		expect(edited?.slug).toBe('final-title')
	})

	it('deleting an article frees its addresses', async () => {
		const article = await createArticle(
			input('Short lived', { slug: 'short-lived' }),
		)
		await deleteArticle(article.id)
		expect(await ArticleSlug.countDocuments({ articleId: article.id })).toBe(0)
		expect(
			(await createArticle(input('Successor', { slug: 'short-lived' }))).slug,
		).toBe('short-lived')
	})

	it('inserting one article twice at once (approval, import) gives it one address', async () => {
		const results = await Promise.all(
			Array.from({ length: 6 }, () =>
				insertArticleOnce('guest-abc123', {
					...input('A guest headline'),
					publishedAt: new Date(),
				}),
			),
		)
		expect(results.filter(Boolean)).toHaveLength(1)
		const stored = await Article.findById('guest-abc123').lean()
		expect(stored?.slug).toBe('a-guest-headline')
		expect(
			await ArticleSlug.countDocuments({ articleId: 'guest-abc123' }),
		).toBe(1)
	})

	it('records from before addresses keep their id as their address', async () => {
		await Article.collection.insertOne({
			_id: 'legacy-article-1' as never,
			headline: 'Old',
			summary: 'S',
			content: BODY,
			author: 'A',
			category: 'trust-building',
			publishedAt: new Date(),
			status: 'published',
		})
		await upgradeLegacyArticles()
		await upgradeLegacyArticles()
		expect((await Article.findById('legacy-article-1').lean())?.slug).toBe(
			'legacy-article-1',
		)
		expect(await findArticleByAddress('legacy-article-1')).toMatchObject({
			reading: { article: { id: 'legacy-article-1' } },
		})
	})
})
