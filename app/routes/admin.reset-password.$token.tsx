import { data } from 'react-router'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import type { Route } from './+types/admin.reset-password.$token'
import { AccountForm, LinkEnded } from '#app/components/admin/account-form.tsx'
import { RESET_LINK_GONE } from '#app/content/staff.ts'
import { ResetPasswordSchema } from '#app/schemas/staff.ts'
import {
	readFormOrReply,
	submitForm,
} from '#app/server/edge/form-submission.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	resetLinkWorks,
	resetPassword,
} from '#app/server/people/password-reset.server.ts'

/** The reset link (docs/decisions/069): the form while it works, 410 after. */
export async function loader({ params }: Route.LoaderArgs) {
	const works = await resetLinkWorks(params.token)
	return data({ works }, { status: works ? 200 : 410 })
}

/** Sets the new password once; every session of the person ends, and they sign in with it. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const [form, refused] = await readFormOrReply(request)
	if (refused) return refused
	const done = await submitForm(
		form,
		ResetPasswordSchema,
		({ password }) => resetPassword(params.token, password),
		['password'],
	)
	if (!done.ok) return done.reply
	const info = context.get(requestInfoContext)
	info.log.info({ personId: done.value._id }, 'staff password reset')
	await recordAudit({
		action: 'staff-changed',
		subjectId: done.value._id,
		subjectLabel: done.value.name,
		detail: 'password set with an e-mailed reset link',
		actor: { id: done.value._id, name: done.value.name, ip: info.clientIp },
	})
	return redirectWithToast('/admin', {
		title: 'Your password is set',
		description:
			'Every session of yours has ended. Sign in with the new password.',
	})
}

export function meta() {
	return [
		{ title: 'Choose a new password | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function ResetPassword({
	loaderData,
	actionData,
}: Route.ComponentProps) {
	if (!loaderData.works)
		return (
			<LinkEnded
				title="Link ended"
				message={RESET_LINK_GONE}
				next={{ href: '/admin/forgot-password', label: 'Send a new link' }}
			/>
		)
	return (
		<AccountForm
			title="Choose a new password"
			intro={<p>It replaces your old one and signs you out everywhere.</p>}
			schema={ResetPasswordSchema}
			fields={['password']}
			submit="Set the password"
			lastResult={actionData?.result}
		/>
	)
}
