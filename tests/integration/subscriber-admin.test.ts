import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { SubscriberListQuery } from '#app/schemas/admin-lists.ts'
import {
	listSubscribersForAdmin,
	subscriberSources,
} from '#app/server/admin/lists.server.ts'
import {
	Claim,
	NewsletterDelivery,
	NewsletterSubscriber,
	SignupRequest,
} from '#app/server/models/index.ts'
import {
	eraseSubscriber,
	setSubscriberActive,
	subscribersCsvStream,
} from '#app/server/newsletter/subscriber-admin.server.ts'

setupTestDatabase('subscriber-admin')

const SUBSCRIBERS = 1_234
const SOURCES = ['direct', 'content-upgrade', 'pdf-guide'] as const
const start = new Date('2026-01-01T00:00:00Z').getTime()
const query = (values: Record<string, string>) =>
	SubscriberListQuery.parse(values)

/** Subscriber n: every 10th inactive, every 7th (still active) pending, sources in turn. */
const isInactive = (n: number) => n % 10 === 0
const isPending = (n: number) => !isInactive(n) && n % 7 === 0

beforeAll(async () => {
	await NewsletterSubscriber.init()
	await NewsletterSubscriber.insertMany(
		Array.from({ length: SUBSCRIBERS }, (_, n) => ({
			_id: `sub-${String(n).padStart(5, '0')}`,
			email: `reader${n}@${n % 2 === 0 ? 'example.com' : 'mail.example.org'}`,
			// Several share one minute, so the order needs _id to be stable.
			subscribedAt: new Date(start + Math.floor(n / 3) * 60_000),
			active: !isInactive(n),
			...(isPending(n) ? { pending: true } : {}),
			source: SOURCES[n % 3],
		})),
	)
})

function expected(predicate: (n: number) => boolean): number {
	return Array.from({ length: SUBSCRIBERS }, (_, n) => n).filter(predicate)
		.length
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string> {
	return new Response(stream).text()
}

describe("the admin's subscriber list", () => {
	it('counts the true total of each filter and pages through it without repeats', async () => {
		const all = await listSubscribersForAdmin(query({}))
		expect(all.total).toBe(SUBSCRIBERS)
		expect(all.items).toHaveLength(25)

		const inactive = await listSubscribersForAdmin(
			query({ status: 'inactive' }),
		)
		expect(inactive.total).toBe(expected(isInactive))
		expect(inactive.items.every(row => row.status === 'inactive')).toBe(true)

		const pending = await listSubscribersForAdmin(query({ status: 'pending' }))
		expect(pending.total).toBe(expected(isPending))
		const active = await listSubscribersForAdmin(query({ status: 'active' }))
		expect(active.total).toBe(
			SUBSCRIBERS - expected(isInactive) - expected(isPending),
		)

		const pdfGuideOrg = await listSubscribersForAdmin(
			query({ source: 'pdf-guide', q: 'MAIL.example' }),
		)
		expect(pdfGuideOrg.total).toBe(expected(n => n % 3 === 2 && n % 2 === 1))

		// Every page of one filter, in order, holds each record once.
		const seen = new Set<string>()
		for (let page = 1; page <= inactive.pageCount; page += 1) {
			for (const row of (
				await listSubscribersForAdmin(
					query({ status: 'inactive', page: String(page) }),
				)
			).items)
				seen.add(row.id)
		}
		expect(seen.size).toBe(inactive.total)
	})

	it('searches e-mail as text, never as a pattern', async () => {
		expect((await listSubscribersForAdmin(query({ q: 'reader1' }))).total).toBe(
			expected(n => String(n).startsWith('1')),
		)
		expect((await listSubscribersForAdmin(query({ q: '.*' }))).total).toBe(0)
	})

	it('offers the sources there are', async () => {
		expect(await subscriberSources()).toEqual([...SOURCES].sort())
	})
})

describe('deactivate, reactivate, erase', () => {
	it('switches a subscriber off and on: off is an unsubscribe, on clears a bounce but not a pending confirmation', async () => {
		await NewsletterSubscriber.create({
			_id: 'toggle',
			email: 'toggle@example.com',
			bouncedAt: new Date(),
			bounceReason: '550 mailbox unavailable',
		})
		await setSubscriberActive('toggle', false)
		const off = await NewsletterSubscriber.findById('toggle').lean()
		expect(off?.active).toBe(false)
		expect(off?.unsubscribedAt).toBeInstanceOf(Date)
		await setSubscriberActive('toggle', true)
		const on = await NewsletterSubscriber.findById('toggle').lean()
		expect(on).toMatchObject({ active: true })
		expect(on).not.toHaveProperty('unsubscribedAt')
		expect(on).not.toHaveProperty('bounceReason')

		await NewsletterSubscriber.create({
			_id: 'unconfirmed',
			email: 'unconfirmed@example.com',
			pending: true,
		})
		await setSubscriberActive('unconfirmed', false)
		await setSubscriberActive('unconfirmed', true)
		expect(
			(
				await listSubscribersForAdmin(query({ q: 'unconfirmed@example.com' }))
			).items.map(row => row.status),
		).toEqual(['pending'])
		await expect(setSubscriberActive('nobody', false)).rejects.toMatchObject({
			kind: 'not-found',
		})
		await NewsletterSubscriber.deleteOne({ _id: 'unconfirmed' })
	})

	it('erases every record that holds the address or names the subscriber, and only those', async () => {
		await NewsletterSubscriber.create({
			_id: 'erase-me',
			email: 'erase.me@example.com',
		})
		await NewsletterSubscriber.create({
			_id: 'keep-me',
			email: 'keep.me@example.com',
		})
		// The newsletter's records (issue 10's models): a sign-up waiting to be processed, claims of
		// e-mails, and the digest's send ledger (a claim and an outcome per recipient).
		await SignupRequest.insertMany([
			{
				_id: 'req-1',
				email: 'erase.me@example.com',
				requestedAt: new Date(),
				attempt: 0,
			},
			{
				_id: 'req-2',
				email: 'keep.me@example.com',
				requestedAt: new Date(),
				attempt: 0,
			},
		])
		await Claim.insertMany([
			{ _id: 'digest:2026-11-23:erase-me', at: new Date() },
			{ _id: 'confirmation:erase-me:2940', at: new Date() },
			{ _id: 'digest:2026-11-23:keep-me', at: new Date() },
			{ _id: 'digest:2026-11-23:erase-me-too', at: new Date() },
		])
		const delivery = (subscriber: string, kind: 'claim' | 'outcome') => ({
			_id: `2026-11-23:${subscriber}${kind === 'outcome' ? '=' : ''}`,
			digest: '2026-11-23',
			slice: 0,
			subscriber,
			kind,
			attempt: 1,
			...(kind === 'outcome'
				? {
						outcome: 'bounced' as const,
						reason: `550 <${subscriber}@example.com> unknown`,
					}
				: {}),
			at: new Date(),
		})
		await NewsletterDelivery.insertMany([
			delivery('erase-me', 'claim'),
			delivery('erase-me', 'outcome'),
			delivery('keep-me', 'claim'),
			delivery('keep-me', 'outcome'),
		])

		const result = await eraseSubscriber('erase-me')
		expect(result).toEqual({ email: 'erase.me@example.com', records: 6 })
		expect(
			await NewsletterSubscriber.exists({ email: 'erase.me@example.com' }),
		).toBeNull()
		expect(
			await SignupRequest.countDocuments({ email: 'erase.me@example.com' }),
		).toBe(0)
		expect((await Claim.find().lean()).map(doc => doc._id).sort()).toEqual([
			'digest:2026-11-23:erase-me-too',
			'digest:2026-11-23:keep-me',
		])
		expect(
			await NewsletterDelivery.countDocuments({ subscriber: 'erase-me' }),
		).toBe(0)
		expect(
			await NewsletterDelivery.countDocuments({ subscriber: 'keep-me' }),
		).toBe(2)
		expect(await NewsletterSubscriber.exists({ _id: 'keep-me' })).not.toBeNull()
		expect(await SignupRequest.countDocuments()).toBe(1)

		await expect(eraseSubscriber('erase-me')).rejects.toMatchObject({
			kind: 'not-found',
		})
		for (const id of ['keep-me', 'toggle'])
			await NewsletterSubscriber.deleteOne({ _id: id })
		await Promise.all([
			SignupRequest.deleteMany({}),
			Claim.deleteMany({}),
			NewsletterDelivery.deleteMany({}),
		])
	})
})

describe('the CSV export', () => {
	it("streams every subscriber the filter matches, with SPEC's columns", async () => {
		const text = await readAll(
			subscribersCsvStream(query({ status: 'inactive' })),
		)
		const lines = text.split('\r\n').filter(Boolean)
		expect(lines[0]).toBe('Email,Subscribed Date,Source,Content Type,Status')
		expect(lines).toHaveLength(1 + expected(isInactive))
		expect(lines.slice(1).every(line => line.endsWith(',Inactive'))).toBe(true)

		const all = (await readAll(subscribersCsvStream(query({}))))
			.split('\r\n')
			.filter(Boolean)
		expect(all).toHaveLength(1 + SUBSCRIBERS)
		expect(new Set(all.slice(1).map(line => line.split(',')[0])).size).toBe(
			SUBSCRIBERS,
		)
		expect(all).toContain(
			'reader7@mail.example.org,2026-01-01T00:02:00.000Z,content-upgrade,newsletter,Pending',
		)
	})

	it('has only the header when nothing matches', async () => {
		expect(
			await readAll(subscribersCsvStream(query({ q: 'nobody-at-all' }))),
		).toBe('Email,Subscribed Date,Source,Content Type,Status\r\n')
	})

	it('reads the database as the client reads: a cancelled download stops the cursor', async () => {
		const reader = subscribersCsvStream(query({})).getReader()
		const first = await reader.read()
		expect(
			new TextDecoder().decode(first.value).split('\r\n').length,
		).toBeLessThan(SUBSCRIBERS)
		await reader.cancel()
	})
})
