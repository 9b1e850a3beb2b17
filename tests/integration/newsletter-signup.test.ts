/**
 * Sign-ups through a real SMTP server on 127.0.0.1: the answer never tells a known address from a
 * new one, new addresses confirm through a signed link, and leaving takes one click.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts'
import { routeArgs } from '../helpers/route-args.ts'
import { action as subscribeApi } from '#app/routes/api.newsletter.subscribe.ts'
import { action as newsletterPage } from '#app/routes/newsletter.tsx'
import { action as confirmPage } from '#app/routes/newsletter_.confirm.$token.tsx'
import {
	action as oneClick,
	loader as oneClickOpened,
} from '#app/routes/newsletter_.one-click.$token.ts'
import { action as unsubscribePage } from '#app/routes/newsletter_.unsubscribe.$token.tsx'
import { useEmailTransport } from '#app/server/platform/email.server.ts'
import {
	NewsletterSubscriber,
	SignupRequest,
} from '#app/server/models/index.ts'
import { takeLease } from '#app/server/coordination/leases.server.ts'
import {
	SIGNUP_LEASE,
	SIGNUP_LEASE_MS,
	confirmSubscription,
	listSubscribers,
	processPendingSignups,
	processSignupRequest,
	requestSubscription,
	resubscribe,
	unsubscribe,
} from '#app/server/newsletter/subscribers.server.ts'
import { getToast } from '#app/server/edge/toast.server.ts'

setupTestDatabase('newsletter_signup')

let sink: MailSink
beforeAll(async () => {
	sink = await startMailSink()
	useEmailTransport(sink.transport())
})
afterAll(async () => {
	useEmailTransport(undefined)
	await sink.close()
})
beforeEach(() => sink.clear())

/** Every stored sign-up, processed as the periodic job would (a minute later). */
async function processAll(): Promise<void> {
	await processPendingSignups(new Date(Date.now() + 60_000))
}

async function statusOf(email: string): Promise<string | undefined> {
	return (await listSubscribers()).find(
		subscriber => subscriber.email === email,
	)?.status
}

function linkIn(text: string, kind: 'confirm' | 'unsubscribe'): string {
	const match = new RegExp(`https?://[^\\s]+/newsletter/${kind}/[\\w.-]+`).exec(
		text,
	)
	if (!match) throw new Error(`no ${kind} link in:\n${text}`)
	return match[0]
}

const tokenOf = (link: string) => link.split('/').pop()!

async function apiSignup(email: string): Promise<Response> {
	const request = new Request('http://localhost/api/newsletter/subscribe', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ email }),
	})
	return subscribeApi(routeArgs(request))
}

async function pageSignup(email: string): Promise<Response> {
	const request = new Request('http://localhost/newsletter', {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({
			email,
			source: 'footer',
			redirectTo: '/about',
		}),
	})
	return (await newsletterPage(routeArgs(request))) as Response
}

describe('the sign-up answer', () => {
	it('is byte-identical for a new address and for addresses already on the list (JSON API)', async () => {
		await NewsletterSubscriber.create([
			{ email: 'known-active@example.com', confirmedAt: new Date() },
			{ email: 'known-pending@example.com', pending: true },
			{ email: 'known-inactive@example.com', active: false },
		])
		const answers = []
		for (const email of [
			'brand-new@example.com',
			'brand-new@example.com',
			'known-active@example.com',
			'known-pending@example.com',
			'known-inactive@example.com',
		]) {
			const response = await apiSignup(email)
			answers.push({
				status: response.status,
				headers: [...response.headers].sort(),
				body: Buffer.from(await response.arrayBuffer()).toString('hex'),
			})
		}
		expect(answers[0]!.status).toBe(202)
		for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0])
		expect(JSON.parse(Buffer.from(answers[0]!.body, 'hex').toString())).toEqual(
			{
				message:
					"Check your inbox We've sent you a link to confirm your subscription. Already subscribed? Then there's nothing more to do.",
				// The same words in the two parts the sign-up form's toast shows (decision 051).
				title: 'Check your inbox',
				description:
					"We've sent you a link to confirm your subscription. Already subscribed? Then there's nothing more to do.",
			},
		)
	})

	it('reads the same on the pages, new address or not', async () => {
		await NewsletterSubscriber.create({
			email: 'page-known@example.com',
			confirmedAt: new Date(),
		})
		const answers = []
		for (const email of ['page-new@example.com', 'page-known@example.com']) {
			const response = await pageSignup(email)
			const cookie = response.headers.get('set-cookie')!.split(';')[0]!
			const { toast } = await getToast(
				new Request('http://localhost/about', { headers: { Cookie: cookie } }),
			)
			answers.push({
				status: response.status,
				location: response.headers.get('location'),
				title: toast?.title,
				description: toast?.description,
			})
		}
		expect(answers[0]).toEqual({
			status: 302,
			location: '/about',
			title: 'Check your inbox',
			description:
				"We've sent you a link to confirm your subscription. Already subscribed? Then there's nothing more to do.",
		})
		expect(answers[1]).toEqual(answers[0])
	})

	it('is given once the request is stored, before anything is looked up or sent', async () => {
		await requestSubscription(
			{ email: 'Later@Example.com' },
			{ processNow: false },
		)
		expect(
			await SignupRequest.countDocuments({ email: 'later@example.com' }),
		).toBe(1)
		expect(
			await NewsletterSubscriber.countDocuments({ email: 'later@example.com' }),
		).toBe(0)
		// The instance that took it died: the periodic job finishes it.
		await processAll()
		expect(await statusOf('later@example.com')).toBe('pending')
		expect(
			await SignupRequest.countDocuments({ email: 'later@example.com' }),
		).toBe(0)
		expect(sink.to('later@example.com')).toHaveLength(1)
	})

	it('is finished by another instance when the one that claimed it died before recording so', async () => {
		const id = await requestSubscription(
			{ email: 'orphan@example.com' },
			{ processNow: false },
		)
		await takeLease(SIGNUP_LEASE, id, {
			forMs: SIGNUP_LEASE_MS,
			holder: 'a-dead-instance',
		})
		// Within the dead attempt's lease nobody touches it; after it, the next attempt runs.
		await processPendingSignups(new Date(Date.now() + 20_000))
		expect(await statusOf('orphan@example.com')).toBeUndefined()
		await processPendingSignups(new Date(Date.now() + 90_000))
		expect(await statusOf('orphan@example.com')).toBe('pending')
		expect(sink.to('orphan@example.com')).toHaveLength(1)
	})
})

describe('confirmed opt-in', () => {
	it('sends a new address a signed link; it is Pending until the reader confirms', async () => {
		await requestSubscription(
			{ email: 'confirm-me@example.com', source: 'homepage-sidebar' },
			{ processNow: false },
		)
		await processAll()
		const [mail] = sink.to('confirm-me@example.com')
		expect(mail!.subject).toBe('Confirm your subscription to Brandline')
		expect(mail!.html).toContain('Confirm my subscription')
		expect(mail!.headers['list-unsubscribe-post']).toBe(
			'List-Unsubscribe=One-Click',
		)
		expect(mail!.headers['list-unsubscribe']).toMatch(
			/^<http:\/\/localhost:\d+\/newsletter\/one-click\/[\w.-]+>$/,
		)
		expect(await statusOf('confirm-me@example.com')).toBe('pending')

		const link = linkIn(mail!.text, 'confirm')
		expect(linkIn(mail!.html, 'confirm')).toBe(link)
		await expect(
			confirmSubscription(
				tokenOf(link).replace(/.$/, c => (c === 'A' ? 'B' : 'A')),
			),
		).rejects.toThrow(/not valid/)
		expect(await statusOf('confirm-me@example.com')).toBe('pending')
		await confirmSubscription(tokenOf(link))
		expect(await statusOf('confirm-me@example.com')).toBe('active')
	})

	it('sends nothing more to a confirmed subscriber who signs up again', async () => {
		await NewsletterSubscriber.create({
			email: 'already@example.com',
			confirmedAt: new Date(),
		})
		await requestSubscription(
			{ email: 'already@example.com' },
			{ processNow: false },
		)
		await processAll()
		expect(sink.to('already@example.com')).toHaveLength(0)
		expect(await statusOf('already@example.com')).toBe('active')
	})

	it('sends one confirmation however many sign-ups for one address arrive at once', async () => {
		await Promise.all(
			Array.from({ length: 8 }, () =>
				requestSubscription(
					{ email: 'burst@example.com' },
					{ processNow: false },
				),
			),
		)
		await NewsletterSubscriber.init()
		await Promise.all([processAll(), processAll()])
		expect(
			await NewsletterSubscriber.countDocuments({ email: 'burst@example.com' }),
		).toBe(1)
		expect(sink.to('burst@example.com')).toHaveLength(1)
	})

	it("e-mails the guide's link with the confirmation to a content-upgrade sign-up", async () => {
		await requestSubscription(
			{
				email: 'guide-reader@example.com',
				source: 'content-upgrade',
				contentType: 'pdf-guide',
			},
			{ processNow: false },
		)
		await processAll()
		const [mail] = sink.to('guide-reader@example.com')
		expect(mail!.subject).toBe('Your free guide from Brandline')
		expect(mail!.text).toContain(
			'/downloads/5-ceo-personal-branding-mistakes.pdf',
		)
		expect(mail!.text).toMatch(/\/newsletter\/confirm\//)
		const stored = (await listSubscribers()).find(
			subscriber => subscriber.email === 'guide-reader@example.com',
		)
		expect(stored).toMatchObject({
			status: 'pending',
			source: 'content-upgrade',
			contentType: 'pdf-guide',
		})
	})

	it('asks an address that left to confirm again before anything is sent to it', async () => {
		await NewsletterSubscriber.create({
			email: 'returning@example.com',
			active: false,
			confirmedAt: new Date(),
			unsubscribedAt: new Date(),
		})
		await requestSubscription(
			{ email: 'returning@example.com' },
			{ processNow: false },
		)
		await processAll()
		expect(await statusOf('returning@example.com')).toBe('pending')
		expect(sink.to('returning@example.com')[0]!.subject).toBe(
			'Confirm your subscription to Brandline',
		)
	})

	it('retries the e-mail later when the mail server is busy', async () => {
		const busy = await startMailSink({
			refuseRecipient: (_address, attempt) =>
				attempt === 1 ? { code: 451, message: 'Try again later' } : undefined,
		})
		useEmailTransport(busy.transport())
		try {
			const id = await requestSubscription(
				{ email: 'busy@example.com' },
				{ processNow: false },
			)
			await processAll()
			expect(busy.to('busy@example.com')).toHaveLength(0)
			expect(await SignupRequest.countDocuments({ _id: id })).toBe(1)
			// The next attempt waits for the first one's lease (a minute).
			await processPendingSignups(new Date(Date.now() + 10 * 60_000))
			expect(busy.to('busy@example.com')).toHaveLength(1)
			expect(await SignupRequest.countDocuments({ _id: id })).toBe(0)
		} finally {
			useEmailTransport(sink.transport())
			await busy.close()
		}
	})
})

describe('leaving', () => {
	it("the e-mail's unsubscribe link sets the subscriber inactive at once, and can be undone", async () => {
		await requestSubscription(
			{ email: 'leaver@example.com' },
			{ processNow: false },
		)
		await processAll()
		const token = tokenOf(
			linkIn(sink.to('leaver@example.com')[0]!.text, 'unsubscribe'),
		)
		await unsubscribe(token)
		expect(await statusOf('leaver@example.com')).toBe('inactive')
		await unsubscribe(token)
		expect(await statusOf('leaver@example.com')).toBe('inactive')
		await resubscribe(token)
		expect(await statusOf('leaver@example.com')).toBe('active')
	})

	it('refuses a token signed for the other purpose', async () => {
		await requestSubscription(
			{ email: 'mixup@example.com' },
			{ processNow: false },
		)
		await processAll()
		const text = sink.to('mixup@example.com')[0]!.text
		await expect(unsubscribe(tokenOf(linkIn(text, 'confirm')))).rejects.toThrow(
			/not valid/,
		)
		await expect(
			confirmSubscription(tokenOf(linkIn(text, 'unsubscribe'))),
		).rejects.toThrow(/not valid/)
	})

	it('answers a mangled link with a well-formed redirect or a 404, never an error (found by the fuzz suite)', async () => {
		// A mail client or a scanner may hand back any bytes; a raw "Ā" in a Location header threw.
		const token = '\u0100 <x>'
		const opened = oneClickOpened(
			routeArgs(new Request('http://localhost/newsletter/one-click/x'), {
				token,
			}),
		)
		expect(opened.headers.get('Location')).toBe(
			'/newsletter/unsubscribe/%C4%80%20%3Cx%3E',
		)
		const post = (url: string) =>
			new Request(url, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'unsubscribe' }),
			})
		expect(
			(
				await oneClick(
					routeArgs(post('http://localhost/newsletter/one-click/x'), { token }),
				)
			).status,
		).toBe(404)
		for (const page of [unsubscribePage, confirmPage]) {
			const answer = (await page(
				routeArgs(post('http://localhost/newsletter/x/y'), { token }),
			)) as { init?: { status?: number } }
			expect(answer.init?.status).toBe(404)
		}
	})
})

describe('the list', () => {
	it("stores a sign-up with the SPEC's defaults, once per address (case-insensitive)", async () => {
		await requestSubscription(
			{ email: ' Reader@Example.com ' },
			{ processNow: false },
		)
		await requestSubscription(
			{ email: 'twice@example.com', source: 'footer' },
			{ processNow: false },
		)
		await processAll()
		await requestSubscription(
			{
				email: 'TWICE@example.com',
				source: 'homepage-sidebar',
				contentType: 'pdf-guide',
			},
			{ processNow: false },
		)
		await processAll()
		const list = await listSubscribers()
		expect(
			list.find(subscriber => subscriber.email === 'reader@example.com'),
		).toMatchObject({
			active: true,
			source: 'direct',
			contentType: 'newsletter',
		})
		expect(
			list.find(subscriber => subscriber.email === 'reader@example.com')!.id,
		).toMatch(/^[\w-]{12}$/)
		// A repeat changes nothing about the record.
		expect(
			list.filter(subscriber => subscriber.email === 'twice@example.com'),
		).toEqual([
			expect.objectContaining({ source: 'footer', contentType: 'newsletter' }),
		])
	})

	it("keeps the first sign-up's form when two for one address are processed the other way round", async () => {
		const first = await requestSubscription(
			{
				email: 'order@example.com',
				source: 'content-upgrade',
				contentType: 'pdf-guide',
			},
			{ processNow: false },
		)
		const second = await requestSubscription(
			{ email: 'order@example.com' },
			{ processNow: false },
		)
		await processSignupRequest(second)
		await processSignupRequest(first)
		expect(
			(await listSubscribers()).filter(
				subscriber => subscriber.email === 'order@example.com',
			),
		).toEqual([
			expect.objectContaining({
				source: 'content-upgrade',
				contentType: 'pdf-guide',
			}),
		])
	})

	it('lists subscribers newest first', async () => {
		const dates = (await listSubscribers()).map(
			subscriber => subscriber.subscribedAt,
		)
		expect(dates.length).toBeGreaterThanOrEqual(5)
		expect([...dates].sort().reverse()).toEqual(dates)
	})
})
