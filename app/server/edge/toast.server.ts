/**
 * One-time notifications carried across a redirect (the Epic Stack's pattern): an action flashes
 * a toast into a short-lived signed cookie, the next page shows it once. Works without JavaScript.
 */
import { createCookieSessionStorage, redirect } from 'react-router'
import { z } from 'zod'
import type { ToastInput, ToastMessage } from '#app/enhance/toast.ts'
import { getEnv } from '#app/server/platform/env.server.ts'

export const toastSchema = z.object({
	id: z.string().default(() => crypto.randomUUID()),
	title: z.string().max(200),
	description: z.string().max(500).optional(),
	variant: z.enum(['default', 'destructive']).default('default'),
})

/** What a toast says is declared once, with the script that shows it (app/enhance/toast.ts). */
export type { ToastInput }
export type Toast = z.output<typeof toastSchema>

// The flashed toast is what the script shows, and what callers pass is what the schema reads.
toastSchema satisfies z.ZodType<ToastMessage, ToastInput>

const FLASH_KEY = 'toast'
let storage: ReturnType<typeof createToastStorage> | undefined

function createToastStorage() {
	const env = getEnv()
	return createCookieSessionStorage({
		cookie: {
			name: 'bl_toast',
			httpOnly: true,
			sameSite: 'lax',
			path: '/',
			secure: env.isProduction,
			secrets: [env.SESSION_SECRET],
		},
	})
}

function toastStorage() {
	storage ??= createToastStorage()
	return storage
}

/** The Set-Cookie header that flashes `toast` for the next page. */
export async function createToastHeaders(toast: ToastInput): Promise<Headers> {
	const session = await toastStorage().getSession()
	session.flash(FLASH_KEY, toastSchema.parse(toast))
	return new Headers({
		'Set-Cookie': await toastStorage().commitSession(session),
	})
}

export async function redirectWithToast(
	url: string,
	toast: ToastInput,
	init?: ResponseInit,
): Promise<Response> {
	const headers = new Headers(init?.headers)
	for (const [name, value] of await createToastHeaders(toast))
		headers.append(name, value)
	return redirect(url, { ...init, headers })
}

/** Reads (and consumes) the flashed toast; the returned headers clear it. */
export async function getToast(
	request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
	const session = await toastStorage().getSession(request.headers.get('Cookie'))
	if (!session.has(FLASH_KEY)) return { toast: null, headers: null }
	const parsed = toastSchema.safeParse(session.get(FLASH_KEY))
	return {
		toast: parsed.success ? parsed.data : null,
		headers: new Headers({
			'Set-Cookie': await toastStorage().destroySession(session),
		}),
	}
}
