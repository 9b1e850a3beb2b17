import { expect, test } from './fixtures.ts'
import { uniqueEmail } from './mail.ts'

/**
 * Issue 21 item 9 (decision 081): the newsletter page pitches the newsletter with a sample issue,
 * and the end of an article has an author card, one sign-up and recommendations by tag. With
 * JavaScript on and off (the two projects).
 */

const ARTICLE = '/article/reach-method-five-part-system-for-leaders'

test.describe('the newsletter page', () => {
	test('says what comes and when, shows a sample issue and links the privacy policy', async ({
		page,
	}) => {
		await page.goto('/newsletter')
		await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'What you get' }),
		).toBeVisible()
		await expect(
			page.getByText(/every morning at \d+ [ap]\.m\./i),
		).toBeVisible()

		await expect(
			page.getByText(/^(The latest issue|The next issue|A sample issue)/),
		).toBeVisible()
		const stories = page.locator('[data-sample-story]')
		expect(await stories.count()).toBeGreaterThan(0)
		// Each story links to a public article, which opens.
		const href = await stories
			.first()
			.getByRole('link')
			.last()
			.getAttribute('href')
		expect(href).toMatch(/^\/article\/[\w-]+$/)
		expect((await page.request.get(href!)).status()).toBe(200)
		// Drawn from our own components: no frame of e-mail HTML.
		await expect(page.locator('iframe')).toHaveCount(0)

		await expect(
			page.getByRole('link', { name: 'Read the privacy policy' }),
		).toHaveAttribute('href', '/privacy')
		// The page's own sign-up is its only one (the footer's gives way).
		await expect(page.locator('form[data-newsletter]')).toHaveCount(1)
	})

	test('its sign-up still works, and the confirmation leaves the form in view', async ({
		page,
	}, testInfo) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto('/newsletter')
		const form = page.locator('form[data-newsletter]')
		await form
			.getByLabel('Email address')
			.fill(uniqueEmail(`pitch-${testInfo.project.name}`))
		await form.getByRole('button', { name: 'SUBSCRIBE' }).click()
		const toast = page.getByText('Check your inbox', { exact: true })
		await expect(toast).toBeVisible()
		await expect(page).toHaveURL(/\/newsletter$/)
		const formBox = (await form.boundingBox())!
		const toastBox = (await toast.boundingBox())!
		const overlaps =
			toastBox.y < formBox.y + formBox.height &&
			formBox.y < toastBox.y + toastBox.height &&
			toastBox.x < formBox.x + formBox.width &&
			formBox.x < toastBox.x + toastBox.width
		expect(overlaps).toBe(false)
	})
})

test.describe('the end of an article', () => {
	test('has an author card, one sign-up and a recommendation by a shared tag', async ({
		page,
	}) => {
		await page.goto(ARTICLE)
		const card = page.getByRole('region', { name: 'Claire Ashby' })
		await expect(card).toBeVisible()
		await expect(
			card.getByRole('link', { name: 'Claire Ashby', exact: true }),
		).toHaveAttribute('href', '/author/claire-ashby')
		await expect(card.locator('img')).toBeVisible()

		// One sign-up on the whole page: the end matter's.
		const forms = page.locator('form[data-newsletter]')
		await expect(forms).toHaveCount(1)
		await expect(
			page.getByRole('region', { name: /Get The Daily Brief/ }).locator('form'),
		).toHaveCount(1)

		// A recommendation from another section, picked because it shares a tag with this article.
		const related = page.getByRole('region', { name: 'Related Articles' })
		const byTag = related
			.locator('[data-related]')
			.filter({ has: page.getByRole('link', { name: /^Also tagged #/ }) })
		expect(await byTag.count()).toBeGreaterThan(0)
		const reason = byTag.first().getByRole('link', { name: /^Also tagged #/ })
		const tagHref = (await reason.getAttribute('href'))!
		expect(tagHref).toMatch(/^\/tag\/[\w-]+$/)
		const ownTags = await page
			.getByRole('navigation', { name: 'Tags' })
			.getByRole('link')
			.evaluateAll(links => links.map(link => link.getAttribute('href')))
		expect(ownTags).toContain(tagHref)
		const otherSection = related
			.locator('[data-related]')
			.filter({ has: page.getByRole('link', { name: /^Also tagged #/ }) })
			.filter({
				hasNot: page.getByRole('link', {
					name: 'Personal Branding',
					exact: true,
				}),
			})
		expect(await otherSection.count()).toBeGreaterThan(0)
	})
})
