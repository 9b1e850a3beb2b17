import { createHmac } from 'node:crypto'
import { z } from 'zod'
import { MAIL_ENV_FIELDS } from './env-mail.server.ts'
import { flag, optionalText } from './env-fields.server.ts'
import {
	adminPasswordOf,
	checkSettings,
	publicUrlOf,
	sessionSecretOf,
	type EnvChecks,
} from './env-checks.server.ts'

const rawSchema = z.object({
	NODE_ENV: z
		.enum(['development', 'production', 'test'])
		.default('development'),
	PORT: z.coerce.number().int().min(0).max(65535).default(3000),
	HOST: optionalText,
	MONGODB_URI: optionalText.pipe(
		z
			.string()
			.regex(
				/^mongodb(\+srv)?:\/\//,
				'must start with mongodb:// or mongodb+srv://',
			)
			.optional(),
	),
	SEED_ON_START: flag,
	/** Tests only: where a seed keeps the sample pictures it drew, for the next one (decision 088). */
	SEED_IMAGE_CACHE_DIR: optionalText,
	SESSION_SECRET: optionalText,
	/** The owner's address: with ADMIN_PASSWORD(_HASH), makes the first Administrator on an empty staff table. */
	ADMIN_EMAIL: optionalText.pipe(
		z
			.email('must be an e-mail address')
			.transform(value => value.toLowerCase())
			.optional(),
	),
	ADMIN_PASSWORD: optionalText,
	ADMIN_PASSWORD_HASH: optionalText,
	/** Encrypts two-factor keys in the database; defaults to one derived from SESSION_SECRET. */
	TWO_FACTOR_SECRET: optionalText.pipe(
		z.string().min(32, 'must be at least 32 characters').optional(),
	),
	/** An admin session ends after this long without a request (minutes; 2 hours by default). */
	ADMIN_SESSION_IDLE_MINUTES: z.coerce
		.number()
		.int()
		.min(1)
		.max(24 * 60)
		.default(120),
	/** An admin session ends this long after sign-in, however busy (hours; 12 by default). */
	ADMIN_SESSION_MAX_HOURS: z.coerce
		.number()
		.int()
		.min(1)
		.max(7 * 24)
		.default(12),
	PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
	SITE_NAME: z.string().trim().min(1).default('Brandline'),
	...MAIL_ENV_FIELDS,
	CONTACT_EMAIL: z.email().default('editor@brandline.example'),
	ANALYTICS_PLAUSIBLE_DOMAIN: optionalText,
	ANALYTICS_GA_MEASUREMENT_ID: optionalText.pipe(
		z
			.string()
			.regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
			.optional(),
	),
	/**
	 * Proxy hops in front of the app whose X-Forwarded-For to believe: a number of hops, or `false`
	 * (the socket's address is the client). Required in production, where guessing wrong either
	 * lets anyone pick their address (too many hops) or puts every reader behind one (too few).
	 */
	TRUST_PROXY: optionalText.pipe(
		z
			.string()
			.regex(
				/^(false|\d{1,2})$/,
				'must be a number of proxy hops (0-10) or false',
			)
			.transform(value => (value === 'false' ? 0 : Number(value)))
			.pipe(
				z.number().max(10, 'must be a number of proxy hops (0-10) or false'),
			)
			.optional(),
	),
	/** How often each instance looks for scheduled articles whose time has come (seconds). */
	SCHEDULE_CHECK_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
	/** Multiplies every rate limit (tests and load tests raise it; production keeps 1). */
	RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(100_000).default(1),
	/** The magazine's profiles, linked from the footer (https; each hidden when unset). */
	SOCIAL_LINKEDIN_URL: optionalText.pipe(
		z.url({ protocol: /^https$/ }).optional(),
	),
	SOCIAL_X_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
	SOCIAL_YOUTUBE_URL: optionalText.pipe(
		z.url({ protocol: /^https$/ }).optional(),
	),
	SOCIAL_INSTAGRAM_URL: optionalText.pipe(
		z.url({ protocol: /^https$/ }).optional(),
	),
	SOCIAL_FACEBOOK_URL: optionalText.pipe(
		z.url({ protocol: /^https$/ }).optional(),
	),
	/** The external game embedded on /game-of-influence (https only). */
	GAME_URL: optionalText.pipe(z.url({ protocol: /^https$/ }).optional()),
	LOG_LEVEL: z
		.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
		.default('info'),
	/** Images go to S3-compatible storage when a bucket is named; otherwise to GridFS in MONGODB_URI's database. */
	S3_BUCKET: optionalText,
	S3_REGION: z.string().trim().min(1).default('us-east-1'),
	/** For S3-compatible services (MinIO, R2, Spaces…): their endpoint URL. */
	S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
	S3_ACCESS_KEY_ID: optionalText,
	S3_SECRET_ACCESS_KEY: optionalText,
	S3_FORCE_PATH_STYLE: flag,
	S3_PREFIX: z.string().trim().default(''),
	/** Per-instance memory for served images, in MB (a cache: each image is read from storage once per instance). */
	IMAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(128),
	/** A CDN or bucket origin that serves images too: added to the CSP's img-src. */
	IMAGE_CDN_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
	/** Tests only: let the image import fetch from private and loopback addresses. Refused in production. */
	IMAGE_FETCH_ALLOW_PRIVATE: flag,
	/**
	 * Where a video's poster is fetched from when an article is saved ({id}: the video's id); the
	 * copy in our storage is what pages show. Tests point it at a fixture server on 127.0.0.1.
	 */
	VIDEO_THUMBNAIL_URL: optionalText.pipe(
		z
			.url({ protocol: /^https?$/ })
			.refine(value => value.includes('{id}'), 'must contain {id}')
			.optional(),
	),
	/** The response cache for public pages (server/response-cache.ts): on in production, off in development. */
	PAGE_CACHE: flag,
	/** Memory the response cache may use, in MiB. */
	PAGE_CACHE_MB: z.coerce.number().int().min(1).max(65_536).default(256),
	/** Benchmarking only: honour `X-Cache-Bypass: 1` and answer /__page-cache with the cache's counts. */
	PAGE_CACHE_BENCH: flag,
	/** The curated import: the most bytes read from one feed, and the time one feed may take. */
	FEED_MAX_BYTES: z.coerce
		.number()
		.int()
		.min(10_000)
		.max(50_000_000)
		.default(2_000_000),
	FEED_FETCH_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(10),
	/** Tests only: let the curated import fetch feeds from private and loopback addresses. Refused in production. */
	FEED_FETCH_ALLOW_PRIVATE: flag,
	/** Tests only: a pause after each batch of the Ghost/WordPress import, so a test can stop a server mid-import. */
	IMPORT_BATCH_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(0),
	/** How long an instance silent on a Ghost/WordPress import keeps it before another takes it up (tests shorten it). */
	IMPORT_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(60),
})

/** The settings as the schema reads them, before the checks and defaults of parseEnv. */
export type RawEnv = z.output<typeof rawSchema>

export type Env = Omit<
	RawEnv,
	| 'HOST'
	| 'PUBLIC_URL'
	| 'SEED_ON_START'
	| 'SESSION_SECRET'
	| 'TRUST_PROXY'
	| 'S3_FORCE_PATH_STYLE'
	| 'IMAGE_FETCH_ALLOW_PRIVATE'
	| 'NEWSLETTER_DOUBLE_OPT_IN'
	| 'NEWSLETTER_LINK_SECRET'
	| 'TWO_FACTOR_SECRET'
	| 'PAGE_CACHE'
	| 'PAGE_CACHE_BENCH'
	| 'FEED_FETCH_ALLOW_PRIVATE'
> & {
	S3_FORCE_PATH_STYLE: boolean
	IMAGE_FETCH_ALLOW_PRIVATE: boolean
	PAGE_CACHE: boolean
	PAGE_CACHE_BENCH: boolean
	FEED_FETCH_ALLOW_PRIVATE: boolean
	HOST: string
	/** Proxy hops to trust for the client's address (0: the socket's address). */
	TRUST_PROXY: number
	PUBLIC_URL: string
	SEED_ON_START: boolean
	SESSION_SECRET: string
	NEWSLETTER_DOUBLE_OPT_IN: boolean
	NEWSLETTER_LINK_SECRET: string
	TWO_FACTOR_SECRET: string
	/** The owner's password: ADMIN_PASSWORD_HASH, else ADMIN_PASSWORD (docs/decisions/060). */
	adminPassword:
		{ kind: 'hash'; value: string } | { kind: 'plain'; value: string }
	/** The owner's address: ADMIN_EMAIL, else `admin@` and PUBLIC_URL's host name (the start-up log prints it). */
	adminEmail: string
	/** Whether ADMIN_EMAIL was left out and `adminEmail` is the default. */
	adminEmailDefaulted: boolean
	isProduction: boolean
	/** Names of settings that fell back to development defaults (printed at start). */
	usingDefaults: string[]
}

export class EnvError extends Error {
	readonly problems: string[]

	constructor(problems: string[]) {
		super(
			`Invalid configuration:\n${problems.map(problem => `  - ${problem}`).join('\n')}`,
		)
		this.name = 'EnvError'
		this.problems = problems
	}
}

/** Parses and checks the configuration. Production refuses development defaults and names what is missing. */
export function parseEnv(source: Record<string, string | undefined>): Env {
	const parsed = rawSchema.safeParse(source)
	if (!parsed.success) {
		throw new EnvError(
			parsed.error.issues.map(
				issue => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
			),
		)
	}
	const raw = parsed.data
	const isProduction = raw.NODE_ENV === 'production'
	const checks: EnvChecks = {
		raw,
		isProduction,
		problems: [],
		usingDefaults: [],
	}
	const sessionSecret = sessionSecretOf(checks)
	const adminPassword = adminPasswordOf(checks)
	const host = raw.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1')
	const publicUrl = publicUrlOf(checks)
	checkSettings(checks, publicUrl)
	if (checks.problems.length > 0) throw new EnvError(checks.problems)

	return {
		...raw,
		HOST: host,
		PUBLIC_URL: publicUrl.replace(/\/+$/, ''),
		// Sample content goes into an empty database unless this is production on a database we were given.
		SEED_ON_START: raw.SEED_ON_START ?? !(isProduction && raw.MONGODB_URI),
		SESSION_SECRET: sessionSecret,
		NEWSLETTER_DOUBLE_OPT_IN: raw.NEWSLETTER_DOUBLE_OPT_IN ?? true,
		// Derived, so rotating SESSION_SECRET alone would break links already in inboxes: set it apart in production.
		NEWSLETTER_LINK_SECRET:
			raw.NEWSLETTER_LINK_SECRET ??
			createHmac('sha256', sessionSecret)
				.update('newsletter-links')
				.digest('base64url'),
		// Derived too: rotating SESSION_SECRET alone would leave every two-factor key unreadable.
		TWO_FACTOR_SECRET:
			raw.TWO_FACTOR_SECRET ??
			createHmac('sha256', sessionSecret)
				.update('two-factor-keys')
				.digest('base64url'),
		TRUST_PROXY: raw.TRUST_PROXY ?? 0,
		// Path-style addressing is what self-hosted S3-compatible services expect.
		S3_FORCE_PATH_STYLE: raw.S3_FORCE_PATH_STYLE ?? Boolean(raw.S3_ENDPOINT),
		IMAGE_FETCH_ALLOW_PRIVATE: raw.IMAGE_FETCH_ALLOW_PRIVATE ?? false,
		PAGE_CACHE: raw.PAGE_CACHE ?? isProduction,
		PAGE_CACHE_BENCH: raw.PAGE_CACHE_BENCH ?? false,
		FEED_FETCH_ALLOW_PRIVATE: raw.FEED_FETCH_ALLOW_PRIVATE ?? false,
		adminPassword,
		adminEmail: raw.ADMIN_EMAIL ?? `admin@${new URL(publicUrl).hostname}`,
		adminEmailDefaulted: !raw.ADMIN_EMAIL,
		isProduction,
		usingDefaults: checks.usingDefaults,
	}
}

let cached: Env | undefined

/** The process configuration, parsed once. */
export function getEnv(): Env {
	cached ??= parseEnv(process.env)
	return cached
}
