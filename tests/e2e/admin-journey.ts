import { expect, type Page } from '@playwright/test'
import { fillOwnerSignIn } from './admin-password.ts'
import { mailTo } from './mail.ts'

/** Signs in through the form at `path` (the admin's own page, or a deep link under /admin). */
export async function signIn(page: Page, path = '/admin') {
	await page.goto(path)
	await fillOwnerSignIn(page)
	await page.getByRole('button', { name: 'LOGIN' }).click()
	await expect(page.getByRole('heading', { name: 'Admin Access' })).toHaveCount(
		0,
	)
}

/** An article body long enough for the editor's rules, with a heading the page renders. */
export const ARTICLE_BODY =
	'## Why it matters\n\nA reputation is built in small, repeated proofs. ' +
	'Write down what you did and what changed. '.repeat(4)

/**
 * The admin session ends on the server (as after two idle hours, or a sign-out elsewhere) while
 * this browser keeps its session cookie: its next request finds no session behind it.
 */
export async function expireSession(page: Page) {
	const context = page.context()
	const kept = (await context.cookies()).filter(
		cookie => cookie.name === 'bl_admin',
	)
	expect(kept, 'signed in before the session can expire').toHaveLength(1)
	const signedOut = await page.request.post('/admin/sign-out', {
		headers: { origin: new URL(page.url()).origin },
		maxRedirects: 0,
	})
	expect(signedOut.status()).toBe(302)
	await context.addCookies(kept)
}

/**
 * The owner invites a new person with `role`, who accepts: this browser is then signed in as them
 * (their name and password as given).
 */
export async function joinStaff(
	page: Page,
	person: { email: string; role: string; name: string; password: string },
) {
	await signIn(page)
	await page.goto('/admin/staff')
	const form = page.locator('form#invite')
	await form.getByLabel('E-mail').fill(person.email)
	await form.getByLabel('Role').selectOption({ label: person.role })
	await page.getByRole('button', { name: 'Send invitation' }).click()
	await expect(
		page.getByText(`Invitation sent to ${person.email}`),
	).toBeVisible()
	const [message] = await mailTo(person.email, 1)
	const link = /\/admin\/invitation\/[\w-]{43}/.exec(message!.text)![0]
	await page.context().clearCookies()
	await page.goto(link)
	await page.getByLabel('Your name').fill(person.name)
	await page.getByLabel('New password').fill(person.password)
	await page.getByRole('button', { name: 'Accept and sign in' }).click()
	await expect(page).toHaveURL(/\/admin$/)
}
