/**
 * The edge of counting: who is behind a request that counts something (a view beacon, the
 * tracking image, a share or promotion redirect), or nobody when it must not count.
 */
import type { RouterContextProvider } from 'react-router'
import { referrerHost } from '#app/lib/referrer.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { readForm, readJsonObject } from './http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from './request-context.ts'
import {
	isCountedReader,
	type Reader,
} from '#app/server/insights/reader-marks.server.ts'

const ARTICLE_ID = /^[\w-]{1,100}$/
const BEACON_BODY_LIMIT = 1024

/**
 * A reader who asked not to be tracked: `DNT: 1` (Do Not Track) or `Sec-GPC: 1` (Global Privacy
 * Control). Their reading is not counted at all (no view, no engaged time, no referrer), and what
 * they share is counted without their user agent or referrer. The privacy page says so.
 */
export function asksNotToBeTracked(request: Request): boolean {
	return (
		request.headers.get('dnt') === '1' || request.headers.get('sec-gpc') === '1'
	)
}

/** What a share record keeps of the client: its user agent and referrer, unless it asks not to be tracked. */
export function shareClient(request: Request): {
	userAgent?: string | null
	referrer?: string | null
} {
	return asksNotToBeTracked(request)
		? {}
		: {
				userAgent: request.headers.get('user-agent'),
				referrer: request.headers.get('referer'),
			}
}

/**
 * The reader behind a counting request, or null when it must count nothing (a bot or a client
 * without a user agent). Rate-limited per client (`track`): past the limit it throws "rate-limited".
 */
export async function countedReader(
	request: Request,
	context: Readonly<RouterContextProvider>,
): Promise<Reader | null> {
	const reader = requestReader(request, context)
	if (!isCountedReader(reader.userAgent)) return null
	await consumeRateLimit('track', reader.ip)
	return reader
}

/** The client behind a request, as counting knows it: its address (TRUST_PROXY) and user agent. */
export function requestReader(
	request: Request,
	context: Readonly<RouterContextProvider>,
): Reader {
	return {
		ip: context.get(requestInfoContext).clientIp,
		userAgent: request.headers.get('user-agent'),
	}
}

/**
 * As countedReader, for a view of `articleId`: null for an id no article can have, and for a
 * reader who asks not to be tracked.
 */
export function beaconReader(
	request: Request,
	context: Readonly<RouterContextProvider>,
	articleId: string,
): Promise<Reader | null> {
	return ARTICLE_ID.test(articleId) && !asksNotToBeTracked(request)
		? countedReader(request, context)
		: Promise.resolve(null)
}

/**
 * A beacon's fields (`article`, `seconds`, `referrer`: the page's document.referrer, kept as a host
 * name only), sent by `navigator.sendBeacon` as a form, or as JSON, with its reader; null when
 * nothing is to be counted.
 */
export async function readBeacon(
	request: Request,
	context: Readonly<RouterContextProvider>,
): Promise<{
	articleId: string
	seconds: number
	reader: Reader
	referrer: string | null
} | null> {
	const json = /json/i.test(request.headers.get('content-type') ?? '')
	const fields = json
		? await readJsonObject(request, BEACON_BODY_LIMIT)
		: Object.fromEntries(await readForm(request, BEACON_BODY_LIMIT))
	const articleId = typeof fields.article === 'string' ? fields.article : ''
	const seconds = Number(fields.seconds ?? 0)
	const reader = await beaconReader(request, context, articleId)
	const referrer =
		typeof fields.referrer === 'string'
			? referrerHost(fields.referrer, new URL(getEnv().PUBLIC_URL).hostname)
			: null
	return reader ? { articleId, seconds, reader, referrer } : null
}
