import { expect, test } from './fixtures.ts'
import { ARTICLE_BODY, signIn } from './admin-journey.ts'
import { E2E_ADMIN_EMAIL } from './admin-password.ts'
import { isoWeekOf } from '#app/lib/calendar.ts'

/** A month far from the sample content, so this journey's article is easy to find. */
const WHEN = '2031-06-18T09:30:00.000Z'

test.describe('the staff page and the calendar (issue 22, items 8 and 9)', () => {
	test('the owner finds a scheduled article by month and by week, and opens it', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const headline = `Calendar journey ${testInfo.project.name} ${Date.now().toString(36)}`
		const created = await page.request.post('/api/articles', {
			data: {
				headline,
				summary: 'Booked for June, to be found on the calendar.',
				content: ARTICLE_BODY,
				author: 'Desk Tester',
				category: 'personal-branding',
				status: 'scheduled',
				publishedAt: WHEN,
			},
		})
		expect(created.status(), await created.text()).toBe(201)
		const { id } = (await created.json()) as { id: string }

		const admin = page.getByRole('navigation', { name: 'Admin', exact: true })
		await admin.getByRole('link', { name: 'Calendar' }).click()
		await expect(page).toHaveURL(/\/admin\/calendar$/)
		const thisMonth = new Date().toLocaleDateString('en-US', {
			month: 'long',
			year: 'numeric',
			timeZone: 'UTC',
		})
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(thisMonth)
		await expect(page.getByText('in UTC', { exact: false })).toBeVisible()

		// Month by month: July, then back to June, where the article is booked.
		await page.goto('/admin/calendar?month=2031-07')
		const calendarNav = page.getByRole('navigation', { name: 'Calendar' })
		await calendarNav.getByRole('link', { name: 'June 2031' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'June 2031',
		)
		const entry = page.getByRole('link', { name: headline })
		await expect(entry).toBeVisible()
		await expect(entry).toContainText('09:30 · Scheduled')

		// Its week, and from there its editor.
		const { week } = isoWeekOf(new Date(WHEN))
		await page
			.getByRole('link', { name: `Open Week ${week} as a week` })
			.click()
		await expect(page).toHaveURL(new RegExp(`week=2031-W${week}$`))
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Jun 16 – 22, 2031',
		)
		await page.getByRole('link', { name: headline }).click()
		await expect(page).toHaveURL(new RegExp(`/admin/article/${id}$`))
	})

	test('the owner sees the staff: an active Administrator, signed in just now', async ({
		page,
	}) => {
		await signIn(page)
		await page
			.getByRole('navigation', { name: 'Admin', exact: true })
			.getByRole('link', { name: 'Staff' })
			.click()
		await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible()
		const owner = page.getByRole('row').filter({ hasText: E2E_ADMIN_EMAIL })
		await expect(owner).toContainText('Administrator')
		await expect(owner).toContainText('Active')
		await expect(owner).toContainText('You')
		await expect(owner.getByRole('cell').last()).toContainText('UTC')
	})
})
