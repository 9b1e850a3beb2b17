import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts'
import {
	deliverEmail,
	guestPostEmail,
	sendEmail,
	useEmailTransport,
} from '#app/server/platform/email.server.ts'
import {
	approveGuestPost,
	rejectGuestPost,
	submitGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'

setupTestDatabase('email')

// A real SMTP server on 127.0.0.1: messages cross the protocol and are parsed back.
let sink: MailSink
const sent = () => sink.messages
beforeAll(async () => {
	sink = await startMailSink({
		refuseRecipient: address =>
			address.startsWith('gone@')
				? { code: 550, message: 'No such user' }
				: address.startsWith('busy@')
					? { code: 451, message: 'Try later' }
					: undefined,
	})
	useEmailTransport(sink.transport())
})
afterAll(async () => {
	useEmailTransport(undefined)
	await sink.close()
})
beforeEach(() => sink.clear())

const submission = {
	authorName: 'Ines Moreau',
	email: 'ines@example.com',
	category: 'guest-contributions' as const,
	headline: 'The proposal that doubled our win rate',
	content: 'x'.repeat(600),
	agreeTerms: true,
	company: undefined,
	socialHandle: undefined,
	authorBio: undefined,
	imageUrl: undefined,
	imageAlt: undefined,
	imageUrls: undefined,
}

describe('guest post emails', () => {
	it('tells the author their post was received, then approved', async () => {
		const post = await submitGuestPost(submission)
		await approveGuestPost(post.id)
		expect(sent().map(message => [message.to[0], message.subject])).toEqual([
			[
				'ines@example.com',
				'We received your guest post: The proposal that doubled our win rate',
			],
			[
				'ines@example.com',
				'Your guest post is approved: The proposal that doubled our win rate',
			],
		])
		expect(sent()[0]!.text).toContain('Dear Ines Moreau,')
		expect(sent()[0]!.text).toContain('3-5 business days')
	})

	it('tells the author when a post is not accepted', async () => {
		const post = await submitGuestPost({
			...submission,
			headline: 'Buy my course',
		})
		await rejectGuestPost(post.id)
		expect(sent().at(-1)!.subject).toBe('About your guest post: Buy my course')
	})

	it('does not fail the request when mail cannot be sent', async () => {
		expect(
			await sendEmail(
				guestPostEmail(
					'received',
					{ ...submission, email: 'gone@example.com' },
					{ siteName: 'Brandline', contactEmail: 'editor@brandline.example' },
				),
			),
		).toBe(false)
		expect(sent()).toHaveLength(0)
	})
})

describe('delivery outcomes', () => {
	it('tells a refused address (5xx) from a busy server (4xx) and a dead one', async () => {
		const message = { subject: 'Hello', text: 'Hi' }
		expect(
			await deliverEmail({ ...message, to: 'reader@example.com' }),
		).toEqual({ status: 'sent' })
		const gone = await deliverEmail({ ...message, to: 'gone@example.com' })
		expect(gone.status).toBe('permanent-failure')
		expect(gone.status === 'permanent-failure' && gone.reason).toContain('550')
		const busy = await deliverEmail({ ...message, to: 'busy@example.com' })
		expect(busy.status).toBe('temporary-failure')
		expect(busy.status === 'temporary-failure' && busy.reason).toContain('451')
		const closed = await startMailSink()
		const transport = closed.transport()
		await closed.close()
		useEmailTransport(transport)
		try {
			expect(
				await deliverEmail({ ...message, to: 'reader@example.com' }),
			).toMatchObject({ status: 'temporary-failure' })
		} finally {
			useEmailTransport(sink.transport())
			transport.close()
		}
	})
})
