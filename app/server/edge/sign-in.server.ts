/**
 * The sign-in's HTTP side (docs/decisions/060): limits per client address and per typed address
 * (from that client, and from all clients together),
 * the password check, and the session's cookie. Every refusal reads the same whether or not the
 * address has an account, and takes as long.
 */
import { data, redirect } from 'react-router'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import {
	consumeRateLimit,
	resetRateLimit,
} from '#app/server/coordination/rate-limit.server.ts'
import {
	clientInfoOf,
	startAdminSession,
} from '#app/server/people/auth.server.ts'
import {
	checkSignIn,
	normalEmail,
	noteSignIn,
} from '#app/server/people/staff.server.ts'
import type { StaffMemberFields } from '#app/server/models/index.ts'
import { hasTwoFactor } from '#app/server/people/two-factor.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { formText, statusOf } from './http.server.ts'
import type { RequestInfo } from './request-context.ts'

/**
 * What a refused sign-in says (SPEC §8's words), whichever part was wrong and whether or not the
 * address has an account: naming the wrong part would tell which addresses have accounts.
 */
export const SIGN_IN_REFUSED = 'Incorrect password'

export interface SignInFailure {
	loginError: string
	email: string
	redirectTo: string
}

export function refusal(status: number, failure: SignInFailure) {
	return data(failure, { status })
}

/** The per-account count's key: one typed address from one client. */
export function accountKey(clientIp: string, email: string): string {
	return `${email || '(none)'} ${clientIp}`
}

/**
 * Counts the attempt against the client, the typed address from this client, and the typed
 * address from everyone; past any limit, the refusal.
 */
export async function countAttempt(
	clientIp: string,
	email: string,
): Promise<DomainError | null> {
	try {
		await consumeRateLimit('login', clientIp)
		await consumeRateLimit('loginAccount', accountKey(clientIp, email))
		await consumeRateLimit('loginAccountAll', email || '(none)')
		return null
	} catch (error) {
		if (error instanceof DomainError) return error
		throw error
	}
}

/**
 * Starts the session of a person whose sign-in succeeded (recorded, audited): its Set-Cookie.
 */
export async function signedInCookie(
	request: Request,
	info: RequestInfo,
	person: Pick<StaffMemberFields, '_id' | 'name' | 'sessionEpoch'>,
): Promise<string> {
	await noteSignIn(person._id)
	await recordAudit({
		action: 'sign-in',
		actor: { id: person._id, name: person.name, ip: info.clientIp },
	})
	info.log.info({ personId: person._id }, 'staff signed in')
	return startAdminSession(
		person,
		request,
		clientInfoOf(request, info.clientIp),
	)
}

/** Starts the session of a person whose sign-in succeeded, and goes where they were heading. */
export async function completeSignIn(
	request: Request,
	info: RequestInfo,
	person: Pick<StaffMemberFields, '_id' | 'name' | 'sessionEpoch'>,
	redirectTo: string,
	headers: [string, string][] = [],
) {
	const cookie = await signedInCookie(request, info, person)
	return redirect(redirectTo, {
		headers: [...headers, ['Set-Cookie', cookie]],
	})
}

/**
 * The e-mail and password form. Success: the person's record and where to go next (the caller
 * starts the session, or asks for the second factor first). Failure: the answer to send.
 */
export async function checkPasswordForm(
	form: FormData,
	info: RequestInfo,
): Promise<
	| { ok: true; person: StaffMemberFields; redirectTo: string }
	| { ok: false; response: ReturnType<typeof refusal> }
> {
	const redirectTo = safeRedirectPath(form.get('redirectTo'), '/admin')
	const typed = formText(form, 'email').trim()
	const email = normalEmail(typed)
	const limited = await countAttempt(info.clientIp, email)
	if (limited)
		return {
			ok: false,
			response: refusal(statusOf(limited), {
				loginError: limited.message,
				email: typed,
				redirectTo,
			}),
		}
	const person = await checkSignIn(email, formText(form, 'password'))
	if (!person) {
		info.log.warn('staff sign-in failed')
		// Only a checked password is recorded: attempts the limits refuse cost nothing to make,
		// and must not cost a write each.
		await recordAudit({
			action: 'sign-in-failed',
			actor: { name: email || '(no address)', ip: info.clientIp },
		})
		return {
			ok: false,
			response: refusal(401, {
				loginError: SIGN_IN_REFUSED,
				email: typed,
				redirectTo,
			}),
		}
	}
	// With two-factor on, the password is half the sign-in: the per-account count goes on through
	// the codes, and only a right code resets it (two-factor-sign-in.server.ts), or typing the
	// password again would reset the count of wrong codes.
	if (!hasTwoFactor(person))
		await resetRateLimit('loginAccount', accountKey(info.clientIp, email))
	return { ok: true, person, redirectTo }
}
