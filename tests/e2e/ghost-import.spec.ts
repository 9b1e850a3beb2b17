import { readFileSync } from 'node:fs'
import { signIn } from './admin-journey.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * Import from Ghost (issue 24): an editor uploads a Ghost export, sees the preview (counts, tags
 * and their categories), confirms, watches the progress bar on the status page (which reloads
 * itself, no script needed: the server pauses after each batch of 25 posts in the journeys, and
 * the export has 30), reads the report, and the old address answers 301 to the new
 * article. A file that is not an export is refused with the reason. JavaScript on and off; the
 * two projects share one site, so the second import of the file updates what the first made.
 * The old site's images cannot be fetched here (no outside network): the report lists them.
 */
/** Plain posts added to the export so that it takes two batches. */
const EXTRA_POSTS = 27

/**
 * The fixture's export cut to three posts (a published one, a draft tagged LinkedIn, an
 * email-only one), and EXTRA_POSTS plain ones.
 */
function smallExport(): Buffer {
	const full = JSON.parse(
		readFileSync(
			new URL('../fixtures/import/ghost-v6.json', import.meta.url),
			'utf8',
		),
	) as {
		db: Array<{
			data: { posts: Array<{ id: string; [key: string]: unknown }> }
		}>
	}
	const keep = new Set(
		['01', '03', '09'].map(n => `65f0a1b2c3d4e5f6000000${n}`),
	)
	const data = full.db[0]!.data
	data.posts = data.posts.filter(post => keep.has(post.id))
	const model = data.posts[0]!
	for (let n = 0; n < EXTRA_POSTS; n += 1)
		data.posts.push({
			...model,
			id: `88b0c1d2e3f4a5b6c7${String(n).padStart(6, '0')}`,
			uuid: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
			title: `Progress post ${n}`,
			slug: `progress-post-${n}`,
			lexical: null,
			mobiledoc: null,
			html: `<p>Post ${n} of the export, here so that the import takes two batches.</p>`,
			feature_image: null,
		})
	return Buffer.from(JSON.stringify(full))
}
const exportFile = smallExport()

async function upload(page: Page, buffer: Buffer) {
	await page.getByLabel('Export file').setInputFiles({
		name: 'ghost-export.json',
		mimeType: 'application/json',
		buffer,
	})
	await page
		.getByLabel('The old site’s address')
		.fill('https://old-blog.invalid')
	await page.getByRole('button', { name: 'Upload and preview' }).click()
}

test('upload a Ghost export, preview it, import it and follow an old address', async ({
	page,
}) => {
	// Two batches with a 3 s pause between them, on a loaded 2-core runner: the import alone has
	// taken over 30 s there, so the journey gets room beyond the default limit.
	test.setTimeout(150_000)
	await signIn(page, '/admin/import')
	await expect(
		page.getByRole('heading', { name: 'Import from Ghost', level: 1 }),
	).toBeVisible()
	await upload(page, exportFile)

	await expect(
		page.getByRole('heading', { name: 'Ghost import: preview', level: 1 }),
	).toBeVisible()
	const counts = page.getByRole('region', { name: 'What the file holds' })
	await expect(counts.getByText('Posts', { exact: true })).toBeVisible()
	await expect(page.getByText('Email-only: the Sunday letter')).toBeVisible()
	// Tags with a category of ours are mapped already; the editor maps another.
	await expect(
		page.getByLabel('Category for the tag Personal Branding'),
	).toHaveValue('personal-branding')
	await page
		.getByLabel('Category for the tag LinkedIn')
		.selectOption('audience-growth')
	await page.getByRole('button', { name: 'Confirm and import' }).click()

	// The confirmation answers at once: the status page shows the import going on.
	await expect(
		page.getByRole('heading', { name: 'Ghost import: in progress', level: 1 }),
	).toBeVisible()
	await expect(
		page.getByRole('progressbar', {
			name: /^Imported \d+ of 30 posts and pages$/,
		}),
	).toBeVisible()
	await expect(page.getByRole('link', { name: 'Refresh now' })).toBeVisible()

	// It reloads itself until the import is done, then shows the report.
	await expect(
		page.getByRole('heading', { name: 'Ghost import: done', level: 1 }),
	).toBeVisible({ timeout: 100_000 })
	await expect(page.getByRole('progressbar')).toHaveCount(0)
	const report = page.getByRole('region', { name: 'Report' })
	await expect(report.getByText('Imported', { exact: true })).toBeVisible()
	await expect(
		report.getByText(/Images that could not be copied/),
	).toBeVisible()

	// The old Ghost address answers 301 and the browser lands on the imported article.
	const old = await page.request.get('/your-personal-brand-is-a-sentence/', {
		maxRedirects: 0,
	})
	expect(old.status()).toBe(301)
	expect(old.headers().location).toBe(
		'/article/your-personal-brand-is-a-sentence',
	)
	await page.goto('/your-personal-brand-is-a-sentence/')
	await expect(
		page.getByRole('heading', {
			name: 'Your personal brand is a sentence',
			level: 1,
		}),
	).toBeVisible()
})

test('a file that is not a Ghost export is refused with the reason', async ({
	page,
}) => {
	await signIn(page, '/admin/import')
	await upload(page, Buffer.from('{"posts": []}'))
	await expect(page.getByText(/This file is not a Ghost export/)).toBeVisible()
	await expect(
		page.getByRole('heading', { name: 'Import from Ghost', level: 1 }),
	).toBeVisible()
})
