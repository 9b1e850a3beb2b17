import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '#app/server/platform/env.server.ts'
import {
	hashPassword,
	isPasswordHash,
	needsRehash,
	verifyPassword,
} from '#app/server/people/password.server.ts'
import { legacyScryptHash } from '../helpers/legacy-hash.ts'
import { socialLinksFrom } from '#app/content/site.ts'

const productionBase = {
	NODE_ENV: 'production',
	SESSION_SECRET: 's'.repeat(40),
	ADMIN_PASSWORD: 'a-long-admin-password',
	PUBLIC_URL: 'https://brandline.example/',
	MONGODB_URI: 'mongodb://db:27017/brandline',
	TRUST_PROXY: '1',
}

function problemsOf(source: Record<string, string>): string[] {
	try {
		parseEnv(source)
	} catch (error) {
		if (error instanceof EnvError) return error.problems
		throw error
	}
	return []
}

describe('parseEnv', () => {
	it('gives development safe defaults and says which', () => {
		const env = parseEnv({})
		expect(env.NODE_ENV).toBe('development')
		expect(env.PORT).toBe(3000)
		expect(env.HOST).toBe('127.0.0.1')
		expect(env.PUBLIC_URL).toBe('http://localhost:3000')
		expect(env.SEED_ON_START).toBe(true)
		expect(env.usingDefaults).toEqual(
			expect.arrayContaining([
				'SESSION_SECRET',
				'ADMIN_PASSWORD',
				'PUBLIC_URL',
			]),
		)
	})

	it('accepts a complete production configuration', () => {
		const env = parseEnv({ ...productionBase, PORT: '8080' })
		expect(env.isProduction).toBe(true)
		expect(env.HOST).toBe('0.0.0.0')
		expect(env.PORT).toBe(8080)
		expect(env.PUBLIC_URL).toBe('https://brandline.example')
		expect(env.SEED_ON_START).toBe(false)
		expect(env.adminPassword).toEqual({
			kind: 'plain',
			value: 'a-long-admin-password',
		})
		expect(env.TRUST_PROXY).toBe(1)
		expect(env.usingDefaults).toEqual([])
	})

	it('refuses production without a database of its own or an explicit proxy setting', () => {
		const { MONGODB_URI: _uri, TRUST_PROXY: _proxy, ...rest } = productionBase
		const problems = problemsOf(rest)
		expect(problems).toHaveLength(2)
		expect(problems[0]).toMatch(
			/^MONGODB_URI: required in production.*npm run preview/,
		)
		expect(problems[1]).toMatch(/^TRUST_PROXY: required in production/)
		expect(
			parseEnv({ ...productionBase, TRUST_PROXY: 'false' }).TRUST_PROXY,
		).toBe(0)
		expect(problemsOf({ ...productionBase, TRUST_PROXY: 'yes' })[0]).toMatch(
			/^TRUST_PROXY: must be a number of proxy hops/,
		)
	})

	it('refuses to start production without secrets and names each one', () => {
		const problems = problemsOf({ NODE_ENV: 'production' })
		expect(problems.join('\n')).toMatch(/SESSION_SECRET/)
		expect(problems.join('\n')).toMatch(/ADMIN_PASSWORD_HASH or ADMIN_PASSWORD/)
		expect(problems.join('\n')).toMatch(/PUBLIC_URL/)
		expect(problems.join('\n')).toMatch(/MONGODB_URI/)
	})

	it('refuses weak or default secrets in production', () => {
		expect(problemsOf({ ...productionBase, SESSION_SECRET: 'short' })).toEqual([
			'SESSION_SECRET: must be at least 32 characters',
		])
		expect(
			problemsOf({ ...productionBase, ADMIN_PASSWORD: 'brandline-admin' }),
		).toEqual(expect.arrayContaining([expect.stringMatching(/ADMIN_PASSWORD/)]))
	})

	it('refuses an ADMIN_PASSWORD longer than the sign-in form takes, in every environment', () => {
		for (const base of [{}, productionBase])
			expect(
				problemsOf({ ...base, ADMIN_PASSWORD: 'p'.repeat(257) }),
			).toContain(
				'ADMIN_PASSWORD: must be at most 256 characters (the sign-in takes no longer password)',
			)
		expect(
			problemsOf({ ...productionBase, ADMIN_PASSWORD: 'p'.repeat(256) }),
		).toEqual([])
	})

	it('prefers a password hash and rejects one it did not make', async () => {
		const hash = await hashPassword('correct horse battery staple')
		expect(
			parseEnv({ ...productionBase, ADMIN_PASSWORD_HASH: hash }).adminPassword,
		).toEqual({ kind: 'hash', value: hash })
		expect(
			problemsOf({
				...productionBase,
				ADMIN_PASSWORD: '',
				ADMIN_PASSWORD_HASH: 'md5:abc',
			}),
		).toEqual([
			'ADMIN_PASSWORD_HASH: not a hash made by `npm run hash-password` (argon2id, or scrypt from earlier versions)',
		])
	})

	it('accepts the scrypt ADMIN_PASSWORD_HASH of earlier versions', async () => {
		const legacy = await legacyScryptHash('correct horse battery staple')
		expect(
			parseEnv({ ...productionBase, ADMIN_PASSWORD_HASH: legacy })
				.adminPassword,
		).toEqual({ kind: 'hash', value: legacy })
	})

	it("names the owner's address: ADMIN_EMAIL lower-cased, else admin@ and the public host", () => {
		expect(
			parseEnv({ ...productionBase, ADMIN_EMAIL: ' Owner@Brandline.Example ' }),
		).toMatchObject({
			adminEmail: 'owner@brandline.example',
			adminEmailDefaulted: false,
		})
		expect(parseEnv(productionBase)).toMatchObject({
			adminEmail: 'admin@brandline.example',
			adminEmailDefaulted: true,
		})
		expect(parseEnv({})).toMatchObject({ adminEmail: 'admin@localhost' })
		expect(problemsOf({ ADMIN_EMAIL: 'not an address' })[0]).toMatch(
			/^ADMIN_EMAIL:/,
		)
	})

	it("rejects malformed values with the variable's name", () => {
		expect(problemsOf({ PORT: 'eighty' })[0]).toMatch(/^PORT:/)
		expect(problemsOf({ MONGODB_URI: 'postgres://x' })[0]).toMatch(
			/^MONGODB_URI: must start with mongodb/,
		)
		expect(problemsOf({ PUBLIC_URL: 'not a url' })[0]).toMatch(/^PUBLIC_URL:/)
		expect(problemsOf({ SMTP_HOST: 'smtp.example.com' })).toEqual([
			'SMTP_FROM: required when SMTP_HOST is set',
		])
		// A thumbnail address must say where the video's id goes.
		expect(
			problemsOf({ VIDEO_THUMBNAIL_URL: 'https://img.example/poster.jpg' })[0],
		).toMatch(/^VIDEO_THUMBNAIL_URL: must contain \{id\}/)
		expect(
			problemsOf({ VIDEO_THUMBNAIL_URL: 'https://img.example/{id}.jpg' }),
		).toEqual([])
	})

	it('SMTP_FROM takes an address with a display name (RFC 5322 name-addr), and refuses lists and junk', () => {
		const smtp = { SMTP_HOST: 'smtp.example.com' }
		for (const from of [
			'news@brandline.example',
			'Brandline <news@brandline.example>',
			'"Brandline, the daily" <news@brandline.example>',
		]) {
			expect(problemsOf({ ...smtp, SMTP_FROM: from })).toEqual([])
			expect(parseEnv({ ...smtp, SMTP_FROM: from }).SMTP_FROM).toBe(from)
		}
		for (const from of [
			'Brandline',
			'Brandline <not-an-address>',
			'a@brandline.example, b@brandline.example',
			'Team: a@brandline.example;',
		])
			expect(problemsOf({ ...smtp, SMTP_FROM: from })[0]).toMatch(
				/^SMTP_FROM: must be one address/,
			)
	})

	it('admin sessions last 2 hours idle and 12 hours at most unless configured within bounds', () => {
		expect(parseEnv({})).toMatchObject({
			ADMIN_SESSION_IDLE_MINUTES: 120,
			ADMIN_SESSION_MAX_HOURS: 12,
		})
		expect(
			parseEnv({
				ADMIN_SESSION_IDLE_MINUTES: '30',
				ADMIN_SESSION_MAX_HOURS: '8',
			}),
		).toMatchObject({
			ADMIN_SESSION_IDLE_MINUTES: 30,
			ADMIN_SESSION_MAX_HOURS: 8,
		})
		expect(problemsOf({ ADMIN_SESSION_IDLE_MINUTES: '0' })).toEqual([
			expect.stringMatching(/^ADMIN_SESSION_IDLE_MINUTES:/),
		])
		expect(problemsOf({ ADMIN_SESSION_MAX_HOURS: '1000' })).toEqual([
			expect.stringMatching(/^ADMIN_SESSION_MAX_HOURS:/),
		])
		expect(
			problemsOf({
				ADMIN_SESSION_IDLE_MINUTES: '600',
				ADMIN_SESSION_MAX_HOURS: '2',
			}),
		).toEqual([
			'ADMIN_SESSION_IDLE_MINUTES: must not be longer than ADMIN_SESSION_MAX_HOURS',
		])
	})

	it('lets the feed import reach private addresses in production only on a loopback-only server (the browser journeys)', () => {
		const refused = (source: Record<string, string>) =>
			problemsOf(source).some(problem =>
				problem.startsWith('FEED_FETCH_ALLOW_PRIVATE'),
			)
		expect(
			refused({ ...productionBase, FEED_FETCH_ALLOW_PRIVATE: 'true' }),
		).toBe(true)
		expect(
			refused({
				...productionBase,
				FEED_FETCH_ALLOW_PRIVATE: 'true',
				HOST: '127.0.0.1',
			}),
		).toBe(true)
		expect(
			refused({
				...productionBase,
				FEED_FETCH_ALLOW_PRIVATE: 'true',
				HOST: '0.0.0.0',
				PUBLIC_URL: 'http://127.0.0.1:4000',
			}),
		).toBe(true)
		expect(
			refused({
				...productionBase,
				FEED_FETCH_ALLOW_PRIVATE: 'true',
				HOST: '127.0.0.1',
				PUBLIC_URL: 'http://127.0.0.1:4000',
			}),
		).toBe(false)
		expect(
			parseEnv({ FEED_FETCH_ALLOW_PRIVATE: 'true' }).FEED_FETCH_ALLOW_PRIVATE,
		).toBe(true)
	})

	it('treats empty strings as unset', () => {
		expect(
			parseEnv({ MONGODB_URI: '', SESSION_SECRET: '' }).MONGODB_URI,
		).toBeUndefined()
	})
})

// Hashing is deliberately costly (memory-hard); the limit guards against a hang, not a time.
describe('password hashing', { timeout: 30_000 }, () => {
	it('makes argon2id hashes, verifies the right password and rejects a wrong one', async () => {
		const hash = await hashPassword('s3cret-enough')
		expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
		expect(await verifyPassword('s3cret-enough', hash)).toBe(true)
		expect(await verifyPassword('s3cret-enougH', hash)).toBe(false)
		expect(await verifyPassword('', hash)).toBe(false)
		expect(await verifyPassword('s3cret-enough', 'not-a-hash')).toBe(false)
		expect(needsRehash(hash)).toBe(false)
	})

	it('keeps verifying the scrypt hashes of earlier versions, and asks for them to be replaced', async () => {
		const legacy = await legacyScryptHash('an old admin password')
		expect(isPasswordHash(legacy)).toBe(true)
		expect(await verifyPassword('an old admin password', legacy)).toBe(true)
		expect(await verifyPassword('an old admin passworD', legacy)).toBe(false)
		expect(needsRehash(legacy)).toBe(true)
		// A hand-made hash asking for a huge cost is refused, not computed.
		expect(
			await verifyPassword(
				'x',
				legacy.replace(/^scrypt\$\d+/, 'scrypt$1073741824'),
			),
		).toBe(false)
	})

	it('salts each hash', async () => {
		expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
	})

	it('links the footer to the social profiles that are set, in a fixed order, and refuses plain http', () => {
		expect(socialLinksFrom(parseEnv({}))).toEqual([])
		const env = parseEnv({
			SOCIAL_YOUTUBE_URL: 'https://www.youtube.com/@brandline',
			SOCIAL_LINKEDIN_URL: 'https://www.linkedin.com/company/brandline',
			SOCIAL_X_URL: ' ',
		})
		expect(socialLinksFrom(env)).toEqual([
			{ label: 'LinkedIn', url: 'https://www.linkedin.com/company/brandline' },
			{ label: 'YouTube', url: 'https://www.youtube.com/@brandline' },
		])
		expect(
			problemsOf({ SOCIAL_FACEBOOK_URL: 'http://facebook.com/brandline' })[0],
		).toMatch(/^SOCIAL_FACEBOOK_URL:/)
	})
})
