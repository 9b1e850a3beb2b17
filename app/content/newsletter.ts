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
