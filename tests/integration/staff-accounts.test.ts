import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { legacyScryptHash } from '../helpers/legacy-hash.ts'
import { addPerson, PERSON_PASSWORD } from '../helpers/staff.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import {
	checkSignIn,
	ensureOwner,
	OWNER_ID,
} from '#app/server/people/staff.server.ts'
import { hashPassword } from '#app/server/people/password.server.ts'

setupTestDatabase('staff_accounts')

beforeAll(async () => {
	await StaffMember.syncIndexes()
})

const owner = () => StaffMember.findById(OWNER_ID).lean<StaffMemberFields>()

describe('the owner', () => {
	it('is made once from ADMIN_EMAIL and ADMIN_PASSWORD on an empty staff table, however many instances start at once', async () => {
		const env = {
			adminEmail: 'owner@brandline.example',
			adminPassword: { kind: 'plain', value: 'the-first-admin-password' },
		} as const
		const outcomes = await Promise.all(
			Array.from({ length: 8 }, () => ensureOwner(env)),
		)
		expect(
			outcomes.filter(({ outcome }) => outcome === 'created'),
		).toHaveLength(1)
		expect(await StaffMember.countDocuments()).toBe(1)
		expect(await owner()).toMatchObject({
			email: 'owner@brandline.example',
			role: 'administrator',
			status: 'active',
			owner: true,
		})
		expect((await owner())!.passwordHash).toMatch(/^\$argon2id\$/)
		expect(
			await checkSignIn('OWNER@brandline.example ', 'the-first-admin-password'),
		).toMatchObject({ _id: OWNER_ID })
	})

	it("keeps a password the owner changed while the deployment's stays; a changed ADMIN_PASSWORD replaces it and ends their sessions", async () => {
		const env = {
			adminEmail: 'owner@brandline.example',
			adminPassword: { kind: 'plain', value: 'the-first-admin-password' },
		} as const
		await StaffMember.updateOne(
			{ _id: OWNER_ID },
			{ $set: { passwordHash: await hashPassword('changed-in-the-admin-1') } },
		)
		expect(await ensureOwner(env)).toEqual({
			outcome: 'unchanged',
			email: 'owner@brandline.example',
		})
		expect(
			await checkSignIn('owner@brandline.example', 'changed-in-the-admin-1'),
		).not.toBeNull()
		const epoch = (await owner())!.sessionEpoch
		const rotated = {
			...env,
			adminPassword: { kind: 'plain', value: 'a-rotated-admin-password' },
		} as const
		expect((await ensureOwner(rotated)).outcome).toBe('password-reset')
		expect((await owner())!.sessionEpoch).not.toBe(epoch)
		expect(
			await checkSignIn('owner@brandline.example', 'changed-in-the-admin-1'),
		).toBeNull()
		expect(
			await checkSignIn('owner@brandline.example', 'a-rotated-admin-password'),
		).not.toBeNull()
		expect((await ensureOwner(rotated)).outcome).toBe('unchanged')
	})

	it('a new ADMIN_EMAIL becomes the owner’s address at the next start; a default never replaces it, nor one another person has', async () => {
		const password = {
			kind: 'plain',
			value: 'a-rotated-admin-password',
		} as const
		const before = (await owner())!
		expect(
			await ensureOwner({
				adminEmail: 'admin@default.example',
				adminEmailDefaulted: true,
				adminPassword: password,
			}),
		).toEqual({ outcome: 'unchanged', email: before.email })
		const colleague = await addPerson({ role: 'editor' })
		expect(
			await ensureOwner({
				adminEmail: colleague.email,
				adminPassword: password,
			}),
		).toEqual({ outcome: 'unchanged', email: before.email, emailTaken: true })
		expect((await owner())!.email).toBe(before.email)

		expect(
			await ensureOwner({
				adminEmail: 'publisher@brandline.example',
				adminPassword: password,
			}),
		).toEqual({
			outcome: 'unchanged',
			email: 'publisher@brandline.example',
			emailChanged: true,
		})
		expect(
			await checkSignIn('publisher@brandline.example', password.value),
		).toMatchObject({ _id: OWNER_ID })
		expect(await checkSignIn(before.email, password.value)).toBeNull()
		// The sessions stay: the person is the same, only their address changed.
		expect((await owner())!.sessionEpoch).toBe(before.sessionEpoch)
		// Back to the first address, deliberately: it follows again.
		expect(
			(
				await ensureOwner({
					adminEmail: 'owner@brandline.example',
					adminPassword: password,
				})
			).email,
		).toBe('owner@brandline.example')
	})

	it('an scrypt ADMIN_PASSWORD_HASH of an earlier version signs the owner in, and is replaced by argon2id at that sign-in', async () => {
		const legacy = await legacyScryptHash('an-upgraded-deployment-password')
		const env = {
			adminEmail: 'owner@brandline.example',
			adminPassword: { kind: 'hash', value: legacy },
		} as const
		expect((await ensureOwner(env)).outcome).toBe('password-reset')
		expect((await owner())!.passwordHash).toBe(legacy)
		expect(
			await checkSignIn(
				'owner@brandline.example',
				'an-upgraded-deployment-password',
			),
		).not.toBeNull()
		expect((await owner())!.passwordHash).toMatch(/^\$argon2id\$/)
		expect(
			await checkSignIn(
				'owner@brandline.example',
				'an-upgraded-deployment-password',
			),
		).not.toBeNull()
		// The deployment's hash is still the one the owner was set from: no reset at the next start.
		expect((await ensureOwner(env)).outcome).toBe('unchanged')
	})

	it('is not made when the staff table has people but no owner record', async () => {
		await StaffMember.deleteMany({})
		await addPerson({ role: 'editor' })
		expect(
			await ensureOwner({
				adminEmail: 'owner@brandline.example',
				adminPassword: { kind: 'plain', value: 'whatever-it-is-now' },
			}),
		).toEqual({ outcome: 'none' })
		expect(await owner()).toBeNull()
	})
})

describe('signing in', () => {
	it('refuses a wrong password, an unknown address and a suspended or removed person alike', async () => {
		const active = await addPerson({ role: 'author' })
		const suspended = await addPerson({ role: 'author', status: 'suspended' })
		const removed = await addPerson({ role: 'author', status: 'removed' })
		expect(await checkSignIn(active.email, PERSON_PASSWORD)).toMatchObject({
			_id: active._id,
		})
		expect(await checkSignIn(active.email, `${PERSON_PASSWORD}!`)).toBeNull()
		expect(
			await checkSignIn('nobody@staff.example', PERSON_PASSWORD),
		).toBeNull()
		expect(await checkSignIn(suspended.email, PERSON_PASSWORD)).toBeNull()
		expect(await checkSignIn(removed.email, PERSON_PASSWORD)).toBeNull()
		expect(await checkSignIn('', '')).toBeNull()
	})

	it('one account per address: a second person with the same address is refused by the database', async () => {
		const first = await addPerson({ role: 'editor' })
		await expect(
			addPerson({ role: 'author', email: first.email }),
		).rejects.toThrow(/E11000|duplicate/i)
	})
})
