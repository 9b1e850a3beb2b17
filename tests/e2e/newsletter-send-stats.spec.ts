import { fillOwnerSignIn } from './admin-password.ts'
import { expect, test } from './fixtures.ts'
import { linkIn, mailTo, uniqueEmail } from './mail.ts'

/** A desktop browser's user agent: Playwright's own says "HeadlessChrome", which isbot does not count. */
const READER_AGENT =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test.describe('how a send did (docs/decisions/083)', () => {
	test("an issue goes out, a reader clicks its link, and the send's page and CSV show it", async ({
		page,
		request,
	}, testInfo) => {
		test.setTimeout(180_000)
		const email = uniqueEmail(`send-stats-${testInfo.project.name}`)
		await request.post('/api/newsletter/subscribe', { data: { email } })
		const [welcome] = await mailTo(email)
		await page.goto(linkIn(welcome!, 'confirm'))
		await page.getByRole('button', { name: 'Confirm subscription' }).click()

		const subject = `Send stats ${testInfo.project.name} ${Date.now()}`
		await page.goto('/admin?redirectTo=/admin/newsletter/new')
		await fillOwnerSignIn(page)
		await page.getByRole('button', { name: 'LOGIN' }).click()
		await page.getByLabel('Subject').fill(subject)
		await page
			.getByLabel('Introduction')
			.fill('Read [our method](https://example.com/method) this week.')
		await page.getByRole('button', { name: 'Save draft' }).click()
		await expect(page.getByText('Draft saved', { exact: true })).toBeVisible()
		await page.getByRole('button', { name: 'Send now' }).click()
		await expect(
			page.getByText('Issue on its way', { exact: true }),
		).toBeVisible()

		// The message's link goes through the counted redirect, and lands where it said.
		const [mail] = (await mailTo(email, 2)).filter(
			message => message.subject === subject,
		)
		const tracked = /href="([^"]+\/r\/[^"]+example\.com\/method)"/.exec(
			mail!.html,
		)![1]!
		const click = await request.get(tracked.replaceAll('&amp;', '&'), {
			maxRedirects: 0,
			headers: { 'user-agent': READER_AGENT },
		})
		expect(click.status()).toBe(302)
		expect(click.headers().location).toBe('https://example.com/method')

		// From the newsletter page to the send's page: the click shows within seconds.
		await page.goto('/admin/newsletter')
		await page
			.getByRole('row', { name: new RegExp(subject) })
			.getByRole('link', { name: 'How it did' })
			.click()
		await expect(
			page.getByRole('heading', { name: subject, level: 1 }),
		).toBeVisible()
		await expect(
			page.getByRole('figure', { name: /^Clicks per link/ }),
		).toBeVisible()
		const clicks = page.getByRole('figure', { name: /^Clicks per link/ })
		await expect
			.poll(
				async () => {
					await page.reload()
					return clicks.textContent()
				},
				{ timeout: 30_000 },
			)
			.toContain('1 click on 1 link')
		await expect(clicks).toContainText('https://example.com/method')
		const csv = await page.request.get(
			`${new URL(page.url()).pathname}/figures.csv`,
		)
		expect(csv.headers()['content-type']).toContain('text/csv')
		expect(await csv.text()).toContain('https://example.com/method,1')
	})
})
