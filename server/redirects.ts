import type { RequestHandler } from 'express'
import { resolveRedirect } from '#app/server/site/redirect-table.server.ts'
import type { Logger } from '#app/server/platform/logger.server.ts'

/** Browsers may keep a redirect an hour: an editor's change reaches them within that. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'

/**
 * The redirects manager's old addresses answer 301 before anything else runs (the response cache
 * included: `/?p=12` would otherwise be the cached front page). Only GET and HEAD; when the table
 * cannot be read (the database away), requests go on to the site as usual.
 */
export function serveRedirects(logger: Logger): RequestHandler {
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const question = req.originalUrl.indexOf('?')
		const search = question === -1 ? '' : req.originalUrl.slice(question)
		resolveRedirect(req.path, search).then(
			location => {
				if (!location) return next()
				res.set('Cache-Control', REDIRECT_CACHE_CONTROL)
				res.redirect(301, location)
			},
			(error: unknown) => {
				logger.warn({ err: error }, 'redirects could not be read')
				next()
			},
		)
	}
}
