/**
 * Issue 24 item 5, decision 077: the articles as a Ghost JSON export. The file is checked against
 * the layout Ghost 5 writes and reads (the tables, the ids that join them, the columns' limits),
 * then fed to our own Ghost importer after the articles are deleted: titles, addresses, states,
 * dates, sections, tags, SEO fields and the text of the bodies come back. The site's public
 * address (PUBLIC_URL) is a listener on 127.0.0.1 that serves the stored images, as the site
 * would: the file points at them there, and the import copies them back like any Ghost image.
 */
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startOldSite } from '../helpers/old-site.ts'
import {
	createArticle,
	deleteArticle,
} from '#app/server/articles/editing.server.ts'
import {
	GHOST_EXCERPT_MAX,
	ghostExportStream,
	ghostId,
} from '#app/server/exports/ghost-json.server.ts'
import type { CategoryChoice } from '#app/server/imports/import-plan.server.ts'
import {
	confirmImport,
	getImportRun,
	startImport,
} from '#app/server/imports/import-run.server.ts'
import {
	Article,
	ArticleBody,
	type ArticleFields,
} from '#app/server/models/index.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import { htmlToText } from '#app/server/search/text.server.ts'
import { ArticleSchema } from '#app/schemas/article.ts'

process.env.IMAGE_FETCH_ALLOW_PRIVATE = 'true'

/** The site's public address: its stored images, as /public-objects/… serves them. */
const imagesAsked: string[] = []
const publicSite = http.createServer((request, response) => {
	const url = request.url ?? ''
	imagesAsked.push(url)
	const objectPath = url.replace(/^\/public-objects\//, '')
	getObjectStore()
		.get(objectPath)
		.then(object => {
			if (!object) return response.writeHead(404).end()
			response
				.writeHead(200, { 'Content-Type': object.contentType })
				.end(object.body)
		})
		.catch(() => response.writeHead(500).end())
})
publicSite.listen(0, '127.0.0.1')
await once(publicSite, 'listening')
process.env.PUBLIC_URL = `http://127.0.0.1:${(publicSite.address() as AddressInfo).port}`
afterAll(() => publicSite.close())

setupTestDatabase('ghost_export')

let oldSite: Awaited<ReturnType<typeof startOldSite>>
beforeAll(async () => {
	oldSite = await startOldSite(/nothing-is-missing/)
})
afterAll(() => oldSite.close())

const BODY = [
	'Your headline is the one sentence a stranger reads before deciding whether you are worth a click.',
	'',
	'## Three things it must do',
	'',
	'- Say **who** you help',
	'- Say *what* changes for them',
	'- Sound like a person',
	'',
	'Read [our guide to pricing](/article/pricing-your-expertise) before you rewrite it.',
].join('\n')

const LONG_SUMMARY = `${'A summary that runs past what Ghost keeps as an excerpt, '.repeat(8)}and ends here.`

async function seed() {
	const future = new Date(Date.now() + 7 * 24 * 3600_000)
	future.setUTCSeconds(0, 0)
	const base = {
		author: 'Maya Okafor',
		content: BODY,
	}
	await createArticle(
		ArticleSchema.parse({
			...base,
			headline: 'Your LinkedIn headline is a promise',
			summary:
				'What the one line under your name must say, and what it must not.',
			category: 'personal-branding',
			slug: 'linkedin-headline-promise',
			tags: 'LinkedIn, Headlines',
			imageUrl: `${oldSite.url}/content/images/cover.jpg`,
			imageAlt: 'A notebook with a headline crossed out twice',
			imageCaption: 'Drafts of a headline, most of them wrong.',
			metaTitle: 'LinkedIn headline: a promise',
			metaDescription: 'How to write the line under your name.',
			canonicalUrl: 'https://original.example/linkedin-headline',
		}),
	)
	await createArticle(
		ArticleSchema.parse({
			...base,
			headline: 'Audience interviews, before the launch',
			summary: 'Ten conversations that saved a product.',
			category: 'audience-growth',
			slug: 'audience-interviews-before-launch',
			tags: 'Research',
			status: 'scheduled',
			publishedAt: future.toISOString(),
		}),
	)
	await createArticle(
		ArticleSchema.parse({
			...base,
			author: 'Desk Editor',
			headline: 'A draft about newsletters',
			summary: LONG_SUMMARY,
			category: 'audience-growth',
			slug: 'draft-about-newsletters',
			status: 'draft',
		}),
	)
}

async function exportedText(): Promise<string> {
	return new Response(ghostExportStream(logger)).text()
}

interface GhostFile {
	db: {
		meta: { exported_on: number; version: string }
		data: Record<string, Record<string, unknown>[]>
	}[]
}

describe('the Ghost JSON export', () => {
	let originals: (ArticleFields & { text: string })[] = []
	let file = ''

	it('is laid out as Ghost 5 writes its exports, every table joined by ids that exist', async () => {
		await seed()
		originals = await Promise.all(
			(await Article.find().sort({ _id: 1 }).lean<ArticleFields[]>()).map(
				async article => ({
					...article,
					text: htmlToText(
						(await ArticleBody.findById(article._id).lean())!.html,
					),
				}),
			),
		)
		file = await exportedText()
		const parsed = JSON.parse(file) as GhostFile
		expect(parsed.db).toHaveLength(1)
		const { meta, data } = parsed.db[0]!
		expect(meta.version).toMatch(/^5\.\d+\.\d+$/)
		expect(Math.abs(meta.exported_on - Date.now())).toBeLessThan(3600_000)
		for (const table of [
			'posts',
			'posts_meta',
			'tags',
			'posts_tags',
			'users',
			'roles',
			'roles_users',
			'posts_authors',
		])
			expect(Array.isArray(data[table]), table).toBe(true)

		const posts = data.posts!
		expect(posts).toHaveLength(3)
		const ids = (table: string) => new Set(data[table]!.map(row => row.id))
		const postIds = ids('posts')
		for (const post of posts) {
			expect(post.id).toMatch(/^[0-9a-f]{24}$/)
			expect(post.uuid).toMatch(/^[0-9a-f-]{36}$/)
			expect(post.type).toBe('post')
			expect(['published', 'draft', 'scheduled']).toContain(post.status)
			expect(String(post.custom_excerpt).length).toBeLessThanOrEqual(
				GHOST_EXCERPT_MAX,
			)
			expect(post.html).not.toMatch(/<script/i)
		}
		const published = posts.find(
			post => post.slug === 'linkedin-headline-promise',
		)!
		expect(published).toMatchObject({
			title: 'Your LinkedIn headline is a promise',
			status: 'published',
			canonical_url: 'https://original.example/linkedin-headline',
		})
		// Our addresses are made absolute: another site cannot resolve /article/… or /public-objects/….
		const origin = getEnv().PUBLIC_URL.replace(/\/+$/, '')
		expect(published.feature_image).toBe(
			origin + originals.find(a => a.slug === published.slug)!.imageUrl,
		)
		expect(published.html).toContain(
			`href="${origin}/article/pricing-your-expertise"`,
		)
		expect(published.html).toContain('<strong>who</strong>')
		const draft = posts.find(post => post.slug === 'draft-about-newsletters')!
		expect(draft.published_at).toBeNull()
		expect(String(draft.custom_excerpt)).toMatch(/…$/)

		// Image alt and caption, meta title and description: in posts_meta, as Ghost 5 keeps them.
		expect(
			data.posts_meta!.find(row => row.post_id === published.id),
		).toMatchObject({
			feature_image_alt: 'A notebook with a headline crossed out twice',
			feature_image_caption: 'Drafts of a headline, most of them wrong.',
			meta_title: 'LinkedIn headline: a promise',
			meta_description: 'How to write the line under your name.',
		})
		// Every join names rows the file has; the section is the primary tag (sort order 0).
		const tagIds = ids('tags')
		for (const row of data.posts_tags!) {
			expect(postIds.has(row.post_id)).toBe(true)
			expect(tagIds.has(row.tag_id)).toBe(true)
		}
		const primary = data.posts_tags!.find(
			row => row.post_id === published.id && row.sort_order === 0,
		)
		expect(primary?.tag_id).toBe(ghostId('tag', 'personal-branding'))
		const userIds = ids('users')
		expect(data.posts_authors!.map(row => row.post_id).sort()).toEqual(
			[...postIds].sort(),
		)
		for (const row of data.posts_authors!)
			expect(userIds.has(row.author_id)).toBe(true)
		// Ghost requires an e-mail address for every user.
		for (const user of data.users!)
			expect(user.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/)
		expect(data.roles_users).toHaveLength(data.users!.length)
	})

	it('comes back through our Ghost importer: titles, addresses, states, dates, sections, tags and bodies', async () => {
		for (const article of originals) await deleteArticle(article._id)
		expect(await Article.countDocuments()).toBe(0)

		const runId = await startImport({
			fileName: 'brandline-ghost.json',
			bytes: new TextEncoder().encode(file),
			siteUrl: oldSite.url,
		})
		const run = await getImportRun(runId)
		expect(run.preview.version).toMatch(/^5\./)
		expect(run.preview.counts.posts).toBe(3)
		expect(run.preview.conflicts).toEqual([])
		const report = await confirmImport(runId, {
			categoryMap: run.categoryMap ?? {},
			defaultCategory: run.defaultCategory as CategoryChoice['defaultCategory'],
		})
		expect(report.imported).toBe(3)
		expect(report.failedImages).toEqual([])

		for (const original of originals) {
			const back = await Article.findOne({ slug: original.slug }).lean()
			expect(back, original.slug).toBeTruthy()
			expect(back).toMatchObject({
				headline: original.headline,
				status: original.status,
				category: original.category,
				author: original.author,
			})
			if (original.status !== 'draft')
				expect(back!.publishedAt.toISOString()).toBe(
					original.publishedAt.toISOString(),
				)
			// Every tag comes back; the section comes back as a tag as well (Ghost has only tags).
			expect(back!.tagNames).toEqual(
				expect.arrayContaining(original.tagNames ?? []),
			)
			const body = await ArticleBody.findById(back!._id).lean()
			expect(htmlToText(body!.html)).toBe(original.text)
			if (original.summary.length <= GHOST_EXCERPT_MAX)
				expect(back!.summary).toBe(original.summary)
		}
		const promise = await Article.findOne({
			slug: 'linkedin-headline-promise',
		}).lean()
		expect(promise).toMatchObject({
			imageAlt: 'A notebook with a headline crossed out twice',
			imageCaption: 'Drafts of a headline, most of them wrong.',
			metaTitle: 'LinkedIn headline: a promise',
			metaDescription: 'How to write the line under your name.',
			canonicalUrl: 'https://original.example/linkedin-headline',
		})
		// The main image was copied into storage from where the export pointed: the site's address.
		const before = originals.find(a => a.slug === 'linkedin-headline-promise')!
		expect(promise!.imageUrl).toMatch(/^\/public-objects\//)
		expect(imagesAsked).toContain(before.imageUrl)
	})
})
