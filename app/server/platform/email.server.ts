/**
 * Outgoing mail through SMTP (nodemailer, one pooled transport per process). Without SMTP_HOST
 * nothing is sent: the message is written to the log instead, so development needs no mail
 * server. `sendEmail` never fails the request that caused it; `deliverEmail` says how a delivery
 * went, so bulk sending can retry temporary failures and stop writing to dead addresses.
 */
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import { getEnv, type Env } from './env.server.ts'
import { logger } from './logger.server.ts'

export interface Email {
	to: string
	subject: string
	text: string
	html?: string
	/** Extra headers (List-Unsubscribe and friends). */
	headers?: Record<string, string>
	/** A fixed Message-ID, so a receiver can recognise a resend of the same message. */
	messageId?: string
	/** The sender (the publication's settings, `withSender`); SMTP_FROM when left out. */
	from?: { name: string; address: string }
}

/** Who the publication's messages come from and sign as (its settings, docs/decisions/066). */
export interface Publication {
	siteName: string
	contactEmail: string
}

export type DeliveryResult =
	| { status: 'sent' }
	/** No SMTP_HOST: written to the log. */
	| { status: 'not-configured' }
	/** Worth trying again later: a 4xx reply, a refused or dropped connection, a timeout. */
	| { status: 'temporary-failure'; reason: string }
	/** The receiving server refused the address or the message for good (a 5xx reply). */
	| { status: 'permanent-failure'; reason: string }

let transporter: Transporter | null | undefined

function smtp(): Transporter | null {
	if (transporter !== undefined) return transporter
	const env = getEnv()
	transporter = env.SMTP_HOST
		? nodemailer.createTransport({
				host: env.SMTP_HOST,
				port: env.SMTP_PORT,
				secure: env.SMTP_PORT === 465,
				auth: env.SMTP_USER
					? { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' }
					: undefined,
				// The digest sends thousands of messages: reuse a few connections instead of one each.
				pool: true,
				maxConnections: 5,
				maxMessages: 1000,
				// Bounded waits, so work claimed for a while (a sign-up, a digest slice) ends within its lease.
				connectionTimeout: 10_000,
				greetingTimeout: 10_000,
				socketTimeout: 30_000,
			})
		: null
	return transporter
}

/** For tests: send through this transport instead (a real SMTP listener on 127.0.0.1, or a failing one). */
export function useEmailTransport(
	transport: Transporter | null | undefined,
): void {
	transporter = transport
}

/** True when messages really go out (SMTP_HOST set, or a transport given by a test). */
export function isMailConfigured(): boolean {
	return smtp() !== null
}

function describeFailure(error: unknown): {
	temporary: boolean
	reason: string
} {
	const details = error as {
		responseCode?: unknown
		response?: unknown
		message?: unknown
		code?: unknown
	}
	const reason = String(details.response ?? details.message ?? error).slice(
		0,
		300,
	)
	const code =
		typeof details.responseCode === 'number' ? details.responseCode : undefined
	// No reply code: the connection failed, timed out or was dropped; the next try may work.
	return {
		temporary: code === undefined || (code >= 400 && code < 500),
		reason,
	}
}

/**
 * DKIM signing (RFC 6376) by nodemailer, per message, when DKIM_DOMAIN, DKIM_SELECTOR and
 * DKIM_PRIVATE_KEY are set (the environment refuses one without the others).
 */
function dkimOf(env: Env): SendMailOptions['dkim'] {
	if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || !env.DKIM_PRIVATE_KEY)
		return undefined
	return {
		domainName: env.DKIM_DOMAIN,
		keySelector: env.DKIM_SELECTOR,
		privateKey: env.DKIM_PRIVATE_KEY,
	}
}

export async function deliverEmail(email: Email): Promise<DeliveryResult> {
	const env = getEnv()
	const transport = smtp()
	if (!transport) {
		logger.info(
			{ email: { to: email.to, subject: email.subject } },
			'email not sent (no SMTP_HOST configured)',
		)
		return { status: 'not-configured' }
	}
	try {
		await transport.sendMail({
			...email,
			from: email.from ?? env.SMTP_FROM ?? env.CONTACT_EMAIL,
			dkim: dkimOf(env),
		})
		return { status: 'sent' }
	} catch (error) {
		const { temporary, reason } = describeFailure(error)
		return {
			status: temporary ? 'temporary-failure' : 'permanent-failure',
			reason,
		}
	}
}

/** Sends one message; a failure is logged and answered with false, never thrown. */
export async function sendEmail(email: Email): Promise<boolean> {
	const result = await deliverEmail(email)
	if (
		result.status === 'temporary-failure' ||
		result.status === 'permanent-failure'
	) {
		logger.error(
			{
				reason: result.reason,
				email: { to: email.to, subject: email.subject },
			},
			'email failed',
		)
	}
	return result.status === 'sent'
}

/** The messages contributors get at each stage of review (SPEC: authors are notified at each stage). */
export function guestPostEmail(
	stage: 'received' | 'approved' | 'rejected',
	post: { authorName: string; email: string; headline: string },
	{ siteName: site, contactEmail: contact }: Publication,
): Email {
	const greeting = `Dear ${post.authorName},`
	const sign = `\n\nThe ${site} editors\n${contact}`
	const messages = {
		received: {
			subject: `We received your guest post: ${post.headline}`,
			body: `Thank you for submitting "${post.headline}". Our editors review every piece within 3-5 business days, and we will write to you when we have.\n\nIf you have not yet done so, please email ${contact} asking for approval and include a short bio.`,
		},
		approved: {
			subject: `Your guest post is approved: ${post.headline}`,
			body: `Good news: "${post.headline}" has been approved and is published in Guest Contributions. Thank you for writing for our readers.`,
		},
		rejected: {
			subject: `About your guest post: ${post.headline}`,
			body: `Thank you for sending "${post.headline}". After review we have decided not to publish it. Pieces that teach one specific lesson, written as a problem and its solution and free of promotion, have the best chance; we would be glad to read another.`,
		},
	} as const
	return {
		to: post.email,
		subject: messages[stage].subject,
		text: `${greeting}\n\n${messages[stage].body}${sign}`,
	}
}
