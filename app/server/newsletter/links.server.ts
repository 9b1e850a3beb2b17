/**
 * Signed links in newsletter e-mails: confirm a subscription, leave the list. The token names the
 * subscriber and what the link may do, signed with NEWSLETTER_LINK_SECRET (HMAC-SHA256), so no
 * token is stored and any instance can check one. Confirmation links expire; unsubscribe links
 * must keep working for as long as the e-mail sits in an inbox, so they do not; nor do preferences
 * links (decision record 068), which every message carries beside the unsubscribe link. In a send,
 * the three carry the send (`send`, a signed `via`: decision record 083).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '#app/server/platform/env.server.ts'
import { withVia } from './send-links.server.ts'

export type LinkPurpose = 'confirm' | 'unsubscribe' | 'preferences'

const CONFIRM_VALID_DAYS = 14
const DAY_MS = 86_400_000

function signature(
	purpose: LinkPurpose,
	subscriberId: string,
	expires: string,
): string {
	return createHmac('sha256', getEnv().NEWSLETTER_LINK_SECRET)
		.update(`${purpose}|${subscriberId}|${expires}`)
		.digest()
		.subarray(0, 16)
		.toString('base64url')
}

/** `<subscriberId>.<expiry day in base 36, or 0>.<signature>`: URL-safe, ~50 characters. */
export function signLinkToken(
	purpose: LinkPurpose,
	subscriberId: string,
	now = new Date(),
): string {
	const expires =
		purpose === 'confirm'
			? Math.floor(now.getTime() / DAY_MS + CONFIRM_VALID_DAYS).toString(36)
			: '0'
	return `${subscriberId}.${expires}.${signature(purpose, subscriberId, expires)}`
}

/** The subscriber a token speaks for, or null when it is forged, for another purpose, or expired. */
export function verifyLinkToken(
	purpose: LinkPurpose,
	token: string,
	now = new Date(),
): string | null {
	const match = /^([\w-]{1,64})\.([0-9a-z]{1,8})\.([\w-]{22})$/.exec(token)
	if (!match) return null
	const [, subscriberId, expires, given] = match as unknown as [
		string,
		string,
		string,
		string,
	]
	const expected = Buffer.from(signature(purpose, subscriberId, expires))
	if (!timingSafeEqual(expected, Buffer.from(given))) return null
	if (expires !== '0' && parseInt(expires, 36) * DAY_MS < now.getTime())
		return null
	if (expires === '0' && purpose === 'confirm') return null
	return subscriberId
}

export function confirmUrl(subscriberId: string): string {
	return `${getEnv().PUBLIC_URL}/newsletter/confirm/${signLinkToken('confirm', subscriberId)}`
}

/** The page a reader opens from the e-mail's visible link. */
export function unsubscribeUrl(subscriberId: string, send?: string): string {
	return withVia(
		`${getEnv().PUBLIC_URL}/newsletter/unsubscribe/${signLinkToken('unsubscribe', subscriberId)}`,
		send,
		subscriberId,
	)
}

/** Where a mail client POSTs one-click unsubscribe (RFC 8058), named in List-Unsubscribe. */
export function oneClickUnsubscribeUrl(
	subscriberId: string,
	send?: string,
): string {
	return withVia(
		`${getEnv().PUBLIC_URL}/newsletter/one-click/${signLinkToken('unsubscribe', subscriberId)}`,
		send,
		subscriberId,
	)
}

/** The reader's preferences page (decision record 068): in every message's footer. */
export function preferencesUrl(subscriberId: string, send?: string): string {
	return withVia(
		`${getEnv().PUBLIC_URL}/newsletter/preferences/${signLinkToken('preferences', subscriberId)}`,
		send,
		subscriberId,
	)
}
