/**
 * Issue 22 item 5, bylines are people (docs/decisions/078), with JavaScript on and off: a new
 * Author fills in their profile (a refused http:// link first, then a portrait upload), writes an
 * article whose byline is already theirs, and their author page shows the portrait, bio and link.
 */
import sharp from 'sharp'
import { expect, test } from './fixtures.ts'
import { ARTICLE_BODY, joinStaff } from './admin-journey.ts'
import { uniqueEmail } from './mail.ts'

test('an Author edits their profile and their author page shows it', async ({
	page,
}, testInfo) => {
	test.slow()
	const noScript = testInfo.project.use.javaScriptEnabled === false
	const name = `Pat Byline ${testInfo.project.name} ${Date.now().toString(36)}`
	await joinStaff(page, {
		email: uniqueEmail('profile'),
		role: 'Author',
		name,
		password: 'an-author-password-for-profiles',
	})

	await page.getByRole('link', { name: 'Your profile' }).click()
	await expect(page.getByRole('heading', { level: 1 })).toHaveText(
		'Your profile',
	)
	await expect(
		page.getByRole('textbox', { name: 'Name', exact: true }),
	).toHaveValue(name)
	await page.getByLabel('Title').fill('Staff Writer, Trust')
	await page
		.getByLabel('Short bio')
		.fill('Writes about the small proofs that build a reputation.')
	await page
		.getByLabel('Bio', { exact: true })
		.fill('Formerly on the **city desk**.')
	await page.getByLabel('Website').fill('http://pat.example/')
	await page.getByRole('button', { name: 'Save profile' }).click()
	await expect(
		page.getByText('Website must be a full https:// address').first(),
	).toBeVisible()
	// Nothing typed was lost.
	await expect(page.getByLabel('Short bio')).toHaveValue(
		'Writes about the small proofs that build a reputation.',
	)

	await page.getByLabel('Website').fill('https://pat.example/')
	const portrait = await sharp({
		create: { width: 96, height: 96, channels: 3, background: '#2b6cb0' },
	})
		.png()
		.toBuffer()
	const fileInput = noScript
		? page.locator('input[name="photoUrlFile"]')
		: page.locator('input[type="file"]').first()
	await fileInput.setInputFiles({
		name: 'portrait.png',
		mimeType: 'image/png',
		buffer: portrait,
	})
	if (!noScript)
		await expect(
			page.getByText('Image uploaded!', { exact: true }),
		).toBeVisible()
	await page.getByLabel('Portrait description').fill('Pat at the desk')
	await page.getByRole('button', { name: 'Save profile' }).click()
	await expect(page.getByText('Profile saved')).toBeVisible()
	const authorPath = await page
		.getByRole('link', { name: /^\/author\// })
		.getAttribute('href')

	// A new article's byline is already theirs.
	await page.goto('/admin/article/new')
	await expect(page.getByLabel('Author')).toHaveValue(name)
	const headline = `By a person ${testInfo.project.name} ${Date.now()}`
	await page.getByLabel('Headline').fill(headline)
	await page.getByLabel('Category').selectOption('trust-building')
	await page.getByLabel('Summary').fill('A byline that is a person.')
	await page.getByLabel('Content').fill(ARTICLE_BODY)
	await page.getByLabel('Status').selectOption('published')
	await page.getByRole('button', { name: 'Create' }).click()
	await expect(
		page.getByText('Article created!', { exact: true }),
	).toBeVisible()

	await page.goto(authorPath!)
	await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
	await expect(page.getByText('Staff Writer, Trust').first()).toBeVisible()
	await expect(page.locator('strong', { hasText: 'city desk' })).toBeVisible()
	await expect(page.getByRole('img', { name: 'Pat at the desk' })).toBeVisible()
	await expect(page.getByRole('link', { name: 'Website' })).toHaveAttribute(
		'href',
		'https://pat.example/',
	)
	await expect(page.getByRole('link', { name: headline })).toBeVisible()
})
