/**
 * The sign-in's second step (docs/decisions/074). A right password for a person with two-factor on
 * starts no session: it issues a pending sign-in, a one-time record in the database (purpose
 * `two-factor`, five minutes) whose token the second form carries, so any instance can finish it.
 * Each code typed counts against the sign-in limits, as a password does; a right one (a current
 * code not used before, or an unused recovery code) redeems the pending sign-in once and starts
 * the session.
 */
import { data } from 'react-router'
import { safeRedirectPath } from '#app/lib/redirect.ts'
import { recordAudit } from '#app/server/admin/audit.server.ts'
import { resetRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import {
	findToken,
	issueToken,
	redeemToken,
} from '#app/server/people/one-time-tokens.server.ts'
import { checkSecondFactor } from '#app/server/people/two-factor.server.ts'
import { formText, statusOf } from './http.server.ts'
import type { RequestInfo } from './request-context.ts'
import { accountKey, completeSignIn, countAttempt } from './sign-in.server.ts'

const PENDING_LIFETIME_MS = 5 * 60_000

export const SECOND_FACTOR_REFUSED =
	'That code is not right, or it was already used. Try the next code from your app, or a recovery code.'
const PENDING_ENDED =
	'That sign-in took too long or was already finished. Sign in again.'

/** What the sign-in page shows for the second step. */
export interface SecondFactorStep {
	step: 'second-factor'
	pending: string
	redirectTo: string
	error?: string
}

/** Answers a right password of a person with two-factor on: the second step's form. */
export async function askSecondFactor(
	person: Pick<StaffMemberFields, '_id' | 'email'>,
	redirectTo: string,
) {
	const { token } = await issueToken(
		{ purpose: 'two-factor', email: person.email, personId: person._id },
		PENDING_LIFETIME_MS,
	)
	const step: SecondFactorStep = {
		step: 'second-factor',
		pending: token,
		redirectTo,
	}
	return data(step)
}

function ended(redirectTo: string) {
	return data(
		{ loginError: PENDING_ENDED, email: '', redirectTo },
		{ status: 401 },
	)
}

function refused(status: number, step: Omit<SecondFactorStep, 'step'>) {
	return data<SecondFactorStep>({ step: 'second-factor', ...step }, { status })
}

/** The second form: the pending sign-in's token and a code. */
export async function finishSecondFactor(
	request: Request,
	form: FormData,
	info: RequestInfo,
) {
	const redirectTo = safeRedirectPath(form.get('redirectTo'), '/admin')
	const pending = formText(form, 'pending')
	const record = await findToken('two-factor', pending)
	if (!record?.personId) return ended(redirectTo)
	const limited = await countAttempt(info.clientIp, record.email)
	if (limited)
		return refused(statusOf(limited), {
			pending,
			redirectTo,
			error: limited.message,
		})
	const person = await StaffMember.findById(
		record.personId,
	).lean<StaffMemberFields>()
	if (person?.status !== 'active') return ended(redirectTo)
	const actor = { id: person._id, name: person.name, ip: info.clientIp }
	const used = await checkSecondFactor(person, formText(form, 'code'))
	if (!used) {
		info.log.warn('staff second factor refused')
		await recordAudit({
			action: 'sign-in-failed',
			actor,
			detail: 'Wrong two-factor code',
		})
		return refused(401, { pending, redirectTo, error: SECOND_FACTOR_REFUSED })
	}
	if (!(await redeemToken('two-factor', pending, () => Promise.resolve(true))))
		return ended(redirectTo)
	if (used === 'recovery-code')
		await recordAudit({ action: 'recovery-code-used', actor })
	await resetRateLimit('loginAccount', accountKey(info.clientIp, record.email))
	return completeSignIn(request, info, person, redirectTo)
}
