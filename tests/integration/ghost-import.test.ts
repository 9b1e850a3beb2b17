/**
 * Import from Ghost (issue 24) on the real database: the preview writes no article, the import
 * maps statuses, categories, tags, images and old addresses, a second import of the same file
 * updates and adds nothing (also when two run at once), and hostile files are refused with a clear
 * error and change nothing. The old site's images are served from 127.0.0.1 by this test, so it
 * allows private addresses (IMAGE_FETCH_ALLOW_PRIVATE, refused in production).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	expectImportedArticlesSafe,
	expectRefusedUpload,
	startOldSite,
} from '../helpers/old-site.ts'
import { createArticle } from '#app/server/articles/editing.server.ts'
import { ghostArticleId } from '#app/server/imports/ghost-plan.server.ts'
import type { CategoryChoice } from '#app/server/imports/import-plan.server.ts'
import {
	confirmImport,
	getImportRun,
	queueImport,
	startImport,
} from '#app/server/imports/import-run.server.ts'
import {
	Article,
	ArticleBody,
	ImageRecord,
	ImportRun,
	Redirect,
} from '#app/server/models/index.ts'
import { storedObjectPath } from '#app/lib/image-upload.ts'
import { ghostExport } from '../../bench/ghost-fixture.ts'
import { ArticleSchema } from '#app/schemas/article.ts'

process.env.IMAGE_FETCH_ALLOW_PRIVATE = 'true'

setupTestDatabase('ghost_import')

const fixture = (name: string) =>
	readFileSync(new URL(`../fixtures/import/${name}`, import.meta.url))

let oldSite: Awaited<ReturnType<typeof startOldSite>>
let siteUrl = ''
beforeAll(async () => {
	oldSite = await startOldSite(/gone|missing|also-missing/)
	siteUrl = oldSite.url
})
afterAll(() => oldSite.close())

const choice: CategoryChoice = {
	categoryMap: { linkedin: 'audience-growth' },
	defaultCategory: 'personal-branding',
}

describe('importing a Ghost 6 export', () => {
	let runId = ''
	it('previews without writing an article: counts by kind, tags with suggested categories, taken addresses', async () => {
		// An article of this site already has the address one Ghost post wants.
		await createArticle(
			ArticleSchema.parse({
				headline: 'Our own pricing piece',
				summary: 'Written here before the move.',
				content:
					'A body long enough for the schema, about pricing expertise and what it is worth to the people who pay for it.',
				author: 'Desk Editor',
				category: 'personal-branding',
				slug: 'pricing-your-expertise',
			}),
		)
		runId = await startImport({
			fileName: 'ghost-v6.json',
			bytes: fixture('ghost-v6.json'),
			siteUrl,
		})
		const run = await getImportRun(runId)
		expect(run.state).toBe('previewed')
		expect(run.preview.version).toBe('6.4.0')
		expect(run.preview.counts.posts).toBe(10)
		expect(run.preview.counts.pages).toBe(2)
		expect(run.preview.counts.scheduled).toBe(0)
		expect(run.preview.skipped).toContainEqual({
			title: 'Email-only: the Sunday letter',
			reason: 'email-only post',
		})
		expect(
			run.preview.tags.find(tag => tag.slug === 'personal-branding')?.suggested,
		).toBe('personal-branding')
		expect(run.preview.conflicts).toContainEqual(
			expect.objectContaining({
				slug: 'pricing-your-expertise',
				resolved: 'pricing-your-expertise-2',
			}),
		)
		// Nothing imported yet, and no image fetched.
		expect(await Article.countDocuments()).toBe(1)
		expect(oldSite.requested).toEqual([])
	})

	it('imports posts and pages with statuses, categories, tags, copied images and old addresses', async () => {
		const report = await confirmImport(runId, choice)
		const run = await getImportRun(runId)
		expect(run.state).toBe('imported')
		expect(report.updated).toBe(0)
		expect(report.imported).toBe(
			run.preview.counts.posts +
				run.preview.counts.pages -
				run.preview.counts.skipped,
		)
		const first = await Article.findById(
			ghostArticleId('65f0a1b2c3d4e5f600000001'),
		).lean()
		expect(first).toMatchObject({
			slug: 'your-personal-brand-is-a-sentence',
			status: 'published',
			category: 'personal-branding',
		})
		expect(first?.imageUrl).toMatch(/^\/public-objects\//)
		expect(first?.imageAlt).toBeTruthy()
		// Every copied image, the social card's included, is attached, so the sweep of unused
		// images (after a day) keeps it.
		const socialCards = (await Article.find().lean()).flatMap(article =>
			article.socialImage?.startsWith('/public-objects/')
				? [article.socialImage]
				: [],
		)
		expect(socialCards.length).toBeGreaterThan(0)
		for (const url of [first!.imageUrl!, ...socialCards])
			expect(
				(await ImageRecord.findById(storedObjectPath(url)).lean())?.attached,
				url,
			).toBe(true)
		const scheduled = await Article.findOne({
			slug: 'audience-interviews',
		}).lean()
		// Its date (1 September 2026) has passed: Ghost would have published it; it comes in as a draft to check.
		expect(scheduled?.status).toBe('draft')
		expect(
			report.notes.some(
				row =>
					row.title.startsWith('Scheduled:') && /has passed/.test(row.note),
			),
		).toBe(true)
		const draft = await Article.findOne({
			slug: 'linkedin-headline-formula',
		}).lean()
		expect(draft?.status).toBe('draft')
		expect(draft?.category).toBe('audience-growth')
		// The address conflict resolved as the preview said.
		expect(
			await Article.exists({ slug: 'pricing-your-expertise-2' }),
		).toBeTruthy()
		// A missing image is reported, and nothing points at the old site.
		expect(report.failedImages.map(row => row.url)).toContainEqual(
			expect.stringContaining('also-missing.jpg'),
		)
		for (const body of await ArticleBody.find().lean())
			expect(body.content).not.toMatch(/!\[[^\]]*\]\(\s*<?https?:/)
		// Old addresses answer with the new article.
		expect(
			(await Redirect.findById('/your-personal-brand-is-a-sentence').lean())
				?.to,
		).toBe('/article/your-personal-brand-is-a-sentence')
		expect(report.redirects.added).toBeGreaterThan(5)
	})

	it('renders imported bodies without anything executable', async () => {
		expect(await expectImportedArticlesSafe()).toBeGreaterThan(8)
	})

	it('updates on a second import of the same file and adds nothing, even two at once', async () => {
		const before = await Article.countDocuments()
		const again = await startImport({
			fileName: 'ghost-v6.json',
			bytes: fixture('ghost-v6.json'),
			siteUrl,
		})
		const preview = (await getImportRun(again)).preview
		expect(preview.updates).toBe(before - 1)
		expect(preview.conflicts).toEqual([])
		const reports = await Promise.all([
			confirmImport(again, choice),
			confirmImport(again, choice),
		])
		for (const report of reports) expect(report.imported).toBe(0)
		expect(await Article.countDocuments()).toBe(before)
	})
})

describe('an import that keeps meeting an unexpected error', () => {
	it('tries its checkpoint three times, then fails with the reason instead of being retried forever', async () => {
		const id = await startImport({
			fileName: 'ghost-v6.json',
			bytes: fixture('ghost-v6.json'),
			siteUrl,
		})
		expect(await queueImport(id, choice)).toBe(true)
		// A checkpoint written by a broken release: reading it throws a TypeError, not a refusal.
		await ImportRun.updateOne(
			{ _id: id },
			{ $set: { pending: { start: 0, fresh: 5, redirects: [] } } },
		)
		const articles = await Article.countDocuments()
		await expect(confirmImport(id, choice)).rejects.toThrow(
			/unexpected error after 0 posts, 3 times in a row \(.*not iterable.*\)/,
		)
		const run = await getImportRun(id)
		expect(run.state).toBe('failed')
		expect(run.error).toMatch(/to go on, upload the file again/)
		expect(run.stall).toEqual({ at: 0, tries: 3 })
		expect(await Article.countDocuments()).toBe(articles)
	})
})

describe('an import longer than one batch', () => {
	it('knows across batches what earlier batches wrote: a repeated address moves, a second import updates', async () => {
		// 30 posts are two batches of 25 and 5; the last wants the first one's address.
		const file = JSON.parse(ghostExport(30).toString()) as {
			db: [{ data: { posts: Array<{ id: string; slug: string }> } }]
		}
		const posts = file.db[0].data.posts
		const [first, last] = [posts[0]!, posts[29]!]
		last.slug = first.slug
		const bytes = Buffer.from(JSON.stringify(file))
		const articles = await Article.countDocuments()

		const id = await startImport({ fileName: 'long.json', bytes, siteUrl })
		const report = await confirmImport(id, choice)
		expect(report.imported).toBe(30)
		expect(await Article.countDocuments()).toBe(articles + 30)
		const slugOf = async (post: { id: string }) =>
			(await Article.findById(ghostArticleId(post.id), { slug: 1 }).lean())
				?.slug
		expect(await slugOf(first)).toBe(first.slug)
		expect(await slugOf(last)).toBe(`${first.slug}-2`)
		expect((await Redirect.findById(`/${first.slug}`).lean())?.to).toBe(
			`/article/${first.slug}`,
		)
		expect(report.notes.map(row => row.note)).toContain(
			`Old address /${first.slug}/ already leads to an earlier post of this export`,
		)

		const again = await startImport({ fileName: 'long.json', bytes, siteUrl })
		const second = await confirmImport(again, choice)
		expect([second.imported, second.updated]).toEqual([0, 30])
		expect(await Article.countDocuments()).toBe(articles + 30)
		expect(await slugOf(last)).toBe(`${first.slug}-2`)
	})
})

describe('refusing files that are not a Ghost export', () => {
	const cases: Array<[string, string, RegExp]> = [
		['not JSON', 'this is not json {', /not valid JSON/i],
		[
			'nested 100 000 levels',
			`${'['.repeat(100_000)}${']'.repeat(100_000)}`,
			/nested deeper than 32 levels/,
		],
		['JSON that is not an export', '{"posts": []}', /not a Ghost export/],
		[
			'an unknown version',
			'{"db":[{"meta":{"version":"banana"},"data":{"posts":[]}}]}',
			/Unsupported Ghost export version/,
		],
	]
	it.each(cases)(
		'refuses %s with a clear message and keeps nothing',
		async (_, text, message) => {
			await expectRefusedUpload(
				() =>
					startImport({
						fileName: 'x.json',
						bytes: new TextEncoder().encode(text),
						siteUrl,
					}),
				message,
			)
		},
	)

	it('refuses bytes that are not UTF-8', async () => {
		await expectRefusedUpload(
			() =>
				startImport({
					fileName: 'x.json',
					bytes: new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
					siteUrl,
				}),
			/not UTF-8/,
		)
	})
})
