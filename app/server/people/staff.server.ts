/**
 * The staff: who may sign in, with which role (docs/decisions/060). The owner, an Administrator,
 * is made from ADMIN_EMAIL and ADMIN_PASSWORD(_HASH) on an empty staff table. Sessions are in
 * auth.server.ts.
 */
import { randomBytes } from 'node:crypto'
import mongoose from 'mongoose'
import {
	STAFF_ROLES,
	type StaffRole,
	type StaffStatus,
} from '#app/content/staff.ts'
import type { Env } from '#app/server/platform/env.server.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { insertOnce } from '#app/server/coordination/claims.server.ts'
import { hasTwoFactor } from './two-factor.server.ts'
import {
	hashPassword,
	needsRehash,
	verifyNothing,
	verifyPassword,
} from './password.server.ts'

/** A signed-in member of the staff, as middleware, loaders and services see them. */
export interface Person {
	id: string
	name: string
	email: string
	role: StaffRole
	/** The owner (made from ADMIN_EMAIL): an Administrator nobody can demote, suspend or remove. */
	owner: boolean
	/** Two-factor sign-in is on (docs/decisions/074). */
	twoFactor: boolean
}

/** The owner's fixed id: two instances starting on an empty table make one owner, not two. */
export const OWNER_ID = 'owner'

export function personOf(record: StaffMemberFields): Person {
	return {
		id: record._id,
		name: record.name,
		email: record.email,
		role: record.role,
		owner: record.owner === true,
		twoFactor: hasTwoFactor(record),
	}
}

/** A new value for `sessionEpoch`: every session started under the old one ends. */
export function newSessionEpoch(): string {
	return randomBytes(12).toString('base64url')
}

/** An address as accounts are keyed: trimmed and lower-cased. */
export function normalEmail(email: string): string {
	return email.trim().toLowerCase()
}

/** What the owner's password was set from, so a later start can tell whether the deployment changed it. */
async function seedOf(
	password: Env['adminPassword'],
): Promise<{ passwordHash: string; ownerSeed: string }> {
	if (password.kind === 'hash')
		return { passwordHash: password.value, ownerSeed: `hash:${password.value}` }
	const passwordHash = await hashPassword(password.value)
	return { passwordHash, ownerSeed: `plain:${passwordHash}` }
}

async function seedUnchanged(
	seed: string | undefined,
	password: Env['adminPassword'],
): Promise<boolean> {
	if (!seed) return false
	if (password.kind === 'hash') return seed === `hash:${password.value}`
	return (
		seed.startsWith('plain:') &&
		verifyPassword(password.value, seed.slice('plain:'.length))
	)
}

export interface OwnerOutcome {
	/** `none`: a staff table without an owner record (never made here; nothing to do). */
	outcome: 'created' | 'password-reset' | 'unchanged' | 'none'
	/** The address the owner signs in with. */
	email?: string
	/** The deployment's ADMIN_EMAIL changed, and the owner now signs in with it. */
	emailChanged?: boolean
	/** ADMIN_EMAIL changed, but another person already signs in with it: the owner's stays. */
	emailTaken?: boolean
}

/**
 * The owner's address after this start: a deliberately set ADMIN_EMAIL that differs from what
 * their address was last set from replaces it (a default never does), unless someone else has it.
 */
async function ownerEmail(
	owner: StaffMemberFields,
	env: Pick<Env, 'adminEmail' | 'adminEmailDefaulted'>,
): Promise<Pick<OwnerOutcome, 'email' | 'emailChanged' | 'emailTaken'>> {
	const seed = owner.ownerEmailSeed ?? owner.email
	if (env.adminEmailDefaulted || env.adminEmail === seed)
		return { email: owner.email }
	if (
		env.adminEmail !== owner.email &&
		(await StaffMember.exists({ email: env.adminEmail }))
	)
		return { email: owner.email, emailTaken: true }
	await StaffMember.updateOne(
		{ _id: OWNER_ID },
		{ $set: { email: env.adminEmail, ownerEmailSeed: env.adminEmail } },
	)
	return { email: env.adminEmail, emailChanged: env.adminEmail !== owner.email }
}

/**
 * At start: on an empty staff table, the owner from ADMIN_EMAIL (or its default) and
 * ADMIN_PASSWORD(_HASH). Later starts leave the owner alone unless the deployment changed what
 * the owner's address or password was set from: a new ADMIN_EMAIL becomes their address, a new
 * password their password and their sessions end (how an operator regains the owner's account,
 * as changing ADMIN_PASSWORD always did). A password the owner changed in the admin is kept
 * while the deployment's stays.
 */
export async function ensureOwner(
	env: Pick<Env, 'adminEmail' | 'adminPassword'> &
		Partial<Pick<Env, 'adminEmailDefaulted'>>,
): Promise<OwnerOutcome> {
	const owner = await StaffMember.findById(OWNER_ID).lean<StaffMemberFields>()
	if (!owner) {
		if (await StaffMember.exists({})) return { outcome: 'none' }
		const name = 'Site owner'
		const created = await insertOnce(StaffMember, OWNER_ID, {
			email: env.adminEmail,
			name,
			role: 'administrator',
			status: 'active',
			owner: true,
			ownerEmailSeed: env.adminEmail,
			sessionEpoch: newSessionEpoch(),
			...(await seedOf(env.adminPassword)),
		})
		return { outcome: created ? 'created' : 'unchanged', email: env.adminEmail }
	}
	const address = await ownerEmail(owner, {
		adminEmail: env.adminEmail,
		adminEmailDefaulted: env.adminEmailDefaulted ?? false,
	})
	if (await seedUnchanged(owner.ownerSeed, env.adminPassword))
		return { outcome: 'unchanged', ...address }
	await StaffMember.updateOne(
		{ _id: OWNER_ID },
		{
			$set: {
				...(await seedOf(env.adminPassword)),
				status: 'active',
				sessionEpoch: newSessionEpoch(),
			},
		},
	)
	return { outcome: 'password-reset', ...address }
}

/** The active person with this address and password, or null; an unknown address costs as much time as a wrong password. */
export async function checkSignIn(
	email: string,
	password: string,
): Promise<StaffMemberFields | null> {
	const record = await StaffMember.findOne({
		email: normalEmail(email),
	}).lean<StaffMemberFields>()
	if (!record?.passwordHash || record.status !== 'active') {
		await verifyNothing(password)
		return null
	}
	if (!(await verifyPassword(password, record.passwordHash))) return null
	if (needsRehash(record.passwordHash)) {
		// An scrypt hash from before staff accounts: replaced by argon2id now that we know the password.
		await StaffMember.updateOne(
			{ _id: record._id, passwordHash: record.passwordHash },
			{ $set: { passwordHash: await hashPassword(password) } },
		)
	}
	return record
}

/** Records a successful sign-in (the staff page's "last sign-in"). */
export async function noteSignIn(id: string, at = new Date()): Promise<void> {
	await StaffMember.updateOne({ _id: id }, { $set: { lastSignInAt: at } })
}

export async function getStaffMember(
	id: string,
): Promise<StaffMemberFields | null> {
	return StaffMember.findById(id).lean<StaffMemberFields>()
}

/** A person as the staff page lists them. */
export interface StaffListing {
	id: string
	name: string
	email: string
	role: StaffRole
	status: StaffStatus
	owner: boolean
	/** Absent for someone who has never signed in (or did before sign-ins were recorded). */
	lastSignInAt: Date | null
}

/**
 * Everyone on the staff but the removed (whose accounts are gone; their articles stay), by role
 * from the most trusted, then by name. One read of a collection that holds the newsroom.
 */
export async function listStaff(): Promise<StaffListing[]> {
	const records = await StaffMember.find(
		{ status: mongoose.trusted({ $ne: 'removed' }) },
		{ name: 1, email: 1, role: 1, status: 1, owner: 1, lastSignInAt: 1 },
	).lean<StaffMemberFields[]>()
	return records
		.map(record => ({
			id: record._id,
			name: record.name,
			email: record.email,
			role: record.role,
			status: record.status,
			owner: record.owner === true,
			lastSignInAt: record.lastSignInAt ?? null,
		}))
		.sort(
			(a, b) =>
				STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role) ||
				a.name.localeCompare(b.name, 'en') ||
				a.id.localeCompare(b.id),
		)
}
