/**
 * The sign-in's second step (docs/decisions/074). A right password for a person with two-factor on
 * starts no session: it issues a pending sign-in, a one-time record in the database (purpose
 * `two-factor`, five minutes) whose token the second form carries, so any instance can finish it.
 * Each code typed counts against the sign-in limits, as a password does; a right one (a current
 * code not used before, or an unused recovery code) redeems the pending sign-in once and starts
 * the session.
 */
import { data, redirect } from 'react-router'
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
import {
	beginEnrolment,
	checkSecondFactor,
	confirmEnrolment,
	enrolmentSecretOf,
	hasTwoFactor,
	type EnrolmentSecret,
} from '#app/server/people/two-factor.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { tryOpenKey } from '#app/server/people/key-seal.server.ts'
import { formText, statusOf } from './http.server.ts'
import type { RequestInfo } from './request-context.ts'
import { accountKey, countAttempt, signedInCookie } from './sign-in.server.ts'

const PENDING_LIFETIME_MS = 5 * 60_000

export const SECOND_FACTOR_REFUSED =
	'That code is not right, or it was already used. Try the next code from your app, or a recovery code.'
const ENROL_REFUSED =
	'That code is not right. Type the code your app shows now for the key above.'
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

interface OpenPending {
	ok: true
	pending: string
	redirectTo: string
	email: string
	person: StaffMemberFields
	actor: { id: string; name: string; ip: string }
}

/**
 * A step's form: the live pending sign-in it names, counted against the sign-in limits, and its
 * person, still active; or the answer when any of that fails.
 */
async function openPending<R>(
	form: FormData,
	info: RequestInfo,
	refusedAs: (status: number, error: string, pending: string) => R,
): Promise<
	OpenPending | { ok: false; response: R | ReturnType<typeof ended> }
> {
	const redirectTo = safeRedirectPath(form.get('redirectTo'), '/admin')
	const pending = formText(form, 'pending')
	const record = await findToken('two-factor', pending)
	if (!record?.personId) return { ok: false, response: ended(redirectTo) }
	const limited = await countAttempt(info.clientIp, record.email)
	if (limited)
		return {
			ok: false,
			response: refusedAs(statusOf(limited), limited.message, pending),
		}
	const person = await StaffMember.findById(
		record.personId,
	).lean<StaffMemberFields>()
	if (person?.status !== 'active')
		return { ok: false, response: ended(redirectTo) }
	return {
		ok: true,
		pending,
		redirectTo,
		email: record.email,
		person,
		actor: { id: person._id, name: person.name, ip: info.clientIp },
	}
}

/** Finishes a pending sign-in once, its limits cleared: its session's Set-Cookie, or null. */
async function redeemPending(
	request: Request,
	info: RequestInfo,
	opened: OpenPending,
): Promise<string | null> {
	if (
		!(await redeemToken('two-factor', opened.pending, () =>
			Promise.resolve(true),
		))
	)
		return null
	await resetRateLimit('loginAccount', accountKey(info.clientIp, opened.email))
	return signedInCookie(request, info, opened.person)
}

/** The second form: the pending sign-in's token and a code. */
export async function finishSecondFactor(
	request: Request,
	form: FormData,
	info: RequestInfo,
) {
	const redirectTo = safeRedirectPath(form.get('redirectTo'), '/admin')
	const refusedAs = (status: number, error: string, pending: string) =>
		refused(status, { pending, redirectTo, error })
	const opened = await openPending(form, info, refusedAs)
	if (!opened.ok) return opened.response
	const used = await checkSecondFactor(opened.person, formText(form, 'code'))
	if (!used) {
		info.log.warn('staff second factor refused')
		await recordAudit({
			action: 'sign-in-failed',
			actor: opened.actor,
			detail: 'Wrong two-factor code',
		})
		return refusedAs(401, SECOND_FACTOR_REFUSED, opened.pending)
	}
	const cookie = await redeemPending(request, info, opened)
	if (!cookie) return ended(redirectTo)
	if (used === 'recovery-code')
		await recordAudit({ action: 'recovery-code-used', actor: opened.actor })
	return redirect(redirectTo, { headers: { 'Set-Cookie': cookie } })
}

/** What the sign-in page shows an Administrator who must set up two-factor first. */
export interface EnrolStep {
	step: 'enrol'
	pending: string
	redirectTo: string
	secret: EnrolmentSecret
	error?: string
}

/** What it shows once they did: the recovery codes, once, with the session started. */
export interface RecoveryCodesStep {
	step: 'recovery-codes'
	codes: string[]
	redirectTo: string
}

/**
 * Whether this person owes a second factor (docs/decisions/078): an Administrator without one
 * while the owner requires it. At sign-in they enrol before any session; an existing session of
 * theirs opens nothing but /admin/two-factor until they do (admin-middleware.server.ts).
 */
export async function owesTwoFactor(person: {
	role: StaffMemberFields['role']
	twoFactor: boolean
}): Promise<boolean> {
	return (
		person.role === 'administrator' &&
		!person.twoFactor &&
		(await getSettings()).requireAdminTwoFactor
	)
}

/** Whether this person must set up two-factor before their session starts. */
export function mustEnrol(
	person: Pick<StaffMemberFields, 'role' | 'totpKey'>,
): Promise<boolean> {
	return owesTwoFactor({ role: person.role, twoFactor: hasTwoFactor(person) })
}

async function enrolStep(
	person: Pick<StaffMemberFields, 'email'>,
	key: string,
	fields: Omit<EnrolStep, 'step' | 'secret'>,
	status = 200,
) {
	const { siteName } = await getSettings()
	return data<EnrolStep>(
		{
			step: 'enrol',
			secret: enrolmentSecretOf(key, person.email, siteName),
			...fields,
		},
		{ status },
	)
}

/** Answers a right password of an Administrator who must enrol: a new key and its form. */
export async function askEnrolment(
	person: Pick<StaffMemberFields, '_id' | 'email'>,
	redirectTo: string,
) {
	const key = await beginEnrolment(person._id)
	const { token } = await issueToken(
		{ purpose: 'two-factor', email: person.email, personId: person._id },
		PENDING_LIFETIME_MS,
	)
	return enrolStep(person, key, { pending: token, redirectTo })
}

/** The enrolment form at sign-in: a code from the new key turns it on and starts the session. */
export async function finishEnrolmentAtSignIn(
	request: Request,
	form: FormData,
	info: RequestInfo,
) {
	const redirectTo = safeRedirectPath(form.get('redirectTo'), '/admin')
	// Past a limit, back to the password form with the limit's message.
	const opened = await openPending(form, info, (status, error) =>
		data({ loginError: error, email: '', redirectTo }, { status }),
	)
	if (!opened.ok) return opened.response
	const { person } = opened
	// Only a pending sign-in that was asked to enrol, and still owes it: not the second step's
	// (whose person has a key already), nor one the owner stopped requiring meanwhile.
	const pendingKey = person.totpPendingKey
		? tryOpenKey(person.totpPendingKey)
		: undefined
	if (!pendingKey || !(await mustEnrol(person))) return ended(redirectTo)
	const codes = await confirmEnrolment(person, formText(form, 'code'))
	if (!codes)
		return enrolStep(
			person,
			pendingKey,
			{ pending: opened.pending, redirectTo, error: ENROL_REFUSED },
			400,
		)
	await recordAudit({ action: 'two-factor-enabled', actor: opened.actor })
	const cookie = await redeemPending(request, info, opened)
	if (!cookie) return ended(redirectTo)
	return data<RecoveryCodesStep>(
		{ step: 'recovery-codes', codes, redirectTo },
		{ headers: { 'Set-Cookie': cookie } },
	)
}
