/**
 * What ties a reader's action to the send it came from (docs/decisions/083), signed so that nobody
 * can make a link count for a send it did not come from, nor point the redirect elsewhere.
 *
 * - A link in a message goes through `/r/<send>/<signature>?u=<target>`: the signature is an
 *   HMAC over the send and the target, so the redirect is not open, and the same link is the same
 *   address for every recipient (nothing in it names the reader: no per-person click history).
 * - The unsubscribe, one-click and preferences links carry `?via=<send>.<signature>`, an HMAC over
 *   the send and the subscriber of the link's own token: a reader's unsubscribe or change of
 *   preferences (a POST) is attributed to that send, and a `via` copied to another token is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { getEnv } from '#app/server/platform/env.server.ts'

const SEND_ID = /^[\w-]{1,100}$/

function mac(...parts: string[]): string {
	return createHmac('sha256', getEnv().NEWSLETTER_LINK_SECRET)
		.update(parts.join('|'))
		.digest()
		.subarray(0, 16)
		.toString('base64url')
}

function same(expected: string, given: string): boolean {
	const a = Buffer.from(expected)
	const b = Buffer.from(given)
	return a.length === b.length && timingSafeEqual(a, b)
}

/** The redirect that counts a click on `target` in send `send`. */
export function clickUrl(send: string, target: string): string {
	return `${getEnv().PUBLIC_URL}/r/${send}/${mac('click', send, target)}?u=${readable(target)}`
}

/** The target as a query value that still reads as an address (`:` and `/` need no escape there). */
function readable(target: string): string {
	return encodeURIComponent(target).replace(/%2F/g, '/').replace(/%3A/g, ':')
}

/** Whether a redirect's signature covers this send and target (a tampered link is refused). */
export function verifyClick(
	send: string,
	signature: string,
	target: string,
): boolean {
	return (
		SEND_ID.test(send) &&
		/^https?:\/\//.test(target) &&
		same(mac('click', send, target), signature)
	)
}

/** The `via` parameter of one subscriber's links in send `send`. */
export function viaParameter(send: string, subscriberId: string): string {
	return `via=${send}.${mac('via', send, subscriberId)}`
}

/** `url` with the send's `via` added (or `url` itself when there is no send: a sign-up mail). */
export function withVia(
	url: string,
	send: string | undefined,
	subscriberId: string,
): string {
	return send ? `${url}?${viaParameter(send, subscriberId)}` : url
}

/** The send a request's `via` names, when it is signed for this subscriber; otherwise null. */
export function sendOfVia(
	via: string | null,
	subscriberId: string,
): string | null {
	const match = /^([\w-]{1,100})\.([\w-]{22})$/.exec(via ?? '')
	if (!match) return null
	const [, send, signature] = match as unknown as [string, string, string]
	return same(mac('via', send, subscriberId), signature) ? send : null
}

const HREF = /href="(https?:\/\/[^"]+)"/g
const decode = (value: string) =>
	value
		.replaceAll('&quot;', '"')
		.replaceAll('&#x27;', "'")
		.replaceAll('&#39;', "'")
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&amp;', '&')

/** The placeholders of the reader's own links (digest-content.server.tsx). */
const RESERVED = /^https:\/\/[\w-]+\.invalid\//

const tracked = new Map<string, string>()

/**
 * The message's HTML with every web link sent through the send's redirect. The reader's own links
 * (unsubscribe, preferences) are still placeholders on the reserved `.invalid` domain and stay as
 * they are (they carry `via` instead: their actions are counted, not their opening). Kept for the
 * last few messages made (a send's recipients mostly share one).
 */
export function trackLinks(html: string, send: string): string {
	const key = `${send}\u0000${html}`
	const known = tracked.get(key)
	if (known !== undefined) return known
	const out = html.replace(HREF, (whole, href: string) =>
		RESERVED.test(href) ? whole : `href="${clickUrl(send, decode(href))}"`,
	)
	if (tracked.size >= 16) tracked.delete(tracked.keys().next().value!)
	tracked.set(key, out)
	return out
}
