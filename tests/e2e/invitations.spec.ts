/**
 * Issue 22's journeys for invitations and the password reset (docs/decisions/069), with
 * JavaScript on and off: the owner invites, the mail reaches a real SMTP listener, the invited
 * people accept, a Contributor submits a draft for review and an Editor publishes it (docs/decisions/073); a forgotten password is
 * reset by the mailed link, which ends the person's other sessions.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { ARTICLE_BODY, signIn } from './admin-journey.ts'
import { mailTo, uniqueEmail } from './mail.ts'

/** The path of the one-time link in the latest message to `address`. */
async function linkPath(
	address: string,
	kind: 'invitation' | 'reset-password',
	count = 1,
): Promise<string> {
	const messages = await mailTo(address, count)
	const match = new RegExp(`/admin/${kind}/[\\w-]{43}`).exec(
		messages.at(-1)!.text,
	)
	if (!match) throw new Error(`no ${kind} link in: ${messages.at(-1)!.text}`)
	return match[0]
}

async function invite(page: Page, email: string, role: string) {
	await page.goto('/admin/staff')
	const form = page.locator('form#invite')
	await form.getByLabel('E-mail').fill(email)
	await form.getByLabel('Role').selectOption({ label: role })
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible()
	await expect(
		page.getByRole('listitem').filter({ hasText: email }),
	).toContainText(role)
}

async function accept(
	page: Page,
	path: string,
	name: string,
	password: string,
) {
	await page.context().clearCookies()
	await page.goto(path)
	await expect(
		page.getByRole('heading', { name: 'Join the staff' }),
	).toBeVisible()
	await page.getByLabel('Your name').fill(name)
	await page.getByLabel('New password').fill(password)
	await page.getByRole('button', { name: 'Accept and sign in' }).click()
	await expect(page).toHaveURL(/\/admin$/)
	await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(
		0,
	)
}

async function signInWith(page: Page, email: string, password: string) {
	await page.goto('/admin')
	await page.getByLabel('E-mail').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'LOGIN' }).click()
}

test.describe('invitations and password reset (issue 22, items 2 and 4)', () => {
	test.slow()

	test('invite → the mail → accept as a Contributor, write a draft; an invited Editor publishes it; the link works once', async ({
		page,
	}, testInfo) => {
		const stamp = `${testInfo.project.name}-${Date.now().toString(36)}`
		const contributor = uniqueEmail('contributor')
		const editor = uniqueEmail('editor')
		await signIn(page)
		await invite(page, contributor, 'Contributor')
		await invite(page, editor, 'Editor')
		const contributorLink = await linkPath(contributor, 'invitation')
		const editorLink = await linkPath(editor, 'invitation')

		await accept(
			page,
			contributorLink,
			`Cora Writes ${stamp}`,
			'a-contributor-password',
		)
		// A Contributor's desk offers no staff page.
		const admin = page.getByRole('navigation', { name: 'Admin', exact: true })
		await expect(admin.getByRole('link', { name: 'Staff' })).toHaveCount(0)
		const headline = `Contributed draft ${stamp}`
		await page.goto('/admin/article/new')
		await page.getByLabel('Headline').fill(headline)
		await page.getByLabel('Author').fill(`Cora Writes ${stamp}`)
		await page.getByLabel('Category').selectOption('audience-growth')
		await page.getByLabel('Summary').fill('Written by an invited Contributor.')
		await page.getByLabel('Content').fill(ARTICLE_BODY)
		// Drafts only: the status offers nothing else, and the draft goes to an Editor for review.
		await expect(page.getByLabel('Status')).toHaveValue('draft')
		await expect(page.getByLabel('Status').locator('option')).toHaveText([
			'Draft',
		])
		await page.getByRole('button', { name: 'Submit for review' }).click()
		await expect(
			page.getByText('Article created!', { exact: true }),
		).toBeVisible()
		await expect(page.getByText(/^Submitted for review/)).toBeVisible()

		// The link was used: opening it again says so.
		await page.context().clearCookies()
		const again = await page.goto(contributorLink)
		expect(again?.status()).toBe(410)
		await expect(
			page.getByRole('heading', { name: 'Invitation ended' }),
		).toBeVisible()

		await accept(
			page,
			editorLink,
			`Eddie Edits ${stamp}`,
			'an-editor-password-1',
		)
		await page.goto('/admin?tab=articles')
		const row = page.getByRole('row').filter({ hasText: headline })
		await expect(row).toContainText('Awaiting review')
		await row.getByRole('link', { name: 'Edit', exact: true }).click()
		const slug = await page.getByLabel('Address', { exact: true }).inputValue()
		await page.getByLabel('Status').selectOption('published')
		await page.getByRole('button', { name: 'Update' }).click()
		await expect(
			page.getByText('Article updated!', { exact: true }),
		).toBeVisible()
		await page.context().clearCookies()
		await page.goto(`/article/${slug}`)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
	})

	test('the owner revokes an invitation: its link no longer works', async ({
		page,
	}) => {
		const email = uniqueEmail('revoked')
		await signIn(page)
		await invite(page, email, 'Author')
		const link = await linkPath(email, 'invitation')
		await page
			.getByRole('button', { name: `Revoke the invitation to ${email}` })
			.click()
		await expect(page.getByText('Invitation revoked')).toBeVisible()
		await expect(
			page.getByRole('listitem').filter({ hasText: email }),
		).toHaveCount(0)
		expect((await page.goto(link))?.status()).toBe(410)
	})

	test('forgot password: the same answer for any address; the mailed link sets a new password once and ends the other sessions', async ({
		page,
	}) => {
		const email = uniqueEmail('forgetful')
		await signIn(page)
		await invite(page, email, 'Author')
		await accept(
			page,
			await linkPath(email, 'invitation'),
			'Fran Forgets',
			'the-first-password',
		)
		const signedIn = await page.context().cookies()

		await page.context().clearCookies()
		await page.goto('/admin')
		await page.getByRole('link', { name: 'Forgot your password?' }).click()
		await page.getByLabel('E-mail').fill(uniqueEmail('stranger'))
		await page.getByRole('button', { name: 'Send the link' }).click()
		const answer = await page
			.getByRole('status')
			.filter({ hasText: 'If that address' })
			.textContent()

		await page.goto('/admin/forgot-password')
		await page.getByLabel('E-mail').fill(email)
		await page.getByRole('button', { name: 'Send the link' }).click()
		await expect(
			page.getByRole('status').filter({ hasText: 'If that address' }),
		).toHaveText(answer!)
		// The second message to the address (the invitation was the first): the reset is mailed after
		// the answer, so under load it can arrive after the page shows.
		const reset = await linkPath(email, 'reset-password', 2)

		await page.goto(reset)
		await page.getByLabel('New password').fill('the-second-password')
		await page.getByRole('button', { name: 'Set the password' }).click()
		await expect(page.getByText('Your password is set')).toBeVisible()
		expect((await page.goto(reset))?.status()).toBe(410)

		// The session from before the reset has ended.
		await page.context().addCookies(signedIn)
		await page.goto('/admin')
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
		await signInWith(page, email, 'the-first-password')
		await expect(page.getByText('Incorrect password')).toBeVisible()
		await signInWith(page, email, 'the-second-password')
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toHaveCount(0)
	})
})
