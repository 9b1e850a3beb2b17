/**
 * The response cache for anonymous public pages (docs/decisions/022 and 023). It runs first in
 * the Express app: a hit is answered from memory with its stored headers and a stored compressed
 * variant (no rendering, no compression, no other middleware, no per-request log line), and a
 * browser that has the page gets 304. A miss renders the page once however many readers ask
 * (single flight), through React Router's handler with an anonymous request, and keeps the
 * finished response with its gzip and brotli variants. A page whose data changed is re-rendered
 * once in the background while readers get the previous version; a removed one is not served.
 *
 * What it never serves from the cache: anything but GET/HEAD, paths that are not public pages, a
 * visitor with an admin session or a flashed notice (cookies bl_admin, bl_toast), answers other
 * than 200 or that set a cookie or say private/no-store. Those go through the app as before.
 *
 * Rate limits: a page that counts one (a search) is counted here for each reader it serves, hit or
 * miss, keyed by that reader's address; the render readers share counts nothing (its request has
 * no client). A reader past the limit is sent through the app, which refuses them. Decision 053.
 *
 * Scripts: a cached page is the same for everyone, so it cannot carry a per-request nonce. Its
 * inline scripts are hashed when it is stored, and its policy allows exactly those (plus our own
 * origin's script files); see docs/decisions/023.
 */
import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import Negotiator from 'negotiator'
import {
	createRequestHandler,
	RouterContextProvider,
	type ServerBuild,
} from 'react-router'
import type { Logger } from '#app/server/platform/logger.server.ts'
import {
	collectDependencies,
	currentSequence,
	freshnessOf,
	onPagesInvalidated,
	pruneTagsBefore,
} from '#app/server/coordination/page-cache.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	consumeRateLimit,
	type LimitName,
} from '#app/server/coordination/rate-limit.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { runsSearch, searchText } from '#app/lib/search.ts'

const gzipAsync = promisify(gzip)
const brotliAsync = promisify(brotliCompress)

interface CacheRule {
	path: RegExp
	/** The query parameters that are part of the key (others are ignored). */
	params: readonly string[]
	/** Parameters that make the request an admin call (never cached). */
	adminWith?: readonly string[]
	/**
	 * The rate limits a page counts (its loader's consumeClientLimit), counted here for each reader
	 * the cache serves, hit or miss, and never by the render the readers share.
	 */
	limits?: (query: URLSearchParams) => readonly LimitName[]
}

/** Public pages, and the query parameters that change what they show. */
const CACHEABLE_PAGES: CacheRule[] = [
	{ path: /^\/$/, params: [] },
	{ path: /^\/article\/[\w-]{1,120}$/, params: [] },
	{ path: /^\/category\/[\w-]{1,60}$/, params: ['before', 'after'] },
	{ path: /^\/archive(?:\/\d{4}-\d{2})?$/, params: ['before', 'after'] },
	{ path: /^\/author\/[\w-]{1,60}$/, params: ['before', 'after'] },
	{ path: /^\/authors$/, params: [] },
	{ path: /^\/tag\/[\w-]{1,60}$/, params: ['before', 'after'] },
	// The search page by its words, filters and page (decision 058); counted against the search limit.
	{
		path: /^\/search$/,
		params: ['q', 'page', 'category', 'from', 'to'],
		limits: query => (runsSearch(searchText(query.get('q'))) ? ['search'] : []),
	},
	{
		path: /^\/(?:about|privacy|terms|game-of-influence|guest-post|free-guide)$/,
		params: [],
	},
	// The game is fixed content: a question page is a function of its answers so far, a result of its address.
	{ path: /^\/game-of-influence\/play$/, params: ['a', 'choice'] },
	{ path: /^\/game-of-influence\/result\/\d{1,12}$/, params: [] },
	{ path: /^\/rss\.xml$/, params: [] },
	{ path: /^\/category\/[\w-]{1,60}\/rss\.xml$/, params: [] },
	{ path: /^\/sitemap\.xml$/, params: [] },
	{ path: /^\/sitemaps\/[\w-]{1,40}\.xml$/, params: [] },
	// The public JSON lists (not single articles: their counts are read right after a view).
	// `?status=` lists drafts and scheduled articles to the admin (401 without the session).
	{
		path: /^\/api\/articles(?:\/category\/[\w-]{1,60})?$/,
		params: ['before', 'after'],
		adminWith: ['status'],
	},
	{ path: /^\/api\/articles\/(?:featured|breaking)$/, params: [] },
]

/** Browsers revalidate every time (a 304 costs nothing); shared caches may keep a page a minute. */
export const PUBLIC_PAGE_CACHE_CONTROL =
	'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=300'
/** How long a page is served without asking again (view counts, most read, promotions' dates). */
export const PAGE_FRESH_MS = 5 * 60_000
/** How long a page that cannot be re-rendered (the database is away) is still served. */
const PAGE_MAX_STALE_MS = 24 * 3600_000
/** After a failed background render, wait this long before trying again. */
const RETRY_AFTER_FAILURE_MS = 5_000
/** Background re-renders at once; a reader waiting on a miss is never queued behind them. */
const BACKGROUND_RENDERS = 2
/** Pages a change re-renders at once (the most recently read); the rest when next asked for. */
const EAGER_RENDERS = 24
/** What the cache's anonymous render requests say they are (isbot: the document in one piece). */
const CACHE_USER_AGENT =
	'brandline-page-cache/1 (bot; renders public pages once)'
const BYPASS_COOKIES = /(?:^|;\s*)(?:bl_admin|bl_toast)=/

type Encoding = 'br' | 'gzip' | 'identity'
type CacheState = 'HIT' | 'STALE' | 'MISS'

interface Rendered {
	status: number
	/** Headers of the answer besides the security headers, Cache-Control, ETag, encoding and length. */
	headers: [string, string][]
	body: Buffer
	/** The script-src sources this page needs (its inline scripts' hashes), for HTML. */
	scriptHashes: string[] | null
	cacheable: boolean
	tags: string[]
	sequence: number
}

interface Entry extends Rendered {
	key: string
	etag: string
	variants: Record<Encoding, { body: Buffer; head: string[] }>
	storedAt: number
	failedAt?: number
}

export interface StaticSecurityHeaders {
	/** Every security header of a page except the Content-Security-Policy. */
	headers: [string, string][]
	/** The Content-Security-Policy for a page whose scripts are allowed by `scriptSources`. */
	contentSecurityPolicy(scriptSources: readonly string[]): string
}

export interface ResponseCacheOptions {
	build: () => Promise<ServerBuild>
	mode: 'production' | 'development'
	publicUrl: string
	security: StaticSecurityHeaders
	maxBytes: number
	/** Benchmarking only: honour `X-Cache-Bypass: 1` (every request a miss) and answer /__page-cache. */
	benchmarking: boolean
	logger: Logger
}

export interface ResponseCache {
	middleware: RequestHandler
	/** Stops the background work and the summary log. */
	close(): void
}

/**
 * A request for a cached page: its key (the page's path and the parameters it reads) and the
 * limits its reader is counted against; null when the page is not cached.
 */
export function cachedPageOf(
	url: string,
): { key: string; limits: readonly LimitName[] } | null {
	const question = url.indexOf('?')
	const path = question === -1 ? url : url.slice(0, question)
	const isData = path.endsWith('.data')
	const page = isData
		? path === '/_root.data'
			? '/'
			: path.slice(0, -'.data'.length)
		: path
	const rule = CACHEABLE_PAGES.find(candidate => candidate.path.test(page))
	if (!rule) return null
	const query = new URLSearchParams(
		question === -1 ? '' : url.slice(question + 1),
	)
	if (rule.adminWith?.some(name => query.has(name))) return null
	const kept = [...rule.params, ...(isData ? ['_routes'] : [])]
		.flatMap(name => {
			const value = query.get(name)
			return value === null
				? []
				: [`${name}=${encodeURIComponent(value.slice(0, 200))}`]
		})
		.join('&')
	return {
		key: kept ? `${path}?${kept}` : path,
		limits: rule.limits?.(query) ?? [],
	}
}

/** The hashes of a document's inline scripts (not JSON-LD data blocks), as CSP sources. */
export function inlineScriptHashes(html: string): string[] {
	const hashes = new Set<string>()
	for (const match of html.matchAll(
		/<script\b([^>]*)>([\s\S]*?)<\/script>/gi,
	)) {
		const attributes = match[1] ?? ''
		if (
			/\bsrc\s*=/i.test(attributes) ||
			/type\s*=\s*"?application\/(ld\+)?json/i.test(attributes)
		)
			continue
		hashes.add(
			`'sha256-${createHash('sha256')
				.update(match[2] ?? '', 'utf8')
				.digest('base64')}'`,
		)
	}
	return [...hashes]
}

const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity']

/**
 * The stored variant for an Accept-Encoding header, by its q-values (negotiator, as Express and
 * the compression middleware negotiate): brotli before gzip when the client likes both alike, and
 * the uncompressed page when it refuses every coding (`gzip;q=0, br;q=0`, `*;q=0`).
 */
export function negotiatedEncoding(header: string | undefined): Encoding {
	const chosen = new Negotiator({
		headers: { 'accept-encoding': header },
	}).encoding(ENCODINGS, { preferred: ENCODINGS })
	return ENCODINGS.find(encoding => encoding === chosen) ?? 'identity'
}

const KEPT_HEADER = (name: string) =>
	!/^(set-cookie|cache-control|content-length|content-encoding|transfer-encoding|connection|keep-alive|date|etag|vary|content-security-policy.*|x-request-id)$/i.test(
		name,
	)

export function createResponseCache(
	options: ResponseCacheOptions,
): ResponseCache {
	const { security, logger, benchmarking } = options
	const handleRequest = createRequestHandler(options.build, options.mode)
	const origin = new URL(options.publicUrl).origin
	const baseHead = security.headers.flat()

	const store = new LRUCache<string, Entry>({
		maxSize: options.maxBytes,
		sizeCalculation: entry =>
			entry.variants.identity.body.length +
			entry.variants.gzip.body.length +
			entry.variants.br.body.length +
			2048,
	})
	/** Renders under way, with the sequence they started at. */
	const inflight = new Map<
		string,
		{ sequence: number; promise: Promise<Rendered> }
	>()
	const renderCounts = new Map<string, number>()
	const stats = {
		hits: 0,
		stale: 0,
		misses: 0,
		notModified: 0,
		bypassed: 0,
		renders: 0,
		renderMs: 0,
		failures: 0,
	}
	let renderSerial = 0

	async function render(key: string): Promise<Rendered> {
		const sequence = currentSequence()
		const started = performance.now()
		renderSerial += 1
		const context = new RouterContextProvider()
		// Rendered once for every reader: the limits its reader would count are counted per reader.
		context.set(requestInfoContext, {
			requestId: `page-cache-${renderSerial}`,
			cspNonce: '',
			clientIp: 'page-cache',
			sharedRender: { countedPerReader: cachedPageOf(key)?.limits ?? [] },
			log: logger,
		})
		const request = new Request(new URL(key, origin), {
			headers: {
				accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
				'user-agent': CACHE_USER_AGENT,
			},
		})
		const { result, tags } = await collectDependencies(async () => {
			const response = await handleRequest(request, context)
			return { response, body: Buffer.from(await response.arrayBuffer()) }
		})
		const { response, body } = result
		const cacheControl = response.headers.get('cache-control') ?? ''
		const headers = [...response.headers].filter(([name]) => KEPT_HEADER(name))
		const isHtml = (response.headers.get('content-type') ?? '').startsWith(
			'text/html',
		)
		stats.renders += 1
		stats.renderMs += performance.now() - started
		if (benchmarking) renderCounts.set(key, (renderCounts.get(key) ?? 0) + 1)
		return {
			status: response.status,
			headers,
			body,
			scriptHashes: isHtml ? inlineScriptHashes(body.toString('utf8')) : null,
			cacheable:
				response.status === 200 &&
				!response.headers.has('set-cookie') &&
				!/private|no-store/i.test(cacheControl),
			tags,
			sequence,
		}
	}

	function headFor(
		rendered: Rendered,
		etag: string | null,
		encoding: Encoding,
		length: number,
	): string[] {
		return [
			...baseHead,
			...(rendered.scriptHashes
				? [
						'Content-Security-Policy',
						security.contentSecurityPolicy(rendered.scriptHashes),
					]
				: []),
			...rendered.headers.flat(),
			'Cache-Control',
			rendered.cacheable ? PUBLIC_PAGE_CACHE_CONTROL : 'no-store',
			'Vary',
			'Accept-Encoding',
			...(etag ? ['ETag', etag] : []),
			...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
			'Content-Length',
			String(length),
		]
	}

	async function toEntry(key: string, rendered: Rendered): Promise<Entry> {
		const [gzipped, brotli] = await Promise.all([
			gzipAsync(rendered.body, { level: 6 }),
			brotliAsync(rendered.body, {
				params: {
					[zlib.BROTLI_PARAM_QUALITY]: 6,
					[zlib.BROTLI_PARAM_SIZE_HINT]: rendered.body.length,
				},
			}),
		])
		const etag = `W/"${createHash('sha1').update(rendered.body).digest('base64url')}"`
		const variant = (encoding: Encoding, body: Buffer) => ({
			body,
			head: headFor(rendered, etag, encoding, body.length),
		})
		return {
			...rendered,
			key,
			etag,
			variants: {
				identity: variant('identity', rendered.body),
				gzip: variant('gzip', gzipped),
				br: variant('br', brotli),
			},
			storedAt: Date.now(),
		}
	}

	/** Renders `key` once however many ask; stores the answer when it may be cached. */
	function renderOnce(key: string): Promise<Rendered> {
		const running = inflight.get(key)
		if (running) return running.promise
		const promise = (async () => {
			try {
				const rendered = await render(key)
				if (rendered.cacheable) {
					const entry = await toEntry(key, rendered)
					store.set(key, entry)
					return entry
				}
				store.delete(key)
				return rendered
			} finally {
				inflight.delete(key)
			}
		})()
		inflight.set(key, { sequence: currentSequence(), promise })
		return promise
	}

	// Background renders take a slot; readers waiting on a miss never queue behind them.
	let activeBackground = 0
	const waitingForSlot: (() => void)[] = []
	const queued = new Map<string, Promise<unknown>>()

	async function inBackgroundSlot<T>(run: () => Promise<T>): Promise<T> {
		if (activeBackground >= BACKGROUND_RENDERS)
			await new Promise<void>(resolve => waitingForSlot.push(resolve))
		activeBackground += 1
		try {
			return await run()
		} finally {
			activeBackground -= 1
			waitingForSlot.shift()?.()
		}
	}

	/**
	 * Re-renders `key` in the background, once: a render queued, or under way since the last change,
	 * is enough; one that started before the last change is followed by a fresh one.
	 */
	function revalidate(key: string): Promise<unknown> {
		const running = inflight.get(key)
		if (running)
			return running.sequence >= currentSequence()
				? running.promise
				: running.promise.catch(() => undefined).then(() => revalidate(key))
		const existing = queued.get(key)
		if (existing) return existing
		const entry = store.peek(key)
		if (entry?.failedAt && Date.now() - entry.failedAt < RETRY_AFTER_FAILURE_MS)
			return Promise.resolve()
		const run = inBackgroundSlot(() => renderOnce(key))
			.catch((error: unknown) => {
				stats.failures += 1
				const failed = store.peek(key)
				if (failed) failed.failedAt = Date.now()
				logger.warn(
					{ err: error, key },
					'page re-render failed; the previous version is served meanwhile',
				)
			})
			.finally(() => queued.delete(key))
		queued.set(key, run)
		return run
	}

	// When a change is known here (a write on this instance, or read from the change log), the
	// most recently read pages it affects are re-rendered at once (the writer's request waits for
	// them, a little); the others when next asked for. Readers meanwhile get the previous version.
	const stopListening = onPagesInvalidated(tags => {
		const affected: string[] = []
		for (const [key, entry] of store.entries()) {
			if (!tags.some(tag => entry.tags.includes(tag))) continue
			affected.push(key)
			if (affected.length >= EAGER_RENDERS) break
		}
		return Promise.allSettled(affected.map(key => revalidate(key))).then(
			() => undefined,
		)
	})

	function send(
		req: IncomingMessage,
		res: ServerResponse,
		rendered: Rendered | Entry,
		state: CacheState,
	) {
		if ('variants' in rendered) {
			const inm = req.headers['if-none-match']
			if (
				inm &&
				inm
					.split(/\s*,\s*/)
					.some(
						tag =>
							tag === rendered.etag ||
							tag === rendered.etag.slice(2) ||
							tag === '*',
					)
			) {
				stats.notModified += 1
				res.writeHead(304, [
					...baseHead,
					'ETag',
					rendered.etag,
					'Cache-Control',
					PUBLIC_PAGE_CACHE_CONTROL,
					'Vary',
					'Accept-Encoding',
					'X-Cache',
					state,
					'X-Request-Id',
					randomUUID(),
				])
				res.end()
				return
			}
			const variant =
				rendered.variants[negotiatedEncoding(req.headers['accept-encoding'])]
			res.writeHead(rendered.status, [
				...variant.head,
				'X-Cache',
				state,
				'X-Request-Id',
				randomUUID(),
			])
			res.end(req.method === 'HEAD' ? undefined : variant.body)
			return
		}
		// An answer that is not kept (a 404, a redirect): sent as rendered, uncompressed, not cached.
		res.writeHead(rendered.status, [
			...headFor(rendered, null, 'identity', rendered.body.length),
			'X-Cache',
			state,
			'X-Request-Id',
			randomUUID(),
		])
		res.end(req.method === 'HEAD' ? undefined : rendered.body)
	}

	const middleware: RequestHandler = (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		if (benchmarking && req.url === '/__page-cache') {
			res.json({
				...stats,
				entries: store.size,
				bytes: store.calculatedSize,
				renderCounts: Object.fromEntries(renderCounts),
			})
			return
		}
		const page = cachedPageOf(req.url)
		if (!page) return next()
		const cookie = req.headers.cookie
		if (
			(cookie && BYPASS_COOKIES.test(cookie)) ||
			(benchmarking && req.headers['x-cache-bypass'] === '1')
		) {
			stats.bypassed += 1
			return next()
		}
		if (page.limits.length === 0) return serve(req, res, next, page.key)
		// Counted for this reader, whoever rendered the page; a reader past a limit goes through the
		// app, whose page tells them so with its own status.
		countReader(page.limits, req.ip ?? 'unknown').then(
			allowed => (allowed ? serve(req, res, next, page.key) : next()),
			(error: unknown) => next(error),
		)
	}

	function serve(
		req: IncomingMessage,
		res: ServerResponse,
		next: (error?: unknown) => void,
		key: string,
	): void {
		const entry = store.get(key)
		if (entry) {
			const freshness = freshnessOf(entry.tags, entry.sequence)
			const age = Date.now() - entry.storedAt
			if (freshness === 'fresh' && age < PAGE_FRESH_MS) {
				stats.hits += 1
				return send(req, res, entry, 'HIT')
			}
			if (freshness !== 'removed' && age < PAGE_MAX_STALE_MS) {
				stats.stale += 1
				void revalidate(key)
				return send(req, res, entry, 'STALE')
			}
		}
		stats.misses += 1
		renderOnce(key).then(
			rendered => send(req, res, rendered, 'MISS'),
			(error: unknown) => next(error),
		)
	}

	/** Counts one attempt of `client` against each limit; false when one refuses it. */
	async function countReader(
		limits: readonly LimitName[],
		client: string,
	): Promise<boolean> {
		try {
			for (const name of limits) await consumeRateLimit(name, client)
			return true
		} catch (error) {
			if (error instanceof DomainError && error.kind === 'rate-limited')
				return false
			throw error
		}
	}

	const summary = setInterval(() => {
		let oldest = currentSequence()
		for (const entry of store.values())
			oldest = Math.min(oldest, entry.sequence)
		pruneTagsBefore(oldest)
		if (stats.hits + stats.stale + stats.misses + stats.bypassed === 0) return
		logger.info(
			{
				...stats,
				renderMs: Math.round(stats.renderMs),
				entries: store.size,
				bytes: store.calculatedSize,
			},
			'page cache (last minute: hits answered from memory, stale while re-rendering, misses rendered)',
		)
		Object.assign(stats, {
			hits: 0,
			stale: 0,
			misses: 0,
			notModified: 0,
			bypassed: 0,
			renders: 0,
			renderMs: 0,
			failures: 0,
		})
	}, 60_000)
	summary.unref()

	return {
		middleware,
		close() {
			clearInterval(summary)
			stopListening()
		},
	}
}
