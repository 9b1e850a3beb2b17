/**
 * Only the first publication dates an article (issue 18 item 7): taken off the site and published
 * again, by any path (bulk actions, the editor, the JSON API, the scheduler), it keeps its date,
 * so it does not jump to the top of the site, the feeds or the next digest as new.
 */
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { routeArgs } from '../helpers/route-args.ts'
import { action as apiArticleAction } from '#app/routes/api.articles.$id._index.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	publishArticle,
	unpublishArticle,
} from '#app/server/articles/publication.server.ts'
import { publishDueArticles } from '#app/server/articles/publishing-queue.server.ts'
import { renderRss } from '#app/server/articles/feeds.server.ts'
import { Article } from '#app/server/models/index.ts'

setupTestDatabase('first_publication')

const DAY = 86_400_000
const september = new Date('2026-09-14T08:00:00Z')

/** What an editor submits (the JSON API's fields). */
const input = {
	headline: 'What a September reader remembers',
	summary: 'An autumn piece.',
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

async function publishedAtOf(id: string) {
	const doc = await Article.findById(id).lean()
	return {
		publishedAt: doc!.publishedAt.toISOString(),
		firstPublishedAt: doc!.firstPublishedAt?.toISOString(),
	}
}

/** Published the moment it was saved, in September (no date chosen by an editor). */
async function septemberArticle(headline: string): Promise<string> {
	const created = await createArticle({ ...input, headline }, september)
	return created.id
}

describe('publishing again keeps the first publication date', () => {
	it('bulk: unpublish then publish', async () => {
		const id = await septemberArticle('Bulk path piece')
		await unpublishArticle(id)
		await publishArticle(id)
		expect(await publishedAtOf(id)).toEqual({
			publishedAt: september.toISOString(),
			firstPublishedAt: september.toISOString(),
		})
		// Not at the top of the feed as new: an article published today comes first.
		await createArticle({ ...input, headline: 'Published today' })
		const rss = await renderRss({
			siteUrl: 'http://localhost',
			siteName: 'Brandline',
			description: 'Test feed',
		})
		expect(rss.indexOf('Published today')).toBeLessThan(
			rss.indexOf('Bulk path piece'),
		)
	})

	it('editor: saved as a draft, then saved as published with the date field empty', async () => {
		const id = await septemberArticle('Editor path piece')
		const version = async () => (await Article.findById(id).lean())!.version
		await updateArticle(id, {
			...input,
			headline: 'Editor path piece',
			status: 'draft',
			version: await version(),
		})
		await updateArticle(id, {
			...input,
			headline: 'Editor path piece',
			status: 'published',
			version: await version(),
		})
		expect((await publishedAtOf(id)).publishedAt).toBe(september.toISOString())
	})

	it('JSON API: PUT with status draft, then published', async () => {
		const id = await septemberArticle('API path piece')
		for (const status of ['draft', 'published']) {
			const response = await apiArticleAction(
				routeArgs(
					new Request(`http://localhost/api/articles/${id}`, {
						method: 'PUT',
						headers: { 'Content-Type': 'application/json' },
						body: JSON.stringify({
							...input,
							headline: 'API path piece',
							status,
						}),
					}),
					{ id },
				),
			)
			expect(response.status).toBe(200)
		}
		expect((await publishedAtOf(id)).publishedAt).toBe(september.toISOString())
	})

	it('scheduler: the scheduled time is the first publication; unpublished and published again, it stays', async () => {
		const at = new Date(Date.now() + DAY)
		const scheduled = await createArticle({
			...input,
			headline: 'Scheduler path piece',
			status: 'scheduled',
			publishedAt: at,
		})
		expect((await publishedAtOf(scheduled.id)).firstPublishedAt).toBeUndefined()
		await publishDueArticles(new Date(at.getTime() + 60_000))
		expect(await publishedAtOf(scheduled.id)).toEqual({
			publishedAt: at.toISOString(),
			firstPublishedAt: at.toISOString(),
		})
		const later = new Date(at.getTime() + 7 * DAY)
		await unpublishArticle(scheduled.id, later)
		await publishArticle(scheduled.id, new Date(later.getTime() + DAY))
		expect((await publishedAtOf(scheduled.id)).publishedAt).toBe(
			at.toISOString(),
		)
	})

	it('a draft never published is dated when it is first published', async () => {
		const draft = await createArticle({
			...input,
			headline: 'Never published piece',
			status: 'draft',
		})
		const now = new Date(Date.now() + 60_000)
		await publishArticle(draft.id, now)
		expect(await publishedAtOf(draft.id)).toEqual({
			publishedAt: now.toISOString(),
			firstPublishedAt: now.toISOString(),
		})
	})
})
