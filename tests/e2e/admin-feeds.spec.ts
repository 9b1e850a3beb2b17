import type { Locator, TestInfo } from '@playwright/test'
import { startFeedServer, type FeedServer } from '../helpers/feed-server.ts'
import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * The curated import, for real (issue 9): a feed the admin adds is read from a fixture server on
 * 127.0.0.1 (allowed by the test configuration only), its matching items become drafts with the
 * source linked, nothing is imported twice, and the page reports per feed. JS on and off.
 */

let feeds: FeedServer
test.beforeAll(async () => {
	feeds = await startFeedServer()
})
test.afterAll(async () => {
	await feeds.close()
})

async function signIn(page: Page, path: string) {
	await page.goto(path)
	await fillOwnerSignIn(page)
	await page.getByRole('button', { name: 'LOGIN' }).click()
	await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(
		0,
	)
}

/** Opens a feed's "Import from this feed only" disclosure (it may be open already after an import with JavaScript). */
async function openImportForm(feed: Locator) {
	await feed
		.locator('details')
		.filter({ hasText: 'Import from this feed only' })
		.evaluate((details: HTMLDetailsElement) => {
			details.open = true
		})
}

/** A made-up word of this run and project: the fixture items carry it in place of "zebra". */
function runWord(testInfo: TestInfo): string {
	return `okapi${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`
}

test.describe('curated import from feeds', () => {
	test('add a feed, import its matching items as drafts once, see the report per feed', async ({
		page,
	}, testInfo) => {
		const word = runWord(testInfo)
		const title = `Fixture ${word}`
		await signIn(page, '/admin/feeds')
		await expect(
			page.getByRole('heading', { name: 'Import feeds', level: 1 }),
		).toBeVisible()

		// Bad addresses are refused with a reason and add nothing.
		await page.getByLabel('Name').fill(title)
		await page
			.getByLabel('Feed address (RSS or Atom)')
			.fill('ftp://example.com/feed.xml')
		await page.getByRole('button', { name: 'Add feed' }).click()
		await expect(
			page.getByText('Enter an http or https address', { exact: true }),
		).toBeVisible()
		await expect(page.getByRole('listitem', { name: title })).toHaveCount(0)

		await page.getByLabel('Name').fill(title)
		await page
			.getByLabel('Feed address (RSS or Atom)')
			.fill(`${feeds.base}/rss/${word}.xml?keyword=${word}`)
		await page.getByRole('button', { name: 'Add feed' }).click()
		await expect(page.getByText('Feed added', { exact: true })).toBeVisible()
		const feed = page.getByRole('listitem', { name: title })
		await expect(feed).toContainText('Not imported from yet.')

		await openImportForm(feed)
		await feed.getByLabel('Keywords (comma-separated)').fill(word)
		await feed
			.getByLabel('Category of the drafts')
			.selectOption('trust-building')
		await feed.getByRole('button', { name: `Import from ${title}` }).click()
		await expect(
			page.getByText('Imported 3 articles', { exact: true }),
		).toBeVisible()
		const report = page
			.getByRole('listitem', { name: title })
			.getByRole('definition')
		await expect(report).toHaveText(['5', '3', '0', '2', '0'])

		// Again: every item is skipped as already imported.
		await openImportForm(page.getByRole('listitem', { name: title }))
		await page
			.getByRole('listitem', { name: title })
			.getByLabel('Keywords (comma-separated)')
			.fill(word)
		await page
			.getByRole('listitem', { name: title })
			.getByRole('button', { name: `Import from ${title}` })
			.click()
		await expect(
			page.getByText('Imported 0 articles', { exact: true }),
		).toBeVisible()
		await expect(
			page.getByRole('listitem', { name: title }).getByRole('definition'),
		).toHaveText(['5', '0', '3', '2', '0'])

		// The drafts wait with the source credited (one has the word in its headline, the table's
		// search; the others matched by text or category); none is public.
		const drafts = (await (
			await page.request.get('/api/articles?status=draft')
		).json()) as { id: string; headline: string; canonicalUrl?: string }[]
		const ours = drafts.filter(draft =>
			draft.canonicalUrl?.startsWith(`${feeds.base}/posts/${word}/`),
		)
		expect(ours).toHaveLength(3)
		await page.goto(`/admin?tab=articles&status=draft&q=${word}`)
		const rows = page
			.getByRole('table')
			.getByRole('row')
			.filter({ has: page.getByRole('checkbox') })
		await expect(rows).toHaveCount(1)
		await expect(rows.first()).toContainText('Draft')
		await expect(rows.first()).toContainText('Trust Building')
		for (const draft of ours) {
			expect(draft.canonicalUrl).toMatch(
				new RegExp(`^${feeds.base}/posts/${word}/`),
			)
			expect(
				(await page.request.get(`/api/articles/${draft.id}`)).status(),
			).toBe(404)
		}
		await rows
			.first()
			.getByRole('link', { name: /^Preview/ })
			.click()
		await expect(page.getByText(/Originally published by/)).toBeVisible()
		await expect(
			page.getByRole('link', { name: 'read the full piece at the source' }),
		).toHaveAttribute('href', new RegExp(`^${feeds.base}/posts/${word}/`))

		// Removing the feed keeps the drafts.
		await page.goto('/admin/feeds')
		await page
			.getByRole('listitem', { name: title })
			.getByText('Remove', { exact: true })
			.click()
		await page
			.getByRole('listitem', { name: title })
			.getByRole('button', { name: 'Yes, remove' })
			.click()
		await expect(page.getByText('Feed removed', { exact: true })).toBeVisible()
		await expect(page.getByRole('listitem', { name: title })).toHaveCount(0)
		expect(
			(await (
				await page.request.get(`/api/articles/${ours[0]!.id}?status=any`)
			).json()) as { status: string },
		).toMatchObject({ status: 'draft' })
	})

	test('a feed that cannot be read is reported as failed, and the rest still imports', async ({
		page,
	}, testInfo) => {
		const word = runWord(testInfo)
		const broken = `Broken ${word}`
		await signIn(page, '/admin/feeds')
		await page.getByLabel('Name').fill(broken)
		await page
			.getByLabel('Feed address (RSS or Atom)')
			.fill(`${feeds.base}/page.html?${word}`)
		await page.getByRole('button', { name: 'Add feed' }).click()
		await expect(page.getByText('Feed added', { exact: true })).toBeVisible()
		const item = page.getByRole('listitem', { name: broken })
		await openImportForm(item)
		await item.getByLabel('Keywords (comma-separated)').fill(word)
		await item.getByRole('button', { name: `Import from ${broken}` }).click()
		await expect(
			page.getByText('Imported 0 articles', { exact: true }),
		).toBeVisible()
		await expect(page.getByRole('listitem', { name: broken })).toContainText(
			'Failed:',
		)
		await page
			.getByRole('listitem', { name: broken })
			.getByText('Remove', { exact: true })
			.click()
		await page
			.getByRole('listitem', { name: broken })
			.getByRole('button', { name: 'Yes, remove' })
			.click()
		await expect(page.getByText('Feed removed', { exact: true })).toBeVisible()
	})

	test('the import API needs the admin session', async ({ request }) => {
		const response = await request.post('/api/articles/import-curated', {
			data: { keywords: ['branding'], category: 'personal-branding' },
		})
		expect(response.status()).toBe(401)
	})
})
