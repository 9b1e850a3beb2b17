import { data } from 'react-router'
import type { Route } from './+types/admin.sign-in'
import { AdminLogin } from '#app/components/admin/admin-login.tsx'
import { readForm, readPageForm } from '#app/server/edge/http.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	checkPasswordForm,
	completeSignIn,
} from '#app/server/edge/sign-in.server.ts'

/** E-mail and password (rate limited per client and per address); success starts a new session and goes back. */
export async function action({ request, context }: Route.ActionArgs) {
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data(
			{ loginError: refused.message, email: '', redirectTo: '/admin' },
			{ status: refused.status },
		)
	const info = context.get(requestInfoContext)
	const checked = await checkPasswordForm(form, info)
	if (!checked.ok) return checked.response
	return completeSignIn(request, info, checked.person, checked.redirectTo)
}

export function meta() {
	return [
		{ title: 'Admin | Brandline' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function AdminSignIn({ actionData }: Route.ComponentProps) {
	return (
		<AdminLogin
			redirectTo={actionData?.redirectTo ?? '/admin'}
			error={actionData?.loginError}
			email={actionData?.email}
		/>
	)
}
