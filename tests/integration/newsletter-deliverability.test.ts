/**
 * Deliverability headers on what a real SMTP server on 127.0.0.1 receives (decision record 068):
 * List-Unsubscribe (one-click), List-Id, a Message-ID fixed per recipient and send (a resend after
 * a crash carries the same one), the publication's display name, a plain-text part with the
 * reader's links, and a DKIM-Signature when a key is configured.
 */
import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'

process.env.NEWSLETTER_DIGEST_HOUR = '0'
process.env.NEWSLETTER_TIME_ZONE = 'UTC'
process.env.NEWSLETTER_DIGEST_GRACE_MINUTES = '120'
// A key made for this test: every message this file sends is signed with it.
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
process.env.DKIM_DOMAIN = 'brandline.example'
process.env.DKIM_SELECTOR = 'mail2026'
// As an environment file would carry it: one line, breaks written \n.
process.env.DKIM_PRIVATE_KEY = privateKey
	.export({ type: 'pkcs8', format: 'pem' })
	.toString()
	.replaceAll('\n', '\\n')

import { setupTestDatabase } from '../helpers/database.ts'
import {
	HOUR,
	digestNow,
	todayMidnight,
	startDigestFixture,
} from '../helpers/digest-fixture.ts'
import { runDigestJob } from '#app/server/newsletter/digest.server.tsx'
import { sendDigest } from '#app/server/newsletter/digest-sending.server.ts'
import { verifyLinkToken } from '#app/server/newsletter/links.server.ts'
import { parseEnv } from '#app/server/platform/env.server.ts'
import {
	Article,
	Claim,
	NewsletterDelivery,
	NewsletterDigest,
	NewsletterSubscriber,
	SendSlice,
} from '#app/server/models/index.ts'

setupTestDatabase('newsletter_deliverability')

const fixture = startDigestFixture()
const sink = () => fixture.sink()

async function digestToTwoReaders(): Promise<string[]> {
	const emails = ['first@example.com', 'second@example.com']
	await NewsletterSubscriber.create(
		emails.map(email => ({
			email,
			confirmedAt: new Date(),
			subscribedAt: new Date(todayMidnight().getTime() - HOUR),
		})),
	)
	await Article.create({
		headline: 'Write the about page last',
		summary: 'Why the page everyone reads first should be written last.',
		content: 'Body.',
		author: 'Ada Editor',
		category: 'personal-branding',
		publishedAt: new Date(todayMidnight().getTime() - HOUR),
	})
	await runDigestJob({ now: digestNow(), ratePerSecond: 500 })
	return emails
}

describe('what every newsletter message carries', () => {
	it('list headers, the display name, a readable text part with the reader’s links, and a DKIM signature', async () => {
		const [email] = await digestToTwoReaders()
		const mail = sink().to(email!)[0]!
		const subscriber = await NewsletterSubscriber.findOne({ email }).lean()

		expect(mail.headers['list-unsubscribe-post']).toBe(
			'List-Unsubscribe=One-Click',
		)
		expect(mail.headers['list-unsubscribe']).toMatch(
			// The send it came in rides along, signed (docs/decisions/083).
			/^<https?:\/\/[^>]+\/newsletter\/one-click\/[\w.-]+\?via=[\w-]+\.[\w-]+>$/,
		)
		expect(mail.headers['list-id']).toMatch(/^.+ <daily\.[\w.-]+>$/)
		// The publication's name as the sender's display name.
		expect(mail.headers.from).toMatch(/^"?Brandline"? <[^>]+@[^>]+>$/)

		// The text part reads on its own: the story, then the reader's own links, signed.
		expect(mail.text).toContain('Write the about page last')
		expect(mail.text).not.toMatch(/<[a-z]+[\s>]/i)
		const manage =
			/Manage your preferences: (\S+)\/newsletter\/preferences\/([\w.-]+)/.exec(
				mail.text,
			)
		expect(verifyLinkToken('preferences', manage?.[2] ?? '')).toBe(
			subscriber?._id,
		)
		expect(mail.html).toContain(`/newsletter/preferences/${manage?.[2]}`)
		expect(mail.html).toContain('Manage your preferences')

		const dkim = mail.headers['dkim-signature'] ?? ''
		expect(dkim).toMatch(/\bd=brandline\.example;/)
		expect(dkim).toMatch(/\bs=mail2026;/)
		expect(dkim).toMatch(/\ba=rsa-sha256;/)
		expect(dkim).toMatch(/\bb=[\w+/=\s]{100,}/)
		expect(dkim).toMatch(/\bh=[^;]*\bList-Unsubscribe\b/i)
	})

	it('gives each recipient a Message-ID of their own, the same when their send is retried', async () => {
		const emails = await digestToTwoReaders()
		const ids = emails.map(email => sink().to(email)[0]!.messageId)
		expect(new Set(ids).size).toBe(2)
		for (const id of ids) expect(id).toMatch(/^<digest-[\w-]+-[\w-]+@[\w.-]+>$/)

		// A crash after the server's "250 OK" and before the outcomes were written: the next
		// holder sends again, under the same ids.
		await NewsletterDelivery.deleteMany({ kind: 'outcome' })
		await SendSlice.deleteMany({})
		await Claim.deleteMany({})
		const digest = await NewsletterDigest.findOne().lean()
		await NewsletterDigest.updateOne(
			{ _id: digest!._id },
			{ $unset: { completedAt: 1 } },
		)
		await sendDigest(
			{ ...digest!, completedAt: undefined },
			{ ratePerSecond: 500 },
		)
		for (const [index, email] of emails.entries()) {
			const received = sink().to(email)
			expect(received).toHaveLength(2)
			expect(received.map(message => message.messageId)).toEqual([
				ids[index],
				ids[index],
			])
		}
	})

	it('the environment refuses a DKIM key without its domain and selector, or a key that is not one', () => {
		const base = { NODE_ENV: 'test' }
		expect(() =>
			parseEnv({ ...base, DKIM_PRIVATE_KEY: process.env.DKIM_PRIVATE_KEY }),
		).toThrow(/DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY/)
		expect(() =>
			parseEnv({
				...base,
				DKIM_DOMAIN: 'brandline.example',
				DKIM_SELECTOR: 'mail2026',
				DKIM_PRIVATE_KEY: 'not a key',
			}),
		).toThrow(/DKIM_PRIVATE_KEY/)
		expect(
			parseEnv({
				...base,
				DKIM_DOMAIN: 'brandline.example',
				DKIM_SELECTOR: 'mail2026',
				DKIM_PRIVATE_KEY: process.env.DKIM_PRIVATE_KEY,
			}).DKIM_PRIVATE_KEY,
		).toMatch(/^-----BEGIN PRIVATE KEY-----\n/)
	})
})
