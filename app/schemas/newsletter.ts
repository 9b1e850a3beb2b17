import { EMAIL_REQUIRED } from '#app/content/newsletter.ts'
import { z } from './z.ts'

/** Newsletter sign-up (SPEC §5): the email is trimmed; empty means 'Please enter your email address.' */
export const NewsletterSignupSchema = z.object({
	email: z
		.string({ error: EMAIL_REQUIRED })
		.trim()
		.min(1, EMAIL_REQUIRED)
		.max(254, 'Please enter a valid email address')
		.pipe(z.email('Please enter a valid email address')),
	/** Where the form was (e.g. 'homepage-sidebar', 'footer', 'content-upgrade'); shown to the admin. */
	source: z
		.string()
		.trim()
		.regex(/^[a-z0-9-]{1,40}$/, 'Invalid input')
		.optional(),
	/** What was asked for: 'newsletter' or 'pdf-guide'. */
	contentType: z
		.enum(['newsletter', 'pdf-guide'], { error: 'Invalid input' })
		.optional(),
})

export type NewsletterSignup = z.output<typeof NewsletterSignupSchema>

/** Where the form's page is, to return to after a sign-up without JavaScript. */
export const RedirectToField = z.string().max(500).optional()

/** The admin's "send a test of today's digest" form: one address. */
export const DigestTestSchema = NewsletterSignupSchema.pick({ email: true })

/** The subscriber import's form (/admin/subscribers/import): the importer vouches for consent. */
export const SubscriberImportSchema = z.object({
	consentConfirmed: z.literal('on', {
		error:
			'Confirm that the people in the file agreed to receive the newsletter.',
	}),
})
