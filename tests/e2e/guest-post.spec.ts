import sharp from 'sharp'
import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test, type Page } from './fixtures.ts'

const CONTENT =
	'**Problem** Our sales team spent weeks on proposals that never closed, because buyers could not tell what made us different from three larger rivals. ' +
	'Every pitch started from scratch and every deck said the same safe things.\n\n' +
	'**Solution** We wrote down the one promise we could keep better than anyone, then rebuilt every proposal around a single client story that proved it. ' +
	'Within a quarter our win rate doubled and the proposals took half the time to write, because the spine of each one was already there.'

async function fillRequired(page: Page, headline: string) {
	const form = page.locator('form#guest-post')
	await form.getByLabel('Author name').fill('Ines Moreau')
	await form.getByLabel('Email').fill('ines.moreau@example.com')
	await form.getByLabel('Company').fill('Moreau Advisory')
	await form.getByLabel('Category').selectOption('guest-contributions')
	await form.getByLabel('Headline').fill(headline)
	await form.getByLabel('Content').fill(CONTENT)
	await form
		.getByLabel('Author bio (optional, up to 50 words)')
		.fill(
			'Ines advises founders on positioning and was a guest on Leading Voices.',
		)
}

test.describe('guest post submission', () => {
	test('the page carries the guidelines, the process and the benefits', async ({
		page,
	}) => {
		await page.goto('/guest-posts')
		await expect(page).toHaveURL(/\/guest-post$/)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			/Submit a Guest Post/i,
		)
		await expect(
			page.getByRole('heading', { name: 'Editorial Guidelines' }),
		).toBeVisible()
		await expect(page.getByText("What We're Looking For")).toBeVisible()
		await expect(page.getByText('Submission Process')).toBeVisible()
		await expect(
			page.getByRole('heading', { name: 'Publication Benefits' }),
		).toBeVisible()
		await expect(
			page.getByText('Minimum 500 characters required', { exact: false }),
		).toBeVisible()
	})

	test('a complete submission, with a main image, is received and waits for review', async ({
		page,
	}, testInfo) => {
		const headline = `Guest submission ${testInfo.project.name} ${Date.now()}`
		await page.goto('/guest-post')
		await fillRequired(page, headline)
		const image = await sharp({
			create: { width: 64, height: 48, channels: 3, background: '#b4232c' },
		})
			.png()
			.toBuffer()
		const noScript = testInfo.project.use.javaScriptEnabled === false
		// Without JavaScript the main image is a plain file input; with it, the upload widget's.
		const fileInput = noScript
			? page.locator('input[name="imageUrlFile"]')
			: page.locator('input[type="file"]').first()
		await fileInput.setInputFiles({
			name: 'headshot.png',
			mimeType: 'image/png',
			buffer: image,
		})
		if (!noScript)
			await expect(
				page.getByText('Image uploaded!', { exact: true }),
			).toBeVisible()
		// A main image needs its alt text (issue 8): the form asks for it.
		await page
			.getByLabel(/Alt text/)
			.fill('Ines Moreau, smiling, in front of a bookshelf')
		await page.getByLabel(/I agree to the/).check()
		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()

		await expect(
			page.getByRole('heading', { name: 'Submission Received!' }),
		).toBeVisible()
		await expect(page.getByText(/email notification/)).toBeVisible()
		await expect(
			page.getByRole('link', { name: 'Submit Another Article' }),
		).toBeVisible()

		// The editors see it, pending, with the image stored on the site.
		await page.goto('/admin')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await expect(
			page.getByRole('heading', { name: 'Content Management' }),
		).toBeVisible()
		const posts = (await (
			await page.request.get('/api/guest-posts')
		).json()) as { headline: string; imageUrl: string }[]
		const mine = posts.find(post => post.headline === headline)
		expect(mine).toMatchObject({
			status: 'pending',
			authorName: 'Ines Moreau',
			company: 'Moreau Advisory',
			agreeTerms: true,
			imageAlt: 'Ines Moreau, smiling, in front of a bookshelf',
		})
		// Stored as WebP whatever was uploaded (the stored-image rule, issue 11).
		expect(mine!.imageUrl).toMatch(
			/^\/public-objects\/uploads\/\d{4}\/\d{2}\/[\w-]+\.webp$/,
		)
		expect((await page.request.head(mine!.imageUrl)).status()).toBe(200)
	})

	test('an image over 5MB is refused before it costs anything, and what was typed stays', async ({
		page,
	}, testInfo) => {
		const headline = `Oversized image ${testInfo.project.name} ${Date.now()}`
		await page.goto('/guest-post')
		await fillRequired(page, headline)
		await page.getByLabel(/I agree to the/).check()
		const huge = {
			name: 'huge.png',
			mimeType: 'image/png',
			buffer: Buffer.alloc(5 * 1024 * 1024 + 1024),
		}
		if (testInfo.project.use.javaScriptEnabled === false) {
			// Without JavaScript the file travels with the form: the server answers 413 with the field's message.
			await page.locator('input[name="imageUrlFile"]').setInputFiles(huge)
			const [response] = await Promise.all([
				page.waitForResponse(answer => answer.request().method() === 'POST'),
				page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click(),
			])
			expect(response.status()).toBe(413)
			await expect(
				page.getByText('Image must be smaller than 5MB'),
			).toBeVisible()
			await expect(
				page.locator('form#guest-post').getByLabel('Headline'),
			).toHaveValue(headline)
		} else {
			// With JavaScript the widget checks the size before sending anything.
			await page.locator('input[type="file"]').first().setInputFiles(huge)
			await expect(
				page.getByText('File too large', { exact: true }),
			).toBeVisible()
			// In the toast, and in the file's own row under the drop area (issue 8: per-file errors).
			await expect(
				page
					.getByRole('region', { name: /Notifications/ })
					.getByText('Image must be smaller than 5MB', { exact: true }),
			).toBeVisible()
			await expect(
				page
					.getByRole('list', { name: 'Files' })
					.getByRole('listitem')
					.filter({ hasText: 'huge.png' }),
			).toContainText('Image must be smaller than 5MB')
		}
		const posts = await page.request.get('/api/guest-posts')
		expect(posts.status()).toBe(401)
	})

	test('mistakes are explained, what was typed stays, and nothing is stored', async ({
		page,
	}, testInfo) => {
		const headline = `Incomplete ${testInfo.project.name} ${Date.now()}`
		await page.goto('/guest-post')
		await fillRequired(page, headline)
		await page.getByLabel('Content').fill('Too short.')
		await page
			.locator('form#guest-post')
			.getByLabel('Email')
			.fill('not-an-email')
		await page
			.getByLabel('Author bio (optional, up to 50 words)')
			.fill('word '.repeat(60))
		if (testInfo.project.use.javaScriptEnabled === false) {
			// The browser's own checks would stop an invalid email before the server sees it.
			await page
				.locator('form#guest-post')
				.evaluate(form => form.setAttribute('novalidate', ''))
		}
		await page.getByRole('button', { name: 'SUBMIT ARTICLE' }).click()

		await expect(
			page.getByText('Article content must be at least 500 characters'),
		).toBeVisible()
		await expect(
			page.getByText('Please enter a valid email address'),
		).toBeVisible()
		await expect(
			page.getByText('Author bio must not exceed 50 words'),
		).toBeVisible()
		await expect(page.getByText('You must agree to the terms')).toBeVisible()
		await expect(page.getByLabel('Headline')).toHaveValue(headline)
		await expect(
			page.getByRole('heading', { name: 'Submission Received!' }),
		).toHaveCount(0)
	})
})
