import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

/** Carries the request's CSP nonce from the server entry to the document's scripts. */
export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
