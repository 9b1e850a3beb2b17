import { redirect } from 'react-router'
import type { Route } from './+types/admin.sign-out-everywhere'
import { endAllAdminSessions } from '#app/server/people/auth.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'

export function loader() {
	return redirect('/admin')
}

/**
 * "Sign out everywhere": ends every admin session on every instance (a lost laptop, a shared
 * browser). Only a signed-in administrator gets here (the /admin layout's middleware).
 */
export async function action({ context }: Route.ActionArgs) {
	const { ended, setCookie } = await endAllAdminSessions()
	context
		.get(requestInfoContext)
		.log.info({ ended }, 'admin signed out everywhere')
	return redirectWithToast(
		'/admin',
		{
			title: 'Signed out everywhere',
			description: `${ended} session${ended === 1 ? '' : 's'} ended. Sign in again to continue.`,
		},
		{ headers: { 'Set-Cookie': setCookie } },
	)
}
