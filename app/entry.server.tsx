import { PassThrough, pipeline } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import {
	renderToPipeableStream,
	type RenderToPipeableStreamOptions,
} from 'react-dom/server'
import {
	ServerRouter,
	isRouteErrorResponse,
	type EntryContext,
	type HandleErrorFunction,
	type RouterContextProvider,
} from 'react-router'
import { NonceProvider } from '#app/components/nonce.tsx'
import { asDomainError } from '#app/server/platform/errors.server.ts'
import { failureContext } from '#app/server/edge/failure-middleware.server.ts'
import { headersOf, statusOf } from '#app/server/edge/http.server.ts'
import { withoutModulePreloads } from '#app/server/edge/first-paint.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

export const streamTimeout = 5_000

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, {
			status: responseStatusCode,
			headers: responseHeaders,
		})
	}
	const { cspNonce } = loadContext.get(requestInfoContext)
	// A page that failed for a reason with a meaning (the database away: 503) says when to come back.
	const failure = loadContext.get(failureContext)
	if (failure && responseStatusCode === statusOf(failure)) {
		for (const [name, value] of Object.entries(headersOf(failure)))
			responseHeaders.set(name, value)
	}

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		// Crawlers get the whole document at once; people get the shell as soon as it is ready.
		const readyOption: keyof RenderToPipeableStreamOptions =
			(userAgent && isbot(userAgent)) || routerContext.isSpaMode
				? 'onAllReady'
				: 'onShellReady'

		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
			() => abort(),
			streamTimeout + 1000,
		)

		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={cspNonce}>
				<ServerRouter
					context={routerContext}
					url={request.url}
					nonce={cspNonce || undefined}
				/>
			</NonceProvider>,
			{
				// Pages rendered for the response cache have none: their inline scripts are hashed (decision 023).
				nonce: cspNonce || undefined,
				[readyOption]() {
					shellRendered = true
					const body = new PassThrough({
						final(callback) {
							clearTimeout(timeoutId)
							timeoutId = undefined
							callback()
						},
					})
					responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
					pipe(body)
					const document = documentStream(body, routerContext, loadContext)
					resolve(
						new Response(createReadableStreamFromReadable(document), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					)
				},
				onShellError(error: unknown) {
					reject(error instanceof Error ? error : new Error(String(error)))
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered)
						loadContext
							.get(requestInfoContext)
							.log.error({ err: error }, 'render error')
				},
			},
		)
	})
}

/** Reader pages paint first and load their scripts after; the admin keeps its preloads (decision 049). */
function documentStream(
	body: PassThrough,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (isAdminPage(routerContext)) return body
	return pipeline(body, withoutModulePreloads(), error => {
		// A reader who left mid-page closes the stream early: not worth a line in the log.
		if (error && error.code !== 'ERR_STREAM_PREMATURE_CLOSE') {
			loadContext
				.get(requestInfoContext)
				.log.error({ err: error }, 'document stream failed')
		}
	})
}

/** A page under the admin's own chrome (routes/admin.tsx): a desk app, where being interactive soonest matters most. */
function isAdminPage(context: EntryContext): boolean {
	return context.staticHandlerContext.matches.some(
		match =>
			(
				context.routeModules[match.route.id]?.handle as
					{ chrome?: string } | undefined
			)?.chrome === 'admin',
	)
}

/**
 * Logs loader/action/render errors once, with the request id; the client sees the error page.
 * A failure with a domain meaning (the database unreachable, a body too large) is recorded for
 * the root middleware, which answers it with its own status, and is logged as a warning: the
 * error log is for bugs.
 */
export const handleError: HandleErrorFunction = (
	error,
	{ request, context },
) => {
	if (request.signal.aborted) return
	// React Router's own refusals (no action for a POST, no such route): answered with their 4xx.
	if (isRouteErrorResponse(error) && error.status < 500) return
	const routerContext = context as RouterContextProvider
	const info = routerContext.get(requestInfoContext)
	const failure = asDomainError(error)
	if (failure) {
		routerContext.set(failureContext, failure)
		info.log.warn(
			{
				kind: failure.kind,
				reason: failure.message,
				cause: describeCause(error),
			},
			'request failed: ' + failure.kind,
		)
		return
	}
	info.log.error({ err: error }, 'request failed')
}

function describeCause(error: unknown): string | undefined {
	return error instanceof Error ? `${error.name}: ${error.message}` : undefined
}
