/**
 * The one administrator and their sessions.
 *
 * The password is checked on the server against ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD). A
 * successful sign-in starts a new session: a record in MongoDB (`admin_sessions`) and a signed,
 * HTTP-only cookie that carries only the session's random token. Every instance reads the same
 * records, so signing out (one session) or "Sign out everywhere" (all of them) takes effect on
 * every instance at once, and sessions survive a restart. A session ends after
 * ADMIN_SESSION_IDLE_MINUTES without a request (2 h) and ADMIN_SESSION_MAX_HOURS after sign-in
 * (12 h), and when the admin password changes (each record keeps a fingerprint of the password
 * it was started with). Expired records are swept by a periodic job. admin-middleware.server.ts
 * checks the session for every admin page, action and /api call. (docs/decisions/010)
 */
import { createHash, createHmac, randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import { createCookie } from 'react-router'
import { getEnv } from '#app/server/platform/env.server.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import {
	AdminSessionRecord,
	type AdminSessionFields,
} from '#app/server/models/admin-session.ts'
import { hashPassword, verifyPassword } from './password.server.ts'

const COOKIE_NAME = 'bl_admin'
/** 256 random bits, base64url. */
const TOKEN_PATTERN = /^[\w-]{43}$/

let cookie: ReturnType<typeof createSessionCookie> | undefined
const passwordHashes = new Map<string, Promise<string>>()

function createSessionCookie() {
	const env = getEnv()
	return createCookie(COOKIE_NAME, {
		httpOnly: true,
		// Lax: a link to /admin from an email still finds you signed in; writes from other sites are
		// refused anyway (server/request-guards.ts) and Lax cookies are not sent on their POSTs.
		sameSite: 'lax',
		path: '/',
		secure: env.isProduction,
		secrets: [env.SESSION_SECRET],
		maxAge: env.ADMIN_SESSION_MAX_HOURS * 3600,
	})
}

function sessionCookie() {
	cookie ??= createSessionCookie()
	return cookie
}

function lifetimes() {
	const env = getEnv()
	const idleMs = env.ADMIN_SESSION_IDLE_MINUTES * 60_000
	return {
		idleMs,
		maxMs: env.ADMIN_SESSION_MAX_HOURS * 3_600_000,
		// Sliding the idle expiry costs a write; once a minute is plenty against a 2-hour timeout.
		touchEveryMs: Math.min(60_000, idleMs / 10),
	}
}

/**
 * The hash the password is checked against. A plain ADMIN_PASSWORD is hashed with a salt derived
 * from SESSION_SECRET, so every instance computes the same hash (and the same fingerprint).
 */
function adminPasswordHash(): Promise<string> {
	const { adminPassword, SESSION_SECRET } = getEnv()
	if (adminPassword.kind === 'hash') return Promise.resolve(adminPassword.value)
	const cacheKey = `${SESSION_SECRET}\n${adminPassword.value}`
	let hash = passwordHashes.get(cacheKey)
	if (!hash) {
		const salt = createHmac('sha256', SESSION_SECRET)
			.update('admin-password-salt')
			.digest()
			.subarray(0, 16)
		hash = hashPassword(adminPassword.value, salt)
		passwordHashes.set(cacheKey, hash)
	}
	return hash
}

/** Names the admin password without revealing it: a keyed digest of its hash. */
async function passwordFingerprint(): Promise<string> {
	return createHmac('sha256', getEnv().SESSION_SECRET)
		.update(`admin-password:${await adminPasswordHash()}`)
		.digest('base64url')
}

export async function checkAdminPassword(password: string): Promise<boolean> {
	if (password.length === 0 || password.length > 1024) return false
	return verifyPassword(password, await adminPasswordHash())
}

/** A signed-in administrator's session, as middleware puts it in the request context. */
export interface AdminSession {
	startedAt: Date
	lastSeenAt: Date
	/** When it ends unless the administrator is active before then. */
	expiresAt: Date
}

/** Records are kept under the token's digest: the database never holds a usable cookie value. */
function recordId(token: string): string {
	return createHash('sha256').update(token).digest('base64url')
}

async function tokenOf(request: Request): Promise<string | null> {
	const value: unknown = await sessionCookie().parse(
		request.headers.get('Cookie'),
	)
	return typeof value === 'string' && TOKEN_PATTERN.test(value) ? value : null
}

/**
 * Whether the request carries a session cookie this site signed, valid or not (an expired or
 * signed-out session still has one): the browser of someone who signed in here.
 */
export async function carriesSessionCookie(request: Request): Promise<boolean> {
	return (await tokenOf(request)) !== null
}

/** When a record ends under the current settings (they may have shortened since it started). */
function endOf(
	record: Pick<
		AdminSessionFields,
		'createdAt' | 'lastSeenAt' | 'expiresAt' | 'absoluteExpiresAt'
	>,
): number {
	const { idleMs, maxMs } = lifetimes()
	return Math.min(
		record.expiresAt.getTime(),
		record.absoluteExpiresAt.getTime(),
		record.lastSeenAt.getTime() + idleMs,
		record.createdAt.getTime() + maxMs,
	)
}

/**
 * The administrator's session the request carries, or null: none, unknown (signed out, swept),
 * idle too long, too old, or started under another admin password. A valid session's idle expiry
 * slides forward (at most one write a minute).
 */
export async function getAdminSession(
	request: Request,
): Promise<AdminSession | null> {
	const token = await tokenOf(request)
	if (!token) return null
	const record = await AdminSessionRecord.findById(
		recordId(token),
	).lean<AdminSessionFields>()
	const now = Date.now()
	if (
		!record ||
		endOf(record) <= now ||
		record.passwordFingerprint !== (await passwordFingerprint())
	)
		return null
	const { idleMs, touchEveryMs } = lifetimes()
	if (now - record.lastSeenAt.getTime() < touchEveryMs) {
		return {
			startedAt: record.createdAt,
			lastSeenAt: record.lastSeenAt,
			expiresAt: new Date(endOf(record)),
		}
	}
	// Bookkeeping of the session itself, not of the site's data, so a GET may do it. Updating a
	// record a sign-out deleted meanwhile changes nothing (no upsert).
	const lastSeenAt = new Date(now)
	const expiresAt = new Date(
		Math.min(now + idleMs, record.absoluteExpiresAt.getTime()),
	)
	await AdminSessionRecord.updateOne(
		{ _id: record._id },
		{ $set: { lastSeenAt, expiresAt } },
	)
	return { startedAt: record.createdAt, lastSeenAt, expiresAt }
}

/**
 * Starts a new session (after the password was checked) and returns its Set-Cookie. The token is
 * always new (a session id the visitor brought is never adopted); given the sign-in request, the
 * session its cookie named, if any, ends.
 */
export async function startAdminSession(request?: Request): Promise<string> {
	const previous = request ? await tokenOf(request) : null
	if (previous) await AdminSessionRecord.deleteOne({ _id: recordId(previous) })
	const token = randomBytes(32).toString('base64url')
	const { idleMs, maxMs } = lifetimes()
	const now = Date.now()
	await AdminSessionRecord.create({
		_id: recordId(token),
		createdAt: new Date(now),
		lastSeenAt: new Date(now),
		expiresAt: new Date(now + Math.min(idleMs, maxMs)),
		absoluteExpiresAt: new Date(now + maxMs),
		passwordFingerprint: await passwordFingerprint(),
	})
	return sessionCookie().serialize(token)
}

/** A Set-Cookie that removes the session cookie from the browser. */
function clearedCookie(): Promise<string> {
	return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

/** Ends the session the request carries, on every instance; returns the Set-Cookie that clears it. */
export async function endAdminSession(request: Request): Promise<string> {
	const token = await tokenOf(request)
	if (token) await AdminSessionRecord.deleteOne({ _id: recordId(token) })
	return clearedCookie()
}

/** "Sign out everywhere": ends every admin session; returns how many there were and the Set-Cookie. */
export async function endAllAdminSessions(): Promise<{
	ended: number
	setCookie: string
}> {
	const { deletedCount } = await AdminSessionRecord.deleteMany({})
	return { ended: deletedCount, setCookie: await clearedCookie() }
}

/** Deletes sessions that have ended (idle or absolute expiry). Safe on every instance at once. */
export async function sweepExpiredAdminSessions(
	now = new Date(),
): Promise<number> {
	const { deletedCount } = await AdminSessionRecord.deleteMany({
		expiresAt: mongoose.trusted({ $lte: now }),
	})
	return deletedCount
}

export const SWEEP_ADMIN_SESSIONS: PeriodicJob = {
	name: 'sweep-admin-sessions',
	everyMs: 10 * 60_000,
	run: () => sweepExpiredAdminSessions(),
}
