import { expect, test } from './fixtures.ts'

test.describe('sponsored promotions', () => {
	test('the home sidebar shows running promotions only, labelled, and a click leads on', async ({
		page,
		context,
	}) => {
		// The destination is on the outside internet, which this machine cannot reach.
		await context.route('https://example.com/**', route =>
			route.fulfill({
				status: 200,
				contentType: 'text/html',
				body: '<title>Leading Voices</title>',
			}),
		)
		await page.goto('/')
		const sponsored = page.getByRole('region', { name: 'Sponsored' })
		await expect(
			sponsored.getByRole('heading', {
				name: 'Leading Voices with Claire Ashby',
			}),
		).toBeVisible()
		await expect(sponsored.getByText('The REACH Masterclass')).toHaveCount(0) // scheduled for later
		await expect(
			sponsored.getByText(/Four-Sentence Executive Bio/),
		).toHaveCount(0) // inactive
		expect(await sponsored.getByRole('article').count()).toBeLessThanOrEqual(2)

		// Other journeys may add a promotion for a moment; this one is about the seeded show.
		const link = sponsored
			.getByRole('article')
			.filter({ hasText: 'Leading Voices with Claire Ashby' })
			.getByRole('link')
		await expect(link).toHaveAttribute('target', '_blank')
		await expect(link).toHaveAttribute('rel', /sponsored/)
		// The new tab asks us first (the click is counted), then is sent to the sponsor.
		const [counted] = await Promise.all([
			context.waitForEvent('response', response =>
				response.url().includes('/promotions/leading-voices-show/go'),
			),
			link.click(),
		])
		expect(counted.status()).toBe(302)
		expect(await counted.headerValue('location')).toBe(
			'https://example.com/leading-voices',
		)
	})

	test('the article rail carries the first sponsored promotion, and the page an ad chosen by section', async ({
		page,
	}) => {
		// One in the rail (issue 21): the first the section's sidebar placement runs (another journey may add one for a moment).
		const [first] = (await (
			await page.request.get(
				'/api/promotions/active?placement=sidebar&category=personal-branding',
			)
		).json()) as { title: string }[]
		await page.goto('/article/reach-method-five-part-system-for-leaders')
		const rail = page.getByRole('region', { name: 'Sponsored' })
		await expect(rail.getByRole('article')).toHaveCount(1)
		await expect(rail.getByRole('heading')).toHaveText(first!.title)
		const ad = page.getByRole('complementary', { name: 'Advertisement' })
		await expect(ad).toContainText('5 CEO Personal Branding Mistakes') // the personal-branding section's house ad
		await page.goto('/')
		await expect(
			page.getByRole('complementary', { name: 'Advertisement' }),
		).toBeVisible()
	})

	test('the click route counts and redirects; unknown promotions are 404', async ({
		request,
	}) => {
		const response = await request.get('/promotions/leading-voices-show/go', {
			maxRedirects: 0,
		})
		expect(response.status()).toBe(302)
		expect(response.headers()['location']).toBe(
			'https://example.com/leading-voices',
		)
		expect(
			(await request.get('/promotions/nope/go', { maxRedirects: 0 })).status(),
		).toBe(404)
	})
})

test.describe('promotions API', () => {
	test('GET /api/promotions/active lists what may be shown, by placement and category', async ({
		request,
	}) => {
		const response = await request.get(
			'/api/promotions/active?placement=sidebar',
		)
		expect(response.status()).toBe(200)
		const promotions = (await response.json()) as { id: string }[]
		const ids = promotions.map(promotion => promotion.id)
		// Running, so listed; scheduled for later and inactive, so not. (Other journeys may add one briefly.)
		expect(ids).toContain('leading-voices-show')
		expect(ids).not.toContain('reach-masterclass')
		expect(ids).not.toContain('executive-bio-workbook')
		const show = promotions.find(
			promotion => promotion.id === 'leading-voices-show',
		)
		expect(show).toMatchObject({
			title: 'Leading Voices with Claire Ashby',
			url: 'https://example.com/leading-voices',
			buttonText: expect.any(String),
		})
		expect(show).not.toHaveProperty('clicks')

		const bad = await request.get('/api/promotions/active?placement=popup')
		expect(bad.status()).toBe(400)
		expect(((await bad.json()) as { message: string }).message).toMatch(
			/placement must be one of/,
		)
	})

	test('POST /api/promotions/{id}/click counts once per address; an unknown id is 404', async ({
		request,
	}) => {
		// The first click from this address in this run (whichever project came first) counts.
		const response = await request.post(
			'/api/promotions/leading-voices-show/click',
		)
		expect(response.status()).toBe(200)
		expect(await response.json()).toHaveProperty('clicked')
		const again = await request.post(
			'/api/promotions/leading-voices-show/click',
		)
		expect(again.status()).toBe(200)
		expect(await again.json()).toEqual({ clicked: false })
		expect((await request.post('/api/promotions/nope/click')).status()).toBe(
			404,
		)
		expect(
			(await request.get('/api/promotions/leading-voices-show/click')).status(),
		).toBe(405)
	})
})
