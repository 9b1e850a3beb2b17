import { createContext, useContext } from 'react'

const NonceContext = createContext<string>('')

/** Carries the request's CSP nonce from the server entry to the document's scripts. */
export const NonceProvider = NonceContext.Provider

/** The nonce, or undefined for a page rendered for the response cache (its scripts are hashed instead). */
export function useNonce(): string | undefined {
	return useContext(NonceContext) || undefined
}
