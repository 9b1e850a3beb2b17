import { createContext } from 'react-router'
import type { Logger } from 'pino'
import type { LimitName } from '#app/server/coordination/rate-limit.server.ts'

/** What the Express layer hands to every loader, action and the document renderer. */
export interface RequestInfo {
	requestId: string
	/** Per-request nonce that the Content-Security-Policy allows scripts to carry. */
	cspNonce: string
	/** The client's address (behind TRUST_PROXY proxies), for rate limits. */
	clientIp: string
	/**
	 * Set when the response cache renders a page once for every reader: `clientIp` names no one
	 * then, and the limits the cache counts for each reader it serves are listed here
	 * (consumeClientLimit counts nothing in such a render).
	 */
	sharedRender?: { countedPerReader: readonly LimitName[] }
	log: Logger
}

export const requestInfoContext = createContext<RequestInfo>()
