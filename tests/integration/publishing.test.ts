import mongoose from 'mongoose'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { archiveMonths } from '#app/server/articles/archive.server.ts'
import {
	cursorParam,
	listArticlePage,
	listArticlesByAuthor,
	listArticlesForAdmin,
	listArticlesInCategory,
	listBreakingArticles,
	listFeaturedArticles,
	listLatestArticles,
	listMostReadArticles,
} from '#app/server/articles/lists.server.ts'
import { listRelatedArticles } from '#app/server/articles/related.server.ts'
import {
	createArticle,
	insertArticleOnce,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	getArticle,
	getArticleForReading,
	getArticleSummary,
	getPublicArticle,
} from '#app/server/articles/reading.server.ts'
import {
	publicationClaimId,
	publishDueArticles,
	publishQueuedArticles,
	PUBLISH_SCHEDULED_ARTICLES,
	queueScheduledArticles,
	upgradeLegacyArticles,
} from '#app/server/articles/publishing-queue.server.ts'
import {
	publishArticle,
	unpublishArticle,
} from '#app/server/articles/publication.server.ts'
import {
	searchArticlePage,
	searchArticles,
} from '#app/server/articles/search.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { previewDigest } from '#app/server/newsletter/digest-admin.server.ts'
import {
	renderRss,
	renderSitemap,
	renderSitemapIndex,
} from '#app/server/articles/feeds.server.ts'
import { monthOf } from '#app/lib/cursor.ts'
import { Article, Claim, PublishQueue } from '#app/server/models/index.ts'
import { buildSearchIndex } from '../helpers/search-index.ts'
import {
	getShareStats,
	recordShare,
} from '#app/server/insights/shares.server.ts'

setupTestDatabase('publishing')

const HOUR = 3_600_000
const now = Date.now()

/** Every article here shares words, author, category and flags, so only status tells them apart. */
function article(id: string, fields: Record<string, unknown>) {
	return {
		_id: id,
		headline: `Zebra strategy ${id}`,
		summary: `Summary of ${id}`,
		content: `Body of ${id}`,
		author: 'Visibility Tester',
		category: 'trust-building' as const,
		featured: true,
		breaking: true,
		...fields,
	}
}

const HIDDEN = ['draft-1', 'scheduled-1', 'future-dated-1', 'scheduled-far-1']

beforeAll(async () => {
	await Article.insertMany([
		article('live-1', {
			status: 'published',
			publishedAt: new Date(now - 2 * HOUR),
			views: 5,
		}),
		article('live-2', {
			status: 'published',
			publishedAt: new Date(now - 3 * HOUR),
			views: 4,
		}),
		article('draft-1', {
			status: 'draft',
			publishedAt: new Date(now - 1 * HOUR),
			views: 1_000_000,
		}),
		article('scheduled-1', {
			status: 'scheduled',
			publishedAt: new Date(now + 1 * HOUR),
			views: 1_000_000,
		}),
		// Not a state the service writes; the time alone must keep it hidden.
		article('future-dated-1', {
			status: 'published',
			publishedAt: new Date(now + 1 * HOUR),
			views: 1_000_000,
		}),
		// Two months ahead: the archive must not offer its month.
		article('scheduled-far-1', {
			status: 'scheduled',
			publishedAt: new Date(now + 60 * 24 * HOUR),
			views: 1_000_000,
		}),
	])
})

beforeAll(buildSearchIndex)

describe('only published articles whose time has come are public', () => {
	it('no list, search, feed or lookup shows a draft or a scheduled article', async () => {
		const shown = [
			...(await listLatestArticles(100)),
			...(await listFeaturedArticles(100)),
			...(await listBreakingArticles(100)),
			...(await listArticlesInCategory('trust-building', 100)),
			...(await listMostReadArticles(100)),
			...(await listArticlesByAuthor('Visibility Tester', 100)),
			...(await listRelatedArticles(
				{ id: 'live-1', category: 'trust-building' },
				100,
			)),
			...(await searchArticles('zebra strategy')).results,
		].map(item => item.id)
		expect(shown).toContain('live-2')
		for (const id of HIDDEN) expect(shown).not.toContain(id)

		// Cursor pages (home "all", category, month of the archive, older and newer pages), ranked search.
		const first = await listArticlePage({ limit: 1 })
		expect(first.articles.map(item => item.id)).toEqual(['live-1'])
		const older = await listArticlePage({
			before: cursorParam(first.older),
			limit: 10,
		})
		const newer = await listArticlePage({
			after: cursorParam(older.newer),
			limit: 10,
		})
		const paged = [
			...first.articles,
			...older.articles,
			...newer.articles,
			...(await listArticlePage({ category: 'trust-building', limit: 100 }))
				.articles,
			...(await listArticlePage({ month: monthOf(new Date(now)), limit: 100 }))
				.articles,
			...(
				await listArticlePage({
					month: monthOf(new Date(now + 60 * 24 * HOUR)),
					limit: 100,
				})
			).articles,
			...(await searchArticlePage('zebra strategy')).results,
		].map(item => item.id)
		expect(paged).toContain('live-2')
		for (const id of HIDDEN) expect(paged).not.toContain(id)
		const archive = await archiveMonths()
		expect(archive[0]?.month).toBe(monthOf(new Date(now - 2 * HOUR)))
		const archived = archive.flatMap(entry =>
			entry.headlines.map(item => item.id),
		)
		for (const id of HIDDEN) expect(archived).not.toContain(id)

		// The article page, the share links and the newsletter digest's "what is new".
		for (const id of HIDDEN) {
			expect(await getArticleForReading(id)).toBeNull()
			expect(await getArticleSummary(id)).toBeNull()
		}
		expect(await getArticleForReading('draft-1', 'any')).not.toBeNull()
		const digest = await previewDigest(new Date(now + 2 * HOUR))
		expect(digest.html).toContain('Zebra strategy live-1')
		for (const id of HIDDEN.filter(
			hidden => hidden !== 'future-dated-1' && hidden !== 'scheduled-1',
		))
			expect(digest.html).not.toContain(`Zebra strategy ${id}`)

		for (const id of HIDDEN) {
			expect(await getPublicArticle(id)).toBeNull()
			expect(await getShareStats(id)).toBeNull()
			expect(
				await recordShare({
					articleId: id,
					platform: 'linkedin',
					category: 'trust-building',
				}),
			).toBe(false)
		}
		expect((await Article.findById('draft-1').lean())!.shares ?? 0).toBe(0)

		const site = {
			siteUrl: 'https://brandline.test',
			siteName: 'Brandline',
			description: 'd',
		}
		const feeds = [
			await renderRss(site),
			await renderRss({
				...site,
				category: { slug: 'trust-building', title: 'Trust Building' },
			}),
			await renderSitemap(site.siteUrl, 'articles-1'),
			await renderSitemapIndex(site.siteUrl),
		].join('\n')
		expect(await renderSitemap(site.siteUrl, 'articles-2')).toBeNull()
		expect(feeds).toContain('live-1')
		for (const id of HIDDEN) expect(feeds).not.toContain(id)
	})

	it("the admin's list shows every status", async () => {
		const all = (await listArticlesForAdmin()).map(item => item.id)
		for (const id of ['live-1', ...HIDDEN]) expect(all).toContain(id)
		expect(
			(await listArticlesForAdmin({ status: 'draft' })).map(item => item.id),
		).toEqual(['draft-1'])
	})
})

/** What an editor submits (the JSON API's fields). */
const input = {
	headline: 'A draft about owning one idea',
	summary: 'Not ready yet.',
	content:
		'A reputation is built in small, repeated proofs, written down and shared with the people who need them. '.repeat(
			2,
		),
	author: 'Claire Ashby',
	category: 'personal-branding' as const,
	featured: false,
	breaking: false,
	imageCredit: undefined,
	youtubeUrl: undefined,
}

describe('writing with a status', () => {
	it('a draft stays off the site until it is published, and unpublishing takes it off again', async () => {
		const draft = await createArticle({ ...input, status: 'draft' })
		expect(draft.status).toBe('draft')
		expect(await getPublicArticle(draft.id)).toBeNull()

		const live = await publishArticle(draft.id)
		expect(live).toMatchObject({ status: 'published' })
		expect(await getPublicArticle(draft.id)).not.toBeNull()

		expect(await unpublishArticle(draft.id)).toMatchObject({
			status: 'draft',
			publishedAt: live!.publishedAt,
		})
		expect(await getPublicArticle(draft.id)).toBeNull()
		expect(await publishArticle('missing')).toBeNull()
	})

	it('publishing what is live or unpublishing a draft changes nothing: no new version, an open editor can still save', async () => {
		const live = await createArticle({ ...input, status: 'published' })
		const versionOf = async (id: string) => (await getArticle(id))?.version ?? 0
		const opened = await versionOf(live.id)
		expect(await publishArticle(live.id)).toMatchObject({
			status: 'published',
			publishedAt: live.publishedAt,
		})
		expect(await versionOf(live.id)).toBe(opened)
		const draft = await createArticle({ ...input, status: 'draft' })
		const draftVersion = await versionOf(draft.id)
		expect(await unpublishArticle(draft.id)).toMatchObject({ status: 'draft' })
		expect(await versionOf(draft.id)).toBe(draftVersion)
		// The editor opened before the no-op publish saves without a conflict.
		expect(
			await updateArticle(live.id, {
				...input,
				headline: 'Saved from the open tab',
				version: opened,
			}),
		).toMatchObject({ headline: 'Saved from the open tab' })
		// A real change still makes a new version.
		await unpublishArticle(live.id)
		expect(await versionOf(live.id)).toBeGreaterThan(opened + 1)
	})

	it('without a status, a new article is published now and an edit keeps its status', async () => {
		const created = await createArticle(input)
		expect(created.status).toBe('published')
		const draft = await createArticle({ ...input, status: 'draft' })
		expect(
			(await updateArticle(draft.id, { ...input, headline: 'Still a draft' }))!
				.status,
		).toBe('draft')
	})

	it('a future date schedules; a schedule in the past is refused and changes nothing', async () => {
		const at = new Date(Date.now() + 2 * HOUR)
		const scheduled = await createArticle({
			...input,
			status: 'published',
			publishedAt: at,
		})
		expect(scheduled).toMatchObject({
			status: 'scheduled',
			publishedAt: at.toISOString(),
		})
		expect(await getPublicArticle(scheduled.id)).toBeNull()

		const error = await updateArticle(scheduled.id, {
			...input,
			headline: 'Changed',
			status: 'scheduled',
			publishedAt: new Date(Date.now() - HOUR),
		}).catch((caught: unknown) => caught)
		expect(isDomainError(error, 'invalid')).toBe(true)
		expect((await Article.findById(scheduled.id).lean())!.headline).toBe(
			input.headline,
		)
	})

	it('back-dating publishes with the chosen date', async () => {
		const at = new Date('2025-03-01T09:00:00Z')
		const created = await createArticle({
			...input,
			status: 'published',
			publishedAt: at,
		})
		expect(created).toMatchObject({
			status: 'published',
			publishedAt: at.toISOString(),
		})
		expect(await getPublicArticle(created.id)).not.toBeNull()
	})
})

describe('scheduled publishing', () => {
	it('puts a due article live exactly once, however many workers race for it', async () => {
		const dueAt = new Date(Date.now() - 1000)
		await Article.create(
			article('race-1', {
				status: 'scheduled',
				publishedAt: dueAt,
				featured: false,
				breaking: false,
			}),
		)
		await Article.create(
			article('race-2', {
				status: 'scheduled',
				publishedAt: dueAt,
				featured: false,
				breaking: false,
			}),
		)
		await Article.create(
			article('not-yet', {
				status: 'scheduled',
				publishedAt: new Date(Date.now() + HOUR),
				featured: false,
				breaking: false,
			}),
		)

		// Before its time (a run a moment earlier), nothing happens.
		expect(
			(await publishDueArticles(new Date(dueAt.getTime() - 100))).published,
		).toBe(0)
		expect((await Article.findById('race-1').lean())!.status).toBe('scheduled')
		expect(await getPublicArticle('race-1')).toBeNull()

		// Twelve workers (as on twelve instances) all run at once after the time has come.
		const at = new Date()
		const reports = await Promise.all(
			Array.from({ length: 12 }, () => publishDueArticles(at)),
		)
		expect(reports.reduce((sum, report) => sum + report.published, 0)).toBe(2)
		for (const id of ['race-1', 'race-2']) {
			expect(await getPublicArticle(id)).not.toBeNull()
			expect(
				await Claim.countDocuments({ _id: publicationClaimId(id, dueAt) }),
			).toBe(1)
		}
		expect((await Article.findById('not-yet').lean())!.status).toBe('scheduled')

		// Later runs find nothing left to do.
		expect(
			await publishDueArticles(new Date(at.getTime() + 1000)),
		).toMatchObject({ published: 0 })
	})

	it('a run completes a publication whose winner stopped between its claim and its update', async () => {
		const dueAt = new Date(Date.now() - 1000)
		await Article.create(
			article('half-done', {
				status: 'scheduled',
				publishedAt: dueAt,
				featured: false,
				breaking: false,
			}),
		)
		await Claim.create({
			_id: publicationClaimId('half-done', dueAt),
			outcome: 'publish',
			claimedAt: new Date(),
		})
		const report = await publishDueArticles()
		expect(report.published).toBe(0)
		expect((await Article.findById('half-done').lean())!.status).toBe(
			'published',
		)
	})
})

describe('the publishing queue (the frequent job reads it, not the archive)', () => {
	const queued = async (id: string) =>
		(await PublishQueue.findById(id).lean())?.at.toISOString() ?? null
	// Articles scheduled by the tests above are queued too: each test here starts from an empty queue.
	beforeEach(() => PublishQueue.deleteMany({}))

	it('every save that schedules queues the article; the job publishes it at its time, once across 12 workers, and empties the queue', async () => {
		const at = new Date(Date.now() + 2 * HOUR)
		const created = await createArticle({
			...input,
			headline: 'Queued for later',
			status: 'scheduled',
			publishedAt: at,
		})
		expect(await queued(created.id)).toBe(at.toISOString())

		expect(await publishQueuedArticles(new Date(at.getTime() - 1000))).toEqual({
			due: 0,
			published: 0,
		})
		expect(await getPublicArticle(created.id)).toBeNull()

		const reports = await Promise.all(
			Array.from({ length: 12 }, () =>
				publishQueuedArticles(new Date(at.getTime() + 1000)),
			),
		)
		expect(reports.reduce((sum, report) => sum + report.published, 0)).toBe(1)
		expect((await Article.findById(created.id).lean())!.status).toBe(
			'published',
		)
		expect(
			await Claim.countDocuments({ _id: publicationClaimId(created.id, at) }),
		).toBe(1)
		expect(await queued(created.id)).toBeNull()
	})

	it('a new time moves the queued entry; a schedule taken back is dropped by the job without publishing', async () => {
		const first = new Date(Date.now() + 2 * HOUR)
		const later = new Date(Date.now() + 5 * HOUR)
		const moved = await createArticle({
			...input,
			headline: 'Moved to later',
			status: 'scheduled',
			publishedAt: first,
		})
		const saved = await getArticle(moved.id)
		await updateArticle(moved.id, {
			...input,
			headline: 'Moved to later',
			status: 'scheduled',
			publishedAt: later,
			version: saved!.version ?? 0,
		})
		expect(await queued(moved.id)).toBe(later.toISOString())

		const withdrawn = await createArticle({
			...input,
			headline: 'Taken back',
			status: 'scheduled',
			publishedAt: first,
		})
		await unpublishArticle(withdrawn.id)
		expect(
			(await publishQueuedArticles(new Date(first.getTime() + 1000))).published,
		).toBe(0)
		expect((await Article.findById(withdrawn.id).lean())!.status).toBe('draft')
		expect(await queued(withdrawn.id)).toBeNull()

		// The moved one goes live at its new time.
		expect((await Article.findById(moved.id).lean())!.status).toBe('scheduled')
		expect(
			(await publishQueuedArticles(new Date(later.getTime() + 1000))).published,
		).toBe(1)
		expect((await Article.findById(moved.id).lean())!.status).toBe('published')
	})

	it("an entry older than its article's time (a save racing the job) is moved to that time, not dropped", async () => {
		const first = new Date(Date.now() + 2 * HOUR)
		const later = new Date(Date.now() + 5 * HOUR)
		const raced = await createArticle({
			...input,
			headline: 'Raced',
			status: 'scheduled',
			publishedAt: first,
		})
		// As if a save moved the article on after the job had read the entry: the entry still says `first`.
		await Article.updateOne({ _id: raced.id }, { $set: { publishedAt: later } })
		expect(
			(await publishQueuedArticles(new Date(first.getTime() + 1000))).published,
		).toBe(0)
		expect(await queued(raced.id)).toBe(later.toISOString())
		expect(
			(await publishQueuedArticles(new Date(later.getTime() + 1000))).published,
		).toBe(1)
		expect(await queued(raced.id)).toBeNull()
	})

	it('every way of scheduling queues: create, save, publish with a future date, and the inserts of import and approval', async () => {
		const at = new Date(Date.now() + 3 * HOUR)
		const saved = await createArticle({
			...input,
			headline: 'Saved as a draft first',
			status: 'draft',
		})
		await updateArticle(saved.id, {
			...input,
			headline: 'Saved as a draft first',
			status: 'scheduled',
			publishedAt: at,
		})
		const published = await createArticle({
			...input,
			headline: 'Dated, then published',
			status: 'draft',
			publishedAt: at,
		})
		expect((await publishArticle(published.id))!.status).toBe('scheduled')
		// Inserted: the answer is the address it was given (null when the id was taken).
		const slug = await insertArticleOnce('inserted-scheduled', {
			...input,
			content: 'Inserted body.',
			status: 'scheduled',
			publishedAt: at,
		})
		expect(slug).toBe((await getArticle('inserted-scheduled'))!.slug)
		for (const id of [saved.id, published.id, 'inserted-scheduled'])
			expect(await queued(id)).toBe(at.toISOString())
		// Drafts and published articles are not queued.
		expect(await PublishQueue.countDocuments({})).toBe(3)
	})

	it('the job reads only the queue; articles scheduled before it existed are queued at start', async () => {
		const dueAt = new Date(Date.now() - 1000)
		// Written as an older version wrote it: scheduled, due, and in no queue.
		await Article.create(
			article('before-the-queue', {
				status: 'scheduled',
				publishedAt: dueAt,
				featured: false,
				breaking: false,
			}),
		)
		await PUBLISH_SCHEDULED_ARTICLES.run()
		expect((await Article.findById('before-the-queue').lean())!.status).toBe(
			'scheduled',
		)

		expect(await queueScheduledArticles()).toBeGreaterThanOrEqual(1)
		await PUBLISH_SCHEDULED_ARTICLES.run()
		expect((await Article.findById('before-the-queue').lean())!.status).toBe(
			'published',
		)
	})

	it('a go-live moves the version on: an editor tab opened before it cannot put the article back to scheduled', async () => {
		const at = new Date(Date.now() + 2 * HOUR)
		const created = await createArticle({
			...input,
			headline: 'Live while open',
			status: 'scheduled',
			publishedAt: at,
		})
		const opened = (await getArticle(created.id))!.version ?? 0
		expect(
			(await publishQueuedArticles(new Date(at.getTime() + 1000))).published,
		).toBe(1)
		expect((await getArticle(created.id))!.version).toBe(opened + 1)
		const stale = await updateArticle(created.id, {
			...input,
			headline: 'Live while open',
			status: 'scheduled',
			publishedAt: at,
			version: opened,
		}).catch((caught: unknown) => caught)
		expect(isDomainError(stale, 'conflict')).toBe(true)
		expect((await Article.findById(created.id).lean())!.status).toBe(
			'published',
		)
	})
})

describe('records from before the workflow', () => {
	it('are published, at start and by the publishing job alike', async () => {
		// As an older version wrote them: no status field at all.
		const raw = mongoose.connection.collection<
			Record<string, unknown> & { _id: string }
		>('articles')
		const legacy = (id: string) => {
			const { status: _none, ...fields } = {
				...article(id, { publishedAt: new Date(now - HOUR) }),
				status: undefined,
			}
			return fields
		}
		await raw.insertMany([legacy('legacy-1'), legacy('legacy-2')])
		expect(await getPublicArticle('legacy-1')).toBeNull()

		expect(await upgradeLegacyArticles()).toMatchObject({
			statuses: 2,
			skipped: false,
		})
		// Done once per database: later starts skip the passes over the articles.
		expect(await upgradeLegacyArticles()).toEqual({
			statuses: 0,
			slugs: 0,
			skipped: true,
		})
		// Their address stays what it was: /article/{id}.
		expect(await getPublicArticle('legacy-1')).toMatchObject({
			slug: 'legacy-1',
		})

		// One written afterwards (an old instance during a rolling deploy): the sweep publishes it.
		await raw.insertOne(legacy('legacy-3'))
		await publishDueArticles()
		expect(await getPublicArticle('legacy-3')).not.toBeNull()
	})
})
