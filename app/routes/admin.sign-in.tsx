import { data, redirect } from 'react-router'
import type { Route } from './+types/admin.sign-in'
import { AdminLogin } from '~/components/admin/admin-login'
import { safeRedirectPath } from '~/lib/redirect'
import { checkAdminPassword, startAdminSession } from '~/server/auth.server'
import { DomainError } from '~/server/errors.server'
import {
	formText,
	readForm,
	readPageForm,
	statusOf,
} from '~/server/http.server'
import { consumeRateLimit, resetRateLimit } from '~/server/rate-limit.server'
import { requestInfoContext } from '~/server/request-context'

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
