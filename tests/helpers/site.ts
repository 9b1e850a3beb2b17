import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { setupTestDatabase } from './database.ts'
import { startServer, type RunningServer } from './server-process.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** A browser's user agent (bots count nothing). */
export const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

export interface Site {
	server: RunningServer
	url: string
	/** GET (or another method) with this site's origin; `reader` sets the client's address. */
	request(
		pathname: string,
		init?: RequestInit & { reader?: number; userAgent?: string },
	): Promise<Response>
	/** The admin session cookie, signed in once. */
	adminCookie(): Promise<string>
	/** JSON from an admin API call. */
	admin(method: string, pathname: string, body?: unknown): Promise<Response>
	/** The page cache's counts (PAGE_CACHE_BENCH). */
	cacheStats(): Promise<{ renderCounts: Record<string, number> }>
}

/** The owner the test site runs with (for tests that sign in through the form themselves). */
export const SITE_ADMIN_EMAIL = 'owner@integration.brandline.example'
export const SITE_ADMIN_PASSWORD = 'integration-admin-password'

/**
 * The production server (`node server.js`, the build must exist) on the test file's database,
 * with sample content. TRUST_PROXY=1, so a request chooses its client address with
 * X-Forwarded-For (distinct readers); PAGE_CACHE_BENCH exposes the cache's render counts.
 */
export async function startSite(
	databaseName: string,
	env: Record<string, string> = {},
): Promise<Site> {
	if (
		!existsSync(
			path.join(root, process.env.BUILD_DIR ?? 'build', 'server/index.js'),
		)
	) {
		throw new Error(
			'These tests drive the production server: build it first (npx react-router build).',
		)
	}
	const server = await startServer(
		{
			MONGODB_URI: `${inject('mongoUri')}${databaseName}`,
			SEED_ON_START: 'true',
			PAGE_CACHE_BENCH: 'true',
			TRUST_PROXY: '1',
			RATE_LIMIT_MULTIPLIER: '1000',
			ADMIN_EMAIL: SITE_ADMIN_EMAIL,
			ADMIN_PASSWORD: SITE_ADMIN_PASSWORD,
			...env,
		},
		// Seeding draws the sample covers with sharp: over a minute on a 2-core machine under load.
		{ startupMs: 150_000 },
	)
	let cookie: string | undefined
	const site: Site = {
		server,
		url: server.url,
		request(
			pathname,
			{ reader = 1, userAgent = BROWSER, headers, ...init } = {},
		) {
			return fetch(server.url + pathname, {
				redirect: 'manual',
				...init,
				headers: {
					'user-agent': userAgent,
					'x-forwarded-for': `203.0.113.${reader}`,
					...(headers as Record<string, string>),
				},
			})
		},
		async adminCookie() {
			if (!cookie) {
				const response = await fetch(`${server.url}/admin/sign-in`, {
					method: 'POST',
					redirect: 'manual',
					headers: {
						'content-type': 'application/x-www-form-urlencoded',
						'x-forwarded-for': '198.51.100.1',
					},
					body: new URLSearchParams({
						email: SITE_ADMIN_EMAIL,
						password: SITE_ADMIN_PASSWORD,
						redirectTo: '/admin',
					}),
				})
				const set = response.headers.get('set-cookie')
				if (!set) throw new Error(`admin sign-in failed: ${response.status}`)
				cookie = set.split(';')[0]!
			}
			return cookie
		},
		async admin(method, pathname, body) {
			return fetch(server.url + pathname, {
				method,
				headers: {
					cookie: await site.adminCookie(),
					'content-type': 'application/json',
					'x-forwarded-for': '198.51.100.1',
				},
				body: body === undefined ? undefined : JSON.stringify(body),
			})
		},
		async cacheStats() {
			return (await fetch(`${server.url}/__page-cache`)).json() as Promise<{
				renderCounts: Record<string, number>
			}>
		},
	}
	return site
}

/**
 * For a test file: its own database and the production server on it, started before the tests
 * and stopped after. Returns the site (call inside tests).
 */
export function testSite(
	label: string,
	env: Record<string, string> = {},
): () => Site {
	const database = setupTestDatabase(label)
	let site: Site | undefined
	beforeAll(async () => {
		site = await startSite(database.name, env)
	}, 120_000)
	afterAll(async () => {
		await site?.server.stop()
	})
	return () => site!
}
