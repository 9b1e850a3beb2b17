/**
 * The HTTP side of edit stashes (edit-stashes.server.ts): which requests are stashed, the cookie
 * that ties a stash to the browser that sent it, and the addresses of the round trip through the
 * sign-in: POST editor (no session) → /admin?stash={id}&redirectTo={editor}?stash={id} → sign in
 * → the editor, whose loader restores the values (docs/decisions/044).
 */
import { createHash, randomBytes } from 'node:crypto'
import { createCookie, redirect } from 'react-router'
import { carriesSessionCookie } from '#app/server/people/auth.server.ts'
import {
	EDIT_STASH_MAX_AGE_MS,
	readEditStash,
	stashEdit,
	discardEditStash,
	type StashedValues,
} from '#app/server/admin/edit-stashes.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { readMultipartForm } from './http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import type { RequestInfo } from './request-context.ts'

/** The editors whose forms are kept, and which of their posts are edits (not approve or reject). */
const EDITORS: { path: RegExp; isEdit: (form: FormData) => boolean }[] = [
	{ path: /^\/admin\/article\/[^/]+$/, isEdit: () => true },
	{
		path: /^\/admin\/guest-post\/[^/]+$/,
		isEdit: form => form.get('intent') === 'save',
	},
]

const OWNER_TOKEN_PATTERN = /^[\w-]{43}$/

let cookie: ReturnType<typeof createCookie> | undefined

/** A random token per browser (not a secret of the site: only its digest is stored with the stash). */
function ownerCookie() {
	cookie ??= createCookie('bl_edit_stash', {
		httpOnly: true,
		sameSite: 'lax',
		path: '/admin',
		secure: getEnv().isProduction,
		maxAge: EDIT_STASH_MAX_AGE_MS / 1000,
	})
	return cookie
}

async function ownerToken(request: Request): Promise<string | null> {
	const value: unknown = await ownerCookie().parse(
		request.headers.get('Cookie'),
	)
	return typeof value === 'string' && OWNER_TOKEN_PATTERN.test(value)
		? value
		: null
}

function digestOf(token: string): string {
	return createHash('sha256').update(token).digest('base64url')
}

/** The page path a request was for (a client-side data request ends in `.data`). */
export function pagePath(url: URL): string {
	return url.pathname.replace(/\.data$/, '').replace(/\/+$/, '') || '/'
}

/** The editor's address again, with the stash named (React Router's own parameters left out). */
function returnPath(url: URL, stashId: string): string {
	const params = new URLSearchParams(url.search)
	for (const name of ['_routes', 'index', 'stash']) params.delete(name)
	params.set('stash', stashId)
	return `${pagePath(url)}?${params.toString()}`
}

/**
 * For the admin middleware, a POST that arrived without a session: when it is an editor's save,
 * its text fields are stashed and the answer is the redirect to the sign-in that leads back to
 * them. Null when the request is no editor's save, or the stash was refused (rate limited, too
 * large, unreadable): the caller then answers the usual redirect to the sign-in.
 */
export async function stashEditForSignIn(
	request: Request,
	{ clientIp, log }: Pick<RequestInfo, 'clientIp' | 'log'>,
): Promise<Response | null> {
	const url = new URL(request.url)
	const path = pagePath(url)
	const editor = EDITORS.find(candidate => candidate.path.test(path))
	if (!editor) return null
	// Only a browser that signed in here (its session cookie is signed by the site, though the
	// session behind it ended) may store a form: strangers cannot fill the collection.
	if (!(await carriesSessionCookie(request))) return null
	try {
		await consumeRateLimit('editStash', clientIp)
		// Files are never kept: any chosen file is dropped unread beyond the form's own limits.
		const { form } = await readMultipartForm(request, { maxFileBytes: 0 })
		if (!editor.isEdit(form)) return null
		const fields = [...form].flatMap(([name, value]) =>
			typeof value === 'string' ? [{ name, value }] : [],
		)
		const token =
			(await ownerToken(request)) ?? randomBytes(32).toString('base64url')
		const id = await stashEdit({ path, ownerDigest: digestOf(token), fields })
		log.info({ path }, "kept an editor's form for after the sign-in")
		const signIn = `/admin?stash=${id}&redirectTo=${encodeURIComponent(returnPath(url, id))}`
		return redirect(signIn, {
			headers: { 'Set-Cookie': await ownerCookie().serialize(token) },
		})
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		log.warn(
			{ path, reason: error.message },
			"could not keep an editor's form for after the sign-in",
		)
		return null
	}
}

/**
 * What an editor's loader restores: the stash named by `?stash=` for this editor and browser
 * (`{ values }`), `{ missing: true }` when it is named but gone (expired, saved, another
 * browser's), or null when none is named.
 */
export async function restoredEdit(
	request: Request,
): Promise<{ values: StashedValues } | { missing: true } | null> {
	const url = new URL(request.url)
	const id = url.searchParams.get('stash')
	if (!id) return null
	const token = await ownerToken(request)
	const values = token
		? await readEditStash(id, pagePath(url), digestOf(token))
		: null
	return values ? { values } : { missing: true }
}

/** After an editor's save went through: its stashes are done with. */
export function discardStashedEdits(request: Request): Promise<number> {
	const url = new URL(request.url)
	// The restored editor's form posts to its own address, `?stash=` included: one delete by id (no
	// query at all for the usual save, which has none).
	const id = url.searchParams.get('stash')
	return id ? discardEditStash(id, pagePath(url)) : Promise.resolve(0)
}
