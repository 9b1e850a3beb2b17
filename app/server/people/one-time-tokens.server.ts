/**
 * Links that work once (docs/decisions/069): invitations to join the staff and password resets
 * share this one machinery. A link carries 256 random bits; the database keeps only their SHA-256
 * (`one_time_tokens`), with whom it was sent to, what it does and when it ends. Using a link, or
 * revoking it, is decided by one claim under the record's id (coordination/claims.server.ts): of
 * any number of simultaneous uses, on any instances, exactly one wins, because an insert under a
 * fixed `_id` is exact on MongoDB and FerretDB v1 alike (a conditional update is not). The winner
 * deletes the record; the claim lives until the link would have ended, then the sweep removes it.
 */
import { createHash, randomBytes } from 'node:crypto'
import { claim, releaseClaim } from '#app/server/coordination/claims.server.ts'
import {
	OneTimeToken,
	type OneTimePurpose,
	type OneTimeTokenFields,
} from '#app/server/models/index.ts'
import { randomId } from '#app/server/models/shared.ts'

/** 256 random bits, base64url: the shape of every token a link carries. */
const TOKEN_PATTERN = /^[\w-]{43}$/

function digestOf(token: string): string {
	return createHash('sha256').update(token).digest('base64url')
}

/** The one claim that decides a link's fate (used, or revoked). */
function fateClaimId(recordId: string): string {
	return `one-time-token:${recordId}`
}

export interface IssuedToken {
	/** The record's id: how the staff page names an invitation (never the token). */
	id: string
	/** Goes into the link, and nowhere else. */
	token: string
	expiresAt: Date
}

export type TokenDetails = Pick<
	OneTimeTokenFields,
	'purpose' | 'email' | 'role' | 'invitedBy' | 'personId'
>

/** A new link for `details`, ending `lifetimeMs` from now. */
export async function issueToken(
	details: TokenDetails,
	lifetimeMs: number,
	now = new Date(),
): Promise<IssuedToken> {
	const token = randomBytes(32).toString('base64url')
	const expiresAt = new Date(now.getTime() + lifetimeMs)
	const created = await OneTimeToken.create({
		...details,
		_id: randomId(),
		tokenHash: digestOf(token),
		createdAt: now,
		expiresAt,
	})
	return { id: created._id, token, expiresAt }
}

/** The live link `token` opens for `purpose`: null when unknown, used, revoked or ended. */
export async function findToken(
	purpose: OneTimePurpose,
	token: string,
	now = new Date(),
): Promise<OneTimeTokenFields | null> {
	if (!TOKEN_PATTERN.test(token)) return null
	const record = await OneTimeToken.findOne({
		tokenHash: digestOf(token),
	}).lean<OneTimeTokenFields>()
	if (!record || record.purpose !== purpose || record.expiresAt <= now)
		return null
	return record
}

/** Claims the fate of a live record: true for the one caller that may use or revoke it. */
function claimFate(
	record: OneTimeTokenFields,
	outcome: 'used' | 'revoked',
	now: Date,
): Promise<boolean> {
	return claim(fateClaimId(record._id), {
		outcome,
		now,
		// Kept while the link could still be presented; the sweep removes it after.
		lifetimeMs: Math.max(1000, record.expiresAt.getTime() - now.getTime()),
	})
}

/** Revokes a live record, unless someone used or revoked it first. */
async function revokeRecord(
	record: OneTimeTokenFields,
	now: Date,
): Promise<boolean> {
	const won = await claimFate(record, 'revoked', now)
	if (won) await OneTimeToken.deleteOne({ _id: record._id })
	return won
}

/**
 * Uses the link once: `redeem` runs for exactly one of any number of simultaneous callers presenting
 * a live token, and its result is returned; every other caller (and every later one) gets null.
 * Should `redeem` fail, the link is given back, so the person can try again with it.
 */
export async function redeemToken<T>(
	purpose: OneTimePurpose,
	token: string,
	redeem: (record: OneTimeTokenFields) => Promise<T>,
	now = new Date(),
): Promise<T | null> {
	const record = await findToken(purpose, token, now)
	if (!record) return null
	if (!(await claimFate(record, 'used', now))) return null
	try {
		const result = await redeem(record)
		await OneTimeToken.deleteOne({ _id: record._id })
		return result
	} catch (error) {
		await releaseClaim(fateClaimId(record._id))
		throw error
	}
}

/** Revokes a live link by its record's id; false when it was used, revoked or ended meanwhile. */
export async function revokeToken(
	purpose: OneTimePurpose,
	id: string,
	now = new Date(),
): Promise<boolean> {
	const record = await OneTimeToken.findById(id).lean<OneTimeTokenFields>()
	if (!record || record.purpose !== purpose || record.expiresAt <= now)
		return false
	return revokeRecord(record, now)
}

/** The live links of `purpose` sent to `email`. */
export async function liveTokensTo(
	purpose: OneTimePurpose,
	email: string,
	now = new Date(),
): Promise<OneTimeTokenFields[]> {
	const records = await OneTimeToken.find({
		purpose,
		email,
	}).lean<OneTimeTokenFields[]>()
	return records.filter(record => record.expiresAt > now)
}

/** Revokes every live link of `purpose` sent to `email` (a new one replaces them). */
export async function revokeTokensTo(
	purpose: OneTimePurpose,
	email: string,
	now = new Date(),
): Promise<void> {
	for (const record of await liveTokensTo(purpose, email, now))
		await revokeRecord(record, now)
}

/** The live links of `purpose`, the newest first (the staff page's pending invitations). */
export async function listLiveTokens(
	purpose: OneTimePurpose,
	now = new Date(),
): Promise<OneTimeTokenFields[]> {
	const records = await OneTimeToken.find({ purpose })
		.limit(500)
		.lean<OneTimeTokenFields[]>()
	return records
		.filter(record => record.expiresAt > now)
		.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** A live link's record by its id (the staff page's Revoke names it so). */
export async function getLiveToken(
	purpose: OneTimePurpose,
	id: string,
	now = new Date(),
): Promise<OneTimeTokenFields | null> {
	const record = await OneTimeToken.findById(id).lean<OneTimeTokenFields>()
	return record && record.purpose === purpose && record.expiresAt > now
		? record
		: null
}
