import { createContext, type RouterContext } from "react-router";
import type { Logger } from "pino";

/** What the Express layer hands to every loader, action and the document renderer. */
export interface RequestInfo {
  requestId: string;
  /** Per-request nonce that the Content-Security-Policy allows scripts to carry. */
  cspNonce: string;
  /** The client's address (behind TRUST_PROXY proxies), for rate limits. */
  clientIp: string;
  log: Logger;
}

// The Express bootstrap (run by Node) and the React Router build (bundled by Vite) each load
// this module, and a context is matched by identity, so both must get the very same object.
const globalKey = Symbol.for("brandline.requestInfoContext");
const store = globalThis as typeof globalThis & { [globalKey]?: RouterContext<RequestInfo> };

export const requestInfoContext: RouterContext<RequestInfo> = (store[globalKey] ??= createContext<RequestInfo>());
