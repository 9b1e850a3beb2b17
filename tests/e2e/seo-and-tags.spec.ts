import sharp from 'sharp'
import { ARTICLE_BODY, signIn } from './admin-journey.ts'
import { expect, test, type Page, waitForEnhancement } from './fixtures.ts'

/**
 * An editor sets an article's SEO and social fields, its image's alt text and caption, and tags
 * (issue 9); the article page carries them, and a tag link leads to the tag's page. With
 * JavaScript and without.
 */

async function chooseMainImage(page: Page, javaScript: boolean) {
	const image = {
		name: 'studio.png',
		mimeType: 'image/png',
		buffer: await sharp({
			create: { width: 120, height: 80, channels: 3, background: '#2f6b3a' },
		})
			.png()
			.toBuffer(),
	}
	if (!javaScript) {
		await page.locator('input[name="imageUrlFile"]').setInputFiles(image)
		return
	}
	// The widget uploads at once and keeps the stored address for the form.
	const main = page.getByRole('group', { name: /^Main image/ })
	await main.locator('input[type="file"]').setInputFiles(image)
	await expect(
		main.locator('input[type="hidden"][name="imageUrl"]'),
	).toHaveValue(/^\/public-objects\/uploads\//)
}

test.describe('SEO fields and tags', () => {
	// A whole editorial journey on a shared machine: more than the default 30 s.
	test.slow()

	test('set in the editor, they shape the article page; a tag link lists the article', async ({
		page,
	}, testInfo) => {
		const javaScript = testInfo.project.name !== 'no-js'
		const stamp = `${testInfo.project.name} ${Date.now()}`
		const headline = `SEO journey ${stamp}`
		const slug = headline.toLowerCase().replace(/[^a-z0-9]+/g, '-')
		const tag = `Journey ${stamp}`
		const tagSlug = tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')

		await signIn(page, '/admin/article/new')
		if (javaScript) await waitForEnhancement(page)
		await page.getByLabel('Headline').fill(headline)
		await page.getByLabel('Author').fill('Priya Raman')
		await page.getByLabel('Category').selectOption('audience-growth')
		await page
			.getByLabel('Tags')
			.fill(`${tag}, Personal branding, ${tag.toUpperCase()}`)
		await chooseMainImage(page, javaScript)
		await page.getByLabel('Main image alt text').fill('A green studio wall')
		await page.getByLabel('Caption').fill('Where the series was recorded')
		await page.getByLabel('Summary').fill('The summary readers see on cards.')
		await page.getByLabel('Content').fill(ARTICLE_BODY)
		await page.getByLabel('Status').selectOption('published')

		// Collapsed until opened (a <details>, so it opens without JavaScript too).
		await expect(page.getByLabel('Meta title')).toBeHidden()
		await page.getByText('SEO and social', { exact: true }).click()
		await page.getByLabel('Meta title').fill(`Search title ${stamp}`)
		await page
			.getByLabel('Meta description')
			.fill('What search results say about it.')
		await page.getByLabel('Social image').fill('/api/og-image?title=journey')
		await page
			.getByLabel('Canonical URL')
			.fill('https://original.example.com/the-first-telling')
		await page.getByLabel(/Hide from search engines/).check()
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText('Article created!', { exact: true }),
		).toBeVisible()

		await page.goto(`/article/${slug}`)
		await expect(page).toHaveTitle(`Search title ${stamp}`)
		await expect(page.locator('meta[name="description"]')).toHaveAttribute(
			'content',
			'What search results say about it.',
		)
		await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
			'content',
			`Search title ${stamp}`,
		)
		await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
			'content',
			/\/api\/og-image\?title=journey$/,
		)
		await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
			'href',
			'https://original.example.com/the-first-telling',
		)
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
			'content',
			'noindex',
		)
		const figure = page.locator('article figure').first()
		await expect(
			figure.getByRole('img', { name: 'A green studio wall' }),
		).toBeAttached()
		await expect(figure.locator('figcaption')).toContainText(
			'Where the series was recorded',
		)
		const structured = await page
			.locator('script[type="application/ld+json"]')
			.allTextContents()
		const article = structured
			.map(text => JSON.parse(text) as { '@type': string; keywords?: string })
			.find(block => block['@type'] === 'NewsArticle')
		expect(article?.keywords).toBe(`${tag}, Personal branding`)

		// Two tags (the repeat in capitals is the same tag), each a link to its page.
		const tags = page
			.getByRole('navigation', { name: 'Tags' })
			.getByRole('link')
		await expect(tags).toHaveText([`#${tag}`, '#Personal branding'])
		await tags.first().click()
		await expect(page).toHaveURL(new RegExp(`/tag/${tagSlug}$`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag)
		await expect(page.getByRole('link', { name: headline })).toBeVisible()

		// The editor shows what was saved, the SEO fieldset open because it has values.
		await page.goto('/admin?tab=articles')
		await page
			.getByRole('row')
			.filter({ hasText: headline })
			.getByRole('link', { name: 'Edit', exact: true })
			.click()
		await expect(
			page.getByRole('heading', { name: 'Edit Article' }),
		).toBeVisible()
		await expect(page.getByLabel('Tags')).toHaveValue(
			`${tag}, Personal branding`,
		)
		await expect(page.getByLabel('Meta title')).toHaveValue(
			`Search title ${stamp}`,
		)
		await expect(page.getByLabel(/Hide from search engines/)).toBeChecked()
	})

	test('a refused field keeps every value and says why', async ({
		page,
	}, testInfo) => {
		const javaScript = testInfo.project.name !== 'no-js'
		await signIn(page, '/admin/article/new')
		if (javaScript) await waitForEnhancement(page)
		await page
			.getByLabel('Headline')
			.fill(`Refused tags ${testInfo.project.name} ${Date.now()}`)
		await page.getByLabel('Author').fill('Priya Raman')
		await page.getByLabel('Category').selectOption('audience-growth')
		await page
			.getByLabel('Tags')
			.fill(Array.from({ length: 11 }, (_, n) => `tag ${n}`).join(', '))
		await page.getByLabel('Summary').fill('A summary.')
		await page.getByLabel('Content').fill(ARTICLE_BODY)
		await page.getByText('SEO and social', { exact: true }).click()
		await page
			.getByLabel('Canonical URL')
			.evaluate((input: HTMLInputElement) => (input.type = 'text'))
		await page.getByLabel('Canonical URL').fill('/not-absolute')
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(
			page.getByText('At most 10 tags per article').first(),
		).toBeVisible()
		await expect(
			page
				.getByText("Enter the original's full address, starting with https://")
				.first(),
		).toBeVisible()
		await expect(page.getByLabel('Tags')).toHaveValue(/tag 10$/)
		await expect(page.getByLabel('Canonical URL')).toHaveValue('/not-absolute')
	})
})
