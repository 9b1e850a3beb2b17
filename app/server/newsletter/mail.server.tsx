/**
 * Newsletter messages as they are sent: React Email renders the HTML on the server, the plain
 * text part is written beside it, and every message carries the headers that let a mail client
 * offer one-click unsubscribe (RFC 2369 List-Unsubscribe, RFC 8058 List-Unsubscribe-Post).
 */
import { render } from '@react-email/components'
import {
	ConfirmationEmail,
	confirmationSubject,
	confirmationText,
	type ConfirmationEmailProps,
} from '#app/emails/confirmation-email.tsx'
import { GUIDE_PDF_PATH } from '#app/content/downloads.ts'
import { guide } from '#app/content/guide.ts'
import type { Email } from '#app/server/platform/email.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { senderOf, settingsNow } from '#app/server/site/settings.server.ts'
import {
	confirmUrl,
	oneClickUnsubscribeUrl,
	preferencesUrl,
	unsubscribeUrl,
} from './links.server.ts'

/**
 * The lists a message belongs to (RFC 2919 List-Id, docs/decisions/082): the daily digest (and the
 * sign-up mail that starts it), and the issues editors send (stories and written issues), so a
 * reader's mail client can sort or filter them apart. The subscription is one either way.
 */
export type MailingList = 'daily' | 'newsletter'

export function listId(list: MailingList): string {
	const host = new URL(getEnv().PUBLIC_URL).hostname
	const { siteName } = settingsNow()
	return list === 'daily'
		? `${siteName} Daily Brief <daily.${host}>`
		: `${siteName} Newsletter <newsletter.${host}>`
}

/** The headers every newsletter message carries, for this recipient (in `send`: attributed to it). */
export function listHeaders(
	subscriberId: string,
	list: MailingList = 'daily',
	send?: string,
): Record<string, string> {
	return {
		'List-Unsubscribe': `<${oneClickUnsubscribeUrl(subscriberId, send)}>`,
		'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		'List-Id': listId(list),
	}
}

/**
 * A Message-ID fixed by what is sent and to whom (`kind`, e.g. a digest's day or a sign-up
 * request's id), so a retry of the same send carries the same id and receivers can fold it.
 */
export function stableMessageId(kind: string, subscriberId: string): string {
	return `<${kind}-${subscriberId}@${new URL(getEnv().PUBLIC_URL).hostname}>`
}

export function siteBasics(): { siteName: string; siteUrl: string } {
	const env = getEnv()
	return { siteName: settingsNow().siteName, siteUrl: env.PUBLIC_URL }
}

/**
 * What a sign-up sends: the confirmation link while the address is unconfirmed, and the guide
 * when the sign-up asked for it (the reader also got the link on the page at once).
 */
export async function composeSignupEmail(
	subscriber: { id: string; email: string },
	{
		confirm,
		withGuide,
		requestId,
	}: { confirm: boolean; withGuide: boolean; requestId: string },
): Promise<Email> {
	const unsubscribe = unsubscribeUrl(subscriber.id)
	const props: ConfirmationEmailProps = {
		...siteBasics(),
		unsubscribeUrl: unsubscribe,
		preferencesUrl: preferencesUrl(subscriber.id),
		confirmUrl: confirm ? confirmUrl(subscriber.id) : undefined,
		guideUrl: withGuide ? `${getEnv().PUBLIC_URL}${GUIDE_PDF_PATH}` : undefined,
		guideTitle: withGuide ? guide.title : undefined,
	}
	return {
		to: subscriber.email,
		subject: confirmationSubject(props),
		html: await render(<ConfirmationEmail {...props} />),
		text: confirmationText(props),
		headers: listHeaders(subscriber.id),
		from: senderOf(settingsNow()),
		messageId: stableMessageId(`signup-${requestId}`, subscriber.id),
	}
}
