import { createContext } from 'react-router'
import type { Logger } from 'pino'

/** What the Express layer hands to every loader, action and the document renderer. */
export interface RequestInfo {
	requestId: string
	/** Per-request nonce that the Content-Security-Policy allows scripts to carry. */
	cspNonce: string
	/** The client's address (behind TRUST_PROXY proxies), for rate limits. */
	clientIp: string
	log: Logger
}

export const requestInfoContext = createContext<RequestInfo>()
