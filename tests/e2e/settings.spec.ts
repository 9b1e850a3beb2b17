import { expect, test } from './fixtures.ts'
import { signIn } from './admin-journey.ts'

/**
 * Issue 22 item 7 (decision 066): an Administrator renames the publication at /admin/settings, a
 * wrong address is refused with its message first, and the front page shows the new name; the
 * name is put back so the other journeys see the site as they expect.
 */
test('the owner renames the publication, past a refused address', async ({
	page,
}, testInfo) => {
	await signIn(page)
	await page.goto('/admin/settings')
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
	const name = page.getByLabel('Publication name')
	const original = await name.inputValue()
	const contact = page.getByLabel('Contact address')
	const originalContact = await contact.inputValue()
	const renamed = `The Desk ${testInfo.project.name} ${Date.now().toString(36)}`

	await name.fill(renamed)
	await contact.fill('not an address')
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(
		page.getByText('Contact address must be an e-mail address').first(),
	).toBeVisible()
	// Nothing was lost: the new name is still in the form.
	await expect(name).toHaveValue(renamed)

	await contact.fill(originalContact)
	// The weekly digest's day and hour (decision 084), saved with the rest.
	const weeklyDay = page.getByLabel('Weekly digest day')
	const weeklyHour = page.getByLabel('Weekly digest hour')
	const originalDay = await weeklyDay.inputValue()
	const originalHour = await weeklyHour.inputValue()
	await weeklyDay.selectOption({ label: 'Saturday' })
	await weeklyHour.selectOption({ label: '10:00' })
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(page.getByText('Settings saved')).toBeVisible()
	await page.goto('/admin/settings')
	await expect(page.getByLabel('Weekly digest day')).toHaveValue('6')
	await expect(page.getByLabel('Weekly digest hour')).toHaveValue('10')

	await page.goto('/')
	await expect(page.getByRole('banner')).toContainText(renamed)

	await page.goto('/admin/settings')
	await page.getByLabel('Publication name').fill(original)
	await page.getByLabel('Weekly digest day').selectOption(originalDay)
	await page.getByLabel('Weekly digest hour').selectOption(originalHour)
	await page.getByRole('button', { name: 'Save settings' }).click()
	await expect(page.getByText('Settings saved')).toBeVisible()
})
