/**
 * Issue 22's two-factor journey (docs/decisions/074), with JavaScript on and off: a new Editor
 * turns on two-factor sign-in from their own page with a code computed here as an authenticator
 * app would, keeps the recovery codes, and signs in again with the password and then a code.
 */
import { authenticator } from '../helpers/authenticator.ts'
import { expect, test, type Page } from './fixtures.ts'
import { joinStaff, signIn } from './admin-journey.ts'
import { uniqueEmail } from './mail.ts'

const PASSWORD = 'an-editor-password-with-2fa'

/** A new Editor, signed in in this browser. */
function newEditor(page: Page, email: string) {
	return joinStaff(page, {
		email,
		role: 'Editor',
		name: 'Tess Factor',
		password: PASSWORD,
	})
}

test.describe('two-factor sign-in (issue 22, item 4)', () => {
	test.slow()

	test('enrol from your sessions page, keep the recovery codes, sign in with password then code', async ({
		page,
	}) => {
		const email = uniqueEmail('two-factor')
		await newEditor(page, email)

		await page.goto('/admin/sessions')
		await page.getByRole('link', { name: 'Two-factor sign-in' }).click()
		await page
			.getByRole('button', { name: 'Set up two-factor sign-in' })
			.click()
		const secret = await page.getByTestId('totp-secret').textContent()
		await expect(page.getByRole('link', { name: /^otpauth:/ })).toBeVisible()
		const app = authenticator(secret!)

		await page.getByLabel('Code from your app').fill('000000x')
		await page
			.getByRole('button', { name: 'Turn on two-factor sign-in' })
			.click()
		await expect(page.getByRole('alert')).toContainText('not right')
		await page.getByLabel('Code from your app').fill(app())
		await page
			.getByRole('button', { name: 'Turn on two-factor sign-in' })
			.click()
		await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(
			10,
		)

		await page.context().clearCookies()
		await page.goto('/admin')
		await page.getByLabel('E-mail').fill(email)
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'Two-factor sign-in' }),
		).toBeVisible()
		await page.getByLabel('Code').fill('123')
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(page.getByRole('alert')).toContainText('not right')
		await page.getByLabel('Code').fill(app())
		await page.getByRole('button', { name: 'Verify' }).click()
		await expect(page).toHaveURL(/\/admin$/)
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toHaveCount(0)
		await page.goto('/admin/two-factor')
		await expect(page.getByText('10 unused recovery codes')).toBeVisible()
	})
})

test.describe('two-factor required for Administrators (decision 078)', () => {
	// Turning it on is global and would stop every other journey's owner sign-in at the enrolment
	// step, so this journey only meets the refusal; the enrolment itself is in the integration
	// tests (tests/integration/two-factor.test.ts), on a server of their own.
	test('the owner cannot require it before turning it on for themselves; nothing is saved', async ({
		page,
	}) => {
		await signIn(page)
		await page.goto('/admin/settings')
		const required = page.getByLabel(
			'Require two-factor sign-in for Administrators',
		)
		await expect(required).not.toBeChecked()
		await required.check()
		await page.getByRole('button', { name: 'Save settings' }).click()
		await expect(page.getByText('for yourself first').first()).toBeVisible()
		await page.goto('/admin/settings')
		await expect(
			page.getByLabel('Require two-factor sign-in for Administrators'),
		).not.toBeChecked()
		// Still free to work: the owner was not sent to the two-factor page.
		await page.goto('/admin')
		await expect(page).toHaveURL(/\/admin$/)
	})
})
