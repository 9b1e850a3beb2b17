/**
 * Text we accept from anyone: no control characters but tab, line feed and carriage return, and
 * no broken UTF-16 (a lone surrogate, which JSON's \ud800 can smuggle in). A null byte breaks the
 * database's regular expressions; the others have no business in a headline, a query or a path.
 */
const CONTROL_CHARACTERS =
	// eslint-disable-next-line no-control-regex -- matching control characters is the point
	/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export function isCleanText(value: string): boolean {
	return value.isWellFormed() && !CONTROL_CHARACTERS.test(value)
}

/** The message for a field (or query parameter) that is not clean text. */
export function uncleanTextMessage(name: string): string {
	const label = isCleanText(name) && name.length <= 40 ? `“${name}”` : 'a field'
	return `${label[0]!.toUpperCase()}${label.slice(1)} contains characters we cannot accept (a null byte or another control character).`
}

/** Where a decoded URL is not clean text: the path, or the first query parameter that is not. */
export function uncleanUrlPart(url: URL): string | undefined {
	let path: string
	try {
		path = decodeURIComponent(url.pathname)
	} catch {
		return 'the address'
	}
	// Prose may break lines; an address never does (and a route pattern's `.*` stops at one).
	if (!isCleanText(path) || /[\t\n\r]/.test(path)) return 'the address'
	for (const [key, value] of url.searchParams) {
		if (!isCleanText(key) || !isCleanText(value))
			return isCleanText(key)
				? `the query parameter “${key}”`
				: 'a query parameter'
	}
	return undefined
}

/** What to tell a client whose address `uncleanUrlPart` refuses; undefined when it is clean. */
export function uncleanUrlMessage(url: URL): string | undefined {
	const part = uncleanUrlPart(url)
	if (!part) return undefined
	return `${part[0]!.toUpperCase()}${part.slice(1)} contains characters we cannot accept (a null byte or another control character).`
}
