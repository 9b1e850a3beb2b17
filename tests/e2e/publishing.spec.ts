import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page } from './fixtures.ts'

/** The publishing workflow as an editor lives it (issue 9), with JavaScript and without. */

async function signIn(page: Page, path: string) {
	await page.goto(path)
	await fillOwnerSignIn(page)
	await page.getByRole('button', { name: 'LOGIN' }).click()
	await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(
		0,
	)
}

const BODY =
	'## What changed\n\nEvery week I wrote down one thing I shipped and who it helped. ' +
	'Small proofs, repeated, became a reputation. '.repeat(3)

/** Fills the new-article form; returns nothing, the caller picks status and date. */
async function writeArticle(page: Page, headline: string) {
	await signIn(page, '/admin/article/new')
	await page.getByLabel('Headline').fill(headline)
	await page.getByLabel('Author').fill('Priya Raman')
	await page.getByLabel('Category').selectOption('audience-growth')
	await page.getByLabel('Summary').fill('A summary for the card.')
	await page.getByLabel('Content').fill(BODY)
}

/** A `datetime-local` value (UTC, as the editor reads it) `ms` from now. */
function utcInput(ms: number): string {
	return new Date(Date.now() + ms).toISOString().slice(0, 19)
}

test.describe('publishing', () => {
	// Whole editorial journeys on a shared machine: more than the default 30 s.
	test.slow()

	test('a draft is previewed exactly as readers will see it, by the admin only', async ({
		page,
		browser,
	}, testInfo) => {
		const headline = `Preview draft ${testInfo.project.name} ${Date.now()}`
		await writeArticle(page, headline)
		await expect(page.getByLabel('Status')).toHaveValue('draft')
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText('Article created!', { exact: true }),
		).toBeVisible()

		await page
			.getByRole('row')
			.filter({ hasText: headline })
			.getByRole('link', { name: 'Edit', exact: true })
			.click()
		// On the editor (the table has Preview links of its own).
		await expect(
			page.getByRole('heading', { name: 'Edit Article' }),
		).toBeVisible()
		await page.getByRole('link', { name: /Preview/ }).click()
		await expect(page).toHaveURL(/\/admin\/article\/[^/]+\/preview$/)
		const banner = page.getByRole('note', { name: 'Preview' })
		await expect(banner).toContainText('Draft')
		await expect(banner).toContainText('readers cannot see it yet')
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
		await expect(page.locator('.article-body h2')).toHaveText('What changed')
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
			'content',
			/noindex/,
		)
		const previewUrl = page.url()

		// Readers find nothing, and the preview needs the session.
		const reader = await browser.newContext({
			javaScriptEnabled: testInfo.project.name !== 'no-js',
		})
		const readerPage = await reader.newPage()
		const slug = headline.toLowerCase().replace(/[^a-z0-9]+/g, '-')
		expect((await readerPage.goto(`/article/${slug}`))?.status()).toBe(404)
		await readerPage.goto(previewUrl)
		await expect(
			readerPage.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
		await expect(readerPage.getByText(headline)).toHaveCount(0)
		await reader.close()

		await page.getByRole('link', { name: 'Back to the editor' }).click()
		await expect(page.getByLabel('Headline')).toHaveValue(headline)
	})

	test('an article scheduled a few seconds ahead appears on the site by itself', async ({
		page,
		browser,
	}, testInfo) => {
		const headline = `Scheduled ${testInfo.project.name} ${Date.now()}`
		await writeArticle(page, headline)
		await page.getByLabel('Status').selectOption('scheduled')
		await page.getByLabel('Publish date (UTC)').fill(utcInput(8_000))
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText('Article created!', { exact: true }),
		).toBeVisible()

		// Not yet on the site. A reader (no session) gets the page from the response cache, which the
		// job that puts the article live must invalidate.
		const reader = await browser.newPage()
		await reader.goto('/category/audience-growth')
		await expect(reader.getByRole('link', { name: headline })).toHaveCount(0)
		// Nobody publishes it: the server's periodic job does, at its time.
		await expect(async () => {
			await reader.goto('/category/audience-growth')
			await expect(reader.getByRole('link', { name: headline })).toBeVisible({
				timeout: 1_000,
			})
		}).toPass({ timeout: 40_000, intervals: [1_000] })
		await reader.getByRole('link', { name: headline }).click()
		await expect(reader.getByRole('heading', { level: 1 })).toHaveText(headline)
		await reader.close()
	})

	test("a published article's address changes; the old address leads to the new one", async ({
		page,
		browser,
	}, testInfo) => {
		const stamp = `${testInfo.project.name}-${Date.now()}`
		const headline = `Renamed ${stamp}`
		await writeArticle(page, headline)
		await page.getByLabel('Status').selectOption('published')
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText('Article created!', { exact: true }),
		).toBeVisible()

		const oldPath = `/article/renamed-${stamp}`
		await page.goto(oldPath)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
		// A reader without a session is served from the response cache: the page is kept there.
		const reader = await browser.newContext()
		await expect
			.poll(
				async () => (await reader.request.get(oldPath)).headers()['x-cache'],
				{ timeout: 10_000 },
			)
			.toBe('HIT')

		await page.goto('/admin?tab=articles')
		await page
			.getByRole('row')
			.filter({ hasText: headline })
			.getByRole('link', { name: 'Edit', exact: true })
			.click()
		await expect(page.getByLabel('Address', { exact: true })).toHaveValue(
			`renamed-${stamp}`,
		)
		await page
			.getByLabel('Address', { exact: true })
			.fill(`Better-Address-${stamp}`)
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()

		// The cached page is gone: the reader's next request for the old address is redirected.
		const response = await reader.request.get(oldPath, { maxRedirects: 0 })
		expect(response.status()).toBe(301)
		expect(response.headers().location).toBe(`/article/better-address-${stamp}`)
		await reader.close()
		await page.goto(oldPath)
		await expect(page).toHaveURL(
			new RegExp(`/article/better-address-${stamp}$`),
		)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
	})

	test('an address another article has is refused on the field, and the form keeps its values', async ({
		page,
	}, testInfo) => {
		const headline = `Squatter ${testInfo.project.name} ${Date.now()}`
		await writeArticle(page, headline)
		await page
			.getByLabel('Address', { exact: true })
			.fill('reach-method-five-part-system-for-leaders')
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText(/belongs to another article/).first(),
		).toBeVisible()
		await expect(page.getByLabel('Headline')).toHaveValue(headline)
		await expect(page.getByLabel('Content')).toHaveValue(BODY)
	})
})
