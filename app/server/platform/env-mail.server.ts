/**
 * The environment's outgoing-mail and newsletter settings (part of env.server.ts's schema): the
 * SMTP relay, DKIM signing (decision record 068), and the newsletter's links, hour and pace.
 */
import { createPrivateKey } from 'node:crypto'
import { z } from 'zod'
import { isTimeZone } from '#app/lib/digest-schedule.ts'
import { flag, mailbox, optionalText } from './env-fields.server.ts'

/** A PEM private key; an environment variable often carries its line breaks as `\\n`. */
const privateKey = z
	.string()
	.transform(value => value.replaceAll('\\n', '\n').trim())
	.refine(value => {
		try {
			createPrivateKey(value)
			return true
		} catch {
			return false
		}
	}, 'must be a PEM private key (RSA or Ed25519), line breaks as they are or written \\n')

export const MAIL_ENV_FIELDS = {
	SMTP_HOST: optionalText,
	SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
	SMTP_USER: optionalText,
	SMTP_PASSWORD: optionalText,
	SMTP_FROM: optionalText.pipe(mailbox.optional()),
	/** DKIM: messages are signed by nodemailer when all three are set (docs/email-deliverability.md). */
	DKIM_DOMAIN: optionalText.pipe(
		z
			.string()
			.regex(
				/^(?=.{1,253}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/i,
				'must be a domain name',
			)
			.optional(),
	),
	DKIM_SELECTOR: optionalText.pipe(
		z
			.string()
			.regex(
				/^[a-z0-9][a-z0-9._-]{0,62}$/i,
				'must be a DNS label such as mail2026',
			)
			.optional(),
	),
	DKIM_PRIVATE_KEY: optionalText.pipe(privateKey.optional()),
	/** Confirmed opt-in: a new subscriber receives the digest only after clicking the e-mailed link. */
	NEWSLETTER_DOUBLE_OPT_IN: flag,
	/** Signs confirmation and unsubscribe links; defaults to one derived from SESSION_SECRET. */
	NEWSLETTER_LINK_SECRET: optionalText.pipe(
		z.string().min(32, 'must be at least 32 characters').optional(),
	),
	/** The daily digest goes out at this hour (0-23) of NEWSLETTER_TIME_ZONE. */
	NEWSLETTER_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
	/**
	 * A digest not started within this many minutes of its hour (mail switched on late, every
	 * instance down) is not sent late: its articles wait for the next one, or an editor sends it.
	 */
	NEWSLETTER_DIGEST_GRACE_MINUTES: z.coerce
		.number()
		.int()
		.min(0)
		.max(1440)
		.default(120),
	/** An IANA zone name ("Europe/Paris"); the digest's day and hour are counted there. */
	NEWSLETTER_TIME_ZONE: z
		.string()
		.trim()
		.default('UTC')
		.refine(isTimeZone, 'must be an IANA time zone name such as Europe/Paris'),
	/** Digest messages per second for every instance sending together (the relay's limit; decision 031). */
	NEWSLETTER_SEND_RATE: z.coerce.number().min(0.1).max(10_000).default(20),
	/** Attempts per message when the mail server answers "try again later" (4xx), with back-off between them. */
	NEWSLETTER_SEND_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(4),
}

/** What the mail settings need together. */
export function mailEnvProblems(raw: {
	SMTP_HOST?: string
	SMTP_FROM?: string
	DKIM_DOMAIN?: string
	DKIM_SELECTOR?: string
	DKIM_PRIVATE_KEY?: string
}): string[] {
	const problems: string[] = []
	if (raw.SMTP_HOST && !raw.SMTP_FROM)
		problems.push('SMTP_FROM: required when SMTP_HOST is set')
	const dkim = [raw.DKIM_DOMAIN, raw.DKIM_SELECTOR, raw.DKIM_PRIVATE_KEY]
	if (dkim.some(Boolean) && !dkim.every(Boolean))
		problems.push(
			'DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY: set all three, or none',
		)
	return problems
}
