/**
 * The honeypot of the public forms (newsletter, free guide, guest post), by remix-utils: a field
 * people never see, and the time the form was served, encrypted. A bot that fills the field, or
 * posts a timestamp it forged, is answered as if all went well and nothing is stored. The key is
 * derived from SESSION_SECRET, so every instance reads what another served. No JavaScript needed.
 */
import { createHmac } from 'node:crypto'
import { Honeypot, type HoneypotInputProps } from 'remix-utils/honeypot/server'
import { getEnv } from '#app/server/platform/env.server.ts'

let honeypot: Honeypot | undefined

function theHoneypot(): Honeypot {
	honeypot ??= new Honeypot({
		nameFieldName: 'website_url',
		validFromFieldName: 'from__confirm',
		encryptionSeed: createHmac('sha256', getEnv().SESSION_SECRET)
			.update('brandline honeypot')
			.digest('base64url'),
	})
	return honeypot
}

/** What the forms render (through the root loader and HoneypotProvider). */
export function honeypotInputProps(): Promise<HoneypotInputProps> {
	return theHoneypot().getInputProps()
}

/** True when a bot gave itself away: the hidden field filled, or a served-at time that is not ours. */
export async function isSpam(form: FormData): Promise<boolean> {
	try {
		await theHoneypot().check(form)
		return false
	} catch {
		// SpamError, or a forged value that does not even decrypt: either way not a person.
		return true
	}
}
