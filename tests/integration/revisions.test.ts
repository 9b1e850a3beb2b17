import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { refusal } from '../helpers/refusal.ts'
import {
	REVISIONS_KEPT,
	getRevision,
	listRevisions,
} from '#app/server/articles/revisions.server.ts'
import {
	createArticle,
	deleteArticle,
	insertArticleOnce,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { restoreArticleRevision } from '#app/server/articles/restore-revision.server.ts'
import {
	getArticle,
	getArticleForReading,
} from '#app/server/articles/reading.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { ArticleRevision } from '#app/server/models/index.ts'

setupTestDatabase('revisions')

const MINUTE = 60_000
const body = (words: string) => `${words} `.repeat(12).trim().padEnd(120, '.')
const input = (headline: string, extra: Record<string, unknown> = {}) => ({
	headline,
	summary: `Summary: ${headline}`,
	content: body(headline),
	author: 'Revision Tester',
	category: 'trust-building' as const,
	featured: false,
	breaking: false,
	imageCredit: undefined,
	youtubeUrl: undefined,
	...extra,
})

describe('revisions: every save keeps the text', () => {
	it('creating and each save keep a revision (headline, summary, body, who, when, version), listed newest first', async () => {
		const start = new Date('2026-03-01T10:00:00Z')
		const article = await createArticle(
			input('First words', { status: 'draft' }),
			start,
		)
		await updateArticle(
			article.id,
			{ ...input('Second words'), version: 0 },
			new Date(start.getTime() + MINUTE),
		)
		await updateArticle(
			article.id,
			{ ...input('Third words'), version: 1 },
			new Date(start.getTime() + 2 * MINUTE),
		)

		const revisions = await listRevisions(article.id)
		expect(revisions.map(revision => revision.headline)).toEqual([
			'Third words',
			'Second words',
			'First words',
		])
		expect(revisions.map(revision => revision.version)).toEqual([2, 1, 0])
		expect(revisions.map(revision => revision.savedAt)).toEqual([
			'2026-03-01T10:02:00.000Z',
			'2026-03-01T10:01:00.000Z',
			'2026-03-01T10:00:00.000Z',
		])
		expect(revisions.every(revision => revision.by === 'admin')).toBe(true)
		const second = await getRevision(article.id, revisions[1]!.id)
		expect(second).toMatchObject({
			headline: 'Second words',
			summary: 'Summary: Second words',
			content: body('Second words'),
		})
		// A revision is found only under its own article.
		expect(await getRevision('another-article', revisions[1]!.id)).toBeNull()
	})

	it('a refused save (made from an older version) keeps no revision', async () => {
		const article = await createArticle(input('Kept once', { status: 'draft' }))
		await updateArticle(article.id, { ...input('Saved'), version: 0 })
		expect(
			isDomainError(
				await refusal(
					updateArticle(article.id, { ...input('Stale tab'), version: 0 }),
				),
				'conflict',
			),
		).toBe(true)
		expect(
			(await listRevisions(article.id)).map(revision => revision.headline),
		).toEqual(['Saved', 'Kept once'])
	})

	it('the first save of an article from before revisions (seeded, imported, a guest post) keeps its original text first', async () => {
		await insertArticleOnce('seeded-piece', {
			...input('Seeded headline'),
			status: 'published',
			publishedAt: new Date('2026-01-05T08:00:00Z'),
		})
		expect(await listRevisions('seeded-piece')).toEqual([])
		await updateArticle('seeded-piece', {
			...input('Edited headline'),
			version: 0,
		})
		const revisions = await listRevisions('seeded-piece')
		expect(revisions.map(revision => [revision.headline, revision.by])).toEqual(
			[
				['Edited headline', 'admin'],
				['Seeded headline', 'original'],
			],
		)
		expect((await getRevision('seeded-piece', revisions[1]!.id))!.content).toBe(
			body('Seeded headline'),
		)
	})

	it(`keeps the newest ${REVISIONS_KEPT} per article: the save that passes the limit prunes the oldest, other articles' revisions stay`, async () => {
		const article = await createArticle(
			input('Limit 0', { status: 'draft' }),
			new Date('2026-04-01T00:00:00Z'),
		)
		const other = await createArticle(
			input('Other article', { status: 'draft' }),
		)
		// 59 earlier saves' revisions, as the save path would have kept them (one a minute).
		await ArticleRevision.insertMany(
			Array.from({ length: 59 }, (_, n) => {
				const savedAt = new Date(
					Date.parse('2026-04-01T00:00:00Z') + (n + 1) * MINUTE,
				)
				return {
					_id: `${savedAt.getTime().toString(36).padStart(9, '0')}.seed${n}`,
					articleId: article.id,
					headline: `Limit ${n + 1}`,
					summary: 's',
					content: 'c',
					by: 'admin',
					savedAt,
				}
			}),
		)
		await updateArticle(
			article.id,
			{ ...input('Limit 60'), version: 0 },
			new Date('2026-04-02T00:00:00Z'),
		)

		const revisions = await listRevisions(article.id)
		expect(revisions).toHaveLength(REVISIONS_KEPT)
		expect(
			await ArticleRevision.countDocuments({ articleId: article.id }),
		).toBe(REVISIONS_KEPT)
		expect(revisions[0]!.headline).toBe('Limit 60')
		expect(revisions.at(-1)!.headline).toBe('Limit 11')
		expect(await listRevisions(other.id)).toHaveLength(1)
	})

	it('deleting an article deletes its revisions', async () => {
		const article = await createArticle(
			input('Short-lived', { status: 'draft' }),
		)
		await updateArticle(article.id, {
			...input('Short-lived, edited'),
			version: 0,
		})
		expect(await deleteArticle(article.id)).toBe(true)
		expect(
			await ArticleRevision.countDocuments({ articleId: article.id }),
		).toBe(0)
	})
})

describe('restoring a revision', () => {
	it("saves the revision's text as the current version (a new revision), keeping status, date and address; the page shows it", async () => {
		const publishedAt = new Date('2026-02-10T09:00:00Z')
		const article = await createArticle(
			input('The original headline', {
				status: 'published',
				publishedAt,
				slug: 'restore-me',
			}),
		)
		await updateArticle(article.id, {
			...input('A worse headline'),
			slug: 'restore-me',
			version: 0,
		})
		const original = (await listRevisions(article.id)).find(
			revision => revision.headline === 'The original headline',
		)!

		const restored = await restoreArticleRevision(article.id, original.id, 1)
		expect(restored).toMatchObject({
			headline: 'The original headline',
			summary: 'Summary: The original headline',
			content: body('The original headline'),
			version: 2,
		})
		const current = (await getArticle(article.id))!
		expect(current).toMatchObject({
			status: 'published',
			publishedAt: publishedAt.toISOString(),
			slug: 'restore-me',
			author: 'Revision Tester',
		})
		expect((await getArticleForReading(article.id))!.html).toContain(
			'The original headline',
		)

		const revisions = await listRevisions(article.id)
		expect(revisions).toHaveLength(3)
		expect(revisions[0]).toMatchObject({
			headline: 'The original headline',
			restoredFrom: original.id,
			version: 2,
		})
	})

	it('a restore from a page older than the article is refused (conflict) and changes nothing', async () => {
		const article = await createArticle(input('Version A', { status: 'draft' }))
		await updateArticle(article.id, { ...input('Version B'), version: 0 })
		const revisionA = (await listRevisions(article.id)).at(-1)!
		// Another tab saved meanwhile: the restore page showed version 1, the article is at 2.
		await updateArticle(article.id, { ...input('Version C'), version: 1 })

		expect(
			isDomainError(
				await refusal(restoreArticleRevision(article.id, revisionA.id, 1)),
				'conflict',
			),
		).toBe(true)
		expect((await getArticle(article.id))!.headline).toBe('Version C')
		expect(await listRevisions(article.id)).toHaveLength(3)
	})

	it('an unknown revision, or one of another article, restores nothing', async () => {
		const article = await createArticle(input('Own text', { status: 'draft' }))
		const other = await createArticle(
			input('Foreign text', { status: 'draft' }),
		)
		const foreign = (await listRevisions(other.id))[0]!
		expect(await restoreArticleRevision(article.id, foreign.id, 0)).toBeNull()
		expect(
			await restoreArticleRevision(article.id, 'no-such-revision', 0),
		).toBeNull()
		expect((await getArticle(article.id))!.headline).toBe('Own text')
	})
})

describe('the Updated date (material update)', () => {
	it("is set to the save's time only when the editor marks a save of a published article as material", async () => {
		const article = await createArticle(
			input('Live piece', {
				status: 'published',
				publishedAt: new Date('2026-01-01T12:00:00Z'),
			}),
		)
		const plain = await updateArticle(article.id, {
			...input('Live piece, typo fixed'),
			version: 0,
		})
		expect(plain!.revisedAt).toBeUndefined()

		const material = new Date('2026-05-02T15:30:00Z')
		const updated = await updateArticle(
			article.id,
			{ ...input('Live piece, rewritten'), version: 1, materialUpdate: true },
			material,
		)
		expect(updated!.revisedAt).toBe(material.toISOString())
		expect((await getArticleForReading(article.id))!.article.revisedAt).toBe(
			material.toISOString(),
		)

		// A later save that is not material keeps the date shown.
		await updateArticle(
			article.id,
			{ ...input('Live piece, comma'), version: 2 },
			new Date('2026-05-03T00:00:00Z'),
		)
		expect((await getArticle(article.id))!.revisedAt).toBe(
			material.toISOString(),
		)

		// Moved to a publish date after it, the Updated date is outdated and no longer shown.
		await updateArticle(
			article.id,
			{
				...input('Live piece, comma'),
				publishedAt: new Date('2026-06-01T00:00:00Z'),
				version: 3,
			},
			new Date('2026-07-01T00:00:00Z'),
		)
		expect((await getArticle(article.id))!.revisedAt).toBeUndefined()
	})

	it('is not set for an article readers cannot see (a draft, a scheduled one) nor for a first publication', async () => {
		const draft = await createArticle(
			input('Still a draft', { status: 'draft' }),
		)
		expect(
			(await updateArticle(draft.id, {
				...input('Still a draft, edited'),
				version: 0,
				materialUpdate: true,
			}))!.revisedAt,
		).toBeUndefined()
		expect(
			(await updateArticle(draft.id, {
				...input('Now published'),
				status: 'published',
				version: 1,
				materialUpdate: true,
			}))!.revisedAt,
		).toBeUndefined()
		const scheduled = await createArticle(
			input('Later', {
				status: 'scheduled',
				publishedAt: new Date(Date.now() + 3_600_000),
			}),
		)
		expect(
			(await updateArticle(scheduled.id, {
				...input('Later, edited'),
				version: 0,
				materialUpdate: true,
			}))!.revisedAt,
		).toBeUndefined()
	})
})
