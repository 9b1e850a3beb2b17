import { expect, test, type Page } from './fixtures.ts'
import { signIn } from './admin-journey.ts'

interface AdminPromotion {
	id: string
	title: string
}

async function promotionsTitled(
	page: Page,
	title: string,
): Promise<AdminPromotion[]> {
	const response = await page.request.get('/api/promotions')
	expect(response.status()).toBe(200)
	return ((await response.json()) as AdminPromotion[]).filter(
		promotion => promotion.title === title,
	)
}

/** The link's field (without JavaScript the image widget has an "Or an image URL" field too). */
function urlInput(page: Page) {
	return page.getByRole('textbox', { name: 'URL', exact: true })
}

/** Other journeys share this server: remove what a test made (never the seeded promotions). */
async function removePromotions(page: Page, title: string) {
	for (const promotion of await promotionsTitled(page, title)) {
		expect(
			(await page.request.delete(`/api/promotions/${promotion.id}`)).status(),
		).toBe(204)
	}
}

test.describe('promotion editor', () => {
	test('the editor needs the admin session', async ({ page }) => {
		await page.goto('/admin/promotion/new')
		await expect(page).toHaveURL(
			/\/admin\?redirectTo=%2Fadmin%2Fpromotion%2Fnew$/,
		)
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
	})

	test('create a promotion, then switch it off', async ({ page }, testInfo) => {
		const title = `Promo ${testInfo.project.name} ${Date.now()}`
		await signIn(page, '/admin/promotion/new')
		try {
			await expect(
				page.getByRole('heading', { name: 'Create New Promotion' }),
			).toBeVisible()
			await expect(
				page.getByRole('link', { name: '← Back to promotions' }),
			).toHaveAttribute('href', '/admin?tab=promotions')
			await expect(page.getByLabel('Active (show on site)')).toBeChecked()
			await page.getByLabel('Title').fill(title)
			await urlInput(page).fill('https://example.com/offer')
			await page
				.getByLabel('Description')
				.fill('A four-week programme for founders.')
			// Not the sidebar: the home page's promotions belong to other journeys.
			await page.getByLabel('Placement').selectOption('newsletter')
			await page.getByLabel('Target category').selectOption('trust-building')
			await page.getByLabel('Priority').fill('3')
			await page.getByLabel('Button text').fill('Join now')
			await page.getByLabel('Start date').fill('2025-01-01T09:00')
			await page.getByLabel('End date').fill('2099-12-31T18:30')
			await expect(page.getByText('Times are in UTC.')).toBeVisible()
			await page.getByRole('button', { name: 'Create' }).click()

			await expect(
				page.getByText('Promotion created!', { exact: true }),
			).toBeVisible()
			await expect(page).toHaveURL(/\/admin\?tab=promotions$/)
			const card = page.getByRole('listitem').filter({ hasText: title })
			await expect(card).toBeVisible()
			await expect(card.getByText('Active', { exact: true })).toBeVisible()
			await expect(card.getByText('newsletter', { exact: true })).toBeVisible()
			await expect(
				card.getByText('Trust Building', { exact: true }),
			).toBeVisible()

			const [created] = await promotionsTitled(page, title)
			expect(created).toMatchObject({
				buttonText: 'Join now',
				priority: 3,
				startDate: '2025-01-01T09:00:00.000Z',
				endDate: '2099-12-31T18:30:00.000Z',
				active: true,
			})

			await card.getByRole('link', { name: 'Edit' }).click()
			await expect(
				page.getByRole('heading', { name: 'Edit Promotion' }),
			).toBeVisible()
			await expect(page.getByLabel('Title')).toHaveValue(title)
			await expect(page.getByLabel('Placement')).toHaveValue('newsletter')
			await expect(page.getByLabel('Priority')).toHaveValue('3')
			await expect(page.getByLabel('Start date')).toHaveValue(
				'2025-01-01T09:00',
			)
			await expect(page.getByLabel('End date')).toHaveValue('2099-12-31T18:30')
			await page.getByLabel('Active (show on site)').uncheck()
			await page.getByLabel('End date').fill('')
			await page.getByRole('button', { name: 'Update' }).click()

			await expect(
				page.getByText('Promotion updated!', { exact: true }),
			).toBeVisible()
			await expect(card.getByText('Inactive', { exact: true })).toBeVisible()
			const [updated] = await promotionsTitled(page, title)
			expect(updated).toMatchObject({
				id: created!.id,
				active: false,
				startDate: '2025-01-01T09:00:00.000Z',
				clicks: 0,
			})
			expect(updated).not.toHaveProperty('endDate')
		} finally {
			await removePromotions(page, title)
		}
	})

	test('bad input is listed by field, what was typed stays, and nothing is created', async ({
		page,
	}, testInfo) => {
		const title = `Rejected promo ${testInfo.project.name} ${Date.now()}`
		await signIn(page, '/admin/promotion/new')
		await page.getByLabel('Title').fill(title)
		// A URL the browser accepts but a promotion may not lead to.
		await urlInput(page).fill('ftp://example.com/offer')
		await page.getByLabel('Description').fill('Short and sweet.')
		await page.getByLabel('Active (show on site)').uncheck()
		await page.getByRole('button', { name: 'Create' }).click()

		const summary = page
			.getByRole('alert')
			.filter({ hasText: 'Please fix these fields' })
		await expect(summary).toContainText('URL: Please enter a valid URL')
		await expect(page.getByLabel('Title')).toHaveValue(title)
		await expect(urlInput(page)).toHaveValue('ftp://example.com/offer')
		await expect(page.getByLabel('Active (show on site)')).not.toBeChecked()

		await urlInput(page).fill('https://example.com/offer')
		await page.getByLabel('Start date').fill('2030-05-02T10:00')
		await page.getByLabel('End date').fill('2030-05-01T10:00')
		await page.getByRole('button', { name: 'Create' }).click()
		await expect(summary).toContainText(
			'End date: End date must be after the start date',
		)
		await expect(summary).not.toContainText('URL:')
		await expect(page.getByLabel('Start date')).toHaveValue('2030-05-02T10:00')

		expect(await promotionsTitled(page, title)).toEqual([])
	})

	test("an unknown promotion id shows 'Promotion not found'", async ({
		page,
	}) => {
		await signIn(page, '/admin/promotion/no-such-promotion')
		await expect(
			page.getByRole('heading', { name: 'Promotion not found' }),
		).toBeVisible()
	})
})

test.describe('promotions admin API', () => {
	test('writes need the admin session', async ({ request }) => {
		const input = {
			title: 'Nope',
			description: 'Nope.',
			url: 'https://example.com/',
		}
		expect(
			(await request.post('/api/promotions', { data: input })).status(),
		).toBe(401)
		expect(
			(
				await request.put('/api/promotions/leading-voices-show', {
					data: input,
				})
			).status(),
		).toBe(401)
	})

	test('creates and updates promotions, validating like the form', async ({
		page,
	}, testInfo) => {
		const title = `API promo ${testInfo.project.name} ${Date.now()}`
		await signIn(page)
		// Empty values are omitted by the client (SPEC §7); not the sidebar, which other journeys check.
		const input = {
			title,
			description: 'Made through the API.',
			url: 'https://example.com/api',
			placement: 'newsletter',
			priority: 2,
		}
		const created = await page.request.post('/api/promotions', {
			data: {
				...input,
				startDate: '2026-01-01T00:00:00.000Z',
				endDate: '2099-01-01T00:00:00.000Z',
			},
		})
		expect(created.status(), await created.text()).toBe(201)
		const promotion = (await created.json()) as {
			id: string
			createdAt: string
		}
		try {
			expect(promotion).toMatchObject({
				title,
				placement: 'newsletter',
				priority: 2,
				active: true,
				clicks: 0,
				buttonText: 'Learn More',
				startDate: '2026-01-01T00:00:00.000Z',
			})

			const updated = await page.request.put(
				`/api/promotions/${promotion.id}`,
				{
					data: {
						...input,
						title: `${title} (edited)`,
						active: false,
						targetCategory: 'audience-growth',
					},
				},
			)
			expect(updated.status(), await updated.text()).toBe(200)
			const edited: unknown = await updated.json()
			expect(edited).toMatchObject({
				id: promotion.id,
				title: `${title} (edited)`,
				active: false,
				targetCategory: 'audience-growth',
				createdAt: promotion.createdAt,
			})
			expect(edited).not.toHaveProperty('startDate')

			const badUrl = await page.request.post('/api/promotions', {
				data: { ...input, url: 'javascript:alert(1)' },
			})
			expect(badUrl.status()).toBe(400)
			expect(((await badUrl.json()) as { message: string }).message).toBe(
				'Please enter a valid URL',
			)
			const badPriority = await page.request.put(
				`/api/promotions/${promotion.id}`,
				{ data: { ...input, priority: 11 } },
			)
			expect(badPriority.status()).toBe(400)
			expect(
				((await badPriority.json()) as { errors: Record<string, string[]> })
					.errors.priority,
			).toEqual(['Priority must be a whole number from 1 to 10'])
			const badDates = await page.request.put(
				`/api/promotions/${promotion.id}`,
				{
					data: {
						...input,
						startDate: '2026-02-01T00:00:00Z',
						endDate: '2026-01-01T00:00:00Z',
					},
				},
			)
			expect(badDates.status()).toBe(400)
			expect(((await badDates.json()) as { message: string }).message).toBe(
				'End date must be after the start date',
			)
			expect(
				(
					await page.request.put('/api/promotions/no-such-promotion', {
						data: input,
					})
				).status(),
			).toBe(404)
			expect(
				(
					await page.request.patch(`/api/promotions/${promotion.id}`, {
						data: input,
					})
				).status(),
			).toBe(405)
			// Nothing above changed the stored promotion.
			expect(
				(await (
					await page.request.get(`/api/promotions/${promotion.id}`)
				).json()) as unknown,
			).toEqual(edited)
		} finally {
			expect(
				(await page.request.delete(`/api/promotions/${promotion.id}`)).status(),
			).toBe(204)
		}
	})

	test('a promotion with a long unbroken title keeps every card inside a 390 px screen', async ({
		page,
	}, testInfo) => {
		// Grid columns sized by their content let one long word widen every card past the edge (CI found it).
		const title = `Promotion${testInfo.project.name.replace(/\W/g, '')}${Date.now()}WithNoSpacesAtAll`
		await signIn(page)
		const created = await page.request.post('/api/promotions', {
			data: {
				title,
				description: 'Checks the card layout on phones.',
				url: 'https://example.com/wide',
				placement: 'newsletter',
				priority: 1,
			},
		})
		expect(created.status(), await created.text()).toBe(201)
		const { id } = (await created.json()) as AdminPromotion
		try {
			await page.setViewportSize({ width: 390, height: 844 })
			await page.goto(`/admin?tab=promotions&q=${encodeURIComponent(title)}`)
			const card = page.getByRole('listitem').filter({ hasText: title })
			await expect(card).toBeVisible()
			const box = await card.boundingBox()
			expect(box, 'the card has a box').not.toBeNull()
			expect(box!.x).toBeGreaterThanOrEqual(0)
			expect(box!.x + box!.width).toBeLessThanOrEqual(390)
		} finally {
			expect(
				(await page.request.delete(`/api/promotions/${id}`)).status(),
			).toBe(204)
		}
	})

	test("an active sidebar promotion of priority 10 shows in the home page's Sponsored region", async ({
		page,
	}, testInfo) => {
		const title = `Sidebar promo ${testInfo.project.name} ${Date.now()}`
		await signIn(page)
		const created = await page.request.post('/api/promotions', {
			data: {
				title,
				description: 'Shown to readers on the home page.',
				url: 'https://example.com/sidebar',
				placement: 'sidebar',
				priority: 10,
				active: true,
				buttonText: 'See the offer',
			},
		})
		expect(created.status(), await created.text()).toBe(201)
		const { id } = (await created.json()) as AdminPromotion
		try {
			await page.goto('/')
			const sponsored = page.getByRole('region', { name: 'Sponsored' })
			const card = sponsored.getByRole('article').filter({ hasText: title })
			await expect(card.getByRole('heading', { name: title })).toBeVisible()
			await expect(
				card.getByRole('link', { name: 'See the offer' }),
			).toHaveAttribute('href', `/promotions/${id}/go`)
		} finally {
			// Remove it at once: promotions.spec.ts checks the seeded sidebar.
			expect(
				(await page.request.delete(`/api/promotions/${id}`)).status(),
			).toBe(204)
		}
	})
})
