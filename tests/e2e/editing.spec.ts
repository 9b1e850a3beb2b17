import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page } from './fixtures.ts'
import { expireSession, signIn } from './admin-journey.ts'

/** An editor that never loses work (issue 9), with JavaScript and without. */

const BODY =
	"## Drafts\n\nAn editor's text is never lost: not to a refused save, a second tab or an expired session. ".repeat(
		2,
	)

/** A draft article made through the admin API; returns its id. */
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

test.describe('an editor that never loses work', () => {
	test.slow()

	test("a refused save keeps every value and says 'Save failed' with the reason, never the error page", async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const id = await draftArticle(
			page,
			`Refused ${testInfo.project.name} ${Date.now()}`,
		)
		await page.goto(`/admin/article/${id}`)
		const edited = `Edited headline ${Date.now()}`
		await page.getByLabel('Headline').fill(edited)
		await page
			.getByLabel('Content')
			.fill(`${BODY} One more paragraph the editor must not lose.`)
		// The browser accepts the value; the server refuses it (a schedule in the past).
		await page.getByLabel('Status').selectOption('scheduled')
		await page.getByLabel('Publish date (UTC)').fill('2020-01-01T10:00:00')
		await page.getByRole('button', { name: 'Update' }).click()

		const alert = page.getByRole('alert').filter({ hasText: 'Save failed' })
		await expect(alert).toBeVisible()
		await expect(alert).toContainText('choose a publish time in the future')
		await expect(
			page.getByRole('heading', { name: 'Edit Article' }),
		).toBeVisible()
		await expect(page.getByLabel('Headline')).toHaveValue(edited)
		await expect(page.getByLabel('Content')).toHaveValue(
			`${BODY} One more paragraph the editor must not lose.`,
		)
		await expect(page.getByLabel('Status')).toHaveValue('scheduled')
	})

	test('two tabs: the second save is refused with a conflict and a link to the saved version', async ({
		page,
		context,
	}, testInfo) => {
		await signIn(page)
		const id = await draftArticle(
			page,
			`Two tabs ${testInfo.project.name} ${Date.now()}`,
		)
		const second = await context.newPage()
		await page.goto(`/admin/article/${id}`)
		await second.goto(`/admin/article/${id}`)

		await page.getByLabel('Headline').fill('Saved by the first tab')
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()

		await second.getByLabel('Headline').fill('Written in the second tab')
		await second.getByRole('button', { name: 'Update' }).click()
		const alert = second.getByRole('alert').filter({ hasText: 'Save failed' })
		await expect(alert).toContainText('saved elsewhere')
		await expect(second.getByLabel('Headline')).toHaveValue(
			'Written in the second tab',
		)
		await expect(
			alert.getByRole('link', { name: 'Open the saved version' }),
		).toHaveAttribute('href', `/admin/article/${id}/preview`)
		const other = await second.request.get(`/admin/article/${id}/preview`)
		expect(await other.text()).toContain('Saved by the first tab')
		await second.close()
	})

	test('an expired session on submit: after signing in again the editor comes back with the unsaved values, then saves', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const id = await draftArticle(
			page,
			`Expiring ${testInfo.project.name} ${Date.now()}`,
		)
		await page.goto(`/admin/article/${id}`)
		const unsaved = `Unsaved while the session expired ${Date.now()}`
		await page.getByLabel('Headline').fill(unsaved)
		await expireSession(page)
		await page.getByRole('button', { name: 'Update' }).click()

		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
		await expect(page.getByText('Your changes are kept')).toBeVisible()
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'Edit Article' }),
		).toBeVisible()
		// Kept on the server (docs/decisions/044), so without JavaScript too.
		await expect(
			page.getByText('Your unsaved changes were restored; review and save.'),
		).toBeVisible()
		await expect(page.getByLabel('Headline')).toHaveValue(unsaved)
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()
		// The dashboard's article table, searched for the saved headline (issue 9's list: rows, paged).
		await page.goto(`/admin?tab=articles&q=${encodeURIComponent(unsaved)}`)
		await expect(
			page.getByRole('row').filter({ hasText: unsaved }),
		).toBeVisible()
	})

	test("an existing article's draft is saved as you type and recovered after the tab is closed", async ({
		page,
		context,
	}, testInfo) => {
		test.skip(
			testInfo.project.name === 'no-js',
			'The browser draft needs JavaScript (SPEC §4)',
		)
		await signIn(page)
		const id = await draftArticle(
			page,
			`Autosave ${testInfo.project.name} ${Date.now()}`,
		)
		await page.goto(`/admin/article/${id}`)
		await page.getByLabel('Summary').fill('A summary typed but never saved.')
		await expect(page.getByText('Draft saved')).toBeVisible()
		await page.close()
		const again = await context.newPage()
		await again.goto(`/admin/article/${id}`)
		await expect(
			again.getByText('Draft recovered!', { exact: true }),
		).toBeVisible()
		await expect(again.getByLabel('Summary')).toHaveValue(
			'A summary typed but never saved.',
		)
	})
})
