import type { Page } from '@playwright/test'

/** The browser suite's server runs with this owner (playwright.config.ts): ADMIN_EMAIL and ADMIN_PASSWORD. */
export const E2E_ADMIN_EMAIL = 'owner@e2e.brandline.example'
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password-123'

/** Fills the sign-in form (on the page `page` shows) as the owner; the caller submits it. */
export async function fillOwnerSignIn(page: Page): Promise<void> {
	await page.getByLabel('E-mail').fill(E2E_ADMIN_EMAIL)
	await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD)
}
