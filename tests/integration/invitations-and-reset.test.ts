/**
 * Invitations, suspension and removal, and the password reset (docs/decisions/069), on the real
 * database with the mail crossing a real SMTP listener.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts'
import { addPerson, PERSON_PASSWORD } from '../helpers/staff.ts'
import {
	AdminSessionRecord,
	OneTimeToken,
	StaffMember,
	type StaffMemberFields,
} from '#app/server/models/index.ts'
import {
	getAdminSession,
	startAdminSession,
} from '#app/server/people/auth.server.ts'
import {
	acceptInvitation,
	inviteToStaff,
	listPendingInvitations,
	readInvitation,
	revokeInvitation,
} from '#app/server/people/invitations.server.ts'
import {
	requestPasswordReset,
	resetPassword,
} from '#app/server/people/password-reset.server.ts'
import {
	changeStaffRole,
	changeStaffStatus,
} from '#app/server/people/staff-changes.server.ts'
import {
	checkSignIn,
	personOf,
	type Person,
} from '#app/server/people/staff.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { useEmailTransport } from '#app/server/platform/email.server.ts'

setupTestDatabase('invitations_and_reset')

let sink: MailSink
let admin: Person
let editor: Person
beforeAll(async () => {
	await StaffMember.syncIndexes()
	await OneTimeToken.syncIndexes()
	sink = await startMailSink()
	useEmailTransport(sink.transport())
	admin = personOf(await addPerson({ role: 'administrator' }))
	editor = personOf(await addPerson({ role: 'editor' }))
})
afterAll(async () => {
	useEmailTransport(undefined)
	await sink.close()
})
beforeEach(() => sink.clear())

const DAY = 86_400_000

/** The link's token from the last message to `address`. */
function linkTo(
	address: string,
	kind: 'invitation' | 'reset-password',
): string {
	const message = sink.to(address).at(-1)
	expect(message, `a message to ${address}`).toBeDefined()
	const match = new RegExp(`/admin/${kind}/([\\w-]{43})`).exec(message!.text)
	expect(match, message!.text).not.toBeNull()
	return match![1]!
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
	const error = await promise.then(
		() => null,
		(error: unknown) => error,
	)
	expect(error).toBeInstanceOf(DomainError)
	return error as DomainError
}

function cookieOf(setCookie: string): Request {
	return new Request('http://localhost/admin', {
		headers: { Cookie: setCookie.split(';')[0]! },
	})
}

describe('invitations', () => {
	it('invite → the e-mail → accept: the person exists with the role, name and password; only a hash of the token is stored', async () => {
		const sent = await inviteToStaff(editor, {
			email: ' Nadia.Reyes@Example.com ',
			role: 'contributor',
		})
		expect(sent).toMatchObject({ email: 'nadia.reyes@example.com', sent: true })
		const message = sink.to('nadia.reyes@example.com').at(-1)!
		expect(message.subject).toContain(`${editor.name} invited you`)
		expect(message.text).toContain('as a Contributor')
		const token = linkTo('nadia.reyes@example.com', 'invitation')
		const stored = await OneTimeToken.find().lean()
		expect(JSON.stringify(stored)).not.toContain(token)
		expect(await readInvitation(token)).toEqual({
			email: 'nadia.reyes@example.com',
			role: 'contributor',
			invitedBy: editor.name,
		})
		expect((await listPendingInvitations()).map(i => i.email)).toContain(
			'nadia.reyes@example.com',
		)

		const person = await acceptInvitation(token, {
			name: 'Nadia Reyes',
			password: 'a-contributor-password',
		})
		expect(person).toMatchObject({
			email: 'nadia.reyes@example.com',
			name: 'Nadia Reyes',
			role: 'contributor',
			status: 'active',
		})
		expect(
			await checkSignIn('nadia.reyes@example.com', 'a-contributor-password'),
		).toMatchObject({ _id: person._id })
		expect(await readInvitation(token)).toBeNull()
		expect((await listPendingInvitations()).map(i => i.email)).not.toContain(
			'nadia.reyes@example.com',
		)
		// Used once: a second acceptance is refused as gone.
		expect(
			(
				await refusal(
					acceptInvitation(token, {
						name: 'Again',
						password: 'another-password-1',
					}),
				)
			).kind,
		).toBe('gone')
		// And the address is now on the staff: inviting it again is a conflict.
		expect(
			(
				await refusal(
					inviteToStaff(admin, {
						email: 'nadia.reyes@example.com',
						role: 'author',
					}),
				)
			).kind,
		).toBe('conflict')
	})

	it('ten simultaneous acceptances of one invitation: exactly one person is made', async () => {
		await inviteToStaff(admin, { email: 'race@example.com', role: 'author' })
		const token = linkTo('race@example.com', 'invitation')
		const outcomes = await Promise.allSettled(
			Array.from({ length: 10 }, (_, index) =>
				acceptInvitation(token, {
					name: `Racer ${index}`,
					password: `a-racing-password-${index}`,
				}),
			),
		)
		const won = outcomes.filter(outcome => outcome.status === 'fulfilled')
		expect(won).toHaveLength(1)
		for (const outcome of outcomes)
			if (outcome.status === 'rejected')
				expect((outcome.reason as DomainError).kind).toBe('gone')
		expect(
			await StaffMember.countDocuments({ email: 'race@example.com' }),
		).toBe(1)
	})

	it('an invitation more than 7 days old is refused; one revoked is refused; a new one replaces the old', async () => {
		const sentAt = new Date(Date.now() - 7 * DAY - 1000)
		await inviteToStaff(
			admin,
			{ email: 'late@example.com', role: 'editor' },
			sentAt,
		)
		const late = linkTo('late@example.com', 'invitation')
		expect(await readInvitation(late)).toBeNull()
		expect(
			(
				await refusal(
					acceptInvitation(late, {
						name: 'Late',
						password: 'a-late-password-1',
					}),
				)
			).kind,
		).toBe('gone')
		// Just within the seven days, it works (checked without using it).
		await inviteToStaff(
			admin,
			{ email: 'late@example.com', role: 'editor' },
			new Date(Date.now() - 7 * DAY + 60_000),
		)
		expect(
			await readInvitation(linkTo('late@example.com', 'invitation')),
		).not.toBeNull()

		const first = await inviteToStaff(admin, {
			email: 'revoked@example.com',
			role: 'author',
		})
		const firstToken = linkTo('revoked@example.com', 'invitation')
		await inviteToStaff(admin, { email: 'revoked@example.com', role: 'author' })
		const secondToken = linkTo('revoked@example.com', 'invitation')
		expect(await readInvitation(firstToken)).toBeNull()
		expect((await refusal(revokeInvitation(admin, first.id))).kind).toBe(
			'not-found',
		)
		const pending = (await listPendingInvitations()).find(
			invitation => invitation.email === 'revoked@example.com',
		)!
		await revokeInvitation(admin, pending.id)
		expect(
			(
				await refusal(
					acceptInvitation(secondToken, {
						name: 'Revoked',
						password: 'a-revoked-password',
					}),
				)
			).kind,
		).toBe('gone')
		expect(
			await StaffMember.exists({ email: 'revoked@example.com' }),
		).toBeNull()
	})

	it('an Editor invites Authors and Contributors only, and revokes only those; Authors and Contributors invite nobody', async () => {
		for (const role of ['editor', 'administrator'] as const) {
			const error = await refusal(
				inviteToStaff(editor, { email: `${role}@example.com`, role }),
			)
			expect(error.kind).toBe('forbidden')
			expect(error.message).toBe(
				'Your role (Editor) may invite Author and Contributor only.',
			)
		}
		expect(sink.messages).toHaveLength(0)
		await inviteToStaff(admin, { email: 'chief@example.com', role: 'editor' })
		const pending = (await listPendingInvitations()).find(
			i => i.email === 'chief@example.com',
		)!
		expect((await refusal(revokeInvitation(editor, pending.id))).kind).toBe(
			'forbidden',
		)
		for (const role of ['author', 'contributor'] as const) {
			const person = personOf(await addPerson({ role }))
			expect(
				(
					await refusal(
						inviteToStaff(person, {
							email: 'x@example.com',
							role: 'contributor',
						}),
					)
				).kind,
			).toBe('forbidden')
		}
	})

	it('an Editor cannot replace an invitation an Administrator sent for a role Editors do not invite', async () => {
		await inviteToStaff(admin, {
			email: 'deputy@example.com',
			role: 'editor',
		})
		const error = await refusal(
			inviteToStaff(editor, { email: 'deputy@example.com', role: 'author' }),
		)
		expect(error.kind).toBe('forbidden')
		const pending = (await listPendingInvitations()).filter(
			i => i.email === 'deputy@example.com',
		)
		expect(pending.map(i => i.role)).toEqual(['editor'])
		expect(
			await readInvitation(linkTo('deputy@example.com', 'invitation')),
		).toMatchObject({
			role: 'editor',
		})
	})

	it('an invitation stops working once the person who sent it is suspended or no longer may invite that role', async () => {
		const inviter = personOf(await addPerson({ role: 'administrator' }))
		await inviteToStaff(inviter, {
			email: 'via-suspended@example.com',
			role: 'administrator',
		})
		await inviteToStaff(inviter, {
			email: 'via-demoted@example.com',
			role: 'editor',
		})
		await changeStaffRole(admin, inviter.id, 'editor')
		expect(
			(
				await refusal(
					acceptInvitation(linkTo('via-demoted@example.com', 'invitation'), {
						name: 'Would Be Editor',
						password: PERSON_PASSWORD,
					}),
				)
			).kind,
		).toBe('gone')
		await changeStaffStatus(admin, inviter.id, 'suspend')
		expect(
			(
				await refusal(
					acceptInvitation(linkTo('via-suspended@example.com', 'invitation'), {
						name: 'Would Be Administrator',
						password: PERSON_PASSWORD,
					}),
				)
			).kind,
		).toBe('gone')
		for (const email of [
			'via-suspended@example.com',
			'via-demoted@example.com',
		])
			expect(await StaffMember.countDocuments({ email })).toBe(0)
	})
})

describe('suspending, removing and changing a role', () => {
	it('suspension ends every session at once and refuses sign-in; reinstating lets them sign in again', async () => {
		const person = await addPerson({ role: 'author' })
		const sessions = await Promise.all([
			startAdminSession(person),
			startAdminSession(person),
		])
		for (const cookie of sessions)
			expect(await getAdminSession(cookieOf(cookie))).not.toBeNull()
		expect(await changeStaffStatus(admin, person._id, 'suspend')).toEqual({
			name: person.name,
			ended: 2,
		})
		for (const cookie of sessions)
			expect(await getAdminSession(cookieOf(cookie))).toBeNull()
		expect(
			await AdminSessionRecord.countDocuments({ personId: person._id }),
		).toBe(0)
		expect(await checkSignIn(person.email, PERSON_PASSWORD)).toBeNull()
		await changeStaffStatus(admin, person._id, 'reinstate')
		expect(await checkSignIn(person.email, PERSON_PASSWORD)).not.toBeNull()
	})

	it('removal ends sessions, frees the address and keeps the name; the owner and oneself cannot be touched; Editors cannot', async () => {
		const person = await addPerson({ role: 'editor' })
		const cookie = await startAdminSession(person)
		await changeStaffStatus(admin, person._id, 'remove')
		expect(await getAdminSession(cookieOf(cookie))).toBeNull()
		const removed = await StaffMember.findById(
			person._id,
		).lean<StaffMemberFields>()
		expect(removed).toMatchObject({ status: 'removed', name: person.name })
		expect(removed!.passwordHash).toBeUndefined()
		expect(await checkSignIn(person.email, PERSON_PASSWORD)).toBeNull()
		// Removed is final: nothing more is done to them.
		expect(
			(await refusal(changeStaffStatus(admin, person._id, 'reinstate'))).kind,
		).toBe('not-found')

		const owner = await addPerson({ role: 'administrator' })
		await StaffMember.updateOne({ _id: owner._id }, { $set: { owner: true } })
		for (const change of ['suspend', 'remove'] as const) {
			expect(
				(await refusal(changeStaffStatus(admin, owner._id, change))).kind,
			).toBe('forbidden')
			expect(
				(await refusal(changeStaffStatus(admin, admin.id, change))).kind,
			).toBe('forbidden')
		}
		expect(
			(await refusal(changeStaffRole(admin, owner._id, 'editor'))).kind,
		).toBe('forbidden')
		const colleague = await addPerson({ role: 'author' })
		expect(
			(await refusal(changeStaffStatus(editor, colleague._id, 'suspend'))).kind,
		).toBe('forbidden')
	})

	it('a role change ends that person’s sessions; a new sign-in carries the new role', async () => {
		const person = await addPerson({ role: 'contributor' })
		const cookie = await startAdminSession(person)
		expect((await getAdminSession(cookieOf(cookie)))!.person.role).toBe(
			'contributor',
		)
		expect(await changeStaffRole(admin, person._id, 'author')).toEqual({
			name: person.name,
			role: 'Author',
			ended: 1,
		})
		expect(await getAdminSession(cookieOf(cookie))).toBeNull()
		const again = await checkSignIn(person.email, PERSON_PASSWORD)
		const fresh = await startAdminSession(again!)
		expect((await getAdminSession(cookieOf(fresh)))!.person.role).toBe('author')
	})
})

describe('password reset', () => {
	it('an unknown or suspended address is answered with no mail and leaves no link', async () => {
		const suspended = await addPerson({ role: 'author', status: 'suspended' })
		expect(await requestPasswordReset('nobody@example.com')).toBe(false)
		expect(await requestPasswordReset(suspended.email)).toBe(false)
		expect(sink.messages).toHaveLength(0)
		expect(
			await OneTimeToken.countDocuments({ purpose: 'password-reset' }),
		).toBe(0)
	})

	it('the link sets a new password once, ends every session of the person, and the old password stops working', async () => {
		const person = await addPerson({ role: 'editor' })
		const sessions = [
			await startAdminSession(person),
			await startAdminSession(person),
		]
		expect(await requestPasswordReset(person.email.toUpperCase())).toBe(true)
		const token = linkTo(person.email, 'reset-password')
		expect(sink.to(person.email).at(-1)!.text).toContain(
			'once and for 60 minutes',
		)
		await resetPassword(token, 'a-brand-new-password')
		for (const cookie of sessions)
			expect(await getAdminSession(cookieOf(cookie))).toBeNull()
		expect(await checkSignIn(person.email, PERSON_PASSWORD)).toBeNull()
		expect(
			await checkSignIn(person.email, 'a-brand-new-password'),
		).not.toBeNull()
		// Single use, even at once.
		expect(
			(await refusal(resetPassword(token, 'yet-another-password'))).kind,
		).toBe('gone')
		await requestPasswordReset(person.email)
		const next = linkTo(person.email, 'reset-password')
		const outcomes = await Promise.allSettled(
			Array.from({ length: 8 }, (_, index) =>
				resetPassword(next, `racing-password-${index}`),
			),
		)
		expect(
			outcomes.filter(outcome => outcome.status === 'fulfilled'),
		).toHaveLength(1)
	})

	it('a link more than an hour old is refused; a newer link replaces an older one', async () => {
		const person = await addPerson({ role: 'author' })
		await requestPasswordReset(
			person.email,
			new Date(Date.now() - 60 * 60_000 - 1000),
		)
		const old = linkTo(person.email, 'reset-password')
		expect((await refusal(resetPassword(old, 'too-late-password'))).kind).toBe(
			'gone',
		)
		await requestPasswordReset(person.email, new Date(Date.now() - 59 * 60_000))
		const first = linkTo(person.email, 'reset-password')
		await requestPasswordReset(person.email)
		const second = linkTo(person.email, 'reset-password')
		expect(
			(await refusal(resetPassword(first, 'replaced-password'))).kind,
		).toBe('gone')
		await resetPassword(second, 'the-password-that-won')
		expect(
			await checkSignIn(person.email, 'the-password-that-won'),
		).not.toBeNull()
	})

	it('a link of someone suspended after it was sent no longer works', async () => {
		const person = await addPerson({ role: 'author' })
		await requestPasswordReset(person.email)
		const token = linkTo(person.email, 'reset-password')
		await changeStaffStatus(admin, person._id, 'suspend')
		expect(
			(await refusal(resetPassword(token, 'sneaky-password-1'))).kind,
		).toBe('gone')
		await changeStaffStatus(admin, person._id, 'reinstate')
		expect(await checkSignIn(person.email, PERSON_PASSWORD)).not.toBeNull()
	})
})
