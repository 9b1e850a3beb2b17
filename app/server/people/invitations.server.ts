/**
 * Invitations to the staff (docs/decisions/069). An Administrator invites any role, an Editor
 * Authors and Contributors (`mayInvite`, the permission table's rule, checked here for every
 * caller). The invitation is a one-time link (one-time-tokens.server.ts) sent by e-mail, good for
 * INVITATION_LIFETIME_DAYS; accepting it sets the person's name and password and makes them.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { randomBytes } from 'node:crypto'
import {
	INVITATION_GONE,
	INVITATION_LIFETIME_DAYS,
	STAFF_ROLE_LABELS,
	type StaffRole,
} from '#app/content/staff.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import {
	conflict,
	forbidden,
	gone,
	notFound,
} from '#app/server/platform/errors.server.ts'
import { sendPublicationEmail } from '#app/server/site/settings.server.ts'
import {
	getLiveToken,
	issueToken,
	listLiveTokens,
	revokeToken,
	liveTokensTo,
	revokeTokensTo,
	redeemToken,
	findToken,
} from './one-time-tokens.server.ts'
import { hashPassword } from './password.server.ts'
import { INVITABLE_ROLES, mayInvite } from './permissions.server.ts'
import { newSessionEpoch, normalEmail, type Person } from './staff.server.ts'
import { invitationEmail, invitationLink } from './staff-emails.server.ts'

const DAY_MS = 86_400_000

function refuseRole(inviter: Person): never {
	const roles = INVITABLE_ROLES[inviter.role].map(
		role => STAFF_ROLE_LABELS[role],
	)
	throw forbidden(
		roles.length === 0
			? `Your role (${STAFF_ROLE_LABELS[inviter.role]}) does not invite people.`
			: `Your role (${STAFF_ROLE_LABELS[inviter.role]}) may invite ${roles.join(' and ')} only.`,
	)
}

export interface SentInvitation {
	id: string
	email: string
	role: StaffRole
	expiresAt: Date
	/** False when the message could not be sent: `link` is then for the inviter to pass on. */
	sent: boolean
	link: string
}

/**
 * Invites `email` with `role`, replacing any invitation still pending for that address. Refused
 * (403) for a role the inviter may not invite, (409) for an address already on the staff.
 */
export async function inviteToStaff(
	inviter: Person,
	input: { email: string; role: StaffRole },
	now = new Date(),
): Promise<SentInvitation> {
	if (!mayInvite(inviter.role, input.role)) refuseRole(inviter)
	const email = normalEmail(input.email)
	const existing = await StaffMember.findOne({ email }, { status: 1 }).lean<
		Pick<StaffMemberFields, 'status'>
	>()
	if (existing)
		throw conflict(`${email} is already on the staff.`, {
			errors: { email: [`${email} is already on the staff.`] },
		})
	// A new invitation replaces the pending ones, but only those this inviter could have sent: an
	// Editor cannot turn an Administrator's invitation into an Author's.
	const pending = await liveTokensTo('invitation', email, now)
	if (
		pending.some(
			record => !mayInvite(inviter.role, record.role ?? 'administrator'),
		)
	)
		throw forbidden(
			`${email} has a pending invitation for a role yours does not invite: ask an Administrator.`,
		)
	await revokeTokensTo('invitation', email, now)
	const issued = await issueToken(
		{
			purpose: 'invitation',
			email,
			role: input.role,
			invitedBy: { id: inviter.id, name: inviter.name },
		},
		INVITATION_LIFETIME_DAYS * DAY_MS,
		now,
	)
	const sent = await sendPublicationEmail(publication =>
		invitationEmail(
			{
				email,
				role: input.role,
				inviterName: inviter.name,
				token: issued.token,
			},
			publication,
		),
	)
	await recordAudit({
		action: 'invitation',
		subjectId: issued.id,
		subjectLabel: email,
		detail: `sent, as ${STAFF_ROLE_LABELS[input.role]}`,
	})
	return {
		id: issued.id,
		email,
		role: input.role,
		expiresAt: issued.expiresAt,
		sent,
		link: invitationLink(issued.token),
	}
}

/** A pending invitation as the staff page lists it. */
export interface PendingInvitation {
	id: string
	email: string
	role: StaffRole
	invitedBy: string
	sentAt: Date
	expiresAt: Date
}

export async function listPendingInvitations(
	now = new Date(),
): Promise<PendingInvitation[]> {
	const records = await listLiveTokens('invitation', now)
	return records.map(record => ({
		id: record._id,
		email: record.email,
		role: record.role ?? 'contributor',
		invitedBy: record.invitedBy?.name ?? 'Someone',
		sentAt: record.createdAt,
		expiresAt: record.expiresAt,
	}))
}

/** Revokes a pending invitation of a role the person may invite; 404 when it is no longer pending. */
export async function revokeInvitation(
	person: Person,
	id: string,
	now = new Date(),
): Promise<void> {
	const record = await getLiveToken('invitation', id, now)
	if (!record) throw notFound('That invitation is no longer pending.')
	if (!mayInvite(person.role, record.role ?? 'administrator'))
		refuseRole(person)
	if (!(await revokeToken('invitation', id, now)))
		throw notFound('That invitation is no longer pending.')
	await recordAudit({
		action: 'invitation',
		subjectId: id,
		subjectLabel: record.email,
		detail: 'revoked',
	})
}

/** What the invitation page shows before it is accepted: null when the link no longer works. */
export async function readInvitation(
	token: string,
	now = new Date(),
): Promise<{ email: string; role: StaffRole; invitedBy: string } | null> {
	const record = await findToken('invitation', token, now)
	return record
		? {
				email: record.email,
				role: record.role ?? 'contributor',
				invitedBy: record.invitedBy?.name ?? 'Someone',
			}
		: null
}

/**
 * Accepts the invitation: makes the person with the invited role, their name and password. Of
 * any number of simultaneous acceptances exactly one succeeds; the others (and any later one) are
 * refused with 410, as are a revoked or ended link.
 */
export async function acceptInvitation(
	token: string,
	input: { name: string; password: string },
	now = new Date(),
): Promise<StaffMemberFields> {
	const made = await redeemToken(
		'invitation',
		token,
		async record => {
			// The invitation holds only while the person who sent it still may: one suspended, removed
			// or given a role that does not invite this one cannot let anybody in any more.
			const inviter = record.invitedBy?.id
				? await StaffMember.findById(record.invitedBy.id, {
						status: 1,
						role: 1,
					}).lean<Pick<StaffMemberFields, 'status' | 'role'>>()
				: null
			if (
				inviter?.status !== 'active' ||
				!mayInvite(inviter.role, record.role ?? 'administrator')
			)
				return null
			// Hashed only once the link is known to work: a made-up link costs no memory-hard hash.
			const passwordHash = await hashPassword(input.password)
			const created = await StaffMember.create({
				_id: `p_${randomBytes(9).toString('base64url')}`,
				email: record.email,
				name: input.name,
				role: record.role ?? 'contributor',
				status: 'active',
				passwordHash,
				sessionEpoch: newSessionEpoch(),
			})
			return created.toObject({ transform: false })
		},
		now,
	)
	if (!made) throw gone(INVITATION_GONE)
	return made
}
