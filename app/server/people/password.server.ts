import {
	randomBytes,
	scrypt as scryptCallback,
	timingSafeEqual,
	type ScryptOptions,
} from 'node:crypto'

// scrypt from node:crypto: memory-hard, no native add-on to build. Stored as
// scrypt$N$r$p$salt$hash (base64url) so the cost can rise later without breaking old hashes.
const COST = { N: 2 ** 15, r: 8, p: 1 } as const
const KEY_LENGTH = 32

function scrypt(
	password: string,
	salt: Buffer,
	options: ScryptOptions,
): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scryptCallback(
			password,
			salt,
			KEY_LENGTH,
			{ ...options, maxmem: 128 * options.N! * options.r! * 2 },
			(error, key) => (error ? reject(error) : resolve(key)),
		)
	})
}

/** A new hash (random salt). A fixed `salt` gives a repeatable hash, for fingerprints only. */
export async function hashPassword(
	password: string,
	salt: Buffer = randomBytes(16),
): Promise<string> {
	const key = await scrypt(password, salt, COST)
	return [
		'scrypt',
		COST.N,
		COST.r,
		COST.p,
		salt.toString('base64url'),
		key.toString('base64url'),
	].join('$')
}

export function isPasswordHash(value: string): boolean {
	return /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/.test(value)
}

export async function verifyPassword(
	password: string,
	stored: string,
): Promise<boolean> {
	if (!isPasswordHash(stored)) return false
	const [, n, r, p, salt, hash] = stored.split('$') as [
		string,
		string,
		string,
		string,
		string,
		string,
	]
	const expected = Buffer.from(hash, 'base64url')
	const actual = await scrypt(password, Buffer.from(salt, 'base64url'), {
		N: Number(n),
		r: Number(r),
		p: Number(p),
	})
	return actual.length === expected.length && timingSafeEqual(actual, expected)
}
