/**
 * Answers sent before the request's body is read (docs/decisions/053). A refusal (413, 403 for
 * another site, 405, 415, 429, 400) is often given while the client is still sending its body,
 * and Node left three ways to break the connection: the app's body stream stops pulling, so the
 * rest is never read, the next request on the connection is never parsed and the idle timeout
 * resets it; a handler that cancels a body (a limit passed half-way) destroys the request, which
 * resets the connection before the answer is even out; and a body nobody touched is read to its
 * end, however large. Behind a proxy that pools upstream connections, the request lost is the
 * next reader's.
 *
 * One rule for every answer, whoever gives it, applied as its headers go out with the body
 * unfinished:
 * - a body that has all arrived, or is announced at DRAIN_LIMIT bytes or fewer, is drained (read
 *   and dropped) and the connection stays open for the next request;
 * - a larger one, or one of unknown length (chunked), is answered with `Connection: close`; after
 *   the answer the server stops sending and keeps reading and dropping what arrives until the
 *   client closes its side or LINGER_MS pass (a lingering close, as nginx and Apache do), so the
 *   client reads the answer, never a reset.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import type { RequestHandler } from 'express'
import {
	FORM_BODY_LIMIT,
	JSON_BODY_LIMIT,
} from '#app/server/edge/http.server.ts'

/** The most of a refused body that is read to keep the connection: any form or JSON body we read. */
export const DRAIN_LIMIT = Math.max(FORM_BODY_LIMIT, JSON_BODY_LIMIT)
/** How long a connection closed on an unread body keeps reading (and dropping) what the client sends. */
export const LINGER_MS = 5_000

/** The body's announced length; null when it has none (chunked, or not a number). */
function announcedLength(req: IncomingMessage): number | null {
	if (req.headers['transfer-encoding'] !== undefined) return null
	const length = Number(req.headers['content-length'] ?? '0')
	return Number.isSafeInteger(length) ? length : null
}

/** Takes the body from whoever was reading it, and drops the rest as it arrives. */
function dropRest(req: IncomingMessage): void {
	req.removeAllListeners('data')
	req.resume()
}

/** Instead of closing at once (a reset if the client is still sending), closes once the client has stopped. */
function closeWhenClientStops(socket: Socket, req: IncomingMessage): void {
	socket.destroySoon = () => {
		socket.end()
		dropRest(req)
		const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref()
		socket.once('close', () => clearTimeout(timer))
	}
}

/** As the headers go out with the body unfinished: drain it (keep the connection) or close cleanly. */
function settle(req: IncomingMessage, res: ServerResponse): void {
	const length = announcedLength(req)
	const drain = req.complete || (length !== null && length <= DRAIN_LIMIT)
	if (!drain) res.setHeader('Connection', 'close')
	const closing =
		!drain ||
		!res.shouldKeepAlive ||
		/\bclose\b/i.test(String(res.getHeader('connection') ?? ''))
	if (closing) closeWhenClientStops(req.socket, req)
	res.once('finish', () => dropRest(req))
}

export function settleUnreadBodies(): RequestHandler {
	return (req, res, next) => {
		const length = announcedLength(req)
		if (length === 0) return next()
		// A handler that stops reading (a body refused half-way: its stream cancelled) leaves the rest
		// to the rule above instead of resetting the connection before its answer is sent.
		const destroy = req.destroy.bind(req)
		req.destroy = (error?: Error) => {
			if (req.socket.destroyed || req.readableEnded) return destroy(error)
			req.pause()
			return req
		}
		const writeHead = res.writeHead.bind(res)
		res.writeHead = ((...args: Parameters<typeof writeHead>) => {
			if (!req.readableEnded && !res.headersSent) settle(req, res)
			return writeHead(...args)
		}) as typeof res.writeHead
		next()
	}
}
