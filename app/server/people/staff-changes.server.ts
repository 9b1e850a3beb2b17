/**
 * What an Administrator does to a person on the staff (docs/decisions/069): suspend (they cannot
 * sign in until reinstated), reinstate, remove (their account is gone; their articles stay under
 * their name), or change their role. Each but reinstating ends the person's sessions at once, on
 * every instance: a new `sessionEpoch` refuses every session begun under the old one, and the
 * session records are deleted too. The owner cannot be demoted, suspended or removed, and nobody
 * can do any of it to themselves.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { STAFF_ROLE_LABELS, type StaffRole } from '#app/content/staff.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { forbidden, notFound } from '#app/server/platform/errors.server.ts'
import { endSessionsOf } from './auth.server.ts'
import { revokeTokensTo } from './one-time-tokens.server.ts'
import { allows, refusalMessage } from './permissions.server.ts'
import { getStaffMember, newSessionEpoch, type Person } from './staff.server.ts'

export const STAFF_CHANGES = ['suspend', 'reinstate', 'remove'] as const

export type StaffChange = (typeof STAFF_CHANGES)[number]

/** The person `actor` may change: not the owner, not themselves, not someone already removed. */
async function changeable(actor: Person, id: string) {
	if (!allows(actor.role, 'staff')) throw forbidden(refusalMessage(actor.role))
	const target = await getStaffMember(id)
	if (!target || target.status === 'removed')
		throw notFound('There is no such person on the staff.')
	if (target.owner)
		throw forbidden(
			'The owner cannot be demoted, suspended or removed: their account is the way back into this desk.',
		)
	if (target._id === actor.id)
		throw forbidden(
			'You cannot change your own account here: ask another Administrator.',
		)
	return target
}

const STATUS_CHANGE_DONE: Record<StaffChange, string> = {
	suspend: 'suspended',
	reinstate: 'reinstated',
	remove: 'removed',
}

function auditStatusChange(
	target: Pick<StaffMemberFields, '_id' | 'name'>,
	change: StaffChange,
): Promise<void> {
	return recordAudit({
		action: 'staff-changed',
		subjectId: target._id,
		subjectLabel: target.name,
		detail: STATUS_CHANGE_DONE[change],
	})
}

/** Suspends, reinstates or removes a person; says what it did, for the staff page's message. */
export async function changeStaffStatus(
	actor: Person,
	id: string,
	change: StaffChange,
): Promise<{ name: string; ended: number }> {
	const target = await changeable(actor, id)
	if (change === 'reinstate') {
		await StaffMember.updateOne({ _id: id }, { $set: { status: 'active' } })
		await auditStatusChange(target, change)
		return { name: target.name, ended: 0 }
	}
	await StaffMember.updateOne(
		{ _id: id },
		change === 'suspend'
			? { $set: { status: 'suspended', sessionEpoch: newSessionEpoch() } }
			: {
					// The address is freed (it could be invited again); the name stays on their articles.
					$set: {
						status: 'removed',
						email: `removed+${id}@staff.invalid`,
						sessionEpoch: newSessionEpoch(),
					},
					$unset: { passwordHash: 1 },
				},
	)
	await revokeTokensTo('password-reset', target.email)
	await auditStatusChange(target, change)
	return { name: target.name, ended: await endSessionsOf(id) }
}

/** Gives a person another role; their sessions end, so the new role applies from their next sign-in. */
export async function changeStaffRole(
	actor: Person,
	id: string,
	role: StaffRole,
): Promise<{ name: string; role: string; ended: number }> {
	const target = await changeable(actor, id)
	if (target.role === role)
		return { name: target.name, role: STAFF_ROLE_LABELS[role], ended: 0 }
	await StaffMember.updateOne(
		{ _id: id },
		{ $set: { role, sessionEpoch: newSessionEpoch() } },
	)
	await recordAudit({
		action: 'staff-changed',
		subjectId: id,
		subjectLabel: target.name,
		detail: `role: ${STAFF_ROLE_LABELS[target.role]} → ${STAFF_ROLE_LABELS[role]}`,
	})
	return {
		name: target.name,
		role: STAFF_ROLE_LABELS[role],
		ended: await endSessionsOf(id),
	}
}
