import { randomBytes } from 'node:crypto'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { addPerson, PERSON_PASSWORD } from '../helpers/staff.ts'
import { LIMITS } from '#app/server/coordination/rate-limit.server.ts'
import { checkPasswordForm } from '#app/server/edge/sign-in.server.ts'

setupTestDatabase('sign_in_limits')

let clients = 0
/** A client address no other test used. */
const newClient = () => `198.51.100.${++clients}`

/** One sign-in attempt as the form sends it; the answer's status (200 for a success). */
async function attempt(
	clientIp: string,
	email: string,
	password: string,
): Promise<number> {
	const form = new FormData()
	form.set('email', email)
	form.set('password', password)
	const outcome = await checkPasswordForm(form, {
		requestId: 'test',
		cspNonce: 'nonce',
		clientIp,
		log: pino({ level: 'silent' }),
	})
	return outcome.ok ? 200 : outcome.response.init!.status!
}

describe('sign-in limits', () => {
	it("a stranger guessing someone's password from one client stops after five, and cannot lock that person out", async () => {
		const person = await addPerson({ role: 'editor' })
		const stranger = newClient()
		const perAccount = LIMITS.loginAccount.points
		const statuses: number[] = []
		for (let i = 0; i <= perAccount; i += 1)
			statuses.push(await attempt(stranger, person.email, 'a-wrong-guess-1234'))
		expect(statuses).toEqual([
			...Array.from({ length: perAccount }, () => 401),
			429,
		])
		// Even the right password waits, from that client...
		expect(await attempt(stranger, person.email, PERSON_PASSWORD)).toBe(429)
		// ...but the person, elsewhere, signs in.
		expect(await attempt(newClient(), person.email, PERSON_PASSWORD)).toBe(200)
	})

	it('guessing spread over many clients stops at the limit for the address from everyone, whether or not it has an account', async () => {
		for (const email of [
			(await addPerson({ role: 'author' })).email,
			`nobody.${randomBytes(3).toString('hex')}@staff.example`,
		]) {
			const all = LIMITS.loginAccountAll.points
			const statuses: number[] = []
			for (let i = 0; i <= all; i += 1)
				statuses.push(await attempt(newClient(), email, 'a-wrong-guess-1234'))
			expect(statuses.slice(0, all).every(status => status === 401)).toBe(true)
			expect(statuses[all]).toBe(429)
		}
	})

	it('a success clears that client’s count for the address', async () => {
		const person = await addPerson({ role: 'author' })
		const client = newClient()
		for (let i = 0; i < LIMITS.loginAccount.points - 1; i += 1)
			expect(await attempt(client, person.email, 'a-wrong-guess-1234')).toBe(
				401,
			)
		expect(await attempt(client, person.email, PERSON_PASSWORD)).toBe(200)
		for (let i = 0; i < LIMITS.loginAccount.points; i += 1)
			expect(await attempt(client, person.email, 'a-wrong-guess-1234')).toBe(
				401,
			)
	})
})
