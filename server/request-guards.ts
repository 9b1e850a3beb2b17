import type { Request, RequestHandler, Response } from 'express'
import { uncleanUrlMessage } from '#app/lib/clean-text.ts'
import { MULTIPART_FORM_LIMIT } from '#app/server/edge/http.server.ts'

/** An answer given before the app runs: JSON `{ message }` for the JSON API, plain text for the rest. */
export function sendRefusal(
	req: Request,
	res: Response,
	status: number,
	message: string,
	headers: Record<string, string> = {},
): void {
	res.status(status).set(headers)
	if (req.path === '/api' || req.path.startsWith('/api/')) res.json({ message })
	else res.type('text/plain').send(message)
}

/** The methods any route of ours answers; React Router itself would render others as an error page. */
const KNOWN_METHODS = [
	'GET',
	'HEAD',
	'POST',
	'PUT',
	'PATCH',
	'DELETE',
	'OPTIONS',
]

/** 405 for a method no route takes (PROPFIND, TRACE...), JSON on the API like every other refusal. */
export function refuseUnknownMethods(): RequestHandler {
	return (req, res, next) => {
		if (KNOWN_METHODS.includes(req.method)) return next()
		sendRefusal(
			req,
			res,
			405,
			`${req.method} is not a method this site answers.`,
			{ Allow: KNOWN_METHODS.join(', ') },
		)
	}
}

/**
 * 400 in JSON for an /api address that is not clean text (a control character or a line break,
 * which stops a route pattern's splat) whatever the method: the root middleware refuses such
 * addresses too, but a write to an address no route matches never reaches it, and React Router
 * would answer that with an HTML 404.
 */
export function refuseUncleanApiAddresses(): RequestHandler {
	return (req, res, next) => {
		if (!(req.path === '/api' || req.path.startsWith('/api/'))) return next()
		const message = uncleanUrlMessage(new URL(req.originalUrl, 'http://x'))
		if (!message) return next()
		sendRefusal(req, res, 400, message)
	}
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The most any request may send: the largest form, one carrying an image file. */
export const BODY_SIZE_LIMIT = MULTIPART_FORM_LIMIT

/**
 * CSRF defence for every form and API write: a browser always says where a request comes from
 * (Origin, and Sec-Fetch-Site in current browsers). A write from another site is refused before
 * any app code runs. Clients that are not browsers send neither header and are let through; the
 * admin session cookie is SameSite, so a foreign page cannot ride on it either.
 * `exempt` paths carry their own authority in the URL (a signed token), so where the request
 * comes from does not matter: RFC 8058 one-click unsubscribe is POSTed by mail clients, some of
 * them web pages on another origin.
 */
export function refuseCrossSiteWrites({
	publicUrl,
	exempt = [],
}: {
	publicUrl: string
	exempt?: readonly RegExp[]
}): RequestHandler {
	const publicOrigin = new URL(publicUrl).origin
	return (req, res, next) => {
		if (SAFE_METHODS.has(req.method)) return next()
		if (exempt.some(pattern => pattern.test(req.path))) return next()
		const origin = req.get('origin')
		const fetchSite = req.get('sec-fetch-site')
		const ownOrigins = [publicOrigin, `${req.protocol}://${req.get('host')}`]
		const crossSite = origin
			? origin === 'null' || !ownOrigins.includes(origin)
			: fetchSite === 'cross-site'
		if (!crossSite) return next()
		req.log.warn({ origin, fetchSite }, 'refused a cross-site write')
		sendRefusal(req, res, 403, 'Cross-site requests are not allowed.')
	}
}

/** Refuses a body that announces more than `limit` bytes (handlers cap what they read, too). */
export function limitBodySize(limit: number): RequestHandler {
	return (req, res, next) => {
		const length = Number(req.get('content-length') ?? '0')
		if (length > limit) {
			sendRefusal(req, res, 413, 'Request body is too large.')
			return
		}
		next()
	}
}

/**
 * A response that sets a cookie (a flashed notice, a session) is for one visitor only: no cache
 * may keep it, whatever the route asked for.
 */
export function noStoreWhenSettingCookies(): RequestHandler {
	return (_req, res, next) => {
		const writeHead = res.writeHead.bind(res)
		res.writeHead = ((...args: Parameters<typeof writeHead>) => {
			if (res.getHeader('set-cookie'))
				res.setHeader('Cache-Control', 'private, no-store')
			return writeHead(...args)
		}) as typeof res.writeHead
		next()
	}
}
