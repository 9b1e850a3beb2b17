import { createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	endAdminSession,
	endSessionOf,
	endSessionsOf,
	getAdminSession,
	listSessionsOf,
	startAdminSession,
} from '#app/server/people/auth.server.ts'
import {
	AdminSessionRecord,
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { newSessionEpoch } from '#app/server/people/staff.server.ts'
import { sweepExpiredRecords } from '#app/server/expiring-records.server.ts'
import { addPerson } from '../helpers/staff.ts'

setupTestDatabase('admin_sessions')

let person: StaffMemberFields
beforeAll(async () => {
	person = await addPerson({ role: 'editor' })
})

const HOUR = 3_600_000

/** The Cookie header a browser would send back after this Set-Cookie. */
function cookieFrom(setCookie: string): string {
	return setCookie.split(';')[0]!
}

function requestWith(cookie?: string): Request {
	return new Request('http://localhost/admin', {
		headers: cookie ? { Cookie: cookie } : {},
	})
}

/** The token inside a signed cookie value (base64 of a JSON string, then a signature). */
function tokenOf(cookie: string): string {
	const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
	return JSON.parse(atob(value.slice(0, value.lastIndexOf('.')))) as string
}

/** Records are kept under the SHA-256 of the token. */
function recordIdOf(cookie: string): string {
	return createHash('sha256').update(tokenOf(cookie)).digest('base64url')
}

async function signIn(who: StaffMemberFields = person): Promise<string> {
	return cookieFrom(await startAdminSession(who))
}

/** Moves a session's clock back, as if it had been started and last used so long ago. */
async function age(
	cookie: string,
	startedAgoMs: number,
	lastSeenAgoMs: number,
): Promise<void> {
	const now = Date.now()
	await AdminSessionRecord.updateOne(
		{ _id: recordIdOf(cookie) },
		{
			$set: {
				createdAt: new Date(now - startedAgoMs),
				lastSeenAt: new Date(now - lastSeenAgoMs),
				absoluteExpiresAt: new Date(now - startedAgoMs + 12 * HOUR),
				expiresAt: new Date(
					Math.min(
						now - lastSeenAgoMs + 2 * HOUR,
						now - startedAgoMs + 12 * HOUR,
					),
				),
			},
		},
	)
}

describe('admin sessions in the database', () => {
	it('the cookie carries only a signed random token, HttpOnly and SameSite=Lax; the record is keyed by its digest', async () => {
		await AdminSessionRecord.deleteMany({})
		const setCookie = await startAdminSession(person)
		expect(setCookie).toMatch(
			/^bl_admin=[^;]+; Max-Age=43200; Path=\/; HttpOnly; SameSite=Lax$/,
		)
		const token = tokenOf(cookieFrom(setCookie))
		expect(token).toMatch(/^[\w-]{43}$/)
		const records = await AdminSessionRecord.find().lean()
		expect(records).toHaveLength(1)
		expect(records[0]!._id).toBe(recordIdOf(cookieFrom(setCookie)))
		expect(records[0]!._id).not.toContain(token)
		const session = await getAdminSession(requestWith(cookieFrom(setCookie)))
		expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now())
		expect(session?.person).toMatchObject({
			id: person._id,
			email: person.email,
			role: 'editor',
		})
	})

	it('refuses no cookie, a forged token and a tampered signature', async () => {
		const cookie = await signIn()
		expect(await getAdminSession(requestWith())).toBeNull()
		expect(
			await getAdminSession(
				requestWith(
					`bl_admin=${encodeURIComponent(btoa(JSON.stringify('A'.repeat(43))))}`,
				),
			),
		).toBeNull()
		const [name, value] = cookie.split('=') as [string, string]
		expect(
			await getAdminSession(requestWith(`${name}=${value.slice(0, -3)}abc`)),
		).toBeNull()
	})

	it('every sign-in is a new session; signing in with an old cookie ends the old session', async () => {
		const first = await signIn()
		const second = cookieFrom(
			await startAdminSession(person, requestWith(first)),
		)
		expect(second).not.toBe(first)
		expect(await getAdminSession(requestWith(first))).toBeNull()
		expect(await getAdminSession(requestWith(second))).not.toBeNull()
	})

	it('logout deletes the session: the same cookie is refused afterwards', async () => {
		const cookie = await signIn()
		const other = await signIn()
		const cleared = await endAdminSession(requestWith(cookie))
		expect(cleared).toMatch(
			/^bl_admin=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
		)
		expect(await getAdminSession(requestWith(cookie))).toBeNull()
		expect(await getAdminSession(requestWith(other))).not.toBeNull()
	})

	it('ends after 2 hours idle and after 12 hours however active; activity slides the idle expiry', async () => {
		const idle = await signIn()
		await age(idle, 3 * HOUR, 2 * HOUR + 1000)
		expect(await getAdminSession(requestWith(idle))).toBeNull()

		const active = await signIn()
		await age(active, 11 * HOUR, 5 * 60_000)
		const slid = await getAdminSession(requestWith(active))
		expect(slid).not.toBeNull()
		// Used just now: idle expiry moves to now + 2 h, which is past the 12-hour limit, so the limit wins.
		expect(slid!.expiresAt.getTime()).toBeLessThanOrEqual(
			Date.now() + HOUR + 1000,
		)
		expect(slid!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 5000)
		await age(active, 12 * HOUR + 1000, 1000)
		expect(await getAdminSession(requestWith(active))).toBeNull()
	})

	it('a changed epoch (role, password), a suspension or a removal ends every session of that person at once; others keep theirs', async () => {
		const who = await addPerson({ role: 'author' })
		const other = await addPerson({ role: 'author' })
		const theirs = await signIn(other)
		for (const change of [
			{ sessionEpoch: newSessionEpoch() },
			{ status: 'suspended' },
			{ status: 'removed' },
		]) {
			await StaffMember.updateOne(
				{ _id: who._id },
				{ $set: { status: 'active', sessionEpoch: who.sessionEpoch } },
			)
			const cookie = await signIn(who)
			expect(await getAdminSession(requestWith(cookie))).not.toBeNull()
			await StaffMember.updateOne({ _id: who._id }, { $set: change })
			expect(await getAdminSession(requestWith(cookie))).toBeNull()
		}
		expect(await getAdminSession(requestWith(theirs))).not.toBeNull()
	})

	it('a record from before staff accounts (no person) is refused', async () => {
		const cookie = await signIn()
		await AdminSessionRecord.updateOne(
			{ _id: recordIdOf(cookie) },
			{ $unset: { personId: 1, epoch: 1 } },
		)
		expect(await getAdminSession(requestWith(cookie))).toBeNull()
	})

	it("sign out everywhere ends every session of that person, and nobody else's", async () => {
		const who = await addPerson({ role: 'contributor' })
		const cookies = await Promise.all([signIn(who), signIn(who), signIn(who)])
		const others = await signIn()
		expect(await endSessionsOf(who._id)).toBe(3)
		for (const cookie of cookies)
			expect(await getAdminSession(requestWith(cookie))).toBeNull()
		expect(await getAdminSession(requestWith(others))).not.toBeNull()
	})

	it("lists a person's sessions (device, address, last seen) and ends one of them, or all but this one", async () => {
		const who = await addPerson({ role: 'author' })
		const phone = cookieFrom(
			await startAdminSession(who, undefined, {
				ip: '203.0.113.7',
				userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
			}),
		)
		const laptop = cookieFrom(
			await startAdminSession(who, undefined, {
				ip: '198.51.100.4',
				userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)',
			}),
		)
		const third = await signIn(who)
		const listed = await listSessionsOf(who._id)
		expect(listed.map(session => session.ip).sort()).toEqual(
			['', '198.51.100.4', '203.0.113.7'].sort(),
		)
		// Someone else's handle ends nothing.
		expect(await endSessionOf(person._id, recordIdOf(phone))).toBe(false)
		expect(await endSessionOf(who._id, recordIdOf(phone))).toBe(true)
		expect(await getAdminSession(requestWith(phone))).toBeNull()
		expect(await endSessionsOf(who._id, { except: recordIdOf(laptop) })).toBe(1)
		expect(await getAdminSession(requestWith(third))).toBeNull()
		expect(await getAdminSession(requestWith(laptop))).not.toBeNull()
	})

	it('the sweep deletes ended sessions and keeps live ones', async () => {
		await AdminSessionRecord.deleteMany({})
		const live = await signIn()
		const idle = await signIn()
		await age(idle, 3 * HOUR, 2 * HOUR + 1000)
		expect((await sweepExpiredRecords(undefined, ['sessions'])).sessions).toBe(
			1,
		)
		expect(await AdminSessionRecord.countDocuments()).toBe(1)
		expect(await getAdminSession(requestWith(live))).not.toBeNull()
	})
})
