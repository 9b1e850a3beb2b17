/**
 * Two-factor sign-in (docs/decisions/074): a TOTP key (RFC 6238: SHA-1, 6 digits, 30 s, the
 * authenticator apps' common ground, through @oslojs/otp) and ten single-use recovery codes. The
 * key lives on the person's record; recovery codes only as SHA-256 digests. Whether a code was
 * already used is decided by one claim (coordination/claims.server.ts), so two instances given the
 * same code at once accept it once: a TOTP code under its time step, kept a few minutes, and a
 * recovery code for good.
 */
import { createHash, randomBytes } from 'node:crypto'
import {
	decodeBase64,
	encodeBase32LowerCaseNoPadding,
	encodeBase32UpperCaseNoPadding,
	encodeBase64,
} from '@oslojs/encoding'
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from '@oslojs/otp'
import { claim } from '#app/server/coordination/claims.server.ts'
import { isSealed, sealKey, tryOpenKey } from './key-seal.server.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'

const PERIOD_SECONDS = 30
const DIGITS = 6
/** How many steps either side of now a code may come from (a phone's clock drifts). */
const DRIFT_STEPS = 1
const RECOVERY_CODE_COUNT = 10
const CODE_PATTERN = /^\d{6}$/
/** A used TOTP code's claim outlives every step it could still be accepted in. */
const USED_CODE_KEEP_MS = (2 * DRIFT_STEPS + 2) * PERIOD_SECONDS * 1000

export type TwoFactorFields = Pick<
	StaffMemberFields,
	'_id' | 'email' | 'totpKey' | 'totpPendingKey' | 'recoveryCodeHashes'
>

export function hasTwoFactor(person: Pick<StaffMemberFields, 'totpKey'>) {
	return typeof person.totpKey === 'string' && person.totpKey !== ''
}

/** What enrolment shows: the key as text for typing in, and as an otpauth:// address. */
export interface EnrolmentSecret {
	secret: string
	uri: string
}

export function enrolmentSecretOf(
	key: string,
	email: string,
	issuer: string,
): EnrolmentSecret {
	const bytes = decodeBase64(key)
	const secret = encodeBase32UpperCaseNoPadding(bytes)
	return {
		secret: secret.replace(/(.{4})(?=.)/g, '$1 '),
		uri: createTOTPKeyURI(issuer, email, bytes, PERIOD_SECONDS, DIGITS),
	}
}

/** Starts (or restarts) enrolment: a new key kept pending until a code confirms it. */
export async function beginEnrolment(personId: string): Promise<string> {
	const key = encodeBase64(randomBytes(20))
	await StaffMember.updateOne(
		{ _id: personId },
		{ $set: { totpPendingKey: sealKey(key) } },
	)
	return key
}

/** The person's code from their authenticator now (tests and the trial seed compute it so). */
export function currentCode(key: string, at = Date.now()): string {
	return generateHOTP(
		decodeBase64(key),
		BigInt(Math.floor(at / (PERIOD_SECONDS * 1000))),
		DIGITS,
	)
}

/**
 * Whether `code` is the key's code for now (or a step either side), and not used before: the first
 * caller to present a code for a step wins it, every later one (any instance) is refused.
 */
export async function acceptCode(
	personId: string,
	key: string,
	code: string,
	now = new Date(),
): Promise<boolean> {
	const typed = code.replace(/\s/g, '')
	if (!CODE_PATTERN.test(typed)) return false
	const bytes = decodeBase64(key)
	const step = Math.floor(now.getTime() / (PERIOD_SECONDS * 1000))
	for (let offset = -DRIFT_STEPS; offset <= DRIFT_STEPS; offset += 1) {
		const counter = step + offset
		if (!verifyHOTP(bytes, BigInt(counter), DIGITS, typed)) continue
		return claim(`totp:${personId}:${counter}`, {
			outcome: 'used',
			lifetimeMs: USED_CODE_KEEP_MS,
			now,
		})
	}
	return false
}

function recoveryDigest(code: string): string {
	const normal = code.toLowerCase().replace(/[^a-z0-9]/g, '')
	return createHash('sha256').update(normal).digest('base64url')
}

/** Ten new recovery codes (80 random bits each, in groups of four for reading). */
function newRecoveryCodes(): string[] {
	return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
		encodeBase32LowerCaseNoPadding(randomBytes(10)).replace(
			/(.{4})(?=.)/g,
			'$1-',
		),
	)
}

/**
 * Confirms the pending key with a code from it: two-factor is on, and the recovery codes are
 * returned (the only time they are seen). Null when the code is wrong or no key is pending.
 */
export async function confirmEnrolment(
	person: TwoFactorFields,
	code: string,
): Promise<string[] | null> {
	const stored = person.totpPendingKey
	const key = stored ? tryOpenKey(stored) : undefined
	if (!key || !(await acceptCode(person._id, key, code))) return null
	const codes = newRecoveryCodes()
	const { modifiedCount } = await StaffMember.updateOne(
		{ _id: person._id, totpPendingKey: stored },
		{
			$set: { totpKey: stored, recoveryCodeHashes: codes.map(recoveryDigest) },
			$unset: { totpPendingKey: 1 },
		},
	)
	return modifiedCount === 1 ? codes : null
}

/** Turns two-factor off: key, pending key and recovery codes go. */
export async function disableTwoFactor(personId: string): Promise<void> {
	await StaffMember.updateOne(
		{ _id: personId },
		{ $unset: { totpKey: 1, totpPendingKey: 1, recoveryCodeHashes: 1 } },
	)
}

/** Uses one of the person's recovery codes: true once per code, ever. */
export async function spendRecoveryCode(
	person: TwoFactorFields,
	code: string,
): Promise<boolean> {
	const digest = recoveryDigest(code)
	if (!(person.recoveryCodeHashes ?? []).includes(digest)) return false
	if (!(await claim(`recovery-code:${person._id}:${digest}`))) return false
	await StaffMember.updateOne(
		{ _id: person._id },
		{ $pull: { recoveryCodeHashes: digest } },
	)
	return true
}

/** How many recovery codes the person has left. */
export function recoveryCodesLeft(person: TwoFactorFields): number {
	return person.recoveryCodeHashes?.length ?? 0
}

/**
 * The second factor as typed at sign-in or to turn it off: a current code, else a recovery code.
 * Which one worked, or null.
 */
export async function checkSecondFactor(
	person: TwoFactorFields,
	typed: string,
): Promise<'code' | 'recovery-code' | null> {
	if (!person.totpKey) return null
	if (CODE_PATTERN.test(typed.replace(/\s/g, ''))) {
		const key = tryOpenKey(person.totpKey)
		if (!key || !(await acceptCode(person._id, key, typed))) return null
		// A key stored before sealing is sealed now that its person has shown they hold it.
		if (!isSealed(person.totpKey))
			await StaffMember.updateOne(
				{ _id: person._id, totpKey: person.totpKey },
				{ $set: { totpKey: sealKey(key) } },
			)
		return 'code'
	}
	return (await spendRecoveryCode(person, typed)) ? 'recovery-code' : null
}
