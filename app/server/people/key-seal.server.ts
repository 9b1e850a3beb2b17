/**
 * Two-factor keys are kept sealed in the database (docs/decisions/074): AES-256-GCM under a key
 * derived from TWO_FACTOR_SECRET, so a copy of the database (a leaked backup, a read replica)
 * does not hand over everyone's second factor. A sealed value is `sealed:v1:{iv}:{data+tag}`
 * (base64url). A key stored before sealing existed still reads as it is, and is sealed at its
 * person's next right code (two-factor.server.ts).
 */
import {
	createCipheriv,
	createDecipheriv,
	hkdfSync,
	randomBytes,
} from 'node:crypto'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'

const PREFIX = 'sealed:v1:'
const ALGORITHM = 'aes-256-gcm'
const TAG_BYTES = 16

let derived: { secret: string; key: Buffer } | undefined

function sealingKey(secret: string): Buffer {
	if (derived?.secret !== secret)
		derived = {
			secret,
			key: Buffer.from(
				hkdfSync('sha256', secret, 'brandline', 'two-factor-key-v1', 32),
			),
		}
	return derived.key
}

/** The stored form of a two-factor key. */
export function sealKey(
	key: string,
	secret = getEnv().TWO_FACTOR_SECRET,
): string {
	const iv = randomBytes(12)
	const cipher = createCipheriv(ALGORITHM, sealingKey(secret), iv)
	const data = Buffer.concat([
		cipher.update(key, 'utf8'),
		cipher.final(),
		cipher.getAuthTag(),
	])
	return `${PREFIX}${iv.toString('base64url')}:${data.toString('base64url')}`
}

/** Whether a stored key is sealed (keys stored before sealing existed are not). */
export function isSealed(stored: string): boolean {
	return stored.startsWith(PREFIX)
}

/**
 * The key a stored value holds, or undefined (logged) when it does not open: TWO_FACTOR_SECRET
 * changed (or SESSION_SECRET, when it is derived), or the bytes did. The code is then refused as
 * wrong, never accepted; a recovery code still works.
 */
export function tryOpenKey(stored: string): string | undefined {
	try {
		return openKey(stored)
	} catch (error) {
		logger.error(
			{ err: error },
			'a two-factor key does not open: was TWO_FACTOR_SECRET (or SESSION_SECRET) changed?',
		)
		return undefined
	}
}

/**
 * The key a stored value holds. Throws when a sealed value does not open (another secret, or
 * changed bytes): a second factor that cannot be read must not pass.
 */
export function openKey(
	stored: string,
	secret = getEnv().TWO_FACTOR_SECRET,
): string {
	if (!stored.startsWith(PREFIX)) return stored
	const [iv, data] = stored.slice(PREFIX.length).split(':')
	const nonce = Buffer.from(iv ?? '', 'base64url')
	const bytes = Buffer.from(data ?? '', 'base64url')
	if (nonce.length !== 12 || bytes.length <= TAG_BYTES)
		throw new Error('A sealed two-factor key is malformed')
	const decipher = createDecipheriv(ALGORITHM, sealingKey(secret), nonce, {
		authTagLength: TAG_BYTES,
	})
	decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES))
	return Buffer.concat([
		decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
		decipher.final(),
	]).toString('utf8')
}
