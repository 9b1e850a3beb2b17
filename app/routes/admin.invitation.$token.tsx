import { data } from 'react-router'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import type { Route } from './+types/admin.invitation.$token'
import { AccountForm, LinkEnded } from '#app/components/admin/account-form.tsx'
import { INVITATION_GONE, STAFF_ROLE_LABELS } from '#app/content/staff.ts'
import { AcceptInvitationSchema } from '#app/schemas/staff.ts'
import {
	readFormOrReply,
	submitForm,
} from '#app/server/edge/form-submission.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { completeSignIn } from '#app/server/edge/sign-in.server.ts'
import {
	acceptInvitation,
	readInvitation,
} from '#app/server/people/invitations.server.ts'

/** The invitation the link opens (docs/decisions/069); 410 when it no longer works. */
export async function loader({ params }: Route.LoaderArgs) {
	const invitation = await readInvitation(params.token)
	if (!invitation) return data({ invitation: null }, { status: 410 })
	return {
		invitation: { ...invitation, role: STAFF_ROLE_LABELS[invitation.role] },
	}
}

/** Accepts it once: makes the person, and signs them in. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const [form, refused] = await readFormOrReply(request)
	if (refused) return refused
	const done = await submitForm(
		form,
		AcceptInvitationSchema,
		value => acceptInvitation(params.token, value),
		['password'],
	)
	if (!done.ok) return done.reply
	const info = context.get(requestInfoContext)
	await recordAudit({
		action: 'invitation',
		subjectId: done.value._id,
		subjectLabel: done.value.email,
		detail: `accepted, as ${STAFF_ROLE_LABELS[done.value.role]}`,
		actor: { id: done.value._id, name: done.value.name, ip: info.clientIp },
	})
	return completeSignIn(request, info, done.value, '/admin')
}

export function meta() {
	return [
		{ title: 'Join the staff | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function Invitation({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	const { invitation } = loaderData
	if (!invitation)
		return (
			<LinkEnded
				title="Invitation ended"
				message={INVITATION_GONE}
				next={{ href: '/admin', label: 'Go to the sign-in' }}
			/>
		)
	return (
		<AccountForm
			title="Join the staff"
			intro={
				<p>
					{invitation.invitedBy} invited <strong>{invitation.email}</strong> to
					join as {invitation.role}. Choose the name you write under and a
					password; you sign in with this address.
				</p>
			}
			schema={AcceptInvitationSchema}
			fields={['name', 'password']}
			submit="Accept and sign in"
			lastResult={actionData?.result}
		/>
	)
}
