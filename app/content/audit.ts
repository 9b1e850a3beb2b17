/**
 * What the audit log records (issue 22 item 6, docs/decisions/070): who did what, when and from
 * which address. One list, read by the model's enum, the recorder and the filter on /admin/audit.
 */
export const AUDIT_ACTIONS = [
	'sign-in',
	'sign-in-failed',
	'article-created',
	'article-published',
	'article-scheduled',
	'article-unpublished',
	'article-deleted',
	'revision-restored',
	'review-requested',
	'bulk-action',
	'guest-post-decided',
	'staff-changed',
	'profile-changed',
	'invitation',
	'settings-changed',
	'subscriber-erased',
	'subscriber-status',
	'newsletter-sent',
	'newsletter-scheduled',
	'newsletter-cancelled',
	'newsletter-test-sent',
	'site-import',
	'subscribers-imported',
	'site-export',
	'redirects-changed',
	'two-factor-enabled',
	'two-factor-disabled',
	'recovery-code-used',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
	'sign-in': 'Signed in',
	'sign-in-failed': 'Failed sign-in',
	'article-created': 'Created an article',
	'article-published': 'Published',
	'article-scheduled': 'Scheduled',
	'article-unpublished': 'Unpublished',
	'article-deleted': 'Deleted an article',
	'revision-restored': 'Restored a revision',
	'review-requested': 'Submitted for review',
	'bulk-action': 'Bulk action',
	'guest-post-decided': 'Decided a guest post',
	'staff-changed': 'Changed a person',
	'profile-changed': 'Changed their profile',
	invitation: 'Invitation',
	'settings-changed': 'Changed the settings',
	'subscriber-erased': 'Erased a subscriber',
	'subscriber-status': 'Changed a subscriber',
	'newsletter-sent': 'Sent the newsletter',
	'newsletter-scheduled': 'Scheduled a newsletter issue',
	'newsletter-cancelled': 'Cancelled a newsletter issue',
	'newsletter-test-sent': 'Sent a newsletter test',
	'site-import': 'Imported',
	'subscribers-imported': 'Imported subscribers',
	'site-export': 'Exported the site',
	'redirects-changed': 'Changed redirects',
	'two-factor-enabled': 'Turned on two-factor sign-in',
	'two-factor-disabled': 'Turned off two-factor sign-in',
	'recovery-code-used': 'Used a recovery code',
}

/** How long an entry is kept: 400 days, then the expiry sweep (or MongoDB's TTL index) removes it. */
export const AUDIT_KEEP_DAYS = 400

/** Entries per page of /admin/audit. */
export const AUDIT_PAGE_SIZE = 50
