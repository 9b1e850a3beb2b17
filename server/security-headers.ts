import type { RequestHandler } from 'express'
import helmet from 'helmet'

export interface SecurityHeaderOptions {
	isProduction: boolean
	/** Extra origins the browser may send data to (analytics). */
	connectSources?: string[]
	/** Extra hosts the pages may frame (the YouTube player, the game). */
	frameSources?: string[]
	/** Extra origins images may load from (a configured CDN or bucket, IMAGE_CDN_URL). */
	imageSources?: string[]
	/** Hosts of external scripts a cached page loads (analytics); nonce-allowed on other pages. */
	scriptHosts?: string[]
}

type ScriptSources = (
	req: unknown,
	res: { locals: Record<string, unknown> },
) => string

/**
 * Headers for every response. Scripts run only with the request's nonce ('strict-dynamic' lets
 * the nonced module scripts load their own imports); no inline or eval'd script is allowed.
 */
export function securityHeaders(
	options: SecurityHeaderOptions,
): RequestHandler {
	return helmetWith(options, [
		(_req, res) => `'nonce-${res.locals.cspNonce as string}'`,
		"'strict-dynamic'",
	])
}

function helmetWith(
	{
		isProduction,
		frameSources = [],
		connectSources = [],
		imageSources = [],
	}: SecurityHeaderOptions,
	scriptSources: (string | ScriptSources)[],
): RequestHandler {
	return helmet({
		contentSecurityPolicy: {
			useDefaults: false,
			directives: {
				'default-src': ["'self'"],
				'script-src': scriptSources as never,
				'style-src': ["'self'", "'unsafe-inline'"],
				// Our own images only (contributors' images are copied in at approval), plus a configured CDN.
				'img-src': ["'self'", 'data:', 'blob:', ...imageSources],
				'font-src': ["'self'"],
				// Vite's dev server pushes updates over a WebSocket.
				'connect-src': [
					...(isProduction ? ["'self'"] : ["'self'", 'ws:', 'wss:']),
					...connectSources,
				],
				// Videos play in YouTube's privacy-enhanced player only (components/video-facade.tsx).
				'frame-src': ['https://www.youtube-nocookie.com', ...frameSources],
				'media-src': ["'self'"],
				'object-src': ["'none'"],
				'base-uri': ["'none'"],
				'form-action': ["'self'"],
				'frame-ancestors': ["'none'"],
				...(isProduction ? { 'upgrade-insecure-requests': [] } : {}),
			},
		},
		strictTransportSecurity: isProduction
			? { maxAge: 63072000, includeSubDomains: true }
			: false,
		referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
		crossOriginEmbedderPolicy: false,
		xPoweredBy: false,
	})
}

const SCRIPT_SOURCES_MARK = "'nonce-script-sources'"

/**
 * The same headers for pages served from the response cache, computed once: a cached page is the
 * same for every reader, so it cannot carry a per-request nonce. Its policy allows our own
 * origin's script files, the hashes of the page's own inline scripts (computed when it is stored),
 * and the analytics host; still no 'unsafe-inline' and no 'unsafe-eval' (docs/decisions/023).
 */
export function cachedPageSecurityHeaders(options: SecurityHeaderOptions): {
	headers: [string, string][]
	contentSecurityPolicy(scriptSources: readonly string[]): string
} {
	const collected = new Map<string, string>()
	const response = {
		locals: {},
		setHeader: (name: string, value: string | number | readonly string[]) =>
			collected.set(name, String(value)),
		removeHeader: (name: string) => collected.delete(name),
		getHeader: (name: string) => collected.get(name),
	}
	helmetWith(options, [SCRIPT_SOURCES_MARK])(
		{} as never,
		response as never,
		() => undefined,
	)
	const policy = collected.get('Content-Security-Policy') ?? ''
	collected.delete('Content-Security-Policy')
	const fixed = ["'self'", ...(options.scriptHosts ?? [])]
	return {
		headers: [...collected],
		contentSecurityPolicy: scriptSources =>
			policy.replace(
				SCRIPT_SOURCES_MARK,
				[...fixed, ...scriptSources].join(' '),
			),
	}
}
