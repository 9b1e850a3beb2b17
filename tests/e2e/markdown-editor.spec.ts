import { countWords, readingMinutes } from '#app/lib/reading-time.ts'
import { ARTICLE_BODY, signIn } from './admin-journey.ts'
import { expect, test, type Page } from './fixtures.ts'

/** The body as stored (trimmed). */
const BODY = ARTICLE_BODY.trim()

/** The editor's markdown aids (issue 9): counts, toolbar and live preview with JavaScript; the Preview button without. */

async function draftArticle(page: Page, headline: string): Promise<string> {
	const response = await page.request.post('/api/articles', {
		data: {
			headline,
			summary: 'A summary.',
			content: BODY,
			author: 'Priya Raman',
			category: 'trust-building',
			featured: false,
			breaking: false,
			status: 'draft',
		},
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { id: string }).id
}

const stats = (words: number, characters: number) =>
	`${words} words · ${readingMinutes(words)} min read · ${characters.toLocaleString('en-US')} characters`

test.describe('the markdown editor', () => {
	test('with JavaScript: the toolbar formats the selection (undo keeps working), and the counts and the live preview follow the typing', async ({
		page,
	}, testInfo) => {
		test.skip(
			testInfo.project.name === 'no-js',
			'The toolbar and the live preview need JavaScript',
		)
		await signIn(page)
		const id = await draftArticle(page, `Toolbar ${Date.now()}`)
		await page.goto(`/admin/article/${id}`)

		const content = page.getByLabel('Content')
		const preview = page.getByRole('region', { name: 'Preview' })
		await expect(page.getByTestId('markdown-stats')).toHaveText(
			stats(countWords(BODY), BODY.length),
		)
		await expect(
			preview.getByRole('heading', { name: 'Why it matters' }),
		).toBeVisible()
		// The no-JavaScript Preview button gives way to the live preview.
		await expect(
			page.getByRole('button', { name: 'Preview', exact: true }),
		).toHaveCount(0)

		const text = `Trust compounds quietly.\n\n${BODY}`
		await content.fill(text)
		await expect(page.getByTestId('markdown-stats')).toHaveText(
			stats(countWords(text), text.length),
		)

		// Select "compounds" and make it bold with the toolbar: the textarea keeps the focus and the word stays selected.
		await content.evaluate((element: HTMLTextAreaElement) =>
			element.setSelectionRange(6, 15),
		)
		await page
			.getByRole('toolbar', { name: 'Formatting' })
			.getByRole('button', { name: 'Bold' })
			.click()
		await expect(content).toHaveValue(`Trust **compounds** quietly.\n\n${BODY}`)
		await expect(content).toBeFocused()
		expect(
			await content.evaluate((element: HTMLTextAreaElement) =>
				element.value.slice(element.selectionStart, element.selectionEnd),
			),
		).toBe('compounds')
		await expect(
			preview.locator('strong', { hasText: 'compounds' }),
		).toBeVisible()

		// The edit went through the browser's own text insertion: undo takes it back.
		await page.keyboard.press('ControlOrMeta+z')
		await expect(content).toHaveValue(text)
		await expect(preview.locator('strong')).toHaveCount(0)

		// The keyboard: one tab stop, arrow keys between the buttons, and a shortcut in the textarea.
		const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
		await toolbar.getByRole('button', { name: 'Bold' }).focus()
		await page.keyboard.press('ArrowRight')
		await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused()
		await page.keyboard.press('End')
		await expect(toolbar.getByRole('button', { name: 'Image' })).toBeFocused()
		await content.evaluate((element: HTMLTextAreaElement) =>
			element.setSelectionRange(0, 0),
		)
		await page.keyboard.press('Enter')
		await expect(content).toBeFocused()
		await expect(content).toHaveValue(`![image description](https://)${text}`)
		await page.keyboard.type('The stage')
		await page.keyboard.press('ControlOrMeta+a')
		await page.keyboard.type('Plain words')
		await content.evaluate((element: HTMLTextAreaElement) =>
			element.setSelectionRange(6, 11),
		)
		await page.keyboard.press('ControlOrMeta+i')
		await expect(content).toHaveValue('Plain *words*')
		await toolbar.getByRole('button', { name: 'Heading' }).click()
		await expect(content).toHaveValue('## Plain *words*')
		await expect(
			preview.getByRole('heading', { name: 'Plain words' }),
		).toBeVisible()
		await expect(page.getByTestId('markdown-stats')).toHaveText(
			stats(2, '## Plain *words*'.length),
		)

		// The preview is the site's sanitising renderer: a script typed into the text never runs or appears.
		await content.fill(
			`${BODY}\n\n<script>window.previewOwned = true</script>\n\n**Safe**`,
		)
		await expect(preview.locator('strong', { hasText: 'Safe' })).toBeVisible()
		await expect(preview.locator('script')).toHaveCount(0)
		expect(
			await page.evaluate(
				() => (window as { previewOwned?: boolean }).previewOwned,
			),
		).toBeUndefined()

		// Nothing of this was saved.
		const stored = (await (
			await page.request.get(`/api/articles/${id}?status=any`)
		).json()) as { content: string }
		expect(stored.content).toBe(BODY)
	})

	test('without JavaScript: the Preview button shows the rendered text and keeps every value, saving nothing', async ({
		page,
	}, testInfo) => {
		test.skip(
			testInfo.project.name === 'js',
			'With JavaScript the preview is live (the journey above)',
		)
		await signIn(page)
		const headline = `Preview without JavaScript ${Date.now()}`
		const id = await draftArticle(page, headline)
		await page.goto(`/admin/article/${id}`)

		await expect(page.getByRole('toolbar', { name: 'Formatting' })).toHaveCount(
			0,
		)
		await expect(page.getByTestId('markdown-stats')).toHaveText(
			stats(countWords(BODY), BODY.length),
		)
		await expect(page.getByRole('region', { name: 'Preview' })).toHaveCount(0)

		const text = `${BODY}\n\n> A pull quote worth keeping.\n\n**Bold claim** and <script>alert(1)</script>`
		await page.getByLabel('Headline').fill('Typed, previewed, not saved')
		await page.getByLabel('Summary').fill('A summary typed for the preview.')
		await page.getByLabel('Content').fill(text)
		await page.getByRole('button', { name: 'Preview', exact: true }).click()

		const preview = page.getByRole('region', { name: 'Preview' })
		await expect(preview).toBeVisible()
		await expect(preview).toContainText('Nothing was saved')
		await expect(
			preview.locator('blockquote', { hasText: 'A pull quote worth keeping.' }),
		).toBeVisible()
		await expect(
			preview.locator('strong', { hasText: 'Bold claim' }),
		).toBeVisible()
		await expect(preview.locator('script')).toHaveCount(0)
		expect(new URL(page.url()).hash).toMatch(/-preview$/)
		await expect(page.getByLabel('Headline')).toHaveValue(
			'Typed, previewed, not saved',
		)
		await expect(page.getByLabel('Summary')).toHaveValue(
			'A summary typed for the preview.',
		)
		await expect(page.getByLabel('Content')).toHaveValue(text)
		await expect(page.getByTestId('markdown-stats')).toHaveText(
			stats(countWords(text), text.length),
		)

		// Nothing was saved: the editor opened again shows the stored article.
		await page.goto(`/admin/article/${id}`)
		await expect(page.getByLabel('Headline')).toHaveValue(headline)
		await expect(page.getByLabel('Content')).toHaveValue(BODY)

		// Enter in a field still saves (the save button is the form's first).
		await page.getByLabel('Headline').fill(`${headline} (saved)`)
		await page.getByLabel('Headline').press('Enter')
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()
	})

	test("the article page's reading time is the editor's", async ({ page }) => {
		await signIn(page)
		const response = await page.request.post('/api/articles', {
			data: {
				headline: `Reading time ${Date.now()}`,
				summary: 'S.',
				content: 'Word '.repeat(700),
				author: 'Priya Raman',
				category: 'trust-building',
				featured: false,
				breaking: false,
				status: 'published',
			},
		})
		const article = (await response.json()) as { id: string; slug: string }
		await page.goto(`/admin/article/${article.id}`)
		await expect(page.getByTestId('markdown-stats')).toContainText(
			`700 words · ${readingMinutes(700)} min read`,
		)
		await page.goto(`/article/${article.slug}`)
		await expect(
			page.locator('#article').getByText(`${readingMinutes(700)} min read`),
		).toBeVisible()
	})
})
