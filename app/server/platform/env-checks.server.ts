/**
 * The checks parseEnv (env.server.ts) makes beyond the schema: the secrets and the owner's password,
 * the public address, the settings that depend on each other, and what production requires.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '#app/content/staff.ts'
import { isPasswordHash } from '#app/server/people/password.server.ts'
import { mailEnvProblems } from './env-mail.server.ts'
import type { Env, RawEnv } from './env.server.ts'

const DEV_SESSION_SECRET =
	'development-only-session-secret-change-me-0123456789'
const DEV_ADMIN_PASSWORD = 'brandline-admin'

/** What the checks below read, and where they note a problem or a development default. */
export interface EnvChecks {
	raw: RawEnv
	isProduction: boolean
	problems: string[]
	usingDefaults: string[]
}

export function sessionSecretOf({
	raw,
	isProduction,
	problems,
	usingDefaults,
}: EnvChecks): string {
	const sessionSecret = raw.SESSION_SECRET
	if (sessionSecret && sessionSecret.length < 32)
		problems.push('SESSION_SECRET: must be at least 32 characters')
	if (sessionSecret === DEV_SESSION_SECRET && isProduction)
		problems.push(
			'SESSION_SECRET: the development default is not allowed in production',
		)
	if (sessionSecret) return sessionSecret
	if (isProduction)
		problems.push(
			'SESSION_SECRET: required in production (a random string of 32+ characters)',
		)
	usingDefaults.push('SESSION_SECRET')
	return DEV_SESSION_SECRET
}

export function adminPasswordOf({
	raw,
	isProduction,
	problems,
	usingDefaults,
}: EnvChecks): Env['adminPassword'] {
	if (raw.ADMIN_PASSWORD_HASH) {
		if (!isPasswordHash(raw.ADMIN_PASSWORD_HASH)) {
			problems.push(
				'ADMIN_PASSWORD_HASH: not a hash made by `npm run hash-password` (argon2id, or scrypt from earlier versions)',
			)
		}
		return { kind: 'hash', value: raw.ADMIN_PASSWORD_HASH }
	}
	if (raw.ADMIN_PASSWORD) {
		if (isProduction && raw.ADMIN_PASSWORD.length < PASSWORD_MIN_LENGTH)
			problems.push(
				`ADMIN_PASSWORD: must be at least ${PASSWORD_MIN_LENGTH} characters in production`,
			)
		// The sign-in form takes no longer password: the owner could never type this one in.
		if (raw.ADMIN_PASSWORD.length > PASSWORD_MAX_LENGTH)
			problems.push(
				`ADMIN_PASSWORD: must be at most ${PASSWORD_MAX_LENGTH} characters (the sign-in takes no longer password)`,
			)
		if (isProduction && raw.ADMIN_PASSWORD === DEV_ADMIN_PASSWORD)
			problems.push(
				'ADMIN_PASSWORD: the development default is not allowed in production',
			)
		return { kind: 'plain', value: raw.ADMIN_PASSWORD }
	}
	if (isProduction)
		problems.push(
			'ADMIN_PASSWORD_HASH or ADMIN_PASSWORD: one is required in production',
		)
	usingDefaults.push('ADMIN_PASSWORD')
	return { kind: 'plain', value: DEV_ADMIN_PASSWORD }
}

export function publicUrlOf({
	raw,
	isProduction,
	problems,
	usingDefaults,
}: EnvChecks): string {
	if (raw.PUBLIC_URL) return raw.PUBLIC_URL
	if (isProduction)
		problems.push(
			"PUBLIC_URL: required in production (the site's public address, e.g. https://brandline.example)",
		)
	usingDefaults.push('PUBLIC_URL')
	return `http://localhost:${raw.PORT}`
}

/** The checks across settings, and what production requires. */
export function checkSettings(
	{ raw, isProduction, problems }: EnvChecks,
	publicUrl: string,
) {
	if (raw.ADMIN_SESSION_IDLE_MINUTES > raw.ADMIN_SESSION_MAX_HOURS * 60) {
		problems.push(
			'ADMIN_SESSION_IDLE_MINUTES: must not be longer than ADMIN_SESSION_MAX_HOURS',
		)
	}
	problems.push(...mailEnvProblems(raw))
	if (
		raw.S3_BUCKET &&
		Boolean(raw.S3_ACCESS_KEY_ID) !== Boolean(raw.S3_SECRET_ACCESS_KEY)
	) {
		problems.push(
			'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK then finds credentials itself)',
		)
	}
	if (raw.IMAGE_FETCH_ALLOW_PRIVATE && isProduction)
		problems.push(
			'IMAGE_FETCH_ALLOW_PRIVATE: a test-only setting, not allowed in production',
		)
	// The browser journeys run the production build on 127.0.0.1 against fixture feeds there: a
	// server that only listens on, and is only addressed at, the loopback interface serves nobody else.
	const loopbackOnly =
		isLoopbackHost(raw.HOST) && isLoopbackHost(new URL(publicUrl).hostname)
	if (raw.FEED_FETCH_ALLOW_PRIVATE && isProduction && !loopbackOnly) {
		problems.push(
			'FEED_FETCH_ALLOW_PRIVATE: a test-only setting, allowed in production only on a server bound to and addressed at 127.0.0.1',
		)
	}

	if (isProduction && !raw.MONGODB_URI) {
		problems.push(
			'MONGODB_URI: required in production (your MongoDB replica set or Atlas, e.g. mongodb+srv://user:password@cluster.example.net/brandline). ' +
				'The embedded database is development tooling: try the production build locally with `npm run preview`',
		)
	}
	if (isProduction && raw.TRUST_PROXY === undefined) {
		problems.push(
			'TRUST_PROXY: required in production: the number of proxies in front of the app (1 behind one load balancer), or false when clients connect directly',
		)
	}
}

/** 127.0.0.1, ::1 or localhost (a hostname as URL gives it, IPv6 in brackets). */
function isLoopbackHost(host: string | undefined): boolean {
	return (
		host === 'localhost' ||
		host === '127.0.0.1' ||
		host === '::1' ||
		host === '[::1]'
	)
}
