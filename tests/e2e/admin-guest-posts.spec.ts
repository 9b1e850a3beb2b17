import type { APIRequestContext, TestInfo } from '@playwright/test'
import { expect, test, type Page } from './fixtures.ts'
import { signIn } from './admin-journey.ts'

/** Signs in from the login form; a deep link comes back to where it pointed. */
const PROBLEM =
	'Our hiring pipeline stalled because nobody outside the company knew what we stood for. '
const SOLUTION =
	'We wrote one clear paragraph about our values and repeated it everywhere we spoke. '
const CONTENT = `**Problem** ${PROBLEM.repeat(6)}\n\n**Solution** ${SOLUTION.repeat(3)}`
const WORDS = CONTENT.replace(/\*/g, '').split(/\s+/).filter(Boolean).length

/** A guest post of this test's own (other journeys run in parallel on the same server). */
async function submitGuestPost(
	request: APIRequestContext,
	testInfo: TestInfo,
	label: string,
) {
	const headline = `Review ${label} ${testInfo.project.name} ${Date.now()}`
	const response = await request.post('/api/guest-posts', {
		data: {
			authorName: 'Dana Whitfield',
			email: 'dana.whitfield@example.com',
			company: 'Example Partners',
			socialHandle: '@danawhit',
			category: 'trust-building',
			headline,
			content: CONTENT,
			authorBio: 'Operations lead and occasional guest on Leading Voices.',
			agreeTerms: true,
		},
	})
	expect(response.status()).toBe(201)
	const { id } = (await response.json()) as { id: string }
	return { id, headline, path: `/admin/guest-post/${id}` }
}

function editForm(page: Page) {
	return page.getByRole('form', { name: 'Edit guest post' })
}

test.describe('guest post review page', () => {
	test('needs the admin session: the page asks for the password, PATCH answers 401', async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'session')
		await page.goto(post.path)
		await expect(page).toHaveURL(
			new RegExp(`/admin\\?redirectTo=${encodeURIComponent(post.path)}$`),
		)
		await expect(
			page.getByRole('heading', { name: 'Admin Access' }),
		).toBeVisible()
		await expect(page.getByText(post.headline)).toHaveCount(0)

		const patch = await request.patch(`/api/guest-posts/${post.id}`, {
			data: { headline: 'Hijacked' },
		})
		expect(patch.status()).toBe(401)
		const forged = await request.post(post.path, {
			form: { intent: 'approve' },
			maxRedirects: 0,
		})
		expect(forged.status()).toBe(302)

		await signIn(page, post.path)
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			post.headline,
		)
		await expect(
			page.getByText('pending', { exact: true }).first(),
		).toBeVisible()
	})

	test("preview shows the article and a side panel with the submission's details and word count", async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'preview')
		await signIn(page, post.path)
		await expect(page.getByText('PREVIEW', { exact: true })).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(
			post.headline,
		)
		await expect(page.locator('.article-body strong').first()).toHaveText(
			'Problem',
		)

		const panel = page.getByRole('complementary', {
			name: 'Submission details',
		})
		const detail = (term: string) => panel.locator(`dt:text-is("${term}") + dd`)
		await expect(detail('Author')).toHaveText('Dana Whitfield')
		await expect(detail('Email')).toHaveText('dana.whitfield@example.com')
		await expect(detail('Company')).toHaveText('Example Partners')
		await expect(detail('Social handle')).toHaveText('@danawhit')
		await expect(detail('Category')).toHaveText('Trust Building')
		await expect(detail('Status')).toHaveText('pending')
		await expect(detail('Word count')).toHaveText(String(WORDS))
		await expect(panel).toContainText(
			'Operations lead and occasional guest on Leading Voices.',
		)

		for (const name of ['Back', 'Edit'])
			await expect(page.getByRole('link', { name, exact: true })).toBeVisible()
		for (const name of ['Approve', 'Reject'])
			await expect(page.getByRole('button', { name })).toBeVisible()
		await expect(
			page.getByRole('button', { name: 'Save Changes' }),
		).toHaveCount(0)
	})

	test("edit and save: back in preview with 'Guest post updated!' and the new headline", async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'edit')
		await signIn(page, post.path)
		await page.getByRole('link', { name: 'Edit', exact: true }).click()
		await expect(page).toHaveURL(new RegExp(`${post.path}\\?mode=edit$`))
		await expect(page.getByText('EDIT MODE', { exact: true })).toBeVisible()
		for (const name of ['Approve', 'Reject'])
			await expect(page.getByRole('button', { name })).toHaveCount(0)

		const form = editForm(page)
		await expect(form.getByLabel('Headline')).toHaveValue(post.headline)
		await expect(form.getByLabel('Content')).toHaveValue(CONTENT.trim())
		await expect(form.getByLabel('Content')).toHaveAttribute('rows', '15')
		await expect(form.getByLabel('Author bio')).toHaveAttribute('rows', '3')
		const headline = `${post.headline} (edited)`
		await form.getByLabel('Headline').fill(headline)
		await form.getByLabel('Company').fill('')
		await form.getByLabel('Category').selectOption('guest-contributions')
		await page.getByRole('button', { name: 'Save Changes' }).click()

		await expect(
			page.getByText('Guest post updated!', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`${post.path}$`))
		await expect(page.getByText('PREVIEW', { exact: true })).toBeVisible()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
		const panel = page.getByRole('complementary', {
			name: 'Submission details',
		})
		await expect(panel.locator('dt:text-is("Company") + dd')).toHaveText('—')
		await expect(panel.locator('dt:text-is("Category") + dd')).toHaveText(
			'Guest Contributions',
		)

		const stored = (await (
			await page.request.get(`/api/guest-posts/${post.id}`)
		).json()) as Record<string, unknown>
		expect(stored).toMatchObject({
			headline,
			category: 'guest-contributions',
			status: 'pending',
		})
		expect(stored).not.toHaveProperty('company')

		// Cancel leaves edit mode without saving.
		await page.getByRole('link', { name: 'Edit', exact: true }).click()
		await editForm(page).getByLabel('Headline').fill('Not saved')
		await page.getByRole('link', { name: 'Cancel' }).click()
		await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
	})

	test('an invalid edit stays in edit mode with the error and the typed values, and changes nothing', async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'invalid')
		await signIn(page, `${post.path}?mode=edit`)
		const form = editForm(page)
		await form.getByLabel('Headline').fill(`${post.headline} (not saved)`)
		await form.getByLabel('Content').fill('Too short to publish.')
		if (testInfo.project.name === 'js')
			await expect(
				form.getByText('4 words · 1 min read · 21 characters'),
			).toBeVisible()
		await page.getByRole('button', { name: 'Save Changes' }).click()

		await expect(
			page.getByRole('alert').filter({ hasText: 'Please fix these fields' }),
		).toContainText('Content: Content must be at least 100 characters')
		await expect(page.getByText('EDIT MODE', { exact: true })).toBeVisible()
		await expect(form.getByLabel('Headline')).toHaveValue(
			`${post.headline} (not saved)`,
		)
		await expect(form.getByLabel('Content')).toHaveValue(
			'Too short to publish.',
		)

		const stored = (await (
			await page.request.get(`/api/guest-posts/${post.id}`)
		).json()) as Record<string, unknown>
		expect(stored).toMatchObject({
			headline: post.headline,
			content: CONTENT.trim(),
		})
	})

	test("approve from the review page: back on the guest posts tab with 'Guest post approved!'", async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'approve')
		await signIn(page, post.path)
		await page.getByRole('button', { name: 'Approve' }).click()
		await expect(
			page.getByText('Guest post approved!', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(/\/admin\?tab=guest-posts$/)
		const card = page.getByRole('listitem').filter({ hasText: post.headline })
		await expect(card.getByText('approved', { exact: true })).toBeVisible()
		await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0)

		// Reviewed: the page no longer offers a decision.
		await page.goto(post.path)
		await expect(
			page
				.getByRole('complementary', { name: 'Submission details' })
				.locator('dt:text-is("Status") + dd'),
		).toHaveText('approved')
		await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
		await expect(page.getByRole('button', { name: 'Reject' })).toHaveCount(0)
	})

	test("reject from the review page: back on the guest posts tab with 'Guest post rejected'", async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'reject')
		await signIn(page, post.path)
		await page.getByRole('button', { name: 'Reject' }).click()
		await expect(
			page.getByText('Guest post rejected', { exact: true }),
		).toBeVisible()
		await expect(page).toHaveURL(/\/admin\?tab=guest-posts$/)
		await expect(
			page
				.getByRole('listitem')
				.filter({ hasText: post.headline })
				.getByText('rejected', { exact: true }),
		).toBeVisible()
	})

	test("a decision on a post reviewed meanwhile fails with an 'Error' toast and stays on the page", async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'meanwhile')
		await signIn(page, post.path)
		await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible()
		expect(
			(await page.request.post(`/api/guest-posts/${post.id}/reject`)).status(),
		).toBe(200)
		await page.getByRole('button', { name: 'Approve' }).click()

		await expect(
			page.getByText(
				'Failed to approve guest post: This guest post was already rejected.',
				{ exact: true },
			),
		).toBeVisible()
		await expect(page.getByText('Error', { exact: true })).toBeVisible()
		await expect(page).toHaveURL(new RegExp(`${post.path}$`))
		await expect(
			page
				.getByRole('complementary', { name: 'Submission details' })
				.locator('dt:text-is("Status") + dd'),
		).toHaveText('rejected')
	})

	test("an unknown id shows 'Guest Post Not Found'", async ({ page }) => {
		await signIn(page, '/admin/guest-post/no-such-guest-post')
		await expect(
			page.getByRole('heading', { name: 'Guest Post Not Found' }),
		).toBeVisible()
	})
})

test.describe('PATCH /api/guest-posts/{id}', () => {
	test('updates with the edit rules; 400, 404 and 405 otherwise', async ({
		page,
		request,
	}, testInfo) => {
		const post = await submitGuestPost(request, testInfo, 'api')
		await signIn(page)
		const body = {
			authorName: 'Dana W.',
			email: 'dana@example.com',
			company: '',
			socialHandle: '@danaw',
			category: 'guest-contributions',
			headline: `${post.headline} via API`,
			content: SOLUTION.repeat(2),
			authorBio: '',
			imageUrl: '',
		}
		const updated = await page.request.patch(`/api/guest-posts/${post.id}`, {
			data: body,
		})
		expect(updated.status(), await updated.text()).toBe(200)
		const json = (await updated.json()) as Record<string, unknown>
		expect(json).toMatchObject({
			id: post.id,
			authorName: 'Dana W.',
			headline: `${post.headline} via API`,
			content: SOLUTION.repeat(2).trim(),
			status: 'pending',
		})
		expect(json).not.toHaveProperty('company')
		expect(json).not.toHaveProperty('authorBio')

		const cases: [Record<string, unknown>, string][] = [
			[{ ...body, authorName: '' }, 'Author name is required'],
			[{ ...body, email: 'nope' }, 'Valid email is required'],
			[{ ...body, category: 'interviews' }, 'Category is required'],
			[{ ...body, headline: ' ' }, 'Headline is required'],
			[
				{ ...body, content: 'Too short.' },
				'Content must be at least 100 characters',
			],
		]
		for (const [data, message] of cases) {
			const response = await page.request.patch(`/api/guest-posts/${post.id}`, {
				data,
			})
			expect(response.status(), message).toBe(400)
			expect(((await response.json()) as { message: string }).message).toBe(
				message,
			)
		}
		expect(
			(
				(await (
					await page.request.get(`/api/guest-posts/${post.id}`)
				).json()) as { headline: string }
			).headline,
		).toBe(`${post.headline} via API`)

		expect(
			(
				await page.request.patch('/api/guest-posts/no-such-guest-post', {
					data: body,
				})
			).status(),
		).toBe(404)
		const put = await page.request.put(`/api/guest-posts/${post.id}`, {
			data: body,
		})
		expect(put.status()).toBe(405)
		expect(put.headers()['allow']).toBe('GET, PATCH')
	})
})
