import { randomBytes } from 'node:crypto'
import type { StaffRole, StaffStatus } from '#app/content/staff.ts'
import {
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import { hashPassword } from '#app/server/people/password.server.ts'
import { newSessionEpoch } from '#app/server/people/staff.server.ts'
import type { Site } from './site.ts'

/** The password every person made by `addPerson` signs in with, unless given one. */
export const PERSON_PASSWORD = 'a-staff-password-long-enough'

/**
 * A member of the staff written straight into the database (integration tests of the sign-in
 * and sessions of people other than the owner).
 */
export async function addPerson({
	role,
	email = `${role}.${randomBytes(4).toString('hex')}@staff.example`,
	name = `${role[0]!.toUpperCase()}${role.slice(1)} ${randomBytes(2).toString('hex')}`,
	password = PERSON_PASSWORD,
	status = 'active',
}: {
	role: StaffRole
	email?: string
	name?: string
	password?: string
	status?: StaffStatus
}): Promise<StaffMemberFields> {
	const created = await StaffMember.create({
		_id: `p_${randomBytes(6).toString('hex')}`,
		email,
		name,
		role,
		status,
		passwordHash: await hashPassword(password),
		sessionEpoch: newSessionEpoch(),
	})
	return created.toObject({ transform: false })
}

/**
 * A new person of `role`, signed in through the production server's form from client `reader`:
 * the person and the Cookie header their browser would send.
 */
export async function signInNewPerson(
	site: Site,
	role: StaffRole,
	reader: number,
): Promise<{ person: StaffMemberFields; cookie: string }> {
	const person = await addPerson({ role })
	const response = await site.request('/admin/sign-in', {
		method: 'POST',
		reader,
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		body: new URLSearchParams({
			email: person.email,
			password: PERSON_PASSWORD,
			redirectTo: '/admin',
		}).toString(),
	})
	const set = response.headers.get('set-cookie')
	if (response.status !== 302 || !set)
		throw new Error(`sign-in as ${role} answered ${response.status}`)
	return { person, cookie: set.split(';')[0]! }
}
