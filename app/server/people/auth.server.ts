/**
 * Staff sessions (docs/decisions/010, 060). A successful sign-in starts a session: a record in
 * MongoDB (`admin_sessions`) naming the person, and a signed, HTTP-only cookie that carries only
 * the session's random token. Every instance reads the same records, and every request reads the
 * person too, so signing out, "sign out everywhere", a role change, a suspension or a removal
 * takes effect on every instance at the next request: a record is honoured only while its
 * person is active and its `epoch` is the person's `sessionEpoch` (replaced by each of those
 * changes). A session ends after ADMIN_SESSION_IDLE_MINUTES without a request (2 h) and
 * ADMIN_SESSION_MAX_HOURS after sign-in (12 h). A record ends at `expiresAt` (then removed:
 * coordination/expiry.server.ts, decision 055).
 */
import { createHash, randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import { createCookie } from 'react-router'
import { getEnv } from '#app/server/platform/env.server.ts'
import {
	AdminSessionRecord,
	StaffMember,
	type AdminSessionFields,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { personOf, type Person } from './staff.server.ts'

const COOKIE_NAME = 'bl_admin'
/** 256 random bits, base64url. */
const TOKEN_PATTERN = /^[\w-]{43}$/
/** What a session keeps of the browser's User-Agent (the sessions list names the device from it). */
const USER_AGENT_MAX = 300

let cookie: ReturnType<typeof createSessionCookie> | undefined

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

/** A signed-in person's session, as middleware puts it in the request context. */
export interface AdminSession {
	/** The session's handle (its record's id): the sessions list ends one by it. */
	id: string
	person: Person
	startedAt: Date
	lastSeenAt: Date
	/** When it ends unless the person is active before then. */
	expiresAt: Date
}

/** Where a request came from, kept with the session for the person's sessions list. */
export interface ClientInfo {
	ip: string
	userAgent: string
}

export function clientInfoOf(request: Request, ip: string): ClientInfo {
	return {
		ip,
		userAgent: (request.headers.get('User-Agent') ?? '').slice(
			0,
			USER_AGENT_MAX,
		),
	}
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
 * The session the request carries, or null: none, unknown (signed out, ended, swept), idle too
 * long, too old, or its person no longer active or changed since (role, password). A valid
 * session's idle expiry slides forward, and its last-seen time and address follow (at most one
 * write a minute).
 */
export async function getAdminSession(
	request: Request,
	client?: ClientInfo,
): Promise<AdminSession | null> {
	const token = await tokenOf(request)
	if (!token) return null
	const record = await AdminSessionRecord.findById(
		recordId(token),
	).lean<AdminSessionFields>()
	const now = Date.now()
	if (!record?.personId || endOf(record) <= now) return null
	const person = await StaffMember.findById(
		record.personId,
	).lean<StaffMemberFields>()
	if (
		!person ||
		person.status !== 'active' ||
		person.sessionEpoch !== record.epoch
	)
		return null
	const session = {
		id: record._id,
		person: personOf(person),
		startedAt: record.createdAt,
	}
	const { idleMs, touchEveryMs } = lifetimes()
	if (now - record.lastSeenAt.getTime() < touchEveryMs) {
		return {
			...session,
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
		{ $set: { lastSeenAt, expiresAt, ...(client ? { ip: client.ip } : {}) } },
	)
	return { ...session, lastSeenAt, expiresAt }
}

/**
 * Starts a new session for `person` (after their password, and second factor if any, were
 * checked) and returns its Set-Cookie. The token is always new (a session id the visitor brought
 * is never adopted); given the sign-in request, the session its cookie named, if any, ends.
 */
export async function startAdminSession(
	person: Pick<StaffMemberFields, '_id' | 'sessionEpoch'>,
	request?: Request,
	client?: ClientInfo,
): Promise<string> {
	const previous = request ? await tokenOf(request) : null
	if (previous) await AdminSessionRecord.deleteOne({ _id: recordId(previous) })
	const token = randomBytes(32).toString('base64url')
	const { idleMs, maxMs } = lifetimes()
	const now = Date.now()
	await AdminSessionRecord.create({
		_id: recordId(token),
		personId: person._id,
		epoch: person.sessionEpoch,
		createdAt: new Date(now),
		lastSeenAt: new Date(now),
		expiresAt: new Date(now + Math.min(idleMs, maxMs)),
		absoluteExpiresAt: new Date(now + maxMs),
		...client,
	})
	return sessionCookie().serialize(token)
}

/** A Set-Cookie that removes the session cookie from the browser. */
export function clearedSessionCookie(): Promise<string> {
	return sessionCookie().serialize('', { maxAge: 0, expires: new Date(0) })
}

/** Ends the session the request carries, on every instance; returns the Set-Cookie that clears it. */
export async function endAdminSession(request: Request): Promise<string> {
	const token = await tokenOf(request)
	if (token) await AdminSessionRecord.deleteOne({ _id: recordId(token) })
	return clearedSessionCookie()
}

/**
 * Ends sessions of one person on every instance: all of them, or all but `except` (the one in
 * use). Returns how many ended.
 */
export async function endSessionsOf(
	personId: string,
	{ except }: { except?: string } = {},
): Promise<number> {
	const { deletedCount } = await AdminSessionRecord.deleteMany({
		personId,
		...(except ? { _id: mongoose.trusted({ $ne: except }) } : {}),
	})
	return deletedCount
}

/** Ends one session of a person (from their sessions list); false when it had already ended. */
export async function endSessionOf(
	personId: string,
	sessionId: string,
): Promise<boolean> {
	const { deletedCount } = await AdminSessionRecord.deleteOne({
		_id: sessionId,
		personId,
	})
	return deletedCount > 0
}

/** A session as its person's sessions list shows it. */
export interface SessionListItem {
	id: string
	userAgent: string
	ip: string
	startedAt: Date
	lastSeenAt: Date
}

/** A person's sessions that have not ended, the most recently used first. */
export async function listSessionsOf(
	personId: string,
	now = Date.now(),
): Promise<SessionListItem[]> {
	const records = await AdminSessionRecord.find({ personId })
		.sort({ lastSeenAt: -1 })
		.limit(200)
		.lean<AdminSessionFields[]>()
	return records
		.filter(record => endOf(record) > now)
		.map(record => ({
			id: record._id,
			userAgent: record.userAgent ?? '',
			ip: record.ip ?? '',
			startedAt: record.createdAt,
			lastSeenAt: record.lastSeenAt,
		}))
}
