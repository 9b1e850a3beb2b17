import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import { generateHOTP } from '@oslojs/otp'

/**
 * An authenticator app for tests of two-factor sign-in (docs/decisions/074): each call gives the
 * code of a time step (the current one or one either side, which the server accepts) that no
 * earlier call used, since the server takes each step's code once.
 */
export function authenticator(secret: string): () => string {
	const key = decodeBase32IgnorePadding(secret.replace(/\s/g, ''))
	const used = new Set<number>()
	return () => {
		const step = Math.floor(Date.now() / 30_000)
		const counter = [step + 1, step, step - 1].find(c => !used.has(c))
		if (counter === undefined)
			throw new Error('authenticator: three codes already used in this step')
		used.add(counter)
		return generateHOTP(key, BigInt(counter), 6)
	}
}
