/**
 * Import from WordPress (issue 24) on the real database, through the same upload → preview →
 * confirm service as Ghost: the format is told from the file, the preview writes no article, the
 * import maps statuses, categories, tags, featured images, Yoast fields, shortcodes and every old
 * address (permalink, `/?p=`, `/?page_id=`), a second import updates and adds nothing (also two at
 * once), and hostile XML is refused with a clear error and changes nothing. The old site's images
 * are served from 127.0.0.1 by this test (IMAGE_FETCH_ALLOW_PRIVATE, refused in production).
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	expectImportedArticlesSafe,
	expectRefusedUpload,
	startOldSite,
} from '../helpers/old-site.ts'
import { parseRedirectFrom } from '#app/lib/redirect-paths.ts'
import { IMPORT_MAX_BYTES } from '#app/schemas/import.ts'
import type { CategoryChoice } from '#app/server/imports/import-plan.server.ts'
import {
	confirmImport,
	getImportRun,
	startImport,
} from '#app/server/imports/import-run.server.ts'
import { wordpressArticleId } from '#app/server/imports/wordpress-plan.server.ts'
import type { WxrItem } from '#app/server/imports/wxr-parse.server.ts'
import { Article, ArticleBody, Redirect } from '#app/server/models/index.ts'

process.env.IMAGE_FETCH_ALLOW_PRIVATE = 'true'

setupTestDatabase('wordpress_import')

const OLD_SITE = 'https://old-brand-blog.example'
let oldSite: Awaited<ReturnType<typeof startOldSite>>
let siteUrl = ''
/** The fixture with the old site at this test's image server, and its scheduled post in 2030. */
let wxr = new Uint8Array()
beforeAll(async () => {
	oldSite = await startOldSite(/deleted/)
	siteUrl = oldSite.url
	const text = readFileSync(
		new URL('../fixtures/import/wordpress.wxr.xml', import.meta.url),
		'utf8',
	)
		.replaceAll(OLD_SITE, siteUrl)
		.replaceAll('2026-10-01', '2030-10-01')
	wxr = new TextEncoder().encode(text)
})
afterAll(() => oldSite.close())

const choice: CategoryChoice = {
	categoryMap: {
		'personal-branding': 'personal-branding',
		strategy: 'influence-strategies',
	},
	defaultCategory: 'audience-growth',
}
const idOf = (id: number) =>
	wordpressArticleId(siteUrl, { id } as unknown as WxrItem)
const redirectTo = async (from: string) => {
	const parsed = parseRedirectFrom(from)
	if (!parsed.ok) throw new Error(parsed.message)
	return (await Redirect.findById(parsed.key).lean())?.to
}

describe('importing a WordPress export (WXR)', () => {
	let runId = ''
	it('is told from the file and previewed without writing an article', async () => {
		runId = await startImport({
			fileName: 'wordpress.wxr.xml',
			bytes: wxr,
			siteUrl,
		})
		const run = await getImportRun(runId)
		expect(run.source).toBe('wordpress')
		expect(run.objectPath).toMatch(/^imports\/.+\.xml$/)
		expect(run.preview.version).toBe('1.2')
		expect(run.preview.counts.pages).toBe(1)
		expect(run.preview.counts.scheduled).toBe(1)
		// Attachments and menu items are the old site's machinery: neither counted nor "left out".
		expect(run.preview.skipped).toEqual([
			{ title: 'Trashed', reason: 'status "trash"' },
		])
		const tags = Object.fromEntries(
			run.preview.tags.map(tag => [tag.slug, tag]),
		)
		expect(tags['personal-branding']?.suggested).toBe('personal-branding')
		expect(tags.strategy?.posts).toBe(3)
		// Two posts of the export share an address: the second gets the next one.
		expect(run.preview.conflicts).toContainEqual({
			title: 'Duplicate slug B',
			slug: 'same-slug',
			resolved: 'same-slug-2',
		})
		expect(await Article.countDocuments()).toBe(0)
		expect(oldSite.requested).toEqual([])
	})

	it('imports posts and pages with statuses, categories, tags, images, Yoast fields and shortcodes', async () => {
		const report = await confirmImport(runId, choice)
		const run = await getImportRun(runId)
		expect(run.state).toBe('imported')
		expect(report.imported).toBe(
			run.preview.counts.posts +
				run.preview.counts.pages -
				run.preview.counts.skipped,
		)
		const gaps = await Article.findById(idOf(1001)).lean()
		expect(gaps).toMatchObject({
			slug: 'the-gaps-between-your-posts',
			status: 'published',
			category: 'personal-branding',
			author: 'Rina Okafor',
			canonicalUrl: 'https://syndicated.example/gaps',
			metaDescription:
				'Replies, introductions and the stories people tell about you: where a personal brand really lives.',
		})
		expect(gaps?.metaTitle).toMatch(/^The gaps between your posts – /)
		expect(gaps?.publishedAt?.toISOString()).toBe('2023-05-14T09:30:00.000Z')
		expect(gaps?.tags).toEqual(
			expect.arrayContaining(['reputation', 'speaking']),
		)
		// The featured image (the attachment _thumbnail_id names) is copied, alt text and all.
		expect(gaps?.imageUrl).toMatch(/^\/public-objects\//)
		expect(gaps?.imageAlt).toBeTruthy()
		const body = await ArticleBody.findById(idOf(1001)).lean()
		expect(body?.content).toContain(
			'Page-builder wrappers are removed but this text stays.',
		)
		expect(body?.content).not.toMatch(/contact-form-7|vc_row|\[embed\]/)
		expect(body?.content).toContain('[not_a_shortcode]')
		expect(report.shortcodes?.removed).toBeGreaterThanOrEqual(2)
		expect(report.shortcodes?.converted).toBeGreaterThanOrEqual(3)
		expect(
			report.notes.some(
				row =>
					row.title === 'The gaps between your posts' &&
					/^Shortcodes .*removed: .*\[contact-form-7\] ×1/.test(row.note),
			),
		).toBe(true)
		// Statuses: future stays scheduled; private, pending and password-protected come in as drafts.
		const statusOf = async (id: number) =>
			(await Article.findById(idOf(id)).lean())?.status
		expect(await statusOf(1003)).toBe('scheduled')
		for (const id of [1004, 1005, 1006, 1007])
			expect(await statusOf(id)).toBe('draft')
		// A post in no mapped category goes in the default one; a mapped one in its mapping.
		expect((await Article.findById(idOf(1002)).lean())?.category).toBe(
			'audience-growth',
		)
		expect((await Article.findById(idOf(1009)).lean())?.category).toBe(
			'influence-strategies',
		)
		// A missing image is reported, and no body loads anything from the old site.
		expect(report.failedImages.map(row => row.url)).toContainEqual(
			expect.stringContaining('deleted.jpg'),
		)
		for (const stored of await ArticleBody.find().lean())
			expect(stored.content).not.toMatch(/!\[[^\]]*\]\(\s*<?https?:/)
	})

	it('redirects every old address: permalinks, /?p=, /?page_id= and percent-encoded slugs', async () => {
		expect(await redirectTo('/2023/05/14/the-gaps-between-your-posts/')).toBe(
			'/article/the-gaps-between-your-posts',
		)
		expect(await redirectTo('/?p=1001')).toBe(
			'/article/the-gaps-between-your-posts',
		)
		expect(await redirectTo('/2024/04/02/same-slug/')).toBe(
			'/article/same-slug-2',
		)
		const page = await Article.findById(idOf(1008)).lean()
		expect(await redirectTo('/?page_id=1008')).toBe(`/article/${page?.slug}`)
		const unicode = await Article.findById(idOf(1011)).lean()
		expect(unicode?.headline).toBe('品牌的第一句话')
		expect(
			await redirectTo(
				'/2024/05/01/%E5%93%81%E7%89%8C%E7%9A%84%E7%AC%AC%E4%B8%80%E5%8F%A5%E8%AF%9D/',
			),
		).toBe(`/article/${unicode?.slug}`)
		// /about/ is a page of this site: not taken over, and said in the report.
		const run = await getImportRun(runId)
		expect(run.report?.redirects.refused).toBeGreaterThanOrEqual(1)
		expect(
			run.report?.notes.some(row =>
				/Old address \/about\/ not redirected/.test(row.note),
			),
		).toBe(true)
	})

	it('renders imported bodies and fields without anything executable', async () => {
		expect(await expectImportedArticlesSafe()).toBeGreaterThan(10)
		const xss = await Article.findById(idOf(1015)).lean()
		expect(xss?.headline).not.toMatch(/<\w/)
	})

	it('updates on a second import of the same file and adds nothing, even two at once', async () => {
		const before = await Article.countDocuments()
		const redirectsBefore = await Redirect.countDocuments()
		const again = await startImport({
			fileName: 'wordpress.wxr.xml',
			bytes: wxr,
			siteUrl,
		})
		const preview = (await getImportRun(again)).preview
		expect(preview.updates).toBe(before)
		expect(preview.conflicts).toEqual([])
		const reports = await Promise.all([
			confirmImport(again, choice),
			confirmImport(again, choice),
		])
		for (const report of reports) expect(report.imported).toBe(0)
		expect(await Article.countDocuments()).toBe(before)
		expect(await Redirect.countDocuments()).toBe(redirectsBefore)
	})
})

describe('refusing hostile or broken XML', () => {
	const head =
		'<rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"><channel><wp:wxr_version>1.2</wp:wxr_version>'
	const laughs = Array.from(
		{ length: 9 },
		(_, i) =>
			`<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
	).join('')
	const cases: Array<[string, () => string, RegExp]> = [
		[
			'billion laughs',
			() =>
				`<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol">${laughs}]>${head}<title>&lol9;</title></channel></rss>`,
			/declares a DOCTYPE/,
		],
		[
			'an external entity',
			() =>
				`<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${head}<title>&xxe;</title></channel></rss>`,
			/declares a DOCTYPE/,
		],
		[
			'an undeclared entity',
			() => `${head}<item><title>&xxe;</title></item></channel></rss>`,
			/XML is broken/,
		],
		[
			'nesting 10 000 levels deep',
			() => `${head}${'<item>'.repeat(10_000)}</channel></rss>`,
			/nesting/i,
		],
		[
			'a file larger than the upload limit',
			() =>
				`${head}<item><content:encoded>${'a'.repeat(IMPORT_MAX_BYTES + 1)}</content:encoded></item></channel></rss>`,
			/larger than/,
		],
		['broken XML', () => `${head}<item><title>x</item>`, /XML is broken/],
		[
			'XML that is not a WordPress export',
			() => '<rss version="2.0"><channel><title>A feed</title></channel></rss>',
			/not a WordPress export/,
		],
	]
	it.each(cases)(
		'refuses %s with a clear message and keeps nothing',
		async (_, text, message) => {
			await expectRefusedUpload(
				() =>
					startImport({
						fileName: 'x.xml',
						bytes: new TextEncoder().encode(text()),
						siteUrl,
					}),
				message,
			)
		},
	)
})
