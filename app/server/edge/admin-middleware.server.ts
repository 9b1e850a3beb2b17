/**
 * The administrator's session is checked here and nowhere else. Admin pages sit under the
 * `/admin` layout route (app/routes/admin.tsx), whose middleware is `adminPages`; admin calls of
 * the JSON API declare which of their methods need the session with `adminApi(...)`. Either way
 * the session lands in `adminSessionContext` for loaders and actions to read.
 */
import {
	createContext,
	redirect,
	type MiddlewareFunction,
	type RouterContextProvider,
} from 'react-router'
import {
	clientInfoOf,
	getAdminSession,
	type AdminSession,
} from '#app/server/people/auth.server.ts'
import type { Person } from '#app/server/people/staff.server.ts'
import { stashEditForSignIn } from './edit-stash-requests.server.ts'
import { unauthorized } from '#app/server/platform/errors.server.ts'
import { domainErrorResponse } from './http.server.ts'
import { requestInfoContext } from './request-context.ts'

/** The signed-in person's session; null on the sign-in page. */
export const adminSessionContext = createContext<AdminSession | null>(null)

export type { Person }

/**
 * Who is making this admin request: the signed-in person (for a "who did what" record, an
 * ownership check, a revision's author). Throws when there is none, which the admin middleware
 * allows only on the pages open without a session (the sign-in and its kin).
 */
export function currentPerson(
	context: Readonly<RouterContextProvider>,
): Person {
	const session = context.get(adminSessionContext)
	if (!session) throw new Error('currentPerson: no signed-in person here')
	return session.person
}

/** What a visitor without a session may do under /admin: see the sign-in form, sign in, sign out. */
function openWithoutSession(method: string, pathname: string): boolean {
	if (pathname === '/admin/sign-in' || pathname === '/admin/sign-out')
		return true
	return pathname === '/admin' && (method === 'GET' || method === 'HEAD')
}

/**
 * Every admin page and action: without a session, only the sign-in is answered; anything else
 * goes to the sign-in with a way back. Admin answers are for one person: never stored by a cache.
 */
export const adminPages: MiddlewareFunction<Response> = async (
	{ request, context },
	next,
) => {
	const session = await getAdminSession(
		request,
		clientInfoOf(request, context.get(requestInfoContext).clientIp),
	)
	context.set(adminSessionContext, session)
	const url = new URL(request.url)
	const pathname =
		url.pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
	if (!session && !openWithoutSession(request.method.toUpperCase(), pathname)) {
		// An editor's save after the session ended: its text is kept for after the sign-in (docs/decisions/044).
		const stashed =
			request.method.toUpperCase() === 'POST'
				? await stashEditForSignIn(request, context.get(requestInfoContext))
				: null
		if (stashed) throw stashed
		throw redirect(
			pathname === '/admin'
				? '/admin'
				: `/admin?redirectTo=${encodeURIComponent(pathname + url.search)}`,
		)
	}
	return noStore(await next())
}

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** Admin methods of a JSON API resource: 401 `{ message }` without a session. */
export function adminApi(
	...methods: ApiMethod[]
): MiddlewareFunction<Response> {
	return adminApiWhen(method => methods.includes(method))
}

/**
 * Admin requests of a JSON API resource, chosen by method and address (e.g. a public GET that
 * becomes an admin one with `?status=`): 401 `{ message }` without a session.
 */
export function adminApiWhen(
	isAdminRequest: (method: ApiMethod, url: URL) => boolean,
): MiddlewareFunction<Response> {
	return async ({ request, context }, next) => {
		const method =
			request.method.toUpperCase() === 'HEAD'
				? 'GET'
				: request.method.toUpperCase()
		if (!isAdminRequest(method as ApiMethod, new URL(request.url)))
			return next()
		const session = await getAdminSession(request)
		if (!session)
			return noStore(
				domainErrorResponse(
					unauthorized('Sign in as the administrator first.'),
				),
			)
		context.set(adminSessionContext, session)
		return noStore(await next())
	}
}

function noStore(response: Response): Response {
	try {
		response.headers.set('Cache-Control', 'private, no-store')
		return response
	} catch {
		// Immutable headers (a fetched or static Response): answer a copy.
		const copy = new Response(response.body, response)
		copy.headers.set('Cache-Control', 'private, no-store')
		return copy
	}
}
