/**
 * Rate limits keyed by the client behind a request, on every path (docs/decisions/053). A page
 * the response cache renders once for every reader has no client: the cache counts each reader's
 * limits itself before serving them (server/response-cache.ts), so the render counts nothing.
 */
import type { RouterContextProvider } from 'react-router'
import {
	consumeRateLimit,
	type LimitName,
} from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from './request-context.ts'

/**
 * Counts one attempt of this request's client against `name`; past the limit, throws
 * "rate-limited". In a shared render it counts nothing, and refuses to render a page whose cache
 * rule does not count that limit for each reader (a limit no one would count).
 */
export async function consumeClientLimit(
	context: Readonly<RouterContextProvider>,
	name: LimitName,
): Promise<void> {
	const { clientIp, sharedRender } = context.get(requestInfoContext)
	if (!sharedRender) return consumeRateLimit(name, clientIp)
	if (!sharedRender.countedPerReader.includes(name))
		throw new Error(
			`A page the response cache shares counts the "${name}" limit, but its cache rule does not count it for each reader.`,
		)
}
