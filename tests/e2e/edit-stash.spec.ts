import type { APIRequestContext, TestInfo } from '@playwright/test'
import { fillOwnerSignIn } from './admin-password.ts'
import { expireSession, signIn } from './admin-journey.ts'
import { expect, test, type Page } from './fixtures.ts'

/**
 * The guest-post edit form never loses work either (issue 9): kept on the server when the session
 * expired (with JavaScript and without), and drafted in the browser as you type (with it).
 */

const CONTENT =
	"A guest's story of how one honest paragraph about values changed who applied to work with them. ".repeat(
		6,
	)

async function submitGuestPost(
	request: APIRequestContext,
	testInfo: TestInfo,
	label: string,
): Promise<string> {
	const response = await request.post('/api/guest-posts', {
		data: {
			authorName: 'Noor Haddad',
			email: 'noor.haddad@example.com',
			category: 'trust-building',
			headline: `${label} ${testInfo.project.name} ${Date.now()}`,
			content: CONTENT,
			agreeTerms: true,
		},
	})
	expect(response.status()).toBe(201)
	return ((await response.json()) as { id: string }).id
}

function editForm(page: Page) {
	return page.getByRole('form', { name: 'Edit guest post' })
}

test.describe('the guest-post edit form never loses work', () => {
	test.slow()

	test('an expired session on save: after signing in again the form comes back in edit mode with the values, then saves', async ({
		page,
		request,
	}, testInfo) => {
		const id = await submitGuestPost(request, testInfo, 'Stash')
		await signIn(page)
		await page.goto(`/admin/guest-post/${id}?mode=edit`)
		const unsaved = `A headline typed as the session expired ${Date.now()}`
		await editForm(page).getByLabel('Headline').fill(unsaved)
		await editForm(page).getByLabel('Company').fill('Haddad & Partners')
		await expireSession(page)
		await page.getByRole('button', { name: 'Save Changes' }).click()

		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
		await expect(page.getByText('Your changes are kept')).toBeVisible()
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()

		await expect(
			page.getByRole('heading', { name: 'Edit Guest Post' }),
		).toBeVisible()
		await expect(
			page.getByText('Your unsaved changes were restored; review and save.'),
		).toBeVisible()
		await expect(editForm(page).getByLabel('Headline')).toHaveValue(unsaved)
		await expect(editForm(page).getByLabel('Company')).toHaveValue(
			'Haddad & Partners',
		)
		const restoredAt = page.url()
		await page.getByRole('button', { name: 'Save Changes' }).click()
		await expect(
			page.getByText('Guest post updated!', { exact: true }),
		).toBeVisible()
		await expect(page.getByRole('heading', { name: unsaved })).toBeVisible()

		// Used up by the save: the address the sign-in led to restores nothing any more.
		await page.goto(restoredAt)
		await expect(page.getByText('could not be found any more')).toBeVisible()
		await expect(editForm(page).getByLabel('Headline')).toHaveValue(unsaved)
	})

	test('a draft is saved as you type, recovered after the tab is closed, and passed over once a save made it stale', async ({
		page,
		context,
		request,
	}, testInfo) => {
		test.skip(
			testInfo.project.name === 'no-js',
			'The browser draft needs JavaScript (SPEC §4)',
		)
		const id = await submitGuestPost(request, testInfo, 'Draft')
		await signIn(page)
		await page.goto(`/admin/guest-post/${id}?mode=edit`)
		await editForm(page)
			.getByLabel('Author bio')
			.fill('A bio typed but never saved.')
		await expect(page.getByText('Saving draft...')).toBeVisible()
		await expect(page.getByText('Draft saved')).toBeVisible()
		await page.close()

		const again = await context.newPage()
		await again.goto(`/admin/guest-post/${id}?mode=edit`)
		await expect(
			again.getByText('Draft recovered!', { exact: true }),
		).toBeVisible()
		await expect(editForm(again).getByLabel('Author bio')).toHaveValue(
			'A bio typed but never saved.',
		)
		await again.getByRole('button', { name: 'Save Changes' }).click()
		await expect(
			again.getByText('Guest post updated!', { exact: true }),
		).toBeVisible()

		// The draft kept at submit was made from the revision the save replaced: never offered again.
		await again.goto(`/admin/guest-post/${id}?mode=edit`)
		await expect
			.poll(() =>
				again.evaluate(
					key => window.localStorage.getItem(key),
					`guest-post-draft-${id}`,
				),
			)
			.toBeNull()
		await expect(
			again.getByText('Draft recovered!', { exact: true }),
		).toHaveCount(0)
		await expect(editForm(again).getByLabel('Author bio')).toHaveValue(
			'A bio typed but never saved.',
		)
	})
})
