/**
 * The columns a subscriber CSV import reads (issue 23 item 6, docs/decisions/075): what each
 * means, said on the upload page, and the header names that stand for it. Headers are matched
 * without regard to case, spaces, dashes or underscores; other columns are ignored. A Ghost
 * members export (email, name, created_at, subscribed_to_emails, and columns of its own) is
 * read as it is (issue 24 item 1).
 */
export const IMPORT_COLUMNS = [
	{
		key: 'email',
		label: 'email',
		aliases: ['email', 'emailaddress', 'mail'],
		meaning:
			'The subscriber’s address. The only column that must be there; a row without a valid address is refused.',
	},
	{
		key: 'name',
		label: 'name',
		aliases: ['name', 'fullname'],
		meaning: 'Their name, kept with the address (optional).',
	},
	{
		key: 'source',
		label: 'source',
		aliases: ['source', 'signupsource'],
		meaning:
			'Where they signed up, shown in the list’s Source column (letters, digits and dashes are kept); “import” when empty.',
	},
	{
		key: 'signupDate',
		label: 'sign-up date',
		aliases: [
			'signupdate',
			'signedup',
			'signedupat',
			'subscribeddate',
			'subscribedat',
			'createdat',
		],
		meaning:
			'When they signed up at the old service, such as 2024-03-15 or 2024-03-15T09:30:00Z (UTC unless a zone is given); the day of the import when empty.',
	},
	{
		key: 'consent',
		label: 'consent',
		// Ghost's members export says it as subscribed_to_emails (true or false).
		aliases: ['consent', 'optin', 'optedin', 'subscribedtoemails'],
		meaning:
			'Whether they agreed to receive the newsletter: yes (or true, 1) is recorded with them; no (or false, 0) refuses the row; empty leaves it to the confirmation you give on this form. A Ghost members export’s subscribed_to_emails column is read as this one.',
	},
	{
		key: 'left',
		label: 'deleted at',
		// Ghost's members export keeps members who left, with the date in deleted_at.
		aliases: ['deletedat', 'removedat', 'unsubscribedat'],
		meaning:
			'When they left the old service (Ghost’s deleted_at, or an unsubscribe date): a row with a date here is refused, so no one who left there is subscribed here (optional).',
	},
] as const

export type ImportColumn = (typeof IMPORT_COLUMNS)[number]['key']

/** The largest CSV the import takes (100,000 rows of a typical export are about 10 MB). */
export const SUBSCRIBER_IMPORT_MAX_BYTES = 50 * 1024 * 1024

/** The form's field names. */
export const IMPORT_FILE_FIELD = 'subscribers'
export const IMPORT_CONSENT_FIELD = 'consentConfirmed'
