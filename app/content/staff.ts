/**
 * The newsroom's roles, from most to least trusted (docs/decisions/060); what each may do is the
 * permission table's (app/server/people/permissions.server.ts, docs/decisions/064). Today the
 * owner, an Administrator, is the only person made by the app; invitations come next.
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
