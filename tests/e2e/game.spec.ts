import sharp from 'sharp'
import { gameScenarios } from '#app/content/game.ts'
import { expect, test } from './fixtures.ts'

/** The best answer everywhere except the Harvest scenarios, where the worst: a score of 80, Holistic to work on. */
const CHOICES = gameScenarios.map(scenario =>
	scenario.options.findIndex(
		option => option.points === (scenario.step === 'H' ? 0 : 3),
	),
)

test.describe('the Game of Influence', () => {
	test('is played from the home teaser, one question per page, to a score with a breakdown and advice', async ({
		page,
	}) => {
		test.setTimeout(120_000) // fourteen page loads on a shared machine
		await page.goto('/')
		await page.getByRole('link', { name: /Play and get your score/ }).click()
		await expect(page).toHaveURL(/\/game-of-influence$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			'The Game of Influence',
		)
		await expect(page.getByText(/taking a short break/)).toHaveCount(0)
		await page.getByRole('link', { name: 'Start the game' }).click()

		for (const [index, choice] of CHOICES.entries()) {
			await expect(page.getByText(`Question ${index + 1} of 12`)).toBeVisible()
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(
				gameScenarios[index]!.title,
			)
			await page
				.getByRole('radio', {
					name: gameScenarios[index]!.options[choice]!.text,
				})
				.check()
			await page
				.getByRole('button', {
					name: index === 11 ? 'See my score' : 'Next question',
				})
				.click()
		}

		await expect(page).toHaveURL(
			new RegExp(`/game-of-influence/result/${CHOICES.join('')}$`),
		)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText('80/100')
		await expect(page.getByText('Trusted voice', { exact: true })).toBeVisible()
		const breakdown = page.getByRole('region', {
			name: 'Your score along the REACH method',
		})
		await expect(breakdown.getByRole('listitem')).toHaveCount(5)
		await expect(
			breakdown.getByRole('meter', { name: 'Relationship: 100 out of 100' }),
		).toBeVisible()
		await expect(
			breakdown.getByRole('meter', { name: 'Holistic: 0 out of 100' }),
		).toBeVisible()
		await expect(breakdown).toContainText('Start with Holistic (Harvest)')
		await expect(
			page
				.getByRole('region', { name: 'Your answers, reviewed' })
				.getByRole('listitem'),
		).toHaveCount(12)

		// The result is a link anyone can open, with a social card of its own.
		const url = page.url()
		await expect(page.getByLabel('Link to this result')).toHaveValue(url)
		await expect(
			page.getByRole('link', { name: 'Share on LinkedIn' }),
		).toHaveAttribute(
			'href',
			`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
		)
		const card = await page
			.locator('meta[property="og:image"]')
			.getAttribute('content')
		expect(card).toBe(
			new URL(`/api/game-card/${CHOICES.join('')}`, url).toString(),
		)
		await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
			'content',
			card!,
		)
		const image = await page.request.get(card!)
		expect(image.status()).toBe(200)
		expect(image.headers()['content-type']).toBe('image/png')
		expect(await sharp(await image.body()).metadata()).toMatchObject({
			width: 1200,
			height: 630,
		})
	})

	test('an answer that is not one of the options asks again; a previous question can be revisited', async ({
		page,
	}) => {
		await page.goto('/game-of-influence/play?a=01&choice=7')
		await expect(page.getByText('Question 3 of 12')).toBeVisible()
		await expect(page.getByRole('alert')).toHaveText(
			'Choose one of the three answers to continue.',
		)
		await page.getByRole('link', { name: '← Previous question' }).click()
		await expect(page).toHaveURL(/\/game-of-influence\/play\?a=0$/)
		await expect(page.getByText('Question 2 of 12')).toBeVisible()
		// A tampered address starts over.
		await page.goto('/game-of-influence/play?a=9x')
		await expect(page).toHaveURL(/\/game-of-influence\/play$/)
		await expect(page.getByText('Question 1 of 12')).toBeVisible()
	})

	test('an unfinished or invalid result is a 404, and so is its card', async ({
		page,
		request,
	}) => {
		for (const code of ['0120', '0'.repeat(12) + '0', '012012012019']) {
			expect(
				(await page.goto(`/game-of-influence/result/${code}`))?.status(),
				code,
			).toBe(404)
			expect((await request.get(`/api/game-card/${code}`)).status(), code).toBe(
				404,
			)
		}
		await expect(page.getByText('404 Page Not Found')).toBeVisible()
	})
})
