/** A newsletter issue's life (docs/decisions/079), as the model, the list and the editor name it. */
export const NEWSLETTER_ISSUE_STATE_LABELS = {
	draft: 'Draft',
	scheduled: 'Scheduled',
	sending: 'Sending',
	sent: 'Sent',
	cancelled: 'Cancelled',
} as const

export type NewsletterIssueState = keyof typeof NEWSLETTER_ISSUE_STATE_LABELS

export const NEWSLETTER_ISSUE_STATES = Object.keys(
	NEWSLETTER_ISSUE_STATE_LABELS,
) as [NewsletterIssueState, ...NewsletterIssueState[]]

/** States an editor may still change (a cancelled issue becomes a draft again when saved). */
export const EDITABLE_ISSUE_STATES: readonly NewsletterIssueState[] = [
	'draft',
	'cancelled',
]

/** The most articles one issue carries as cards. */
export const ISSUE_ARTICLE_LIMIT = 12

export const ISSUE_LIMITS = {
	subject: 150,
	preheader: 200,
	introduction: 20_000,
} as const

/** The newsletter desk's page, where issues are listed. */
export const NEWSLETTER_PAGE = '/admin/newsletter'

/**
 * A story sent from the article editor (docs/decisions/082): published with the send, or sent by
 * e-mail only (the article stays a draft, out of readers' reach, as Ghost's email-only posts).
 */
export const STORY_SEND_MODES = ['published', 'email-only'] as const

export type StorySendMode = (typeof STORY_SEND_MODES)[number]

/** The editor's buttons (`intent`) for each story send. */
export const STORY_SEND_INTENTS = {
	'publish-and-send': 'published',
	'send-email-only': 'email-only',
} as const satisfies Record<string, StorySendMode>
