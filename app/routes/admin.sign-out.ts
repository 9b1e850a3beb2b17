import { redirect } from 'react-router'
import type { Route } from './+types/admin.sign-out'
import { endAdminSession } from '#app/server/people/auth.server.ts'

export function loader() {
	return redirect('/admin')
}

/** Logout: ends this session and goes back to the sign-in. */
export async function action({ request }: Route.ActionArgs) {
	return redirect('/admin', {
		headers: { 'Set-Cookie': await endAdminSession(request) },
	})
}
