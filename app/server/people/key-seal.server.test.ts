import { describe, expect, it } from 'vitest'
import { openKey, sealKey } from './key-seal.server.ts'

const KEY = 'q83vEjRWeJq8DkkNEnj8Cf1uAbk='
const SECRET = 'a-secret-of-at-least-thirty-two-characters-for-tests'

describe('two-factor keys sealed at rest', () => {
	it('opens what it sealed, each time under a fresh nonce', () => {
		const first = sealKey(KEY, SECRET)
		const second = sealKey(KEY, SECRET)
		expect(first).toMatch(/^sealed:v1:/)
		expect(first).not.toContain(KEY)
		expect(first).not.toBe(second)
		expect(openKey(first, SECRET)).toBe(KEY)
		expect(openKey(second, SECRET)).toBe(KEY)
	})

	it('refuses a changed byte and another secret, and reads a key stored before sealing', () => {
		const sealed = sealKey(KEY, SECRET)
		const [head, data] = [sealed.slice(0, -20), sealed.slice(-20)]
		const flipped = `${head}${data[0] === 'A' ? 'B' : 'A'}${data.slice(1)}`
		expect(() => openKey(flipped, SECRET)).toThrow()
		expect(() => openKey(sealed, `${SECRET}-rotated`)).toThrow()
		expect(openKey(KEY, SECRET)).toBe(KEY)
	})
})
