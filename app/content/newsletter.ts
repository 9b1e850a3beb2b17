/** SPEC §5's answer to an empty address: the schema's message, and the form's toast before any request. */
export const EMAIL_REQUIRED = 'Please enter your email address.'

/** What a sign-up answers: the same words whether or not the address was already on the list. */
export const SIGNUP_ACKNOWLEDGEMENT = {
	/** Confirmed opt-in (NEWSLETTER_DOUBLE_OPT_IN, the default). */
	confirm: {
		title: 'Check your inbox',
		description:
			"We've sent you a link to confirm your subscription. Already subscribed? Then there's nothing more to do.",
	},
	direct: {
		title: "You're subscribed!",
		description: 'The Daily Brief arrives tomorrow morning.',
	},
} as const

/** A subscriber as the admin table and the CSV name them (SPEC's Active/Inactive, plus Pending until confirmed). */
export const SUBSCRIBER_STATUS_LABELS = {
	pending: 'Pending',
	active: 'Active',
	inactive: 'Inactive',
} as const
export type SubscriberStatus = keyof typeof SUBSCRIBER_STATUS_LABELS
/** The statuses in the order the admin's filter offers them. */
export const SUBSCRIBER_STATUSES = [
	'active',
	'pending',
	'inactive',
] as const satisfies readonly SubscriberStatus[]

/** The newsletter's name in pages and e-mails. */
export const NEWSLETTER_NAME = 'The Daily Brief'

/** The weekly digest's name (docs/decisions/084): the week's most-read and newest articles. */
export const WEEKLY_NAME = 'The Weekly Brief'

/**
 * What a reader may choose to receive (the preferences page, decision records 068 and 084). The
 * digests are the daily one (each morning's new stories), the weekly one (once a week, the week's
 * most-read and newest), or both. "Stories" are the messages an editor sends for one story or an
 * issue (issue 23); "breaking" keeps only stories marked as breaking news, in the daily digest and
 * in those sends.
 */
export const NEWSLETTER_MODE_INFO = {
	daily: {
		label: `${NEWSLETTER_NAME}, every morning`,
		hint: 'The morning round-up of new stories, plus the occasional story our editors send on its own.',
	},
	weekly: {
		label: `${WEEKLY_NAME}, once a week instead`,
		hint: 'One e-mail a week with the most-read and newest stories, in place of the morning one; stories our editors send on their own still reach you.',
	},
	both: {
		label: `Both: ${NEWSLETTER_NAME} and ${WEEKLY_NAME}`,
		hint: 'Every morning, and the weekly round-up too. Nothing you already had from us is repeated in the weekly one.',
	},
	stories: {
		label: 'No digest: only stories our editors send',
		hint: 'The morning and weekly e-mails stop; a story an editor sends out on its own still reaches you.',
	},
	breaking: {
		label: 'Breaking news only',
		hint: 'Only stories our editors mark as breaking news: in the morning e-mail on a day that has one, nothing on the others. Rare by design.',
	},
} as const
export type NewsletterMode = keyof typeof NEWSLETTER_MODE_INFO
export const NEWSLETTER_MODES = Object.keys(NEWSLETTER_MODE_INFO) as [
	NewsletterMode,
	...NewsletterMode[],
]

/** "Pause for a month": nothing is sent for this many days. */
export const PAUSE_DAYS = 30
