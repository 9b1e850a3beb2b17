/**
 * Password hashes. New ones are argon2id (the memory-hard winner of the Password Hashing
 * Competition, through @node-rs/argon2 with its defaults: 19 MiB, 2 passes, 1 lane, OWASP's
 * recommended minimum). Hashes made before staff accounts are scrypt (`scrypt$N$r$p$salt$hash`,
 * node:crypto): an ADMIN_PASSWORD_HASH of that kind keeps verifying, and is replaced by an
 * argon2id hash at its next successful sign-in (`needsRehash`). docs/decisions/060.
 */
import {
	randomBytes,
	scrypt as scryptCallback,
	timingSafeEqual,
	type ScryptOptions,
} from 'node:crypto'
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2'
import { PASSWORD_MAX_LENGTH } from '#app/content/staff.ts'

const ARGON2_PATTERN = /^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$[\w+/]+\$[\w+/]+$/
const SCRYPT_PATTERN = /^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/
const SCRYPT_KEY_LENGTH = 32

/** A new argon2id hash with a random salt. */
export function hashPassword(password: string): Promise<string> {
	// 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
	return argon2Hash(password, { algorithm: 2 })
}

/** Whether `value` is a hash this module verifies (argon2id, or the scrypt of earlier versions). */
export function isPasswordHash(value: string): boolean {
	return ARGON2_PATTERN.test(value) || SCRYPT_PATTERN.test(value)
}

/** An scrypt hash of an earlier version: verified, then replaced by argon2id at the next sign-in. */
export function needsRehash(stored: string): boolean {
	return !ARGON2_PATTERN.test(stored)
}

/** Whether `password` matches `stored`. False for an empty or oversized password and for anything that is not a hash. */
export async function verifyPassword(
	password: string,
	stored: string,
): Promise<boolean> {
	if (password.length === 0 || password.length > PASSWORD_MAX_LENGTH)
		return false
	if (ARGON2_PATTERN.test(stored)) {
		try {
			return await argon2Verify(stored, password)
		} catch {
			return false
		}
	}
	if (SCRYPT_PATTERN.test(stored)) return verifyScrypt(password, stored)
	return false
}

let decoy: Promise<string> | undefined

/**
 * Spends the time of one verification on nothing: a sign-in for an address without an account
 * costs what a wrong password does, so timing does not tell which addresses have accounts.
 */
export async function verifyNothing(password: string): Promise<void> {
	decoy ??= hashPassword(randomBytes(16).toString('base64url'))
	await verifyPassword(password || 'x', await decoy)
}

function scrypt(
	password: string,
	salt: Buffer,
	options: ScryptOptions,
): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		scryptCallback(
			password,
			salt,
			SCRYPT_KEY_LENGTH,
			{ ...options, maxmem: 128 * options.N! * options.r! * 2 },
			(error, key) => (error ? reject(error) : resolve(key)),
		)
	})
}

async function verifyScrypt(
	password: string,
	stored: string,
): Promise<boolean> {
	const [, n, r, p, salt, hash] = stored.split('$') as [
		string,
		string,
		string,
		string,
		string,
		string,
	]
	const cost = { N: Number(n), r: Number(r), p: Number(p) }
	// A hash someone typed by hand could ask for gigabytes: refuse costs beyond what we ever made.
	if (cost.N > 2 ** 20 || cost.r > 16 || cost.p > 4) return false
	const expected = Buffer.from(hash, 'base64url')
	try {
		const actual = await scrypt(password, Buffer.from(salt, 'base64url'), cost)
		return (
			actual.length === expected.length && timingSafeEqual(actual, expected)
		)
	} catch {
		return false
	}
}
