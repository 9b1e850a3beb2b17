import pino from 'pino'
import {
	RouterContextProvider,
	type ActionFunctionArgs,
	type LoaderFunctionArgs,
} from 'react-router'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

/** What React Router hands a loader or action, for calling a route module directly in a test. */
export function routeArgs<T = ActionFunctionArgs & LoaderFunctionArgs>(
	request: Request,
	params: Record<string, string> = {},
	clientIp = '203.0.113.7',
): T {
	const context = new RouterContextProvider()
	context.set(requestInfoContext, {
		requestId: 'test',
		cspNonce: 'nonce',
		clientIp,
		log: pino({ level: 'silent' }),
	})
	return {
		request,
		params,
		context,
		url: new URL(request.url),
		pattern: '',
	} as T
}
