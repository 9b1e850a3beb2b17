import { expect, test } from './fixtures.ts'
import {
	linkIn,
	mailTo,
	signInApi,
	subscriberRecord,
	uniqueEmail,
} from './mail.ts'

test.describe("a reader's newsletter preferences", () => {
	test("from the e-mail's link: choose topics and breaking news, pause for a month, resume, unsubscribe from all", async ({
		page,
		request,
	}, testInfo) => {
		const email = uniqueEmail(`prefs-${testInfo.project.name}`)
		await request.post('/api/newsletter/subscribe', { data: { email } })
		const [mail] = await mailTo(email)
		expect(mail!.text).toContain('Manage your preferences: ')
		expect(mail!.html).toContain('Manage your preferences')

		// Confirmed from the first link; the confirmation page leads to the preferences too.
		await page.goto(linkIn(mail!, 'confirm'))
		await page.getByRole('button', { name: 'Confirm subscription' }).click()
		await page.getByRole('link', { name: 'Choose what you receive' }).click()
		await expect(
			page.getByRole('heading', { name: 'Your newsletter preferences' }),
		).toBeVisible()

		// The message's own link opens the same page.
		await page.goto(linkIn(mail!, 'preferences'))
		await expect(page.getByText(email)).toBeVisible()
		const daily = page.getByRole('radio', {
			name: /The Daily Brief, every morning/,
		})
		await expect(daily).toBeChecked()

		// Daily and weekly said plainly; the weekly one chosen instead, and read back.
		await expect(
			page.getByText(/The Weekly Brief arrives \w+days at/),
		).toBeVisible()
		await page
			.getByRole('radio', { name: /The Weekly Brief, once a week instead/ })
			.check()
		await page.getByRole('button', { name: 'Save preferences' }).click()
		await expect(page.getByRole('status')).toHaveText(
			'Your preferences are saved. They apply from the next message.',
		)
		await page.goto(linkIn(mail!, 'preferences'))
		await expect(
			page.getByRole('radio', {
				name: /The Weekly Brief, once a week instead/,
			}),
		).toBeChecked()

		await page.getByRole('radio', { name: /Breaking news only/ }).check()
		await page.getByRole('checkbox', { name: 'Audience Growth' }).check()
		await page.getByRole('checkbox', { name: 'Trust Building' }).check()
		await page.getByRole('button', { name: 'Save preferences' }).click()
		await expect(page.getByRole('status')).toHaveText(
			'Your preferences are saved. They apply from the next message.',
		)
		// What the server stored, read back by a fresh load of the link.
		await page.goto(linkIn(mail!, 'preferences'))
		await expect(
			page.getByRole('radio', { name: /Breaking news only/ }),
		).toBeChecked()
		await expect(
			page.getByRole('checkbox', { name: 'Audience Growth' }),
		).toBeChecked()
		await expect(
			page.getByRole('checkbox', { name: 'Trust Building' }),
		).toBeChecked()
		await expect(
			page.getByRole('checkbox', { name: 'Personal Branding' }),
		).not.toBeChecked()

		// Pause: the page names the day it ends, before and after.
		const offer = await page
			.getByRole('region', { name: 'Take a break' })
			.textContent()
		const ends = /until (\w+, \w+ \d{1,2}, \d{4})/.exec(offer ?? '')?.[1]
		expect(ends).toBeTruthy()
		await page.getByRole('button', { name: 'Pause for a month' }).click()
		await expect(
			page.getByRole('heading', { name: `Paused until ${ends}` }),
		).toBeVisible()
		await page.getByRole('button', { name: 'Resume now' }).click()
		await expect(page.getByRole('status')).toContainText('Welcome back')
		await expect(
			page.getByRole('heading', { name: /Paused until/ }),
		).toHaveCount(0)

		await page.getByRole('button', { name: 'Unsubscribe from all' }).click()
		await expect(
			page.getByRole('heading', { name: "You're unsubscribed" }),
		).toBeVisible()
		await signInApi(request)
		expect(await subscriberRecord(request, email)).toMatchObject({
			status: 'inactive',
			active: false,
		})
	})

	test('a tampered link shows that it is not valid, and its form changes nothing', async ({
		page,
		request,
	}, testInfo) => {
		const email = uniqueEmail(`prefs-forged-${testInfo.project.name}`)
		await request.post('/api/newsletter/subscribe', { data: { email } })
		const [mail] = await mailTo(email)
		const link = linkIn(mail!, 'preferences')
		const forged = link.replace(/.$/, last => (last === 'A' ? 'B' : 'A'))
		const response = await page.goto(forged)
		expect(response?.status()).toBe(404)
		await expect(
			page.getByRole('heading', { name: 'This link is not valid' }),
		).toBeVisible()
		const post = await request.post(forged, {
			form: { intent: 'unsubscribe' },
			headers: { Origin: new URL(link).origin },
			maxRedirects: 0,
		})
		expect(post.status()).toBe(404)
		await signInApi(request)
		expect(await subscriberRecord(request, email)).toMatchObject({
			status: 'pending',
		})
	})
})
