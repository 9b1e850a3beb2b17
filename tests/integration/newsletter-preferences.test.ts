/**
 * Readers' newsletter choices (decision record 068) through a real SMTP server on 127.0.0.1: the
 * daily digest skips a paused reader and one who turned it off, keeps each reader's topics (and
 * breaking stories for "breaking news only"), sends nothing to a reader it has nothing for (counted
 * as skipped), and the preferences link refuses a tampered token without changing anything.
 */
import { describe, expect, it } from 'vitest'

// Due every day from 00:00 UTC, so "now" is always after the digest's hour.
process.env.NEWSLETTER_DIGEST_HOUR = '0'
process.env.NEWSLETTER_TIME_ZONE = 'UTC'
process.env.NEWSLETTER_DIGEST_GRACE_MINUTES = '120'

import type { Category } from '#app/content/categories.ts'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	HOUR,
	digestNow,
	todayMidnight,
	startDigestFixture,
} from '../helpers/digest-fixture.ts'
import { runDigestJob } from '#app/server/newsletter/digest.server.tsx'
import { listDigestHistory } from '#app/server/newsletter/digest-admin.server.ts'
import {
	leaveFromPreferences,
	pauseNewsletter,
	readPreferences,
	rejoinFromPreferences,
	resumeNewsletter,
	saveChoices,
} from '#app/server/newsletter/preferences.server.ts'
import { signLinkToken } from '#app/server/newsletter/links.server.ts'
import {
	Article,
	NewsletterDelivery,
	NewsletterSubscriber,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { action } from '#app/routes/newsletter_.preferences.$token.tsx'

setupTestDatabase('newsletter_preferences')

const fixture = startDigestFixture()
const sink = () => fixture.sink()
const DAY = 24 * HOUR

/** A confirmed reader on the list before the digest's hour, with these choices. */
async function addReader(
	name: string,
	choices: Partial<SubscriberFields> = {},
): Promise<{ id: string; email: string }> {
	const email = `${name}@example.com`
	const created = await NewsletterSubscriber.create({
		email,
		confirmedAt: new Date(),
		subscribedAt: new Date(todayMidnight().getTime() - HOUR),
		...choices,
	})
	return { id: created._id, email }
}

async function addArticle(
	headline: string,
	category: Category,
	breaking = false,
): Promise<void> {
	await Article.create({
		headline,
		summary: `${headline}, in short.`,
		content: 'Body.',
		author: 'Ada Editor',
		category,
		breaking,
		publishedAt: new Date(todayMidnight().getTime() - HOUR),
	})
}

const recipients = () =>
	sink()
		.messages.flatMap(message => message.to)
		.sort((a, b) => a.localeCompare(b))

describe('the daily digest honours readers’ choices', () => {
	it('skips paused readers, the digest turned off and readers it has nothing for; keeps topics and breaking news', async () => {
		const everything = await addReader('everything')
		await addReader('paused', { pausedUntil: new Date(Date.now() + 10 * DAY) })
		const pauseOver = await addReader('pause-over', {
			pausedUntil: new Date(Date.now() - DAY),
		})
		await addReader('digest-off', { receives: 'stories' })
		const growth = await addReader('growth-only', {
			topics: ['audience-growth'],
		})
		await addReader('interviews-only', { topics: ['expert-interviews'] })
		const breaking = await addReader('breaking-only', { receives: 'breaking' })
		await addReader('breaking-interviews', {
			receives: 'breaking',
			topics: ['expert-interviews'],
		})
		await addArticle(
			'How a niche newsletter found 10,000 readers',
			'audience-growth',
		)
		await addArticle(
			'The rebrand that broke overnight',
			'personal-branding',
			true,
		)

		const first = await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
		const again = await runDigestJob({ now: digestNow(), ratePerSecond: 500 })

		expect(first.sent).toBe(4)
		expect(again.sent).toBe(0)
		expect(recipients()).toEqual(
			[everything, pauseOver, growth, breaking]
				.map(reader => reader.email)
				.sort((a, b) => a.localeCompare(b)),
		)
		const all = sink().to(everything.email)[0]!
		expect(all.text).toContain('How a niche newsletter found 10,000 readers')
		expect(all.text).toContain('The rebrand that broke overnight')
		// Only their topic: the other article is neither in the HTML nor in the text, nor the subject.
		const mine = sink().to(growth.email)[0]!
		expect(mine.subject).toBe(
			'The Daily Brief: How a niche newsletter found 10,000 readers',
		)
		expect(mine.html).not.toContain('The rebrand that broke overnight')
		expect(mine.text).not.toContain('The rebrand that broke overnight')
		const urgent = sink().to(breaking.email)[0]!
		expect(urgent.text).toContain('The rebrand that broke overnight')
		expect(urgent.text).not.toContain('niche newsletter')

		// Four readers had nothing: skipped in the ledger and the totals, never "sent".
		const [entry] = await listDigestHistory()
		expect(entry).toMatchObject({ status: 'sent', sent: 4, skipped: 4 })
		const skipped = await NewsletterDelivery.find({
			kind: 'outcome',
			outcome: 'skipped',
		}).lean()
		expect(skipped).toHaveLength(4)
	})

	it('leaving from the preferences page stops the digest; coming back restores it with the same choices', async () => {
		const reader = await addReader('leaver', { topics: ['trust-building'] })
		const token = signLinkToken('preferences', reader.id)
		await addArticle('Trust is a ledger too', 'trust-building')

		await leaveFromPreferences(token)
		expect(await readPreferences(token)).toMatchObject({ status: 'inactive' })
		await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
		expect(sink().messages).toHaveLength(0)

		await rejoinFromPreferences(token)
		expect(await readPreferences(token)).toMatchObject({
			status: 'active',
			topics: ['trust-building'],
		})
	})
})

describe('the preferences page', () => {
	it('saves choices, pauses for a month and resumes, each a plain update of the subscriber', async () => {
		const reader = await addReader('chooser')
		const token = signLinkToken('preferences', reader.id)
		expect(await readPreferences(token)).toMatchObject({
			email: reader.email,
			receives: 'daily',
			topics: [],
		})

		await saveChoices(token, {
			receives: 'breaking',
			topics: ['audience-growth', 'audience-growth', 'trust-building'],
		})
		const now = new Date('2026-11-26T10:00:00Z')
		const until = await pauseNewsletter(token, now)
		expect(until.toISOString()).toBe('2026-12-26T10:00:00.000Z')
		const paused = await readPreferences(token, now)
		expect(paused).toMatchObject({
			receives: 'breaking',
			topics: ['audience-growth', 'trust-building'],
			pausedUntil: until,
		})

		await resumeNewsletter(token)
		const stored = await NewsletterSubscriber.findById(reader.id).lean()
		expect(stored?.pausedUntil).toBeUndefined()
		expect(stored?.preferencesChangedAt).toBeInstanceOf(Date)
		expect(stored?.active).toBe(true)
	})

	it('refuses a tampered token, or another link’s token, and changes nothing', async () => {
		const reader = await addReader('target')
		const token = signLinkToken('preferences', reader.id)
		const [id, expiry, signature] = token.split('.') as [string, string, string]
		const tampered = [
			`${id}.${expiry}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
			// Another subscriber's id under this signature.
			`${'x'.repeat(id.length)}.${expiry}.${signature}`,
			// The unsubscribe link's token is not a preferences token.
			signLinkToken('unsubscribe', reader.id),
		]
		const before = await NewsletterSubscriber.findById(reader.id).lean()
		for (const bad of tampered) {
			await expect(readPreferences(bad)).rejects.toMatchObject({
				kind: 'not-found',
			})
			for (const intent of ['save', 'pause', 'unsubscribe']) {
				const response = (await action({
					params: { token: bad },
					request: new Request(
						`http://localhost/newsletter/preferences/${bad}`,
						{
							method: 'POST',
							body: new URLSearchParams({
								intent,
								receives: 'stories',
								topics: 'audience-growth',
							}),
						},
					),
				} as never)) as { init: ResponseInit | null }
				expect(response.init?.status).toBe(404)
			}
		}
		expect(await NewsletterSubscriber.findById(reader.id).lean()).toEqual(
			before,
		)

		// The genuine token works through the same action: a 303 back to the page.
		const ok = (await action({
			params: { token },
			request: new Request(`http://localhost/newsletter/preferences/${token}`, {
				method: 'POST',
				body: new URLSearchParams({ intent: 'save', receives: 'stories' }),
			}),
		} as never)) as Response
		expect(ok.status).toBe(303)
		expect(
			(await NewsletterSubscriber.findById(reader.id).lean())?.receives,
		).toBe('stories')
	})

	it('refuses an unknown choice with the field’s message and changes nothing', async () => {
		const reader = await addReader('typo')
		const token = signLinkToken('preferences', reader.id)
		const response = (await action({
			params: { token },
			request: new Request(`http://localhost/newsletter/preferences/${token}`, {
				method: 'POST',
				body: new URLSearchParams({
					intent: 'save',
					receives: 'hourly',
					topics: 'gossip',
				}),
			}),
		} as never)) as {
			init: ResponseInit | null
			data: { result: { error?: Record<string, string[]> } }
		}
		expect(response.init?.status).toBe(400)
		expect(response.data.result.error?.receives).toEqual([
			'Please choose what you would like to receive.',
		])
		const stored = await NewsletterSubscriber.findById(reader.id).lean()
		expect(stored?.receives).toBeUndefined()
		expect(stored?.topics).toBeUndefined()
	})
})
