/** Field types the zod environment schema (env.server.ts) is built from. */
import addressparser from 'nodemailer/lib/addressparser'
import { z } from 'zod'

export const optionalText = z
	.string()
	.trim()
	.transform(value => (value === '' ? undefined : value))
	.optional()

export const isEmail = (value: string) => z.email().safeParse(value).success

/**
 * One mailbox in RFC 5322 form, with or without a display name (`news@example.com`,
 * `Brandline <news@example.com>`, `"Brandline, daily" <news@example.com>`), read by nodemailer's
 * own address parser (the one that writes the header), not a pattern of ours. A list or a group
 * is refused: a message has one sender.
 */
export const mailbox = z.string().superRefine((value, context) => {
	const parsed = addressparser(value)
	const only = parsed.length === 1 ? parsed[0] : undefined
	const address = only && 'address' in only ? only.address : undefined
	if (!address || !isEmail(address))
		context.addIssue({
			code: 'custom',
			message:
				'must be one address, optionally with a name: news@example.com or Brandline <news@example.com>',
		})
})

export const flag = z
	.enum(['true', 'false', '1', '0', 'yes', 'no'])
	.transform(value => ['true', '1', 'yes'].includes(value))
	.optional()
