import { ARTICLE_BODY, signIn } from './admin-journey.ts'
import { expect, test } from './fixtures.ts'
import { linkIn, mailTo, uniqueEmail, type CaughtMail } from './mail.ts'

test.describe('a story sent from the article editor (docs/decisions/082)', () => {
	test('Publish and send: the article goes live and the subscriber gets it by e-mail', async ({
		page,
	}, testInfo) => {
		// A reader who subscribed and confirmed.
		const email = uniqueEmail(`story-${testInfo.project.name}`)
		await page.request.post('/api/newsletter/subscribe', { data: { email } })
		const [confirmation] = await mailTo(email)
		await page.goto(linkIn(confirmation!, 'confirm'))
		await page.getByRole('button', { name: 'Confirm subscription' }).click()

		await signIn(page)
		const headline = `Story send ${testInfo.project.name} ${Date.now()}`
		const created = await page.request.post('/api/articles', {
			data: {
				headline,
				summary: 'A story the subscribers get in their inbox.',
				content: ARTICLE_BODY,
				author: 'Desk Tester',
				category: 'personal-branding',
				featured: false,
				breaking: false,
				status: 'draft',
			},
		})
		expect(created.status(), await created.text()).toBe(201)
		const { id } = (await created.json()) as { id: string }

		await page.goto(`/admin/article/${id}`)
		await expect(
			page.getByRole('group', { name: 'Send to subscribers' }),
		).toBeVisible()
		await page.getByRole('button', { name: 'Publish and send' }).click()
		await expect(
			page.getByText('Published and on its way', { exact: true }),
		).toBeVisible()
		await expect(
			page.getByText('Published and sent to the subscribers'),
		).toBeVisible()
		await expect(
			page.getByRole('button', { name: 'Publish and send' }),
		).toHaveCount(0)

		// The newsletter-issues job sends it within seconds.
		let mail: CaughtMail | undefined
		await expect
			.poll(
				async () => {
					const messages = await mailTo(email)
					mail = messages.find(message => message.subject === headline)
					return mail !== undefined
				},
				{ message: 'the story reached the subscriber', timeout: 30_000 },
			)
			.toBe(true)
		expect(mail!.text).toContain('A story the subscribers get in their inbox.')
		expect(mail!.headers['list-id']).toMatch(/<newsletter\./)

		// The article is live on the site.
		const articleLink = /https?:\/\/\S+\/article\/[\w-]+/.exec(mail!.text)
		expect(articleLink).toBeTruthy()
		await page.goto(articleLink![0])
		await expect(
			page.getByRole('heading', { name: headline, level: 1 }),
		).toBeVisible()
	})
})
