import { randomBytes, scrypt } from 'node:crypto'

/**
 * An ADMIN_PASSWORD_HASH as versions before staff accounts made it (`npm run hash-password`:
 * scrypt, N=2^15, r=8, p=1), for tests that prove such hashes keep working.
 */
export function legacyScryptHash(password: string): Promise<string> {
	const salt = randomBytes(16)
	return new Promise((resolve, reject) =>
		scrypt(
			password,
			salt,
			32,
			{ N: 2 ** 15, r: 8, p: 1, maxmem: 128 * 2 ** 15 * 8 * 2 },
			(error, key) =>
				error
					? reject(error)
					: resolve(
							`scrypt$32768$8$1$${salt.toString('base64url')}$${key.toString('base64url')}`,
						),
		),
	)
}
