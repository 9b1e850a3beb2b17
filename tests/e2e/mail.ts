import type { APIRequestContext } from '@playwright/test'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './admin-password.ts'
import { expect } from './fixtures.ts'

/** A message as the mail catcher received it (tests/helpers/mail-sink.ts). */
export interface CaughtMail {
	to: string[]
	subject: string
	text: string
	html: string
	headers: Record<string, string>
}

export function uniqueEmail(label: string): string {
	return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
}

/** Waits for the site's mail to `address` to reach the SMTP listener, and returns it. */
export async function mailTo(
	address: string,
	count = 1,
): Promise<CaughtMail[]> {
	let messages: CaughtMail[] = []
	await expect
		.poll(
			async () => {
				const response = await fetch(
					`${process.env.E2E_MAIL_API}/messages?to=${encodeURIComponent(address)}`,
				)
				messages = (await response.json()) as CaughtMail[]
				return messages.length
			},
			{ message: `mail to ${address}`, timeout: 20_000 },
		)
		.toBeGreaterThanOrEqual(count)
	return messages
}

/** The first link of a kind in a message's plain-text part (/newsletter/confirm/…, /newsletter/unsubscribe/…, /newsletter/preferences/…). */
export function linkIn(
	mail: CaughtMail,
	kind: 'confirm' | 'unsubscribe' | 'preferences',
): string {
	const match = new RegExp(`https?://\\S+/newsletter/${kind}/[\\w.-]+`).exec(
		mail.text,
	)
	if (!match) throw new Error(`no ${kind} link in: ${mail.text}`)
	return match[0]
}

/** Signs `request` in as the administrator (its cookies then carry the session). */
export async function signInApi(request: APIRequestContext): Promise<void> {
	const response = await request.post('/admin/sign-in', {
		form: {
			email: E2E_ADMIN_EMAIL,
			password: E2E_ADMIN_PASSWORD,
			redirectTo: '/admin',
		},
		maxRedirects: 0,
	})
	expect(response.status()).toBe(302)
}

/** The subscriber record as the admin API lists it. */
export async function subscriberRecord(
	request: APIRequestContext,
	email: string,
): Promise<Record<string, unknown> | undefined> {
	const list = (await (
		await request.get('/api/newsletter/subscribers')
	).json()) as { email: string }[]
	return list.find(subscriber => subscriber.email === email)
}
