import { data, redirect } from 'react-router'
import type { Route } from './+types/admin.sign-in'
import { AdminLogin } from '#app/components/admin/admin-login.tsx'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import {
	checkAdminPassword,
	startAdminSession,
} from '#app/server/people/auth.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import {
	formText,
	readForm,
	readPageForm,
	statusOf,
} from '#app/server/edge/http.server.ts'
import {
	consumeRateLimit,
	resetRateLimit,
} from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

/** The password check (rate limited per client); success starts a new session and goes back. */
export async function action({ request, context }: Route.ActionArgs) {
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data(
			{ loginError: refused.message, redirectTo: '/admin' },
			{ status: refused.status },
		)
	const redirectTo = safeRedirectPath(form.get('redirectTo'), '/admin')
	const { clientIp, log } = context.get(requestInfoContext)
	try {
		await consumeRateLimit('login', clientIp)
	} catch (error) {
		if (error instanceof DomainError)
			return data(
				{ loginError: error.message, redirectTo },
				{ status: statusOf(error) },
			)
		throw error
	}
	if (!(await checkAdminPassword(formText(form, 'password')))) {
		log.warn('admin login failed')
		return data(
			{ loginError: 'Incorrect password', redirectTo },
			{ status: 401 },
		)
	}
	await resetRateLimit('login', clientIp)
	log.info('admin signed in')
	return redirect(redirectTo, {
		headers: { 'Set-Cookie': await startAdminSession(request) },
	})
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
		/>
	)
}
