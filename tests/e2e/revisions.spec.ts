import { expect, test, type Page } from './fixtures.ts'
import { ARTICLE_BODY, signIn } from './admin-journey.ts'

/** Revisions and the Updated date (issue 9), with JavaScript and without. */

/** A published article made through the admin API; returns its id and address. */
async function publishedArticle(
	page: Page,
	headline: string,
	publishedAt?: string,
): Promise<{ id: string; path: string }> {
	const response = await page.request.post('/api/articles', {
		data: {
			headline,
			summary: 'The summary as first written.',
			content: ARTICLE_BODY,
			author: 'Priya Raman',
			category: 'trust-building',
			featured: false,
			breaking: false,
			status: 'published',
			...(publishedAt ? { publishedAt } : {}),
		},
	})
	expect(response.status()).toBe(201)
	const article = (await response.json()) as { id: string; slug: string }
	return { id: article.id, path: `/article/${article.slug}` }
}

test.describe('revisions', () => {
	test.slow()

	test('an editor compares an earlier revision with the current text and restores it', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const original = `Original revision headline ${testInfo.project.name} ${Date.now()}`
		const { id, path } = await publishedArticle(page, original)

		await page.goto(`/admin/article/${id}`)
		const rewritten = `Rewritten headline ${Date.now()}`
		await page.getByLabel('Headline').fill(rewritten)
		await page
			.getByLabel('Summary')
			.fill('A summary rewritten for the second save.')
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()

		await page.goto(`/admin/article/${id}`)
		await page.getByRole('link', { name: 'Revisions →' }).click()
		await expect(
			page.getByRole('heading', { name: 'Revisions', exact: true }),
		).toBeVisible()
		const list = page
			.getByRole('navigation', { name: 'Revisions' })
			.getByRole('listitem')
		await expect(list).toHaveCount(2)
		await expect(list.first()).toContainText('latest save')
		// Revisions name the person who saved them (decision 078): here the owner.
		await expect(list.first()).toContainText('by Site owner')

		// The earlier revision is compared with the current text: its words struck, the current ones underlined.
		const comparison = page.getByRole('region', { name: /Revision of/ })
		await expect(list.nth(1).getByRole('link')).toHaveAttribute(
			'aria-current',
			'true',
		)
		await expect(
			comparison.locator('del').filter({ hasText: 'Original' }).first(),
		).toBeVisible()
		await expect(
			comparison.locator('ins').filter({ hasText: 'Rewritten' }).first(),
		).toBeVisible()
		await expect(
			comparison.locator('del').filter({ hasText: 'first written' }),
		).toHaveCount(1)

		await comparison
			.getByRole('button', { name: 'Restore this revision' })
			.click()
		await expect(
			page.getByText('Revision restored', { exact: true }),
		).toBeVisible()
		await expect(list).toHaveCount(3)
		await expect(list.first()).toContainText('a restore')

		// The restored text is the current version: in the editor and on the public page.
		await page.goto(`/admin/article/${id}`)
		await expect(page.getByLabel('Headline')).toHaveValue(original)
		await expect(page.getByLabel('Summary')).toHaveValue(
			'The summary as first written.',
		)
		await page.goto(path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(original)

		// The newest revision (the restore) is the current text: nothing to restore.
		await page.goto(`/admin/article/${id}/revisions`)
		await list.first().getByRole('link').click()
		await expect(
			page.getByText(
				"This revision's headline, summary and text are the current ones.",
			),
		).toBeVisible()
		await expect(
			page.getByRole('button', { name: 'Restore this revision' }),
		).toHaveCount(0)
	})

	test('a restore from a page opened before another save is refused and says so', async ({
		page,
		context,
	}, testInfo) => {
		await signIn(page)
		const { id } = await publishedArticle(
			page,
			`Stale restore ${testInfo.project.name} ${Date.now()}`,
		)
		await page.goto(`/admin/article/${id}`)
		await page.getByLabel('Headline').fill(`Second save ${Date.now()}`)
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()

		await page.goto(`/admin/article/${id}/revisions`)
		const other = await context.newPage()
		await other.goto(`/admin/article/${id}`)
		const third = `Saved in another tab ${Date.now()}`
		await other.getByLabel('Headline').fill(third)
		await other.getByRole('button', { name: 'Update' }).click()
		await expect(
			other.getByText('Article updated!', { exact: true }),
		).toBeVisible()
		await other.close()

		await page.getByRole('button', { name: 'Restore this revision' }).click()
		await expect(
			page.getByRole('alert').filter({ hasText: 'Restore failed' }),
		).toContainText('saved elsewhere')
		await page.goto(`/admin/article/${id}`)
		await expect(page.getByLabel('Headline')).toHaveValue(third)
	})
})

test.describe('the Updated date', () => {
	test.slow()

	test("a material update of a published article shows 'Updated' beside the publish date, and tells search engines", async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const { id, path } = await publishedArticle(
			page,
			`Material update ${testInfo.project.name} ${Date.now()}`,
			'2026-01-15T09:00:00.000Z',
		)
		// Read once first, so the page sits in the response cache before the save.
		await page.goto(path)
		const byline = page.locator('article header')
		await expect(byline.locator('time').first()).toHaveAttribute(
			'datetime',
			'2026-01-15T09:00:00.000Z',
		)
		await expect(byline).not.toContainText('Updated')

		// A save that is not marked material shows no Updated date.
		await page.goto(`/admin/article/${id}`)
		await page.getByLabel('Summary').fill('A typo fixed, nothing material.')
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()
		await page.goto(path)
		await expect(byline).toContainText('A typo fixed')
		await expect(byline).not.toContainText('Updated')

		await page.goto(`/admin/article/${id}`)
		await page
			.getByLabel('Content')
			.fill(
				`${ARTICLE_BODY}\n\nA new section with what changed since publication.`,
			)
		await page.getByLabel('Material update (show an Updated date)').check()
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()

		await page.goto(path)
		const today = new Date().toISOString().slice(0, 10)
		const updated = byline.locator('time').nth(1)
		await expect(byline).toContainText('Updated')
		await expect(updated).toHaveAttribute('datetime', new RegExp(`^${today}T`))
		const revisedAt = (await updated.getAttribute('datetime'))!
		await expect(
			page.locator('meta[property="article:modified_time"]'),
		).toHaveAttribute('content', revisedAt)
		await expect(
			page.locator('meta[property="article:published_time"]'),
		).toHaveAttribute('content', '2026-01-15T09:00:00.000Z')
		const jsonLd = await page
			.locator('script[type="application/ld+json"]')
			.allTextContents()
		const article = jsonLd.flatMap(text => {
			const parsed = JSON.parse(text) as Record<string, unknown>
			return (
				Array.isArray(parsed['@graph'])
					? (parsed['@graph'] as Record<string, unknown>[])
					: [parsed]
			).filter(node => node['@type'] === 'NewsArticle')
		})
		expect(article[0]).toMatchObject({
			datePublished: '2026-01-15T09:00:00.000Z',
			dateModified: revisedAt,
		})

		// The editor says which date is shown.
		await page.goto(`/admin/article/${id}`)
		await expect(page.getByText(/Shown now: Updated/)).toBeVisible()
	})
})
