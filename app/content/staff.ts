/**
 * The newsroom's roles, from most to least trusted (docs/decisions/060); what each may do is the
 * permission table's (app/server/people/permissions.server.ts, docs/decisions/064). The owner is
 * made from ADMIN_EMAIL; everyone else joins by invitation (docs/decisions/069).
 */
export const STAFF_ROLES = [
	'administrator',
	'editor',
	'author',
	'contributor',
] as const

export type StaffRole = (typeof STAFF_ROLES)[number]

/** Active people sign in; suspended ones cannot until reactivated; removed ones never again. */
export const STAFF_STATUSES = ['active', 'suspended', 'removed'] as const

export type StaffStatus = (typeof STAFF_STATUSES)[number]

/** A password is at least this long (and at most the upper bound, which keeps hashing cheap to refuse). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
	administrator: 'Administrator',
	editor: 'Editor',
	author: 'Author',
	contributor: 'Contributor',
}

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = {
	active: 'Active',
	suspended: 'Suspended',
	removed: 'Removed',
}

/** A name on the staff (a byline, the staff page) is at most this long. */
export const STAFF_NAME_MAX_LENGTH = 80

/** An invitation's link works once, for this many days (docs/decisions/069). */
export const INVITATION_LIFETIME_DAYS = 7

/** A password reset's link works once, for this many minutes (docs/decisions/069). */
export const PASSWORD_RESET_LIFETIME_MINUTES = 60

/** What a dead invitation link says (410). */
export const INVITATION_GONE = `This invitation is no longer valid: it was already accepted, revoked, or is more than ${INVITATION_LIFETIME_DAYS} days old. Ask whoever invited you to send a new one.`

/** What a dead password-reset link says (410). */
export const RESET_LINK_GONE =
	'This link no longer works: it was already used, a newer one was sent, or it is more than an hour old. Ask for a new one below.'

/** "Forgot your password?" answers this, whether or not the address has an account. */
export const RESET_REQUESTED =
	'If that address belongs to someone on the staff, a link to choose a new password is on its way. It works once, within the hour. Nothing arrived? Check the address, and the spam folder.'
