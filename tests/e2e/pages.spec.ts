import { expect, test } from './fixtures.ts'

test.describe('static pages', () => {
	test('about shows the claims, the REACH method and rated testimonials', async ({
		page,
	}) => {
		await page.goto('/')
		await page
			.getByRole('contentinfo')
			.getByRole('link', { name: 'About' })
			.click()
		await expect(page).toHaveURL(/\/about$/)
		for (const claim of ['25,000+', '150,000+'])
			await expect(page.getByText(claim, { exact: true }).first()).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'The REACH method' }),
		).toBeVisible()
		await expect(page.getByText('also: Harvest')).toBeVisible()
		const testimonials = page
			.getByRole('region', { name: 'What readers and guests say' })
			.getByRole('figure')
		await expect(testimonials).toHaveCount(3)
		await expect(page.getByText(/out of 5 from 3 reviews/)).toBeVisible()
		const types = await page
			.locator('script[type="application/ld+json"]')
			.allTextContents()
		expect(
			types.map(text => (JSON.parse(text) as { '@type': string })['@type']),
		).toEqual(expect.arrayContaining(['Organization', 'HowTo']))
	})

	test('privacy and terms list their sections, and the old addresses redirect', async ({
		page,
	}) => {
		await page.goto('/privacy-policy')
		await expect(page).toHaveURL(/\/privacy$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Privacy Policy',
		)
		await expect(page.getByText('Effective August 24, 2025')).toBeVisible()
		await expect(
			page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem'),
		).toHaveCount(8)

		await page.goto('/terms-of-service')
		await expect(page).toHaveURL(/\/terms$/)
		await expect(
			page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem'),
		).toHaveCount(10)
		await expect(page.getByText(/30 days/).first()).toBeVisible()
		// Moving between them from the footer (a client-side navigation with JavaScript).
		await page
			.getByRole('contentinfo')
			.getByRole('link', { name: 'Privacy' })
			.click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Privacy Policy',
		)
		await page
			.getByRole('contentinfo')
			.getByRole('link', { name: 'Terms' })
			.click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Terms of Service',
		)
		// The table of contents jumps to a section.
		await page
			.getByRole('navigation', { name: 'Contents' })
			.getByRole('link')
			.nth(9)
			.click()
		await expect(page).toHaveURL(/#section-10$/)
	})

	test('the author profile is reached from an article byline', async ({
		page,
	}) => {
		await page.goto('/article/reach-method-five-part-system-for-leaders')
		await page.getByRole('link', { name: 'Claire Ashby' }).first().click()
		await expect(page).toHaveURL(/\/author\/claire-ashby$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'Claire Ashby',
		)
		await expect(
			page
				.getByRole('region', { name: /Latest from Claire Ashby/ })
				.getByRole('article')
				.first(),
		).toBeVisible()
		const person: unknown = JSON.parse(
			(await page
				.locator('script[type="application/ld+json"]')
				.first()
				.textContent())!,
		)
		expect(person).toMatchObject({ '@type': 'Person', name: 'Claire Ashby' })
		expect((await page.goto('/author/nobody'))?.status()).toBe(404)
	})

	test('the game page explains the score, reached from the home teaser', async ({
		page,
	}) => {
		await page.goto('/')
		await page.getByRole('link', { name: /Play and get your score/ }).click()
		await expect(page).toHaveURL(/\/game-of-influence$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'The Game of Influence',
		)
		await expect(page.getByRole('cell', { name: /^0[–-]/ })).toBeVisible()
		await expect(page.getByRole('cell', { name: /[–-]100$/ })).toBeVisible()
		// No GAME_URL in the test server: our own game is offered (tests/e2e/game.spec.ts plays it).
		await expect(
			page.getByRole('link', { name: 'Start the game' }),
		).toHaveAttribute('href', '/game-of-influence/play')
		await expect(page.locator('iframe')).toHaveCount(0)
	})
})
