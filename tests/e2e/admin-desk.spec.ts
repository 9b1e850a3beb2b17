import type { TestInfo } from '@playwright/test'
import { expect, test, type Page } from './fixtures.ts'
import { signIn, ARTICLE_BODY as BODY } from './admin-journey.ts'

/** A word no other journey's records contain, so this test's rows are the only matches. */
function uniqueLabel(testInfo: TestInfo, name: string): string {
	return `${name}${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`
}

/** Articles of this test's own, through the admin API (the page's session). */
async function createArticles(
	page: Page,
	label: string,
	specs: { category: string; featured?: boolean; status?: 'draft' }[],
): Promise<{ id: string; headline: string }[]> {
	const created: { id: string; headline: string }[] = []
	for (const [index, spec] of specs.entries()) {
		const headline = `${label} desk article ${index + 1}`
		const response = await page.request.post('/api/articles', {
			data: {
				headline,
				summary: 'For the desk tests.',
				content: BODY,
				author: 'Desk Tester',
				category: spec.category,
				featured: spec.featured ?? false,
				breaking: false,
				...(spec.status ? { status: spec.status } : {}),
			},
		})
		expect(response.status(), await response.text()).toBe(201)
		created.push({
			id: ((await response.json()) as { id: string }).id,
			headline,
		})
	}
	return created
}

function articleRows(page: Page) {
	return page
		.getByRole('table')
		.getByRole('row')
		.filter({ has: page.getByRole('checkbox') })
}

test.describe('the admin desk', () => {
	test('has its own chrome, with the public site one click away', async ({
		page,
	}) => {
		await signIn(page)
		await expect(
			page.getByRole('navigation', { name: 'Admin', exact: true }),
		).toBeVisible()
		// Not the public masthead: no section navigation, no footer sign-up.
		await expect(
			page.getByRole('navigation', { name: 'Sections', exact: true }),
		).toHaveCount(0)
		await expect(page.getByRole('contentinfo')).toHaveCount(0)
		await page.getByRole('link', { name: 'View site ↗' }).click()
		await expect(page).toHaveURL(/\/$/)
		await expect(
			page.getByRole('navigation', { name: 'Sections', exact: true }).first(),
		).toBeAttached()
	})

	test('search and filter the article list; the total is the true count', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const label = uniqueLabel(testInfo, 'Filter')
		await createArticles(page, label, [
			{ category: 'trust-building' },
			{ category: 'trust-building', featured: false },
			{ category: 'audience-growth' },
		])
		await page.goto('/admin?tab=articles')
		await page.getByLabel('Search headlines').fill(label)
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`[?&]q=${label}`))
		await expect(articleRows(page)).toHaveCount(3)
		await expect(
			page.getByRole('navigation', { name: 'Pages of articles' }),
		).toContainText('1–3 of 3 articles')

		await page.getByLabel('Category').selectOption('trust-building')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(articleRows(page)).toHaveCount(2)
		await expect(
			page.getByRole('navigation', { name: 'Pages of articles' }),
		).toContainText('1–2 of 2 articles')
		await expect(articleRows(page).first()).toContainText('Trust Building')
		// The state of the list is its address: reloading shows the same rows and keeps the inputs.
		await page.reload()
		await expect(articleRows(page)).toHaveCount(2)
		await expect(page.getByLabel('Search headlines')).toHaveValue(label)

		await page.getByLabel('Featured').check()
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(page.getByText('No articles match')).toBeVisible()
		await page.getByRole('link', { name: 'Clear' }).click()
		await expect(page).toHaveURL(/\/admin\?tab=articles$/)
	})

	test('bulk delete asks first, then deletes only the selected articles', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const label = uniqueLabel(testInfo, 'Bulk')
		const [first, second, third] = await createArticles(page, label, [
			{ category: 'interviews' },
			{ category: 'interviews' },
			{ category: 'interviews' },
		])
		await page.goto(`/admin?tab=articles&q=${label}`)
		await expect(articleRows(page)).toHaveCount(3)
		await page
			.getByRole('checkbox', { name: `Select “${first!.headline}”` })
			.check()
		await page
			.getByRole('checkbox', { name: `Select “${third!.headline}”` })
			.check()
		await page.getByLabel('With the selected articles:').selectOption('delete')
		await page.getByRole('button', { name: 'Apply to selected' }).click()

		const dialog = page.getByRole('alertdialog', { name: 'Delete 2 articles?' })
		await expect(dialog).toBeVisible()
		await expect(dialog).toContainText(first!.headline)
		await expect(dialog).toContainText(third!.headline)
		// Nothing is deleted before the confirmation.
		expect(
			(await page.request.get(`/api/articles/${first!.id}`)).status(),
		).toBe(200)
		await dialog
			.getByRole('button', { name: 'Yes, delete these 2 articles' })
			.click()

		await expect(
			page.getByText('2 articles deleted', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`q=${label}`))
		await expect(articleRows(page)).toHaveCount(1)
		await expect(articleRows(page)).toContainText(second!.headline)
		expect(
			(await page.request.get(`/api/articles/${first!.id}`)).status(),
		).toBe(404)
		expect(
			(await page.request.get(`/api/articles/${second!.id}`)).status(),
		).toBe(200)
	})

	test('status column and filter; bulk publish and unpublish ask first and go through the publishing rules', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const label = uniqueLabel(testInfo, 'Publish')
		const [draft, other, live] = await createArticles(page, label, [
			{ category: 'interviews', status: 'draft' },
			{ category: 'interviews', status: 'draft' },
			{ category: 'interviews' },
		])
		await page.goto(`/admin?tab=articles&q=${label}`)
		await expect(articleRows(page)).toHaveCount(3)
		await expect(
			articleRows(page).filter({ hasText: draft!.headline }),
		).toContainText('Draft')
		await expect(
			articleRows(page).filter({ hasText: live!.headline }),
		).toContainText('Published')
		// A draft has a preview and no public page to view; a published article has both.
		await expect(
			articleRows(page)
				.filter({ hasText: draft!.headline })
				.getByRole('link', { name: `Preview “${draft!.headline}”` }),
		).toBeVisible()
		await expect(
			articleRows(page)
				.filter({ hasText: draft!.headline })
				.getByRole('link', { name: `View “${draft!.headline}” on the site` }),
		).toHaveCount(0)
		await expect(
			articleRows(page)
				.filter({ hasText: live!.headline })
				.getByRole('link', { name: `View “${live!.headline}” on the site` }),
		).toBeVisible()

		await page.getByLabel('Status').selectOption('draft')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(page).toHaveURL(/[?&]status=draft/)
		await expect(articleRows(page)).toHaveCount(2)
		await expect(
			page.getByRole('navigation', { name: 'Pages of articles' }),
		).toContainText('1–2 of 2 articles')

		await page
			.getByRole('checkbox', { name: `Select “${draft!.headline}”` })
			.check()
		await page.getByLabel('With the selected articles:').selectOption('publish')
		await page.getByRole('button', { name: 'Apply to selected' }).click()
		const dialog = page.getByRole('alertdialog', { name: 'Publish 1 article?' })
		await expect(dialog).toContainText(draft!.headline)
		// Nothing changes before the confirmation: the draft is not public yet.
		expect(
			(await page.request.get(`/api/articles/${draft!.id}`)).status(),
		).toBe(404)
		await dialog
			.getByRole('button', { name: 'Yes, publish this article' })
			.click()
		await expect(
			page.getByText('1 article published', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(/[?&]status=draft/)
		await expect(articleRows(page)).toHaveCount(1)
		await expect(articleRows(page)).toContainText(other!.headline)
		expect(
			(await page.request.get(`/api/articles/${draft!.id}`)).status(),
		).toBe(200)

		await page.goto(`/admin?tab=articles&q=${label}&status=published`)
		await expect(articleRows(page)).toHaveCount(2)
		await page
			.getByRole('checkbox', { name: `Select “${live!.headline}”` })
			.check()
		await page
			.getByLabel('With the selected articles:')
			.selectOption('unpublish')
		await page.getByRole('button', { name: 'Apply to selected' }).click()
		await page
			.getByRole('alertdialog', { name: 'Unpublish 1 article?' })
			.getByRole('button', { name: 'Yes, unpublish this article' })
			.click()
		await expect(
			page.getByText('1 article unpublished', { exact: true }),
		).toBeVisible()
		await expect(articleRows(page)).toHaveCount(1)
		// Off the site at once: its public answer is gone, its record stays as a draft.
		expect((await page.request.get(`/api/articles/${live!.id}`)).status()).toBe(
			404,
		)
		expect(
			(
				(await (
					await page.request.get(`/api/articles/${live!.id}?status=any`)
				).json()) as { status: string }
			).status,
		).toBe('draft')
	})

	test('guest posts: filter by status, plain-text excerpts, delete spam after confirming', async ({
		page,
	}, testInfo) => {
		const label = uniqueLabel(testInfo, 'Spam')
		const response = await page.request.post('/api/guest-posts', {
			data: {
				authorName: 'Spam Bot',
				email: `${label.toLowerCase()}@example.com`,
				category: 'guest-contributions',
				headline: `${label} buy followers now`,
				content: `## Cheap **followers**\n\n[Click here](https://spam.example) ${'Grow your audience overnight with our guaranteed package. '.repeat(12)}`,
				agreeTerms: true,
			},
		})
		expect(response.status()).toBe(201)
		await signIn(page, '/admin?tab=guest-posts')
		await page.getByLabel('Search headline, author or e-mail').fill(label)
		await page.getByLabel('Status').selectOption('pending')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		// The filter is the address: wait for it, or the next choice races the page that renders this one.
		await expect(page).toHaveURL(/status=pending/)
		const card = page
			.getByRole('listitem')
			.filter({ hasText: `${label} buy followers now` })
		await expect(card).toHaveCount(1)
		await expect(card).toContainText(
			'Cheap followers Click here Grow your audience',
		)
		await expect(card).not.toContainText('**')
		await expect(card).not.toContainText('https://spam.example')

		await page.getByLabel('Status').selectOption('approved')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(page).toHaveURL(/status=approved/)
		await expect(page.getByText('No guest posts match')).toBeVisible()
		await page.getByLabel('Status').selectOption('pending')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(page).toHaveURL(/status=pending/)

		await card.getByText('Delete', { exact: true }).click()
		await card.getByRole('button', { name: 'Yes, delete' }).click()
		await expect(
			page.getByText('Guest post deleted', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(/status=pending/)
		await expect(page.getByText('No guest posts match')).toBeVisible()
	})

	test('promotions show a status from the flag and the schedule, and filter by it', async ({
		page,
	}, testInfo) => {
		await signIn(page)
		const label = uniqueLabel(testInfo, 'Promo')
		const tomorrow = new Date(Date.now() + 86_400_000).toISOString()
		for (const [title, extra] of [
			[`${label} scheduled`, { startDate: tomorrow }],
			[`${label} off`, { active: false }],
		] as const) {
			const created = await page.request.post('/api/promotions', {
				data: {
					title,
					description: 'A test offer.',
					url: 'https://example.com/offer',
					placement: 'newsletter',
					...extra,
				},
			})
			expect(created.status(), await created.text()).toBe(201)
		}
		await page.goto(`/admin/promotions?q=${label}`)
		await expect(page.getByRole('listitem')).toHaveCount(2)
		const scheduled = page
			.getByRole('listitem')
			.filter({ hasText: `${label} scheduled` })
		await expect(
			scheduled.getByText('Scheduled', { exact: true }),
		).toBeVisible()
		await expect(scheduled.getByText('Click-through rate')).toBeVisible()
		await page.getByLabel('Status').selectOption('inactive')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(page.getByRole('listitem')).toHaveCount(1)
		await expect(page.getByRole('listitem')).toContainText(`${label} off`)
	})

	test('subscribers: search by e-mail, deactivate, export the filter as CSV, erase one completely', async ({
		page,
	}, testInfo) => {
		// A long journey (three sign-ups, five round trips of the list, two downloads): more time than one page's test.
		test.slow()
		const label = uniqueLabel(testInfo, 'subs').toLowerCase()
		const addresses = ['ann', 'bob', 'cat'].map(
			name => `${name}.${label}@example.com`,
		)
		for (const [index, email] of addresses.entries()) {
			const response = await page.request.post('/api/newsletter/subscribe', {
				data: {
					email,
					source: index === 2 ? 'pdf-guide' : 'desk-test',
					contentType: 'newsletter',
				},
			})
			expect(response.ok(), await response.text()).toBe(true)
		}
		await signIn(page, '/admin?tab=subscribers')
		await page.getByLabel('Search e-mail').fill(label)
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		const rows = page
			.getByRole('table')
			.getByRole('row')
			.filter({ hasText: label })
		await expect(rows).toHaveCount(3)
		await expect(
			page.getByRole('navigation', { name: 'Pages of subscribers' }),
		).toContainText('1–3 of 3 subscribers')

		// Deactivate one; the status filter finds it, and the CSV of that filter holds only it.
		await page
			.getByRole('button', { name: `Deactivate ${addresses[0]}` })
			.click()
		await expect(
			page.getByText('Subscriber deactivated', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`q=${label}`))
		await page.getByLabel('Status').selectOption('inactive')
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		await expect(rows).toHaveCount(1)
		await expect(rows).toContainText('Inactive')
		const exportHref = await page
			.getByRole('link', { name: 'Export CSV' })
			.getAttribute('href')
		expect(exportHref).toContain('status=inactive')
		const csv = await page.request.get(exportHref!)
		expect(csv.headers()['content-disposition']).toMatch(
			/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
		)
		const lines = (await csv.text()).split('\r\n').filter(Boolean)
		expect(lines).toEqual([
			'Email,Subscribed Date,Source,Content Type,Status',
			expect.stringMatching(
				new RegExp(
					`^${addresses[0]!.replace(/\./g, '\\.')},.+,desk-test,newsletter,Inactive$`,
				),
			),
		])

		// Reactivate it again.
		await page
			.getByRole('button', { name: `Reactivate ${addresses[0]}` })
			.click()
		await expect(
			page.getByText('Subscriber reactivated', { exact: true }),
		).toBeVisible()
		await expect(page.getByText('No subscribers match')).toBeVisible()

		// Erase another after confirming: gone from the list, the CSV and the API.
		await page.getByRole('link', { name: 'Clear' }).click()
		// The cleared list has loaded (else the search below would go out with the old status filter).
		await expect(page).toHaveURL(/\/admin\?tab=subscribers$/)
		await page.getByLabel('Search e-mail').fill(label)
		await page.getByRole('button', { name: 'Apply', exact: true }).click()
		const row = rows.filter({ hasText: addresses[1]! })
		await row.getByText('Erase', { exact: true }).click()
		await row.getByRole('button', { name: 'Yes, erase' }).click()
		await expect(
			page.getByText('Subscriber erased', { exact: true }),
		).toBeVisible()
		await expect(rows).toHaveCount(2)
		await expect(rows.filter({ hasText: addresses[1]! })).toHaveCount(0)
		const all = (
			await (await page.request.get(`/admin/subscribers.csv?q=${label}`)).text()
		)
			.split('\r\n')
			.filter(Boolean)
		expect(all).toHaveLength(3)
		expect(all.join('\n')).not.toContain(addresses[1])
		const listed = (await (
			await page.request.get('/api/newsletter/subscribers')
		).json()) as { email: string }[]
		expect(listed.map(subscriber => subscriber.email)).not.toContain(
			addresses[1],
		)
	})
})
