/**
 * A person's own two-factor settings, as /admin/two-factor changes them (docs/decisions/074):
 * start enrolment, confirm it with a code, turn it off with a code or the password.
 */
import { recordAudit } from '#app/server/admin/audit.server.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { verifyPassword } from './password.server.ts'
import { tryOpenKey } from './key-seal.server.ts'
import {
	beginEnrolment,
	checkSecondFactor,
	confirmEnrolment,
	disableTwoFactor,
	enrolmentSecretOf,
	hasTwoFactor,
	recoveryCodesLeft,
	type EnrolmentSecret,
} from './two-factor.server.ts'

export type TwoFactorState =
	| { state: 'on'; recoveryCodesLeft: number }
	| { state: 'enrolling'; secret: EnrolmentSecret }
	| { state: 'off' }

async function recordOf(personId: string): Promise<StaffMemberFields> {
	const record = await StaffMember.findById(personId).lean<StaffMemberFields>()
	if (!record) throw new Error(`no staff record ${personId}`)
	return record
}

/** What the page shows: on (with codes left), enrolling (the pending key), or off. */
export async function twoFactorStateOf(
	personId: string,
	issuer: string,
): Promise<TwoFactorState> {
	const record = await recordOf(personId)
	if (hasTwoFactor(record))
		return { state: 'on', recoveryCodesLeft: recoveryCodesLeft(record) }
	// A pending key that no longer opens (the secret changed) is as good as none: start again.
	const pendingKey = record.totpPendingKey
		? tryOpenKey(record.totpPendingKey)
		: undefined
	if (pendingKey)
		return {
			state: 'enrolling',
			secret: enrolmentSecretOf(pendingKey, record.email, issuer),
		}
	return { state: 'off' }
}

/** Starts enrolment with a new key, unless two-factor is on already. */
export async function startEnrolment(personId: string): Promise<void> {
	if (hasTwoFactor(await recordOf(personId))) return
	await beginEnrolment(personId)
}

/** Confirms enrolment with a code; the recovery codes to show once, or null (wrong code). */
export async function finishEnrolment(
	personId: string,
	code: string,
): Promise<string[] | null> {
	const codes = await confirmEnrolment(await recordOf(personId), code)
	if (codes) await recordAudit({ action: 'two-factor-enabled' })
	return codes
}

/** Turns two-factor off given a current code, a recovery code or the password; false if none was right. */
export async function turnOff(
	personId: string,
	{ code, password }: { code: string; password: string },
): Promise<boolean> {
	const record = await recordOf(personId)
	if (!hasTwoFactor(record)) return true
	const proven =
		(password !== '' &&
			record.passwordHash !== undefined &&
			(await verifyPassword(password, record.passwordHash))) ||
		(code !== '' && (await checkSecondFactor(record, code)) !== null)
	if (!proven) return false
	await disableTwoFactor(personId)
	await recordAudit({ action: 'two-factor-disabled' })
	return true
}
