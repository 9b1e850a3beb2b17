/**
 * The administrator's session is checked here and nowhere else. Admin pages sit under the
 * `/admin` layout route (app/routes/admin.tsx), whose middleware is `adminPages`; admin calls of
 * the JSON API declare which of their methods need the session with `adminApi(...)`. Either way
 * the session lands in `adminSessionContext` for loaders and actions to read.
 */
import {
	createContext,
	data,
	redirect,
	type MiddlewareFunction,
	type RouterContextProvider,
} from 'react-router'
import {
	clientInfoOf,
	getAdminSession,
	type AdminSession,
} from '#app/server/people/auth.server.ts'
import {
	allows,
	BY_BUTTON_PATTERNS,
	isOpenAdminPath,
	permissionFor,
	refusalMessage,
	type AdminRequest,
} from '#app/server/people/permissions.server.ts'
import type { Person } from '#app/server/people/staff.server.ts'
import { actingAs } from '#app/server/admin/audit.server.ts'
import { stashEditForSignIn } from './edit-stash-requests.server.ts'
import { forbidden, unauthorized } from '#app/server/platform/errors.server.ts'
import { domainErrorResponse, readForm } from './http.server.ts'
import { requestInfoContext } from './request-context.ts'
import { owesTwoFactor } from './two-factor-sign-in.server.ts'

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

/**
 * What a visitor without a session may do under /admin: see the sign-in form, sign in, sign out,
 * accept an invitation, reset a forgotten password.
 */
function openWithoutSession(method: string, pathname: string): boolean {
	if (isOpenAdminPath(pathname)) return true
	return (
		pathname.toLowerCase() === '/admin' &&
		(method === 'GET' || method === 'HEAD')
	)
}

/** The methods admin pages answer: reading, and forms (which post). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']

/** The request as the permission table reads it (the dashboard's writes name their button). */
async function adminRequestOf(
	request: Request,
	pathname: string,
): Promise<AdminRequest> {
	const method =
		request.method.toUpperCase() === 'HEAD'
			? 'GET'
			: request.method.toUpperCase()
	const { searchParams } = new URL(request.url)
	const byButton = (BY_BUTTON_PATTERNS as readonly string[]).includes(
		pathname.toLowerCase(),
	)
	if (method === 'GET' || !byButton) return { method, pathname, searchParams }
	// A copy read within the forms' size limit; the action reads the original. A form that cannot
	// be read names no button: it needs the widest of the page's permissions, and the action
	// refuses it anyway.
	const form = await readForm(request.clone()).catch(() => null)
	const intent = form?.get('intent')
	return {
		method,
		pathname,
		searchParams,
		intent: typeof intent === 'string' ? intent : '',
	}
}

/** Whether the person's role may open this admin page (a link the chrome or a list shows). */
export function mayOpen(session: AdminSession, href: string): boolean {
	const url = new URL(href, 'http://admin.invalid')
	return allows(
		session.person.role,
		permissionFor({
			method: 'GET',
			pathname: url.pathname,
			searchParams: url.searchParams,
		}),
	)
}

const TWO_FACTOR_PATH = '/admin/two-factor'

/** What an Administrator who owes two-factor is told when anything else is asked for. */
export const TWO_FACTOR_OWED =
	'This publication requires two-factor sign-in for Administrators: set it up at /admin/two-factor first.'

/**
 * Whether this request waits for the person's second factor (docs/decisions/078): an Administrator
 * signed in before the owner required it, or by accepting an invitation, may open only the
 * two-factor page (and sign out) until it is on.
 */
async function waitsForTwoFactor(
	session: AdminSession,
	pathname: string,
): Promise<boolean> {
	if (isOpenAdminPath(pathname) || pathname.toLowerCase() === TWO_FACTOR_PATH)
		return false
	return owesTwoFactor(session.person)
}

/** Whether the person's role allows this admin request (docs/decisions/064). */
async function roleAllows(
	session: AdminSession,
	request: Request,
	pathname: string,
): Promise<boolean> {
	if (isOpenAdminPath(pathname)) return true
	return allows(
		session.person.role,
		permissionFor(await adminRequestOf(request, pathname)),
	)
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
	if (!PAGE_METHODS.includes(request.method.toUpperCase()))
		throw data(
			{ message: `${request.method} is not a method admin pages answer.` },
			{ status: 405, headers: { Allow: PAGE_METHODS.join(', ') } },
		)
	if (session && !(await roleAllows(session, request, pathname)))
		throw data(
			{ message: refusalMessage(session.person.role) },
			{ status: 403, headers: { 'Cache-Control': 'private, no-store' } },
		)
	if (session && (await waitsForTwoFactor(session, pathname)))
		throw redirect(TWO_FACTOR_PATH)
	return noStore(
		session ? await asPerson(session, context, next) : await next(),
	)
}

/** Runs the rest of a signed-in request as its person, for the audit log (docs/decisions/070). */
function asPerson<T>(
	session: AdminSession,
	context: Readonly<RouterContextProvider>,
	next: () => Promise<T>,
): Promise<T> {
	const { id, name } = session.person
	return actingAs(
		{ id, name, ip: context.get(requestInfoContext).clientIp },
		next,
	)
}

type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Admin methods of a JSON API resource: 401 `{ message }` without a session, 403 for a role the
 * permission table does not allow.
 */
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
		const { pathname } = new URL(request.url)
		if (!(await roleAllows(session, request, pathname)))
			return noStore(
				domainErrorResponse(forbidden(refusalMessage(session.person.role))),
			)
		if (await waitsForTwoFactor(session, pathname))
			return noStore(domainErrorResponse(forbidden(TWO_FACTOR_OWED)))
		context.set(adminSessionContext, session)
		return noStore(await asPerson(session, context, next))
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
