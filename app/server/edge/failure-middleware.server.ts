/**
 * How every route answers when something fails, in one place: the root route's middleware.
 *
 * - An address whose path or query carries a null byte or another control character (or does
 *   not decode) is refused with 400 before any route reads it.
 * - While the database is unreachable, every page and API call (but /healthz) answers 503 with
 *   Retry-After at once, instead of waiting for the driver to give up: pages with the root error
 *   boundary's "back in a moment" screen, the API with `{ message }`.
 * - A failure that a loader or action let through is reported by entry.server's `handleError`,
 *   which records its domain meaning here (`failureContext`): a database that went away
 *   mid-request, a body too large. The answer then gets that failure's status, not a 500.
 * - The JSON API answers JSON, always: an error from /api/* that is not JSON (React Router's
 *   plain-text 500, a thrown Response) becomes `{ message }` with the same status.
 */
import { STATUS_CODES } from 'node:http'
import {
	createContext,
	data,
	type MiddlewareFunction,
	type RouterContextProvider,
} from 'react-router'
import { uncleanUrlMessage } from '#app/lib/clean-text.ts'
import { databaseState } from '#app/server/platform/db.server.ts'
import {
	DATABASE_UNAVAILABLE,
	DomainError,
	invalid,
} from '#app/server/platform/errors.server.ts'
import {
	domainErrorResponse,
	errorResponse,
	headersOf,
	statusOf,
} from './http.server.ts'

/** The domain meaning of a failure a route did not handle; set by `handleError`. */
export const failureContext = createContext<DomainError | null>(null)

/** Paths that answer during an outage: the health check reports it. */
const ANSWERS_DURING_OUTAGE = new Set(['/healthz'])

function isApi(pathname: string): boolean {
	return pathname === '/api' || pathname.startsWith('/api/')
}

const SERVER_FAULT =
	'Something went wrong on our side. Please try again in a moment.'

/**
 * A failure as the answer its route kind expects: JSON for the API, the error boundary for pages
 * (entry.server adds the failure's headers, Retry-After, to the page it renders).
 */
function answerFailure(
	context: Readonly<RouterContextProvider>,
	api: boolean,
	failure: DomainError,
): Response {
	if (api) return domainErrorResponse(failure)
	context.set(failureContext, failure)
	throw data(
		{ message: failure.message },
		{ status: statusOf(failure), headers: headersOf(failure) },
	)
}

/** An error answer that is not JSON, as `{ message }`: its own short text, else the status's name. */
async function asJsonError(response: Response): Promise<Response> {
	const text = response.status >= 500 ? '' : (await response.text()).trim()
	const short = text !== '' && text.length <= 300 && !text.startsWith('<')
	const message =
		response.status >= 500
			? SERVER_FAULT
			: short
				? text
				: `${STATUS_CODES[response.status] ?? 'Request failed'}.`
	const headers = new Headers(response.headers)
	headers.delete('content-length')
	headers.delete('content-type')
	return errorResponse(response.status, message, undefined, headers)
}

export const answerFailures: MiddlewareFunction<Response> = async (
	{ request, context },
	next,
) => {
	const url = new URL(request.url)
	const { pathname } = url
	const api = isApi(pathname)
	const unclean = uncleanUrlMessage(url)
	if (unclean) return answerFailure(context, api, invalid(unclean))
	if (databaseState() !== 'connected' && !ANSWERS_DURING_OUTAGE.has(pathname)) {
		return answerFailure(
			context,
			api,
			new DomainError('unavailable', DATABASE_UNAVAILABLE, {
				retryAfterSeconds: 5,
			}),
		)
	}
	const response = await next()
	const failure = context.get(failureContext)
	if (failure && response.status >= 500 && !response.headers.has('Location')) {
		await response.body?.cancel()
		return answerFailure(context, api, failure)
	}
	if (
		api &&
		response.status >= 400 &&
		!/\bjson\b/i.test(response.headers.get('content-type') ?? '')
	)
		return asJsonError(response)
	return response
}
