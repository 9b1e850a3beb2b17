import { isTimeZone } from '#app/lib/digest-schedule.ts'
import { z } from './z.ts'

/** Limits of the settings page (issue 22 item 7), declared once for the schema, the form and its hints. */
export const SETTINGS_LIMITS = {
	name: 80,
	description: 300,
	senderName: 80,
	url: 2000,
} as const

/** The profiles a publication may link to, in the footer's order: form field → label. */
export const SOCIAL_FIELDS = [
	{ field: 'socialLinkedin', label: 'LinkedIn' },
	{ field: 'socialX', label: 'X' },
	{ field: 'socialYoutube', label: 'YouTube' },
	{ field: 'socialInstagram', label: 'Instagram' },
	{ field: 'socialFacebook', label: 'Facebook' },
] as const
export type SocialField = (typeof SOCIAL_FIELDS)[number]['field']

/**
 * The zones an editor may choose: the runtime's IANA list (`Intl.supportedValuesOf`), with UTC,
 * which V8 leaves out of that list although every formatter accepts it.
 */
export function timeZoneChoices(): string[] {
	return ['UTC', ...Intl.supportedValuesOf('timeZone').filter(z => z !== 'UTC')]
}

/** Characters a header cannot carry safely (the name goes into `List-Id` and `From`). */
const HEADER_UNSAFE = /[<>"\r\n]/

/** Text that goes into an e-mail header: no `<`, `>`, `"` or line breaks (header injection). */
const headerText = (label: string, max: number) =>
	text(label, max).refine(
		value => !HEADER_UNSAFE.test(value),
		`${label} cannot contain <, >, " or line breaks`,
	)

/** An image: an https address or a path on this site (an uploaded image is one of ours). */
export const siteImageUrl = (label: string) =>
	z
		.string()
		.trim()
		.max(
			SETTINGS_LIMITS.url,
			`${label} must be at most ${SETTINGS_LIMITS.url} characters`,
		)
		.refine(
			value =>
				/^https:\/\/[^\s/]+\S*$/i.test(value) || /^\/(?!\/)\S*$/.test(value),
			`${label} must be an https:// address or a path on this site starting with /`,
		)

export const LOGO_URL_MESSAGE =
	'Logo must be an https:// address or a path on this site starting with /'
const logoUrl = siteImageUrl('Logo')

export const text = (label: string, max: number) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)

/** An optional field: empty (which Conform sends as nothing) is stored as '', "none". */
export const orNone = (schema: z.ZodType<string>) =>
	z
		.literal('')
		.or(schema)
		.optional()
		.transform(value => value ?? '')

export const socialUrl = (label: string) =>
	orNone(
		z
			.url({
				protocol: /^https$/,
				error: `${label} must be a full https:// address`,
			})
			.max(
				SETTINGS_LIMITS.url,
				`${label} must be at most ${SETTINGS_LIMITS.url} characters`,
			),
	)

/** The settings form (Conform in the browser, the action on the server). */
export const SettingsFormSchema = z.object({
	siteName: headerText('Publication name', SETTINGS_LIMITS.name),
	description: text('Description', SETTINGS_LIMITS.description),
	logoUrl: orNone(logoUrl),
	socialLinkedin: socialUrl('LinkedIn'),
	socialX: socialUrl('X'),
	socialYoutube: socialUrl('YouTube'),
	socialInstagram: socialUrl('Instagram'),
	socialFacebook: socialUrl('Facebook'),
	contactEmail: z.email({
		error: 'Contact address must be an e-mail address',
	}),
	senderName: headerText('Sender name', SETTINGS_LIMITS.senderName),
	senderEmail: z.email({ error: 'Sender address must be an e-mail address' }),
	digestHour: z.coerce
		.number({ error: 'Digest hour must be an hour from 0 to 23' })
		.int('Digest hour must be an hour from 0 to 23')
		.min(0, 'Digest hour must be an hour from 0 to 23')
		.max(23, 'Digest hour must be an hour from 0 to 23'),
	weeklyDay: z.coerce
		.number({ error: 'Weekly digest day must be a day of the week' })
		.int('Weekly digest day must be a day of the week')
		.min(0, 'Weekly digest day must be a day of the week')
		.max(6, 'Weekly digest day must be a day of the week')
		.optional(),
	weeklyHour: z.coerce
		.number({ error: 'Weekly digest hour must be an hour from 0 to 23' })
		.int('Weekly digest hour must be an hour from 0 to 23')
		.min(0, 'Weekly digest hour must be an hour from 0 to 23')
		.max(23, 'Weekly digest hour must be an hour from 0 to 23')
		.optional(),
	timeZone: z
		.string({ error: 'Time zone is required' })
		.trim()
		.refine(
			zone => isTimeZone(zone) && timeZoneChoices().includes(zone),
			'Choose a time zone from the list, such as Europe/London',
		),
	/** Administrators must sign in with a second factor (docs/decisions/074); a checkbox, or a restored boolean. */
	requireAdminTwoFactor: z
		.union([z.literal('on'), z.boolean()])
		.optional()
		.transform(value => value === 'on' || value === true),
	/** The version the form was opened at: a save from an older one is refused (a second tab). */
	version: z.coerce.number().int().min(0),
})

export type SettingsInput = z.output<typeof SettingsFormSchema>

/** What the form calls each field (the error summary names them). */
export const SETTINGS_FIELD_LABELS: Record<string, string> = {
	siteName: 'Publication name',
	description: 'Description',
	logoUrl: 'Logo',
	...Object.fromEntries(
		SOCIAL_FIELDS.map(({ field, label }) => [field, label]),
	),
	contactEmail: 'Contact address',
	senderName: 'Sender name',
	senderEmail: 'Sender address',
	digestHour: 'Digest hour',
	weeklyDay: 'Weekly digest day',
	weeklyHour: 'Weekly digest hour',
	timeZone: 'Time zone',
	requireAdminTwoFactor: 'Two-factor for Administrators',
}
