/**
 * Small helpers shared by the Lexical and Mobiledoc renderers. They build HTML strings that are
 * only ever an intermediate form: html-to-markdown.ts parses and sanitises them again, so these
 * helpers are defence in depth, not the only guard.
 */

const HTML_ESCAPES: Record<string, string> = {
	'&': '&amp;',
	'<': '&lt;',
	'>': '&gt;',
	'"': '&quot;',
	"'": '&#39;',
}

/** Escapes text for use in element content or a double-quoted attribute. */
export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, ch => HTML_ESCAPES[ch] ?? ch)
}

/**
 * A URL we are willing to emit in href/src: http(s), mailto, protocol-relative, site-relative,
 * fragment, and Ghost's `__GHOST_URL__` placeholder. Anything else (javascript:, data:, vbscript:,
 * file:, obfuscated schemes with control characters) gives undefined.
 */
export function safeUrl(value: unknown): string | undefined {
	if (typeof value !== 'string') return undefined
	// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
	// eslint-disable-next-line no-control-regex
	const url = value.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '')
	if (url === '') return undefined
	if (/^__GHOST_URL__(?:\/|$)/.test(url)) return url
	if (/^(?:https?:|mailto:)/i.test(url)) return url
	if (url.startsWith('//')) return `https:${url}`
	if (/^[/#?]/.test(url)) return url
	// A relative path without a scheme ("images/a.jpg"): keep it only if no colon precedes the
	// first slash, which is how browsers decide there is no scheme.
	const colon = url.indexOf(':')
	const slash = url.search(/[/?#]/)
	if (colon === -1 || (slash !== -1 && slash < colon)) return url
	return undefined
}

/** `value` if it is a string, else "". */
export function str(value: unknown): string {
	return typeof value === 'string' ? value : ''
}

/** Adds one to a counter map. */
export function bump(
	counts: Record<string, number>,
	key: string,
	by = 1,
): void {
	counts[key] = (counts[key] ?? 0) + by
}

export function isRecord(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}
