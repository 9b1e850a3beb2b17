/**
 * Two-factor sign-in (docs/decisions/074) through the production server's forms: enrolment from a
 * person's own page, the second step at sign-in, a code used once, a recovery code used once,
 * wrong codes counted by the sign-in limits, and turning it off.
 */
import { authenticator } from '../helpers/authenticator.ts'
import {
	decodeBase32IgnorePadding,
	encodeBase32NoPadding,
} from '@oslojs/encoding'
import { sealKey } from '#app/server/people/key-seal.server.ts'
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import {
	addPerson,
	PERSON_PASSWORD,
	signInNewPerson,
} from '../helpers/staff.ts'
import type { AuditAction } from '#app/content/audit.ts'
import { actingAs } from '#app/server/admin/audit.server.ts'
import {
	getStoredSettings,
	saveSettings,
} from '#app/server/site/settings.server.ts'
import { LIMITS } from '#app/server/coordination/rate-limit.server.ts'
import {
	AuditEntry,
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'

// The limits as production has them: wrong codes must meet the real per-account limit.
const site = testSite('two_factor', { RATE_LIMIT_MULTIPLIER: '1' })

let readers = 0
const newReader = () => ++readers

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

function post(
	pathname: string,
	fields: Record<string, string>,
	{ cookie, reader }: { cookie?: string; reader: number },
) {
	return site().request(pathname, {
		method: 'POST',
		reader,
		redirect: 'manual',
		headers: { ...FORM, ...(cookie ? { Cookie: cookie } : {}) },
		body: new URLSearchParams(fields).toString(),
	})
}

/** Signs in with the password; the pending sign-in the second step's form carries. */
async function passwordStep(email: string, reader: number): Promise<string> {
	const response = await post(
		'/admin/sign-in',
		{ email, password: PERSON_PASSWORD, redirectTo: '/admin' },
		{ reader },
	)
	expect(response.status).toBe(200)
	expect(response.headers.get('set-cookie')).toBeNull()
	const html = await response.text()
	expect(html).toContain('Two-factor sign-in')
	return /name="pending" value="([^"]+)"/.exec(html)![1]!
}

function secondStep(pending: string, code: string, reader: number) {
	return post(
		'/admin/sign-in',
		{ intent: 'second-factor', pending, code, redirectTo: '/admin' },
		{ reader },
	)
}

async function auditOf(person: StaffMemberFields, action: AuditAction) {
	return AuditEntry.countDocuments({ actorId: person._id, action })
}

/** Enrols a new editor through their own page; the person, their app and recovery codes. */
async function enrolNewPerson() {
	const reader = newReader()
	const { person, cookie } = await signInNewPerson(site(), 'editor', reader)
	const page = () =>
		site().request('/admin/two-factor', { reader, headers: { Cookie: cookie } })
	expect(await (await page()).text()).toContain('Set up two-factor sign-in')
	const change = (fields: Record<string, string>) =>
		post('/admin/two-factor', fields, { cookie, reader })
	const begun = await change({ intent: 'begin' })
	expect(begun.status).toBe(302)
	const html = await (await page()).text()
	const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)![1]!
	expect(html).toContain('otpauth://totp/')
	const app = authenticator(secret)
	const wrong = await change({ intent: 'confirm', code: 'abcdef' })
	expect(wrong.status).toBe(400)
	const confirmed = await change({ intent: 'confirm', code: app() })
	expect(confirmed.status).toBe(200)
	const shown = await confirmed.text()
	const list = /data-testid="recovery-codes"[^>]*>(.*?)<\/ul>/s.exec(shown)![1]!
	const codes = [...list.matchAll(/<li>([^<]+)<\/li>/g)].map(m => m[1]!)
	return { person, change, app, codes, secret }
}

describe('two-factor sign-in', () => {
	it('enrols from the person’s own page: the key, a code to confirm, ten recovery codes kept only as digests', async () => {
		const { person, codes, secret } = await enrolNewPerson()
		expect(codes).toHaveLength(10)
		expect(new Set(codes).size).toBe(10)
		const record = await StaffMember.findById(
			person._id,
		).lean<StaffMemberFields>()
		// The key is stored sealed: the database alone does not give the second factor away.
		expect(record?.totpKey).toMatch(/^sealed:v1:/)
		const keyBytes = decodeBase32IgnorePadding(secret.replace(/\s/g, ''))
		expect(record?.totpKey).not.toContain(
			Buffer.from(keyBytes).toString('base64'),
		)
		expect(record?.totpPendingKey).toBeUndefined()
		expect(record?.recoveryCodeHashes).toHaveLength(10)
		for (const code of codes)
			expect(record?.recoveryCodeHashes).not.toContain(code)
		expect(await auditOf(person, 'two-factor-enabled')).toBe(1)
	})

	it('a right password asks for the code; a right code signs in once, and the same code again is refused', async () => {
		const { person, app } = await enrolNewPerson()
		const reader = newReader()
		const pending = await passwordStep(person.email, reader)
		const wrong = await secondStep(pending, '12345', reader)
		expect(wrong.status).toBe(401)
		expect(wrong.headers.get('set-cookie')).toBeNull()
		const code = app()
		const signedIn = await secondStep(pending, code, reader)
		expect(signedIn.status).toBe(302)
		expect(signedIn.headers.get('set-cookie')).toMatch(/^bl_admin=/)
		// The finished pending sign-in cannot be used again…
		expect((await secondStep(pending, code, reader)).status).toBe(401)
		// …and the same code, within its window, does not sign in a second time.
		const again = await passwordStep(person.email, reader)
		const replay = await secondStep(again, code, reader)
		expect(replay.status).toBe(401)
		expect(replay.headers.get('set-cookie')).toBeNull()
		expect(await replay.text()).toContain('already used')
	})

	it('seals a key stored before sealing at its next right code, and refuses (never accepts) a key that does not open', async () => {
		const bytes = crypto.getRandomValues(new Uint8Array(20))
		const plainKey = Buffer.from(bytes).toString('base64')
		const secret = encodeBase32NoPadding(bytes)
		const legacy = await addPerson({ role: 'editor' })
		await StaffMember.updateOne(
			{ _id: legacy._id },
			{ $set: { totpKey: plainKey } },
		)
		const reader = newReader()
		const signedIn = await secondStep(
			await passwordStep(legacy.email, reader),
			authenticator(secret)(),
			reader,
		)
		expect(signedIn.status).toBe(302)
		const sealed = (
			await StaffMember.findById(legacy._id).lean<StaffMemberFields>()
		)?.totpKey
		expect(sealed).toMatch(/^sealed:v1:/)
		expect(sealed).not.toContain(plainKey)

		// Sealed under another secret (TWO_FACTOR_SECRET rotated without care): a right code is
		// refused as a wrong one would be, not a server error, and no session starts.
		const stranded = await addPerson({ role: 'editor' })
		await StaffMember.updateOne(
			{ _id: stranded._id },
			{
				$set: {
					totpKey: sealKey(
						plainKey,
						'a-different-secret-of-at-least-thirty-two-characters',
					),
				},
			},
		)
		const otherReader = newReader()
		const refused = await secondStep(
			await passwordStep(stranded.email, otherReader),
			authenticator(secret)(),
			otherReader,
		)
		expect(refused.status).toBe(401)
		expect(refused.headers.get('set-cookie')).toBeNull()
	})

	it('a recovery code signs in once, and its use is in the audit log', async () => {
		const { person, codes } = await enrolNewPerson()
		const reader = newReader()
		const first = await secondStep(
			await passwordStep(person.email, reader),
			codes[3]!.toUpperCase(),
			reader,
		)
		expect(first.status).toBe(302)
		expect(await auditOf(person, 'recovery-code-used')).toBe(1)
		const second = await secondStep(
			await passwordStep(person.email, reader),
			codes[3]!,
			reader,
		)
		expect(second.status).toBe(401)
		const record = await StaffMember.findById(
			person._id,
		).lean<StaffMemberFields>()
		expect(record?.recoveryCodeHashes).toHaveLength(9)
	})

	it('typing the password again does not reset the count of wrong codes', async () => {
		const { person } = await enrolNewPerson()
		const reader = newReader()
		const pending = await passwordStep(person.email, reader)
		for (let i = 0; i < 2; i += 1)
			expect((await secondStep(pending, 'not-a-code', reader)).status).toBe(401)
		// A right password in between: were the count reset here, `points` more guesses would pass.
		const again = await passwordStep(person.email, reader)
		const statuses: number[] = []
		for (let i = 0; i < LIMITS.loginAccount.points; i += 1)
			statuses.push((await secondStep(again, 'not-a-code', reader)).status)
		expect(statuses).toContain(429)
	})

	it('wrong codes count toward the sign-in limit for the account', async () => {
		const { person, app } = await enrolNewPerson()
		const reader = newReader()
		const pending = await passwordStep(person.email, reader)
		const statuses: number[] = []
		// The password was the first attempt of the count: the codes have the rest of it.
		for (let i = 1; i < LIMITS.loginAccount.points; i += 1)
			statuses.push((await secondStep(pending, 'not-a-code', reader)).status)
		expect(statuses.every(status => status === 401)).toBe(true)
		// Past the limit even the right code waits.
		expect((await secondStep(pending, app(), reader)).status).toBe(429)
	})

	it('turns off with the password (not a wrong one); then the password alone signs in', async () => {
		const { person, change } = await enrolNewPerson()
		const refused = await change({
			intent: 'disable',
			password: 'not-the-password-1234',
		})
		expect(refused.status).toBe(400)
		const off = await change({ intent: 'disable', password: PERSON_PASSWORD })
		expect(off.status).toBe(302)
		expect(await auditOf(person, 'two-factor-disabled')).toBe(1)
		const signIn = await post(
			'/admin/sign-in',
			{ email: person.email, password: PERSON_PASSWORD, redirectTo: '/admin' },
			{ reader: newReader() },
		)
		expect(signIn.status).toBe(302)
		expect(signIn.headers.get('set-cookie')).toMatch(/^bl_admin=/)
	})
})

/** The owner's save of the requirement, as the settings form does it, read back by the server. */
async function requireForAdministrators(
	required: boolean,
	by = { id: 'owner', name: 'The owner', owner: true, twoFactor: true },
) {
	const { social, ...stored } = await getStoredSettings()
	// As the settings page saves: inside the person's request, which the audit log reads.
	await actingAs({ id: by.id, name: by.name, ip: '127.0.0.1' }, () =>
		saveSettings({ ...stored, ...social, requireAdminTwoFactor: required }, by),
	)
}

/** Polls until the server's copy of the settings requires it, seen through an owing person's page. */
async function untilServerSees(required: boolean, cookie: string) {
	const reader = newReader()
	await expect
		.poll(
			async () => {
				const page = await site().request('/admin/two-factor', {
					reader,
					headers: { Cookie: cookie },
				})
				return (await page.text()).includes('requires two-factor sign-in')
			},
			{ timeout: 20_000, interval: 300 },
		)
		.toBe(required)
}

describe('two-factor required for Administrators (decision 078)', () => {
	it('an Administrator signed in before it was required can open only the two-factor page until it is on, and cannot turn it off', async () => {
		const reader = newReader()
		const { person, cookie } = await signInNewPerson(
			site(),
			'administrator',
			reader,
		)
		const editor = await signInNewPerson(site(), 'editor', newReader())
		await requireForAdministrators(true)
		await untilServerSees(true, cookie)
		const open = (pathname: string, who = cookie) =>
			site().request(pathname, {
				reader,
				redirect: 'manual',
				headers: { Cookie: who },
			})
		const dashboard = await open('/admin')
		expect(dashboard.status).toBe(302)
		expect(dashboard.headers.get('location')).toBe('/admin/two-factor')
		expect((await open('/admin/settings')).headers.get('location')).toBe(
			'/admin/two-factor',
		)
		// The JSON API too: refused, not answered.
		expect((await open('/api/guest-posts')).status).toBe(403)
		// An Editor is not held up.
		expect((await open('/admin', editor.cookie)).status).toBe(200)
		// Enrolling from the page lets them in.
		const change = (fields: Record<string, string>) =>
			post('/admin/two-factor', fields, { cookie, reader })
		expect((await change({ intent: 'begin' })).status).toBe(302)
		const html = await (await open('/admin/two-factor')).text()
		const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)![1]!
		expect(
			(await change({ intent: 'confirm', code: authenticator(secret)() }))
				.status,
		).toBe(200)
		expect((await open('/admin')).status).toBe(200)
		// While it is required, it stays on.
		const off = await change({ intent: 'disable', password: PERSON_PASSWORD })
		expect(off.status).toBe(400)
		expect(await off.text()).toContain('it stays on')
		const record = await StaffMember.findById(
			person._id,
		).lean<StaffMemberFields>()
		expect(record?.totpKey).toBeTruthy()
	})

	it('an Administrator without two-factor sets it up after the password, before any session', async () => {
		const admin = await addPerson({ role: 'administrator' })
		const reader = newReader()
		const wrongPassword = await post(
			'/admin/sign-in',
			{ email: admin.email, password: 'not-the-password-1234' },
			{ reader },
		)
		expect(wrongPassword.status).toBe(401)
		expect(await wrongPassword.text()).not.toContain('totp-secret')
		const response = await post(
			'/admin/sign-in',
			{ email: admin.email, password: PERSON_PASSWORD, redirectTo: '/admin' },
			{ reader },
		)
		expect(response.status).toBe(200)
		expect(response.headers.get('set-cookie')).toBeNull()
		const html = await response.text()
		expect(html).toContain('Set up two-factor sign-in')
		const pending = /name="pending" value="([^"]+)"/.exec(html)![1]!
		const secret = /data-testid="totp-secret"[^>]*>([^<]+)</.exec(html)![1]!
		const enrol = (code: string, token = pending) =>
			post(
				'/admin/sign-in',
				{ intent: 'enrol', pending: token, code, redirectTo: '/admin' },
				{ reader },
			)
		const wrong = await enrol('abcdef')
		expect(wrong.status).toBe(400)
		expect(wrong.headers.get('set-cookie')).toBeNull()
		// A made-up pending sign-in is no way in.
		const forged = await enrol(authenticator(secret)(), 'not-a-pending-token')
		expect(forged.status).toBe(401)
		expect(forged.headers.get('set-cookie')).toBeNull()
		const done = await enrol(authenticator(secret)())
		expect(done.status).toBe(200)
		const cookie = done.headers.get('set-cookie')!.split(';')[0]!
		expect(cookie).toMatch(/^bl_admin=/)
		expect((await done.text()).match(/<li>[a-z2-7-]{19}<\/li>/g)).toHaveLength(
			10,
		)
		expect(await auditOf(admin, 'two-factor-enabled')).toBe(1)
		// Used once: the finished pending sign-in starts no second session.
		const again = await enrol(authenticator(secret)())
		expect(again.headers.get('set-cookie')).toBeNull()
		const dashboard = await site().request('/admin', {
			reader,
			redirect: 'manual',
			headers: { Cookie: cookie },
		})
		expect(dashboard.status).toBe(200)
		// From now on the password asks for a code, as for anyone with two-factor.
		await passwordStep(admin.email, newReader())
	})

	it('the second step’s pending sign-in cannot be turned into an enrolment that replaces the key', async () => {
		const admin = await addPerson({ role: 'administrator' })
		await StaffMember.updateOne(
			{ _id: admin._id },
			{
				$set: {
					totpKey: 'JBSWY3DPEHPK3PXP',
					totpPendingKey: 'KRSXG5DSNFXGOIDB',
				},
			},
		)
		const reader = newReader()
		const pending = await passwordStep(admin.email, reader)
		const enrol = await post(
			'/admin/sign-in',
			{
				intent: 'enrol',
				pending,
				code: authenticator('KRSXG5DSNFXGOIDB')(),
				redirectTo: '/admin',
			},
			{ reader },
		)
		expect(enrol.status).toBe(401)
		expect(enrol.headers.get('set-cookie')).toBeNull()
		const record = await StaffMember.findById(
			admin._id,
		).lean<StaffMemberFields>()
		expect(record?.totpKey).toBe('JBSWY3DPEHPK3PXP')
	})

	it('only the owner changes the requirement, and each change is in the audit log', async () => {
		// Not turned on by an owner without two-factor themselves: refused, nothing saved.
		const before = (await getStoredSettings()).version
		await requireForAdministrators(false)
		await expect(
			requireForAdministrators(true, {
				id: 'owner',
				name: 'The owner',
				owner: true,
				twoFactor: false,
			}),
		).rejects.toThrow('for yourself first')
		expect((await getStoredSettings()).version).toBe(before + 1)
		await requireForAdministrators(true)
		await requireForAdministrators(false, {
			id: 'p_other',
			name: 'Another Administrator',
			owner: false,
			twoFactor: true,
		})
		expect((await getStoredSettings()).requireAdminTwoFactor).toBe(true)
		await requireForAdministrators(false)
		expect((await getStoredSettings()).requireAdminTwoFactor).toBe(false)
		const entries = await AuditEntry.find({ action: 'settings-changed' })
			.sort({ at: 1 })
			.lean<{ detail?: string }[]>()
		const details = entries.map(entry => entry.detail ?? '')
		expect(details.filter(d => d.includes('now required'))).toHaveLength(2)
		expect(details.filter(d => d.includes('no longer required'))).toHaveLength(
			2,
		)
		// Off again: an Administrator without two-factor signs in with the password alone.
		await expect
			.poll(
				async () => {
					const admin = await addPerson({ role: 'administrator' })
					const signIn = await post(
						'/admin/sign-in',
						{ email: admin.email, password: PERSON_PASSWORD },
						{ reader: newReader() },
					)
					return signIn.status
				},
				{ timeout: 20_000, interval: 500 },
			)
			.toBe(302)
	})
})
