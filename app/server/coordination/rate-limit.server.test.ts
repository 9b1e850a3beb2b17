import { describe, expect, it } from 'vitest'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { domainErrorResponse } from '#app/server/edge/http.server.ts'
import {
	LIMITS,
	consumeRateLimit,
	resetRateLimit,
} from './rate-limit.server.ts'

describe('consumeRateLimit', () => {
	it("allows the rule's number of attempts per key, then answers 429 with Retry-After", async () => {
		const key = `client-${Math.random()}`
		for (let i = 0; i < LIMITS.login.points; i += 1)
			await consumeRateLimit('login', key)
		const refused = await consumeRateLimit('login', key).catch(
			(error: unknown) => error,
		)
		expect(refused).toBeInstanceOf(DomainError)
		expect((refused as DomainError).message).toMatch(/Too many attempts/)
		const answer = domainErrorResponse(refused as DomainError)
		expect(answer.status).toBe(429)
		expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThan(0)
	})

	it('counts each key apart, and forgets a key on reset', async () => {
		const key = `client-${Math.random()}`
		for (let i = 0; i < LIMITS.login.points; i += 1)
			await consumeRateLimit('login', key)
		await expect(
			consumeRateLimit('login', `${key}-other`),
		).resolves.toBeUndefined()
		await resetRateLimit('login', key)
		await expect(consumeRateLimit('login', key)).resolves.toBeUndefined()
	})
})
