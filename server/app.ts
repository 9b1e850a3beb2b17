/**
 * The server, as one bundle: Vite builds this module together with the React Router app
 * (vite.config.ts, `environments.ssr`), so production runs `build/server/index.js` and nothing
 * else of ours. `server.js` starts it; in development `server/dev.ts` loads it through Vite.
 *
 * It reads the configuration, connects to MongoDB (MONGODB_URI; the embedded database is
 * development tooling that sets it), adds sample content to an empty database, runs the
 * periodic jobs, and serves HTTP until SIGTERM/SIGINT.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { once } from 'node:events'
import { STATUS_CODES, type Server } from 'node:http'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type ErrorRequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { upgradeArticleBodies } from '#app/server/articles/bodies.server.ts'
import { flushCounters } from '#app/server/coordination/counters.server.ts'
import {
	connectDatabase,
	disconnectDatabase,
	ensureIndexes,
	redactUri,
} from '#app/server/platform/db.server.ts'
import { EnvError, getEnv, type Env } from '#app/server/platform/env.server.ts'
import {
	queueScheduledArticles,
	upgradeLegacyArticles,
} from '#app/server/articles/publishing-queue.server.ts'
import { asDomainError } from '#app/server/platform/errors.server.ts'
import { headersOf, statusOf } from '#app/server/edge/http.server.ts'
import { startJobs } from '#app/server/coordination/jobs.server.ts'
import { PERIODIC_JOBS } from '#app/server/periodic-jobs.server.ts'
import { EXPIRING_RECORDS } from '#app/server/expiring-records.server.ts'
import { ensureExpiry } from '#app/server/coordination/expiry.server.ts'
import { dropRetiredCollections } from '#app/server/coordination/retired-collections.server.ts'
import { logger, type Logger } from '#app/server/platform/logger.server.ts'
import {
	runSiteCommand,
	siteCommandOf,
} from '#app/server/exports/commands.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { seedSampleContent } from '#app/server/site/seed.server.ts'
import { ensureOwner } from '#app/server/people/staff.server.ts'
import { followPageChanges } from '#app/server/coordination/page-cache.server.ts'
import { loadSettings } from '#app/server/site/settings.server.ts'
import { startSearchIndex } from '#app/server/search/lifecycle.server.ts'
import {
	BODY_SIZE_LIMIT,
	limitBodySize,
	noStoreWhenSettingCookies,
	refuseCrossSiteWrites,
	refuseUncleanApiAddresses,
	refuseUnknownMethods,
} from './request-guards.ts'
import { serveRedirects } from './redirects.ts'
import { createResponseCache } from './response-cache.ts'
import { settleUnreadBodies } from './unread-bodies.ts'
import {
	cachedPageSecurityHeaders,
	securityHeaders,
	type SecurityHeaderOptions,
} from './security-headers.ts'

export interface AppOptions {
	env: Env
	logger: Logger
	/** Development: Vite serves assets and compiles the app on demand. */
	vite?: ViteDevServer
}

const REQUEST_ID = /^[\w.-]{8,128}$/

/** Writes any site may send: the token in the URL is the authority (one-click unsubscribe, RFC 8058). */
const CROSS_SITE_WRITES_ALLOWED = [/^\/newsletter\/one-click\/[^/]+$/]

/** Where the client build sits beside this bundle (build/client next to build/server). */
const CLIENT_DIR = fileURLToPath(new URL('../client', import.meta.url))

/** The id genReqId gave the request (always a string here). */
function requestIdOf(req: express.Request): string {
	return typeof req.id === 'string' ? req.id : JSON.stringify(req.id)
}

/** The 4xx/5xx an Express-level error names (body-parser's 413, for one), else 500. */
function httpStatusOf(error: unknown): number {
	const status =
		typeof error === 'object' && error !== null && 'status' in error
			? error.status
			: undefined
	return typeof status === 'number' && status >= 400 && status < 600
		? status
		: 500
}

function serverBuild(
	vite: ViteDevServer | undefined,
): () => Promise<ServerBuild> {
	if (vite)
		return () =>
			vite.ssrLoadModule(
				'virtual:react-router/server-build',
			) as Promise<ServerBuild>
	return () => import('virtual:react-router/server-build')
}

export function createApp({ env, logger, vite }: AppOptions): express.Express {
	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', env.TRUST_PROXY)

	const headerOptions: SecurityHeaderOptions = {
		isProduction: env.isProduction,
		frameSources: env.GAME_URL ? [new URL(env.GAME_URL).origin] : [],
		connectSources: env.ANALYTICS_PLAUSIBLE_DOMAIN
			? ['https://plausible.io']
			: [],
		scriptHosts: env.ANALYTICS_PLAUSIBLE_DOMAIN ? ['https://plausible.io'] : [],
		imageSources: env.IMAGE_CDN_URL ? [new URL(env.IMAGE_CDN_URL).origin] : [],
	}

	// First, before anything answers: an answer given with the body unread drains it or closes
	// cleanly (docs/decisions/053).
	app.use(settleUnreadBodies())

	// Then an old address the redirects manager knows answers 301 (docs/decisions/063).
	app.use(serveRedirects(logger))

	// Then a public page in the cache is answered before any other middleware runs.
	if (env.PAGE_CACHE) {
		app.use(
			createResponseCache({
				build: serverBuild(vite),
				mode: env.isProduction ? 'production' : 'development',
				publicUrl: env.PUBLIC_URL,
				security: cachedPageSecurityHeaders(headerOptions),
				maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
				benchmarking: env.PAGE_CACHE_BENCH,
				logger,
			}).middleware,
		)
	}

	app.use(
		pinoHttp({
			logger,
			genReqId(req, res) {
				const incoming = req.headers['x-request-id']
				const id =
					typeof incoming === 'string' && REQUEST_ID.test(incoming)
						? incoming
						: randomUUID()
				res.setHeader('X-Request-Id', id)
				return id
			},
			// Asset requests would drown the log; they are served before any app code runs.
			autoLogging: {
				ignore: req =>
					/^\/(assets|@vite|@fs|node_modules|app)\//.test(req.url ?? ''),
			},
			// 503 is an outage we answer on purpose (the database away): a warning, not a bug.
			customLogLevel: (_req, res, error) =>
				error || (res.statusCode >= 500 && res.statusCode !== 503)
					? 'error'
					: res.statusCode >= 400
						? 'warn'
						: 'info',
			serializers: {
				// A one-time upload link is a secret until it is used: its token stays out of the log.
				req: (req: { id: string; method: string; url: string }) => ({
					id: req.id,
					method: req.method,
					url: req.url.replace(/(\/api\/images\/upload\/)[^/?#]+/, '$1[token]'),
				}),
				res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
			},
		}),
	)

	app.use((_req, res, next) => {
		res.locals.cspNonce = randomBytes(16).toString('base64')
		next()
	})
	app.use(securityHeaders(headerOptions))
	app.use(compression())
	app.use(refuseUnknownMethods())
	app.use(refuseUncleanApiAddresses())
	app.use(
		refuseCrossSiteWrites({
			publicUrl: env.PUBLIC_URL,
			exempt: CROSS_SITE_WRITES_ALLOWED,
		}),
	)
	app.use(limitBodySize(BODY_SIZE_LIMIT))
	app.use(noStoreWhenSettingCookies())

	if (vite) {
		app.use(vite.middlewares)
	} else {
		// Fingerprinted assets never change; everything else in public/ may.
		app.use(
			'/assets',
			express.static(`${CLIENT_DIR}/assets`, {
				immutable: true,
				maxAge: '1y',
				index: false,
			}),
		)
		app.use(express.static(CLIENT_DIR, { maxAge: '1h', index: false }))
	}

	app.all(
		'/{*path}',
		createRequestHandler({
			build: serverBuild(vite),
			mode: env.isProduction ? 'production' : 'development',
			getLoadContext(req, res) {
				const context = new RouterContextProvider()
				context.set(requestInfoContext, {
					requestId: requestIdOf(req),
					cspNonce: res.locals.cspNonce as string,
					clientIp: req.ip ?? 'unknown',
					log: req.log,
				})
				return context
			},
		}),
	)

	// Failures outside React Router (the request handler itself, Express): the API answers JSON.
	const errorHandler: ErrorRequestHandler = (
		error: unknown,
		req,
		res,
		_next,
	) => {
		const failure = asDomainError(error)
		const status = failure ? statusOf(failure) : httpStatusOf(error)
		// A refusal (an address that does not decode: Express's 400) is the client's, not a bug.
		if (failure || status < 500)
			req.log.warn(
				{
					status,
					reason:
						error instanceof Error ? error.message.slice(0, 200) : undefined,
				},
				'request refused',
			)
		else req.log.error({ err: error }, 'unhandled error')
		if (res.headersSent) return res.end()
		res.status(status).set(failure ? headersOf(failure) : {})
		const message =
			failure?.message ??
			(error instanceof URIError
				? 'The address does not decode (broken percent-encoding).'
				: status < 500
					? `${STATUS_CODES[status] ?? 'Bad request'}.`
					: 'Something went wrong on our side.')
		if (
			req.path.startsWith('/api/') ||
			req.accepts(['html', 'json']) === 'json'
		) {
			res.json({ message, requestId: requestIdOf(req) })
		} else {
			const title =
				status < 500 ? 'We could not read that request' : 'Something went wrong'
			res
				.type('html')
				.send(
					`<!doctype html><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${message} Reference: ${requestIdOf(req).replace(/[^\w.-]/g, '')}</p>`,
				)
		}
	}
	app.use(errorHandler)

	return app
}

function loadEnv(): Env {
	try {
		return getEnv()
	} catch (error) {
		if (error instanceof EnvError) {
			console.error(`${error.message}\nSee .env.example for every setting.`)
			process.exit(1)
		}
		throw error
	}
}

/** How the rate limits tell clients apart, in words for the start-up log. */
function clientAddressRule(env: Env): string {
	return env.TRUST_PROXY === 0
		? "the connection's address (TRUST_PROXY=false: no proxy is trusted)"
		: `the address ${env.TRUST_PROXY} proxy hop${env.TRUST_PROXY === 1 ? '' : 's'} back in X-Forwarded-For (TRUST_PROXY=${env.TRUST_PROXY})`
}

/**
 * The owner, an Administrator, from ADMIN_EMAIL and ADMIN_PASSWORD(_HASH) on an empty staff table
 * (docs/decisions/060); the log says which address signs in, so a deployment from before staff
 * accounts (no ADMIN_EMAIL) knows its own.
 */
async function announceOwner(env: ReturnType<typeof loadEnv>): Promise<void> {
	const { outcome, email, emailChanged, emailTaken } = await ensureOwner(env)
	if (!email) return
	if (emailTaken)
		console.warn(
			`ADMIN_EMAIL changed to ${env.adminEmail}, but another person on the staff signs in with it: the owner still signs in as ${email}.`,
		)
	if (emailChanged)
		console.log(`ADMIN_EMAIL changed: the owner now signs in as ${email}.`)
	const said = {
		created: 'No staff yet: created the owner, an Administrator, who',
		'password-reset':
			"The deployment's admin password changed, so the owner's password is now that one (their sessions ended); the owner",
		unchanged: 'The owner',
	}[outcome as 'created' | 'password-reset' | 'unchanged']
	if (outcome !== 'unchanged' || env.adminEmailDefaulted)
		console.log(
			`${said} signs in at /admin as ${email}${env.adminEmailDefaulted ? ' (ADMIN_EMAIL is not set: this is its default)' : ''}.`,
		)
}

export interface StartOptions {
	/** Development: serve through this Vite dev server. */
	vite?: ViteDevServer
	/** `--seed`: add the sample content (idempotently) and exit instead of serving. */
	seedOnly?: boolean
	/**
	 * `--rerender`: bring every article body up to this renderer (move inline markdown out, render
	 * bodies of an older renderer; `--all` renders every body again), then exit.
	 */
	rerenderOnly?: boolean
}

/** Starts the site; resolves once it is listening (or, with `seedOnly`/`rerenderOnly`, once that is done). */
export async function startServer({
	vite,
	seedOnly = process.argv.includes('--seed'),
	rerenderOnly = process.argv.includes('--rerender'),
}: StartOptions = {}): Promise<void> {
	const env = loadEnv()
	// `--backup` / `--restore`: one line of output and an exit code, for cron (commands.server.ts).
	const command = siteCommandOf(process.argv)
	if (command) {
		process.exitCode = await runSiteCommand(command, env)
		return
	}
	if (env.usingDefaults.length > 0) {
		logger.warn(
			{ settings: env.usingDefaults },
			'using development defaults (never in production)',
		)
	}
	if (!env.MONGODB_URI) {
		console.error(
			'MONGODB_URI is not set. `npm run dev` and `npm run preview` start the embedded database and set it for you.',
		)
		process.exit(1)
	}
	console.log(`Database: ${redactUri(env.MONGODB_URI)}`)
	await connectDatabase(env.MONGODB_URI, {
		log: message => logger.warn(message),
	})
	await ensureIndexes(message => logger.warn(message))
	await announceOwner(env)
	// Ended records: TTL indexes where the server has them (MongoDB), else the sweep job (decision 055).
	const expiresByItself = await ensureExpiry(EXPIRING_RECORDS)
	console.log(
		expiresByItself
			? 'Ended records are removed by TTL indexes.'
			: 'Ended records are removed by the sweep job (no TTL indexes on this server).',
	)
	const retired = await dropRetiredCollections()
	if (retired.length > 0)
		logger.info(
			{ collections: retired },
			'retired coordination collections dropped',
		)
	const upgraded = await upgradeLegacyArticles()
	if (upgraded.statuses + upgraded.slugs > 0)
		logger.info(
			upgraded,
			'articles from before the publishing workflow upgraded (status published, an address)',
		)

	if (rerenderOnly) {
		const report = await upgradeArticleBodies({
			all: process.argv.includes('--all'),
		})
		console.log(
			`Article bodies: ${report.moved} moved out of articles, ${report.rerendered} rendered again`,
		)
		await disconnectDatabase()
		return
	}
	if (seedOnly) {
		const report = await seedSampleContent({
			onlyIfEmpty: false,
			imageCache: env.SEED_IMAGE_CACHE_DIR,
		})
		console.log(`Seeded: ${JSON.stringify(report)}`)
		await disconnectDatabase()
		return
	}
	if (env.SEED_ON_START) {
		const report = await seedSampleContent({
			onlyIfEmpty: true,
			imageCache: env.SEED_IMAGE_CACHE_DIR,
		})
		if (report.seeded)
			console.log(
				`Empty database: added sample content ${JSON.stringify(report.counts)}`,
			)
	}

	// Changes made before this process serves anything are already in what it will render.
	const stopFollowingChanges = await followPageChanges()
	// The publication's settings, read before serving (e-mails built without waiting use this copy).
	await loadSettings().catch((error: unknown) =>
		logger.warn({ err: error }, 'settings not read yet; using the defaults'),
	)
	// Built in the background: searches use the fallback until it is ready (decision 058).
	const stopSearchIndex = startSearchIndex()
	const app = createApp({ env, logger, vite })
	const server: Server = app.listen(env.PORT, env.HOST)
	await once(server, 'listening')
	const address = server.address()
	const port = address && typeof address === 'object' ? address.port : env.PORT
	const stopJobs = startJobs(PERIODIC_JOBS, logger)
	// Scheduled before the publishing queue existed (or by an older instance): queued for their time.
	// After listening: one pass over the articles (a full scan on FerretDB) that no page waits for,
	// and the ten-minute sweep publishes anything it has not queued yet.
	queueScheduledArticles().catch((error: unknown) =>
		logger.warn({ err: error }, 'scheduled articles not queued at start'),
	)
	if (env.PAGE_CACHE_BENCH)
		logger.warn(
			'PAGE_CACHE_BENCH is on: X-Cache-Bypass is honoured (benchmarking only)',
		)
	console.log(`Rate limits tell clients apart by ${clientAddressRule(env)}.`)
	console.log(
		`Brandline is running at http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port} (${env.NODE_ENV})`,
	)

	let closing = false
	const shutdown = async (signal: string) => {
		if (closing) return
		closing = true
		logger.info({ signal }, 'shutting down')
		const force = setTimeout(() => server.closeAllConnections(), 10_000).unref()
		server.closeIdleConnections()
		await new Promise<void>(resolve => server.close(() => resolve()))
		clearTimeout(force)
		await stopJobs()
		await stopFollowingChanges()
		stopSearchIndex()
		// Counts buffered in the last second are written before the connection closes.
		await flushCounters().catch((error: unknown) =>
			logger.warn({ err: error }, 'counters not flushed at shutdown'),
		)
		await vite?.close()
		await disconnectDatabase()
		process.exit(0)
	}
	process.once('SIGTERM', () => void shutdown('SIGTERM'))
	process.once('SIGINT', () => void shutdown('SIGINT'))
}
