import { redirect } from 'react-router'
import type { Route } from './+types/admin.sign-out-everywhere'
import {
	clearedSessionCookie,
	endSessionsOf,
} from '#app/server/people/auth.server.ts'
import { currentPerson } from '#app/server/edge/admin-middleware.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'

export function loader() {
	return redirect('/admin')
}

/**
 * "Sign out everywhere": ends every session of the signed-in person, on every instance (a lost
 * laptop, a shared browser), this one included. Only a signed-in person gets here (the /admin
 * layout's middleware).
 */
export async function action({ context }: Route.ActionArgs) {
	const person = currentPerson(context)
	const ended = await endSessionsOf(person.id)
	context
		.get(requestInfoContext)
		.log.info({ ended, personId: person.id }, 'signed out everywhere')
	return redirectWithToast(
		'/admin',
		{
			title: 'Signed out everywhere',
			description: `${ended} session${ended === 1 ? '' : 's'} ended. Sign in again to continue.`,
		},
		{ headers: { 'Set-Cookie': await clearedSessionCookie() } },
	)
}
