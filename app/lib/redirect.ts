import { safeRedirect } from 'remix-utils/safe-redirect'
import { isCleanText } from './clean-text.ts'

const PLACEHOLDER_ORIGIN = 'http://site.invalid'

/**
 * Where to go back to after a form: a path on this site, never another site (remix-utils'
 * `safeRedirect` refuses `//host`, `/\host`, full URLs and `..`), and fit for a Location header:
 * control characters and line breaks fall back, anything else outside ASCII is percent-encoded.
 * Otherwise `fallback`.
 */
export function safeRedirectPath(value: unknown, fallback = '/'): string {
	if (
		typeof value !== 'string' ||
		!isCleanText(value) ||
		/[\t\n\r]/.test(value)
	)
		return fallback
	const path = safeRedirect(value, fallback)
	let url: URL
	try {
		url = new URL(path, PLACEHOLDER_ORIGIN)
	} catch {
		return fallback
	}
	if (url.origin !== PLACEHOLDER_ORIGIN) return fallback
	return `${url.pathname}${url.search}${url.hash}`
}
