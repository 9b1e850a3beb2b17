import { expect, test } from './fixtures.ts'
import { signIn, ARTICLE_BODY as BODY } from './admin-journey.ts'

test.describe('article editor', () => {
	test('the editor needs the admin session', async ({ page }) => {
		await page.goto('/admin/article/new')
		await expect(page).toHaveURL(
			/\/admin\?redirectTo=%2Fadmin%2Farticle%2Fnew$/,
		)
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
	})

	test('create, then edit an article; it appears on the site', async ({
		page,
	}, testInfo) => {
		const headline = `Editor test ${testInfo.project.name} ${Date.now()}`
		await signIn(page, '/admin/article/new')
		await expect(
			page.getByRole('heading', { name: 'Create New Article' }),
		).toBeVisible()
		await page.getByLabel('Headline').fill(headline)
		await page.getByLabel('Author').fill('Priya Raman')
		await page.getByLabel('Category').selectOption('trust-building')
		await page.getByLabel('Summary').fill('A short summary for the card.')
		await page.getByLabel('Content').fill(BODY)
		await page
			.getByLabel('YouTube URL (optional)')
			.fill('https://youtu.be/dQw4w9WgXcQ')
		// Breaking, not Featured: a featured article would become the home page's lead for every
		// other journey running against this server.
		await page.getByLabel('Breaking').check()
		// New articles start as drafts (issue 9); this one is published at once.
		await expect(page.getByLabel('Status')).toHaveValue('draft')
		await page.getByLabel('Status').selectOption('published')
		await page.getByRole('button', { name: 'Create' }).click()

		await expect(
			page.getByText('Article created!', { exact: true }),
		).toBeVisible()
		// The dashboard's articles table (newest first) has a row for it.
		const row = page.getByRole('row').filter({ hasText: headline })
		await expect(row).toBeVisible()
		await expect(row.getByText('Breaking', { exact: true })).toBeVisible()

		await row.getByRole('link', { name: 'Edit', exact: true }).click()
		await expect(
			page.getByRole('heading', { name: 'Edit Article' }),
		).toBeVisible()
		await expect(page.getByLabel('Headline')).toHaveValue(headline)
		await expect(page.getByLabel('Content')).toHaveValue(BODY.trim())
		await page.getByLabel('Headline').fill(`${headline} (updated)`)
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()

		await page.goto('/category/trust-building')
		await page.getByRole('link', { name: `${headline} (updated)` }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			`${headline} (updated)`,
		)
		await expect(page.locator('.article-body h2')).toHaveText('Why it matters')
		// The video is a click-to-load poster linking to it (tests/e2e/video.spec.ts plays one).
		await expect(
			page.locator('[data-video] a[data-video-embed]'),
		).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ')
		await expect(page.locator('iframe')).toHaveCount(0)
	})

	test('bad input is listed by field and nothing is created', async ({
		page,
	}, testInfo) => {
		const headline = `Rejected ${testInfo.project.name} ${Date.now()}`
		await signIn(page, '/admin/article/new')
		await page.getByLabel('Headline').fill(headline)
		await page.getByLabel('Author').fill('Priya Raman')
		await page.getByLabel('Category').selectOption('trust-building')
		await page.getByLabel('Summary').fill('Summary.')
		await page.getByLabel('Content').fill('Too short to publish.')
		await page
			.getByLabel('YouTube URL (optional)')
			.fill('https://vimeo.com/123')
		await page.getByRole('button', { name: 'Create' }).click()

		const summary = page
			.getByRole('alert')
			.filter({ hasText: 'Please fix these fields' })
		await expect(summary).toContainText(
			'Content: Article content must be at least 100 characters',
		)
		await expect(summary).toContainText('YouTube URL:')
		// What was typed is still there.
		await expect(page.getByLabel('Headline')).toHaveValue(headline)
		await expect(page.getByLabel('Content')).toHaveValue(
			'Too short to publish.',
		)
		const list = (await (await page.request.get('/api/articles')).json()) as {
			headline: string
		}[]
		expect(list.some(article => article.headline === headline)).toBe(false)
	})

	test("an unknown article id shows 'Article not found'", async ({ page }) => {
		await signIn(page, '/admin/article/no-such-article')
		await expect(
			page.getByRole('heading', { name: 'Article not found' }),
		).toBeVisible()
	})

	test('the admin API creates and updates articles, validating like the form', async ({
		page,
	}) => {
		await signIn(page)
		const input = {
			headline: 'API article',
			summary: 'Made through the API.',
			content: BODY,
			author: 'API',
			category: 'interviews',
			featured: false,
			breaking: true,
		}
		const created = await page.request.post('/api/articles', { data: input })
		expect(created.status(), await created.text()).toBe(201)
		const article = (await created.json()) as { id: string }
		expect(article).toMatchObject({
			headline: 'API article',
			breaking: true,
			views: 0,
		})
		const updated = await page.request.put(`/api/articles/${article.id}`, {
			data: { ...input, headline: 'API article, edited' },
		})
		expect(((await updated.json()) as { headline: string }).headline).toBe(
			'API article, edited',
		)
		const bad = await page.request.put(`/api/articles/${article.id}`, {
			data: { ...input, content: 'short' },
		})
		expect(bad.status()).toBe(400)
		expect(((await bad.json()) as { message: string }).message).toBe(
			'Article content must be at least 100 characters',
		)
		expect(
			(await page.request.delete(`/api/articles/${article.id}`)).status(),
		).toBe(204)
	})
})
