/**
 * SMTP_FROM with a display name (issue 18 item 11): accepted at start-up, and the sender's name
 * reaches the From header of what a real SMTP server on 127.0.0.1 receives.
 */
import { afterAll, beforeAll, expect, it } from 'vitest'

process.env.SMTP_FROM = '"Brandline, the daily" <news@brandline.example>'

import { startMailSink, type MailSink } from '../helpers/mail-sink.ts'
import {
	deliverEmail,
	useEmailTransport,
} from '#app/server/platform/email.server.ts'

let sink: MailSink
beforeAll(async () => {
	sink = await startMailSink()
	useEmailTransport(sink.transport())
})
afterAll(async () => {
	useEmailTransport(undefined)
	await sink.close()
})

it('sends from the configured name and address', async () => {
	const result = await deliverEmail({
		to: 'reader@example.com',
		subject: 'From a named sender',
		text: 'Hello.',
	})
	expect(result.status).toBe('sent')
	const [message] = sink.messages
	expect(message!.from).toBe('news@brandline.example')
	expect(message!.headers.from).toBe(
		'"Brandline, the daily" <news@brandline.example>',
	)
})
