/**
 * The staff page's buttons (docs/decisions/069): invite, revoke an invitation, change a role,
 * suspend, reinstate, remove. The permission table has already allowed the button for the
 * person's role (the middleware reads `intent`); the services check again what only they can
 * know (which roles this person may invite, the owner, oneself).
 */
import { data, type ActionFunctionArgs } from 'react-router'
import { STAFF_ROLE_LABELS, STAFF_ROLES } from '#app/content/staff.ts'
import { countOf } from '#app/lib/plural.ts'
import { InvitationSchema, StaffChangeSchema } from '#app/schemas/staff.ts'
import { z } from '#app/schemas/z.ts'
import {
	inviteToStaff,
	revokeInvitation,
} from '#app/server/people/invitations.server.ts'
import {
	changeStaffRole,
	changeStaffStatus,
} from '#app/server/people/staff-changes.server.ts'
import { currentPerson } from './admin-middleware.server.ts'
import { readFormOrReply, submitForm } from './form-submission.server.ts'
import { formText } from './http.server.ts'
import { requestInfoContext } from './request-context.ts'
import { redirectWithToast } from './toast.server.ts'

const PATH = '/admin/staff'

const RoleChangeSchema = StaffChangeSchema.extend({
	role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
})

const STATUS_TOASTS = {
	suspend: (name: string, ended: number) => ({
		title: `${name} is suspended`,
		description: `They cannot sign in until reinstated; ${countOf(ended, 'session')} ended.`,
	}),
	reinstate: (name: string) => ({
		title: `${name} is reinstated`,
		description: 'They can sign in again with their password.',
	}),
	remove: (name: string, ended: number) => ({
		title: `${name} was removed`,
		description: `Their articles stay under their name; ${countOf(ended, 'session')} ended.`,
	}),
}

export async function staffAction({ request, context }: ActionFunctionArgs) {
	const me = currentPerson(context)
	const log = context.get(requestInfoContext).log
	const [form, refused] = await readFormOrReply(request)
	if (refused) return refused
	const intent = formText(form, 'intent')
	if (intent === 'invite') {
		const done = await submitForm(form, InvitationSchema, value =>
			inviteToStaff(me, value),
		)
		if (!done.ok) return done.reply
		const { email, role, sent, link } = done.value
		log.info({ role, sent }, 'staff invitation sent')
		return redirectWithToast(PATH, {
			title: sent ? `Invitation sent to ${email}` : 'The e-mail was not sent',
			description: sent
				? `They join as ${STAFF_ROLE_LABELS[role]} when they accept.`
				: `Give ${email} this link yourself (it works once, for 7 days): ${link}`,
		})
	}
	if (intent === 'revoke-invitation') {
		const done = await submitForm(form, StaffChangeSchema, ({ id }) =>
			revokeInvitation(me, id),
		)
		if (!done.ok) return done.reply
		return redirectWithToast(PATH, {
			title: 'Invitation revoked',
			description: 'Its link no longer works.',
		})
	}
	if (intent === 'change-role') {
		const done = await submitForm(form, RoleChangeSchema, ({ id, role }) =>
			changeStaffRole(me, id, role),
		)
		if (!done.ok) return done.reply
		const { name, role, ended } = done.value
		return redirectWithToast(PATH, {
			title: `${name} is now ${role === 'Administrator' || role === 'Editor' ? 'an' : 'a'} ${role}`,
			description: `${countOf(ended, 'session')} ended; the new role applies from their next sign-in.`,
		})
	}
	if (intent === 'suspend' || intent === 'reinstate' || intent === 'remove') {
		const done = await submitForm(form, StaffChangeSchema, ({ id }) =>
			changeStaffStatus(me, id, intent),
		)
		if (!done.ok) return done.reply
		log.info({ intent }, 'staff status changed')
		return redirectWithToast(
			PATH,
			STATUS_TOASTS[intent](done.value.name, done.value.ended),
		)
	}
	return data(
		{
			result: {
				status: 'error' as const,
				error: { '': ['That is not something this page does.'] },
			},
		},
		{ status: 400 },
	)
}
