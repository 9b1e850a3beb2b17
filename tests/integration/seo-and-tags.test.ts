import { describe, expect, it } from 'vitest'
import { routeArgs } from '../helpers/route-args.ts'
import { setupTestDatabase } from '../helpers/database.ts'
import { decodeCursor } from '#app/lib/cursor.ts'
import { loader as tagLoader } from '#app/routes/tag.$tag.tsx'
import { ArticleSchema, type ArticleInput } from '#app/schemas/article.ts'
import { GuestPostSubmissionSchema } from '#app/schemas/guest-post.ts'
import {
	createArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import { restoreArticleRevision } from '#app/server/articles/restore-revision.server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import { listArticlePage } from '#app/server/articles/lists.server.ts'
import { publishDueArticles } from '#app/server/articles/publishing-queue.server.ts'
import { listRevisions } from '#app/server/articles/revisions.server.ts'
import { action as apiArticle } from '#app/routes/api.articles.$id._index.ts'
import {
	renderSitemap,
	renderSitemapIndex,
} from '#app/server/articles/feeds.server.ts'
import {
	approveGuestPost,
	submitGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import { Article } from '#app/server/models/index.ts'
import {
	collectDependencies,
	onPagesInvalidated,
} from '#app/server/coordination/page-cache.server.ts'

setupTestDatabase('seo_and_tags')

const BODY =
	'A body long enough to be an article, about search and social cards. '.repeat(
		3,
	)
const SITE = 'https://brandline.test'

function input(
	headline: string,
	extra: Record<string, unknown> = {},
): ArticleInput {
	return ArticleSchema.parse({
		headline,
		summary: 'Summary',
		content: BODY,
		author: 'Tag Tester',
		category: 'audience-growth',
		status: 'published',
		...extra,
	})
}

async function tagPage(tag: string, query = '') {
	try {
		return await tagLoader(
			routeArgs(new Request(`${SITE}/tag/${tag}${query}`), { tag }),
		)
	} catch (thrown) {
		return {
			status:
				(thrown as { init?: { status?: number } }).init?.status ??
				(thrown as Response).status,
		}
	}
}

describe('SEO, social and image fields', () => {
	it('are stored with the article, and an edit that leaves them out clears them', async () => {
		const fields = {
			metaTitle: 'Search title',
			metaDescription: 'Search description',
			socialImage: 'https://cdn.example.com/card.png',
			canonicalUrl: 'https://original.example.com/piece',
			noindex: true,
			imageAlt: 'Two people at a desk',
			imageCaption: 'The studio, before the launch',
			tags: 'Personal Branding, LinkedIn',
		}
		const created = await createArticle(input('Fields are stored', fields))
		const stored = await getArticle(created.id)
		expect(stored).toMatchObject({
			...fields,
			tags: ['personal-branding', 'linkedin'],
			tagNames: ['Personal Branding', 'LinkedIn'],
		})

		await updateArticle(
			created.id,
			input('Fields are stored', { version: stored!.version }),
		)
		const cleared = await Article.findById(created.id).lean()
		for (const name of [
			'metaTitle',
			'metaDescription',
			'socialImage',
			'canonicalUrl',
			'noindex',
			'imageAlt',
			'imageCaption',
			'tags',
			'tagNames',
		]) {
			expect(cleared, name).not.toHaveProperty(name)
		}
	})

	it('the schema refuses what the limits forbid (the form and the API alike)', () => {
		const refused = ArticleSchema.safeParse({
			...input('Too long'),
			metaTitle: 't'.repeat(71),
			tags: ['x'.repeat(41)],
			canonicalUrl: 'ftp://example.com/x',
		})
		expect(refused.success).toBe(false)
		const paths = refused.error!.issues.map(issue => issue.path.join('.'))
		expect(paths).toEqual(
			expect.arrayContaining(['metaTitle', 'tags', 'canonicalUrl']),
		)
	})

	it('a noindex article is left out of the sitemap; unticking puts it back', async () => {
		const hidden = await createArticle(
			input('Hidden from search', { noindex: true }),
		)
		const visible = await createArticle(input('Found by search'))
		const sitemap = async () =>
			(await renderSitemapIndex(SITE)) +
			(await renderSitemap(SITE, 'articles-1'))
		expect(await sitemap()).toContain(`/article/${visible.slug}`)
		expect(await sitemap()).not.toContain(`/article/${hidden.slug}`)
		await updateArticle(hidden.id, input('Hidden from search'))
		expect(await sitemap()).toContain(`/article/${hidden.slug}`)
	})

	it("an approved guest post's image description becomes the article's alt text", async () => {
		const post = await submitGuestPost(
			GuestPostSubmissionSchema.parse({
				authorName: 'Alt Contributor',
				email: 'alt@example.com',
				category: 'trust-building',
				headline: 'A described image',
				content:
					"A guest post long enough to pass the form's minimum of five hundred characters. ".repeat(
						8,
					),
				// One of ours (an upload's address): kept as it is on approval.
				imageUrl: '/public-objects/uploads/2026/11/lecture-hall.webp',
				imageAlt: 'A crowded lecture hall',
				agreeTerms: true,
			}),
		)
		const { articleId } = await approveGuestPost(post.id)
		expect((await getArticle(articleId))?.imageAlt).toBe(
			'A crowded lecture hall',
		)
	})
})

describe('tag pages', () => {
	it('list only published articles with the tag, newest first; a tag without any is not found', async () => {
		const now = Date.now()
		const older = await createArticle(
			input('Older tagged', {
				tags: 'Storytelling',
				publishedAt: new Date(now - 3_600_000),
			}),
		)
		const newer = await createArticle(
			input('Newer tagged', { tags: 'storytelling, Voice' }),
		)
		await createArticle(
			input('Draft tagged', { tags: 'Storytelling', status: 'draft' }),
		)
		await createArticle(
			input('Scheduled tagged', {
				tags: 'Storytelling',
				status: 'scheduled',
				publishedAt: new Date(now + 3_600_000),
			}),
		)
		await createArticle(input('Untagged'))
		await createArticle(
			input('Only a draft', { tags: 'Secret plans', status: 'draft' }),
		)

		const page = await tagPage('storytelling')
		expect(page).toMatchObject({ name: 'storytelling' })
		expect(
			'articles' in page && page.articles.map(article => article.id),
		).toEqual([newer.id, older.id])
		expect(await tagPage('secret-plans')).toEqual({ status: 404 })
		expect(await tagPage('nobody-uses-this')).toEqual({ status: 404 })
		expect(await tagPage('Not_A_Slug')).toEqual({ status: 404 })
	})

	it('page by cursor like a category, every article once', async () => {
		const base = Date.UTC(2025, 5, 1)
		await Article.insertMany(
			Array.from({ length: 30 }, (_, n) => ({
				_id: `paged-${String(n).padStart(2, '0')}`,
				slug: `paged-${n}`,
				headline: `Paged ${n}`,
				summary: 'Summary',
				author: 'Desk',
				category: 'audience-growth',
				status: 'published',
				// Pairs share an instant: ties are ordered by id.
				publishedAt: new Date(base + Math.floor(n / 2) * 60_000),
				tags: ['paging', 'other'],
				tagNames: ['Paging', 'Other'],
			})),
		)
		const first = await tagPage('paging')
		if (!('articles' in first)) throw new Error('no first page')
		expect(first.name).toBe('Paging')
		expect(first.articles).toHaveLength(24)
		expect(first.newer).toBeNull()
		const second = await tagPage('paging', `?before=${first.older}`)
		if (!('articles' in second)) throw new Error('no second page')
		expect(second.articles).toHaveLength(6)
		expect(second.older).toBeNull()
		const ids = [...first.articles, ...second.articles].map(
			article => article.id,
		)
		expect(new Set(ids).size).toBe(30)
		expect(ids[0]).toBe('paged-29')
		expect(ids.at(-1)).toBe('paged-00')
		const back = await listArticlePage({
			tag: 'paging',
			after: decodeCursor(second.newer),
			limit: 24,
		})
		expect(back.articles.map(article => article.id)).toEqual(ids.slice(0, 24))
		// A cursor that is not one leads back to the first page.
		expect(await tagPage('paging', '?before=nonsense')).toMatchObject({
			status: 302,
		})
	})

	it('a cached tag page depends on the tag; tagging, untagging and retagging an article tell it', async () => {
		const { tags } = await collectDependencies(() =>
			listArticlePage({ tag: 'cache-me' }),
		)
		expect(tags).toContain('articles:tag:cache-me')

		const told: string[][] = []
		const stop = onPagesInvalidated(changed => void told.push([...changed]))
		try {
			const article = await createArticle(
				input('Tagged for the cache', { tags: 'Cache me' }),
			)
			expect(told.flat()).toContain('articles:tag:cache-me')
			told.length = 0
			await updateArticle(
				article.id,
				input('Tagged for the cache', { tags: 'Moved on' }),
			)
			expect(told.flat()).toEqual(
				expect.arrayContaining([
					'articles:tag:cache-me',
					'articles:tag:moved-on',
				]),
			)
		} finally {
			stop()
		}
	})
})

describe('tags and added fields through the other write paths', () => {
	it("restoring a revision keeps the tags' names (the view's slugs must not become names)", async () => {
		const article = await createArticle(
			input('Tagged and restored', { tags: 'Personal Branding, LinkedIn' }),
		)
		const versionOf = async () => (await getArticle(article.id))!.version ?? 0
		await updateArticle(article.id, {
			...input('Tagged, then edited', { tags: 'Personal Branding, LinkedIn' }),
			version: await versionOf(),
		})
		const original = (await listRevisions(article.id)).find(
			revision => revision.headline === 'Tagged and restored',
		)!
		await restoreArticleRevision(article.id, original.id, await versionOf())
		expect(await getArticle(article.id)).toMatchObject({
			headline: 'Tagged and restored',
			tags: ['personal-branding', 'linkedin'],
			tagNames: ['Personal Branding', 'LinkedIn'],
		})
	})

	it('a scheduled article going live by itself tells its tag pages', async () => {
		const at = new Date(Date.now() + 3_600_000)
		const article = await createArticle(
			input('Scheduled with a tag', {
				tags: 'Going live',
				status: 'scheduled',
				publishedAt: at.toISOString().slice(0, 19),
			}),
		)
		expect(article.status).toBe('scheduled')
		const told: string[][] = []
		const stop = onPagesInvalidated(changed => void told.push([...changed]))
		try {
			expect(
				(await publishDueArticles(new Date(at.getTime() + 1000))).published,
			).toBeGreaterThanOrEqual(1)
		} finally {
			stop()
		}
		expect(told.flat()).toContain('articles:tag:going-live')
	})

	it("a JSON API PUT shaped like the SPEC's keeps the fields it does not name; sent empty, they are cleared", async () => {
		const article = await createArticle(
			input('Syndicated', {
				tags: 'Sources',
				canonicalUrl: 'https://original.example/piece',
				metaTitle: 'A meta title',
			}),
		)
		const put = (body: Record<string, unknown>) =>
			apiArticle(
				routeArgs(
					new Request(`${SITE}/api/articles/${article.id}`, {
						method: 'PUT',
						headers: { 'content-type': 'application/json' },
						body: JSON.stringify(body),
					}),
					{ id: article.id },
				),
			)
		const spec = {
			headline: 'Syndicated, retitled',
			summary: 'Summary',
			content: BODY,
			author: 'Tag Tester',
			category: 'audience-growth',
		}
		expect((await put(spec)).status).toBe(200)
		expect(await getArticle(article.id)).toMatchObject({
			headline: 'Syndicated, retitled',
			canonicalUrl: 'https://original.example/piece',
			metaTitle: 'A meta title',
			tagNames: ['Sources'],
		})
		expect((await put({ ...spec, metaTitle: '', tags: [] })).status).toBe(200)
		const cleared = await getArticle(article.id)
		expect(cleared).toMatchObject({
			canonicalUrl: 'https://original.example/piece',
		})
		expect(cleared?.metaTitle).toBeUndefined()
		expect(cleared?.tags).toBeUndefined()
	})
})
