/**
 * The daily digest through a real SMTP server on 127.0.0.1, counted by what the server received:
 * one message per confirmed active subscriber however often and wherever the job runs, resumed
 * without duplicates after a worker dies, retried on 4xx, and a 5xx marks the address.
 */
import {
	afterAll,
	beforeAll,
	beforeEach,
	describe,
	expect,
	it,
	vi,
} from 'vitest'

// Due every day from 00:00 UTC, so "now" is always after the digest's hour.
process.env.NEWSLETTER_DIGEST_HOUR = '0'
process.env.NEWSLETTER_TIME_ZONE = 'UTC'
// Late after two hours, as in production; the tests that send give "now" within them.
process.env.NEWSLETTER_DIGEST_GRACE_MINUTES = '120'

import { setupTestDatabase } from '../helpers/database.ts'
import {
	HOUR,
	beginTestDay,
	digestNow,
	todayMidnight,
} from '../helpers/digest-fixture.ts'
import {
	startMailSink,
	type MailSink,
	type ReceivedMail,
} from '../helpers/mail-sink.ts'
import {
	runDigestJob,
	sendDigestNow,
	todaysDigest,
} from '#app/server/newsletter/digest.server.tsx'
import {
	listDigestHistory,
	previewDigest,
	sendTestDigest,
} from '#app/server/newsletter/digest-admin.server.ts'
import {
	SEND_SLICE_LEASE,
	activeSenders,
	throttle,
} from '#app/server/newsletter/send-rate.server.ts'
import {
	renewLease,
	takeLease,
} from '#app/server/coordination/leases.server.ts'
import { useEmailTransport } from '#app/server/platform/email.server.ts'
import {
	Article,
	Claim,
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterSubscriber,
	Promotion,
	SendSlice,
} from '#app/server/models/index.ts'
import { verifyLinkToken } from '#app/server/newsletter/links.server.ts'
import {
	publishArticle,
	unpublishArticle,
} from '#app/server/articles/publication.server.ts'

setupTestDatabase('newsletter_digest')

let sink: MailSink
beforeAll(async () => {
	sink = await startMailSink()
	useEmailTransport(sink.transport())
})
afterAll(async () => {
	useEmailTransport(undefined)
	await sink.close()
})

beforeEach(async () => {
	await beginTestDay()
	sink.clear()
	await Promise.all([
		NewsletterDigest.deleteMany({}),
		NewsletterDelivery.deleteMany({}),
		SendSlice.deleteMany({}),
		Claim.deleteMany({}),
		NewsletterSubscriber.deleteMany({}),
		Article.deleteMany({}),
		Promotion.deleteMany({}),
	])
})

async function addSubscribers(
	count: number,
	prefix = 'reader',
): Promise<string[]> {
	const emails = Array.from(
		{ length: count },
		(_, index) => `${prefix}-${index}@example.com`,
	)
	await NewsletterSubscriber.create(
		emails.map(email => ({
			email,
			confirmedAt: new Date(),
			// Before the digest's hour, so on the list when the digest is made.
			subscribedAt: new Date(todayMidnight().getTime() - HOUR),
		})),
	)
	return emails
}

async function addArticle(
	headline: string,
	publishedAt: Date,
	extra: Record<string, unknown> = {},
): Promise<string> {
	const article = await Article.create({
		headline,
		summary: `${headline}, in short.`,
		content: 'Body.',
		author: 'Ada Editor',
		category: 'personal-branding',
		publishedAt,
		...extra,
	})
	return article._id
}

/** Recipients that got more than one message. */
function duplicates(messages: ReceivedMail[]): string[] {
	const seen = new Map<string, number>()
	for (const message of messages)
		for (const to of message.to) seen.set(to, (seen.get(to) ?? 0) + 1)
	return [...seen].filter(([, count]) => count > 1).map(([to]) => to)
}

describe('the daily digest', () => {
	it('goes to every confirmed active subscriber once, however often the job runs', async () => {
		const readers = await addSubscribers(5)
		await NewsletterSubscriber.create([
			{
				email: 'pending@example.com',
				pending: true,
				subscribedAt: new Date(Date.now() - HOUR),
			},
			{
				email: 'left@example.com',
				active: false,
				confirmedAt: new Date(),
				subscribedAt: new Date(Date.now() - HOUR),
			},
		])
		const midnight = todayMidnight()
		await addArticle(
			'Lead story of the day',
			new Date(midnight.getTime() - HOUR),
			{ imageUrl: '/images/lead.jpg' },
		)
		await addArticle('Second story', new Date(midnight.getTime() - 2 * HOUR))
		await addArticle(
			'Old news from last week',
			new Date(midnight.getTime() - 7 * 24 * HOUR),
		)
		const promotion = await Promotion.create({
			title: 'Sponsor of the day',
			description: "A sponsor's message.",
			url: 'https://sponsor.example/offer',
			placement: 'newsletter',
		})
		await Promotion.create({
			title: 'Sidebar only',
			description: 'Not in mail.',
			url: 'https://elsewhere.example/',
			placement: 'sidebar',
		})

		const first = await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
		const second = await runDigestJob({ now: digestNow(), ratePerSecond: 500 })

		expect(first.sent).toBe(5)
		expect(second.sent).toBe(0)
		expect(sink.messages).toHaveLength(5)
		expect(sink.messages.flatMap(message => message.to).sort()).toEqual(
			[...readers].sort(),
		)

		const mail = sink.to(readers[0]!)[0]!
		expect(mail.subject).toBe(
			'The Daily Brief: Lead story of the day (+1 more)',
		)
		expect(mail.html).toContain('Second story')
		expect(mail.html).not.toContain('Old news from last week')
		// Images and links absolute; the sponsor through the click counter; a plain-text part.
		expect(mail.html).toMatch(/src="https?:\/\/[^"]+\/images\/lead\.jpg"/)
		expect(mail.html).toContain(`/promotions/${promotion._id}/go`)
		expect(mail.html).toContain('Sponsor of the day')
		expect(mail.html).not.toContain('Sidebar only')
		expect(mail.text).toContain('Lead story of the day')
		expect(mail.text).toContain('Sponsor of the day')
		// Leaving is one click, with this reader's own signed link.
		expect(mail.headers['list-unsubscribe-post']).toBe(
			'List-Unsubscribe=One-Click',
		)
		const oneClick =
			/<(https?:\/\/[^>]+\/newsletter\/one-click\/([^>?]+))[^>]*>/.exec(
				mail.headers['list-unsubscribe'] ?? '',
			)
		const subscriber = await NewsletterSubscriber.findOne({
			email: readers[0],
		}).lean()
		expect(verifyLinkToken('unsubscribe', oneClick?.[2] ?? '')).toBe(
			subscriber?._id,
		)
		const visible =
			/https?:\/\/[^\s"]+\/newsletter\/unsubscribe\/([\w.-]+)/.exec(mail.text)
		expect(verifyLinkToken('unsubscribe', visible?.[1] ?? '')).toBe(
			subscriber?._id,
		)

		const [entry] = await listDigestHistory()
		expect(entry).toMatchObject({
			status: 'sent',
			sent: 5,
			failed: 0,
			bounced: 0,
			articleCount: 2,
		})
	})

	it('sends nothing when nothing was published since the last digest', async () => {
		await addSubscribers(3)
		await addArticle(
			"Published after the digest's hour",
			new Date(todayMidnight().getTime() + 60_000),
		)

		const report = await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
		await runDigestJob({ now: digestNow(), ratePerSecond: 500 })

		expect(report.sent).toBe(0)
		expect(sink.messages).toHaveLength(0)
		const [entry] = await listDigestHistory()
		expect(entry).toMatchObject({
			status: 'nothing-new',
			sent: 0,
			articleCount: 0,
		})
	})

	it("sends once per recipient when workers race (several instances at the digest's hour)", async () => {
		const readers = await addSubscribers(60)
		await addArticle('Raced story', new Date(todayMidnight().getTime() - HOUR))

		await Promise.all(
			['a', 'b', 'c', 'd'].map(by =>
				runDigestJob({ now: digestNow(), by, ratePerSecond: 1000 }),
			),
		)

		expect(duplicates(sink.messages)).toEqual([])
		expect(new Set(sink.messages.flatMap(message => message.to))).toEqual(
			new Set(readers),
		)
		expect(await NewsletterDigest.countDocuments()).toBe(1)
		expect((await listDigestHistory())[0]).toMatchObject({
			status: 'sent',
			sent: 60,
		})
	})

	it('shares the send rate among the workers sending digests now, on any instance; finished slices and dead leases left out', async () => {
		const own = '2031-01-01/0'
		const lease = (key: string, holder: string, now = new Date()) =>
			takeLease(SEND_SLICE_LEASE, key, { forMs: 120_000, holder, now })
		expect(await activeSenders(own)).toBe(1)
		// Two workers (as on two instances) hold slices 0 and 1; one renewed its lease.
		expect((await lease(own, 'instance-a'))?.term).toBe(1)
		const held = await lease('2031-01-01/1', 'instance-b')
		expect(held?.term).toBe(1)
		await renewLease(held!)
		expect(await activeSenders(own)).toBe(2)
		// The mail provider's limit is per account: a worker on another open digest shares it too.
		await lease('2031-01-02/0', 'instance-c')
		// A worker that stopped renewing ten minutes ago does not.
		await lease('2031-01-01/2', 'gone', new Date(Date.now() - 10 * 60_000))
		expect(await activeSenders(own)).toBe(3)
		// Slice 1 finished: its worker is done sending.
		await SendSlice.create({
			_id: '2031-01-01/1',
			digest: '2031-01-01',
			slice: 1,
			sent: 3,
			failed: 0,
			bounced: 0,
			at: new Date(),
		})
		expect(await activeSenders(own)).toBe(2)
	})

	it("spaces messages by the worker's share of the rate", async () => {
		vi.useFakeTimers()
		try {
			const start = Date.now()
			const pace = throttle(10)
			const sentAt: number[] = []
			const send = () => pace.wait().then(() => sentAt.push(Date.now() - start))
			await Promise.all([send(), send(), vi.advanceTimersByTimeAsync(1000)])
			// Alone: 10 a second, 100 ms apart. A second later, sharing with another sender: 200 ms apart.
			pace.shareWith(2)
			await Promise.all([
				send(),
				send(),
				send(),
				vi.advanceTimersByTimeAsync(1000),
			])
			expect(sentAt).toEqual([0, 100, 1000, 1200, 1400])
		} finally {
			vi.useRealTimers()
		}
	})

	it('resumes after a worker dies halfway, without sending anyone a second message', async () => {
		const readers = await addSubscribers(30)
		await addArticle(
			'Story sent through a crash',
			new Date(todayMidnight().getTime() - HOUR),
		)

		// The worker "dies" as the mail server receives the 16th message: that one is never answered
		// (the server refuses it, as a dropped connection would leave it), and the worker writes nothing more.
		const crash = new AbortController()
		let received = 0
		const crashingSink = await startMailSink({
			beforeAccept: () => {
				received += 1
				if (received === 16) crash.abort()
				if (crash.signal.aborted) throw new Error('connection lost')
			},
		})
		useEmailTransport(crashingSink.transport())
		// One message in flight at a time: the crash falls between an answered message (recorded) and the next.
		await expect(
			runDigestJob({
				now: digestNow(),
				ratePerSecond: 1000,
				concurrency: 1,
				signal: crash.signal,
			}),
		).rejects.toThrow('stopped')
		expect(crashingSink.messages).toHaveLength(15)
		expect((await listDigestHistory())[0]).toMatchObject({ status: 'sending' })

		// Another instance, once the dead worker's lease has run out.
		useEmailTransport(sink.transport())
		// Five minutes after the digest's own clock (not the wall clock, which may be before it: the
		// digest runs at half past midnight here, and this test may run at five past).
		const later = new Date(
			Math.max(Date.now(), digestNow().getTime()) + 5 * 60_000,
		)
		await runDigestJob({ now: later, ratePerSecond: 1000, by: 'survivor' })

		const all = [...crashingSink.messages, ...sink.messages]
		await crashingSink.close()
		expect(duplicates(all)).toEqual([])
		expect(new Set(all.flatMap(message => message.to))).toEqual(
			new Set(readers),
		)
		expect(sink.messages).toHaveLength(15)
		// The message that was claimed but never answered went out again, under the survivor's claim.
		const claims = await NewsletterDelivery.find({ kind: 'claim' }).lean()
		expect(
			claims.filter(claim => claim.attempt > 1).length,
		).toBeGreaterThanOrEqual(1)
		expect((await listDigestHistory())[0]).toMatchObject({
			status: 'sent',
			sent: 30,
		})
	})

	it('retries a deferred message with back-off and marks an address the server refuses for good', async () => {
		const refusing = await startMailSink({
			refuseRecipient: (address, attempt) => {
				if (address === 'busy@example.com' && attempt < 3)
					return { code: 451, message: '4.3.0 Try again later' }
				if (address === 'gone@example.com')
					return { code: 550, message: '5.1.1 No such user' }
				return undefined
			},
		})
		useEmailTransport(refusing.transport())
		try {
			await addSubscribers(2)
			await NewsletterSubscriber.create([
				{
					email: 'busy@example.com',
					confirmedAt: new Date(),
					subscribedAt: new Date(todayMidnight().getTime() - HOUR),
				},
				{
					email: 'gone@example.com',
					confirmedAt: new Date(),
					subscribedAt: new Date(todayMidnight().getTime() - HOUR),
				},
			])
			await addArticle(
				'Story for a fussy mail server',
				new Date(todayMidnight().getTime() - HOUR),
			)

			await runDigestJob({
				now: digestNow(),
				ratePerSecond: 1000,
				backoffMs: 20,
			})

			expect(refusing.to('busy@example.com')).toHaveLength(1)
			expect(refusing.to('gone@example.com')).toHaveLength(0)
			expect(refusing.messages).toHaveLength(3)
			const gone = await NewsletterSubscriber.findOne({
				email: 'gone@example.com',
			}).lean()
			expect(gone).toMatchObject({ active: false })
			expect(gone?.bounceReason).toContain('No such user')
			expect((await listDigestHistory())[0]).toMatchObject({
				status: 'sent',
				sent: 3,
				bounced: 1,
				failed: 0,
			})
		} finally {
			useEmailTransport(sink.transport())
			await refusing.close()
		}
	})
})

describe("the admin's digest tools", () => {
	it("preview today's digest and send it as a test to one address, outside the ledger", async () => {
		await addSubscribers(2)
		await addArticle('Story in the preview', new Date(Date.now() - 60_000))

		const preview = await previewDigest()
		expect(preview.articleCount).toBe(1)
		expect(preview.html).toContain('Story in the preview')
		expect(preview.text).toContain('Story in the preview')

		const result = await sendTestDigest('editor@example.com')
		expect(result.status).toBe('sent')
		expect(sink.messages).toHaveLength(1)
		expect(sink.messages[0]).toMatchObject({
			to: ['editor@example.com'],
			subject: '[Test] The Daily Brief: Story in the preview',
		})
		expect(await NewsletterDelivery.countDocuments()).toBe(0)
	})
})

describe('a digest whose hour has passed (issue 18 items 7, 8 and 9)', () => {
	/** Three hours after the digest's hour: past the two-hour grace period. */
	const lateNow = () => new Date(todayMidnight().getTime() + 3 * HOUR)

	it('is not sent late when mail comes on hours after its hour; an editor can send it now, once', async () => {
		const readers = await addSubscribers(3)
		await addArticle(
			'Morning story',
			new Date(todayMidnight().getTime() - HOUR),
		)

		// Mail switched on three hours after the hour: the job leaves the day alone.
		const late = await runDigestJob({ now: lateNow(), ratePerSecond: 500 })
		expect(late).toMatchObject({ digest: null, skipped: 'late', sent: 0 })
		expect(sink.messages).toHaveLength(0)
		expect(await NewsletterDigest.countDocuments()).toBe(0)
		// What the admin page reads: today's digest missed.
		expect(await todaysDigest(lateNow())).toMatchObject({
			due: true,
			missed: true,
			record: null,
		})

		// Within the grace period it is still sent by itself (nothing claimed it yet).
		expect(
			(await todaysDigest(new Date(todayMidnight().getTime() + HOUR))).missed,
		).toBe(false)

		// The editor sends it on purpose: claimed now, sent by the next run of the job.
		const requested = await sendDigestNow(lateNow())
		expect(requested).toMatchObject({ onRequest: true })
		expect(requested.articleIds).toHaveLength(1)
		await expect(sendDigestNow(lateNow())).rejects.toThrow('not sent twice')
		const report = await runDigestJob({
			now: new Date(lateNow().getTime() + 60_000),
			ratePerSecond: 500,
		})
		expect(report.sent).toBe(3)
		expect(sink.messages.flatMap(message => message.to).sort()).toEqual(
			[...readers].sort(),
		)
		expect(sink.messages[0]!.subject).toBe('The Daily Brief: Morning story')
		expect((await listDigestHistory())[0]).toMatchObject({
			status: 'sent',
			onRequest: true,
			sent: 3,
		})
		expect((await todaysDigest(lateNow())).missed).toBe(false)
	})

	it('without a mail server, "send now" is refused and claims nothing', async () => {
		await addSubscribers(1)
		await addArticle('Unsent story', new Date(todayMidnight().getTime() - HOUR))
		useEmailTransport(null)
		try {
			await expect(sendDigestNow(lateNow())).rejects.toThrow(
				'No mail server is configured',
			)
		} finally {
			useEmailTransport(sink.transport())
		}
		expect(await NewsletterDigest.countDocuments()).toBe(0)
	})

	it('a missed day waits for the next digest, which carries its articles', async () => {
		await addSubscribers(2)
		await addArticle('Missed story', new Date(todayMidnight().getTime() - HOUR))
		// Yesterday's digest went out at its hour; today's was missed.
		await NewsletterDigest.create({
			_id: new Date(todayMidnight().getTime() - 24 * HOUR)
				.toISOString()
				.slice(0, 10),
			scheduledAt: new Date(todayMidnight().getTime() - 24 * HOUR),
			createdAt: new Date(todayMidnight().getTime() - 24 * HOUR),
			since: new Date(todayMidnight().getTime() - 48 * HOUR),
			until: new Date(todayMidnight().getTime() - 24 * HOUR),
			articleIds: [],
			subject: '(nothing new)',
			sliceCount: 16,
			completedAt: new Date(todayMidnight().getTime() - 24 * HOUR),
		})
		expect((await runDigestJob({ now: lateNow() })).skipped).toBe('late')

		const tomorrow = new Date(todayMidnight().getTime() + 24 * HOUR + 60_000)
		const report = await runDigestJob({ now: tomorrow, ratePerSecond: 500 })
		expect(report.sent).toBe(2)
		expect(sink.messages[0]!.html).toContain('Missed story')
	})

	it('the preview and the test send show the next digest, not the one already sent today', async () => {
		await addSubscribers(1)
		await addArticle(
			'Sent this morning',
			new Date(todayMidnight().getTime() - HOUR),
		)
		await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
		expect(sink.messages).toHaveLength(1)
		await addArticle(
			'Published since',
			new Date(todayMidnight().getTime() + HOUR),
		)

		const now = new Date(todayMidnight().getTime() + 2 * HOUR)
		const preview = await previewDigest(now)
		expect(preview.html).toContain('Published since')
		expect(preview.html).not.toContain('Sent this morning')
		expect(preview.articleCount).toBe(1)
		expect(preview.since).toBe(todayMidnight().toISOString())
		expect(preview.until).toBe(now.toISOString())

		sink.clear()
		await sendTestDigest('editor@example.com', now)
		expect(sink.messages[0]!.subject).toBe(
			'[Test] The Daily Brief: Published since',
		)
	})

	it('carries an article on its first publication only: taken off the site and published again, it is not news again', async () => {
		await addSubscribers(1)
		const id = await addArticle(
			'Old September piece',
			new Date(todayMidnight().getTime() - 30 * 24 * HOUR),
			{
				firstPublishedAt: new Date(todayMidnight().getTime() - 30 * 24 * HOUR),
			},
		)
		// Unpublished and published again (bulk), an hour before today's digest.
		await unpublishArticle(id, new Date(todayMidnight().getTime() - 2 * HOUR))
		await publishArticle(id, new Date(todayMidnight().getTime() - HOUR))
		await addArticle('Really new', new Date(todayMidnight().getTime() - HOUR))

		await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
		expect(sink.messages).toHaveLength(1)
		expect(sink.messages[0]!.html).toContain('Really new')
		expect(sink.messages[0]!.html).not.toContain('Old September piece')
	})
})
