import { isCleanText } from './clean-text.ts'

/**
 * Old addresses that answer 301 to a new one (the redirects manager, docs/decisions/063). A
 * redirect is keyed by its normalised "from": the path decoded (WordPress writes non-latin slugs
 * percent-encoded in lower case, browsers in upper case), lower-cased, without trailing slashes,
 * plus the query sorted by name when there is one (`/?p=12`). Pure: the service and the Express
 * middleware both key requests this way, so what an editor types and what a browser sends meet.
 */

export const REDIRECT_FROM_MAX_LENGTH = 1000
export const REDIRECT_TO_MAX_LENGTH = 2000
/** Hops a chain of redirects may take when it is served (each answer goes straight to the end). */
export const REDIRECT_MAX_HOPS = 8

/**
 * The first path segments this site answers itself (its routes and the files in public/): a
 * redirect from one of them would hide a page, so it is refused. `tests/unit/redirect-paths.test.ts`
 * checks the list against every route file.
 */
export const SITE_PATH_SEGMENTS: ReadonlySet<string> = new Set([
	'about',
	'admin',
	'api',
	'archive',
	'article',
	'assets',
	'author',
	'authors',
	'category',
	'downloads',
	'favicon.ico',
	'favicon.svg',
	'free-guide',
	'game-of-influence',
	'guest-post',
	'guest-posts',
	'healthz',
	'newsletter',
	'privacy',
	'privacy-policy',
	'promotions',
	'public-objects',
	// A newsletter link's counted redirect (decision 083).
	'r',
	'robots.txt',
	'rss.xml',
	'search',
	'sitemap.xml',
	'sitemaps',
	'tag',
	'terms',
	'terms-of-service',
	'__page-cache',
])

export type RedirectFromParse =
	{ ok: true; key: string } | { ok: false; message: string }

function decodePath(path: string): string | undefined {
	try {
		return decodeURIComponent(path)
	} catch {
		return undefined
	}
}

/** The query as part of a key: parameters sorted by name (then value), empty ones dropped. */
function normaliseQuery(search: string): string {
	const params = [...new URLSearchParams(search)].filter(
		([name]) => name !== '',
	)
	params.sort(([a, x], [b, y]) =>
		a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1,
	)
	return params.length ? `?${new URLSearchParams(params).toString()}` : ''
}

/** A decoded path as a key's path: lower case, single slashes, no trailing slash (but "/"). */
function normalisePath(decoded: string): string {
	const collapsed = decoded.toLowerCase().replace(/\/{2,}/g, '/')
	return collapsed.length > 1 ? collapsed.replace(/\/+$/, '') : collapsed
}

/** Whether a key's path is one this site answers itself ("/" alone, or under one of its segments). */
export function isSitePath(keyPath: string): boolean {
	if (keyPath === '/') return true
	const first = keyPath.slice(1).split('/')[0] ?? ''
	return SITE_PATH_SEGMENTS.has(first)
}

/**
 * An editor's (or an import's) "from": a path on this site (`/2019/04/02/old-post/`, `/?p=12`) or a
 * full address on the old site, whose path and query are kept. Refused: anything else, a path the
 * site serves itself ("/" only with a query, as `/?p=12`), control characters, broken
 * percent-encoding, and more than REDIRECT_FROM_MAX_LENGTH characters.
 */
export function parseRedirectFrom(input: string): RedirectFromParse {
	const raw = input.trim()
	if (raw === '') return { ok: false, message: 'Enter the old address' }
	if (raw.length > REDIRECT_FROM_MAX_LENGTH)
		return {
			ok: false,
			message: `The old address must be at most ${REDIRECT_FROM_MAX_LENGTH} characters`,
		}
	let url: URL
	try {
		url = /^https?:\/\//i.test(raw)
			? new URL(raw)
			: new URL(raw, 'http://old.invalid')
	} catch {
		return { ok: false, message: 'The old address is not a valid address' }
	}
	if (!/^https?:\/\//i.test(raw) && !/^\/(?!\/)/.test(raw))
		return {
			ok: false,
			message:
				'Start the old address with / (a path on this site) or with https://',
		}
	const decoded = decodePath(url.pathname)
	if (
		decoded === undefined ||
		!isCleanText(decoded) ||
		!isCleanText(url.search)
	)
		return {
			ok: false,
			message: 'The old address has characters that cannot be used',
		}
	const path = normalisePath(decoded)
	const query = normaliseQuery(url.search)
	if (isSitePath(path) && !(path === '/' && query))
		return {
			ok: false,
			message: `${path} is a page of this site: a redirect from it would hide the page`,
		}
	return { ok: true, key: path + query }
}

/**
 * The keys a request may match, most specific first: its path with its query, then its path
 * alone (so `/old-post/?utm_source=x` still finds `/old-post`). Empty for addresses no redirect
 * can have (a site path without a query, one that does not decode).
 */
export function redirectKeysFor(pathname: string, search: string): string[] {
	const decoded = decodePath(pathname)
	if (decoded === undefined) return []
	const path = normalisePath(decoded)
	const query = normaliseQuery(search)
	const keys: string[] = []
	if (query) keys.push(path + query)
	if (!isSitePath(path)) keys.push(path)
	return keys
}

export type RedirectToParse =
	{ ok: true; to: string } | { ok: false; message: string }

/** Where a redirect goes: a path on this site (`/article/why-trust-compounds`) or an http(s) address. */
export function parseRedirectTo(input: string): RedirectToParse {
	const to = input.trim()
	if (to === '') return { ok: false, message: 'Enter the new address' }
	if (to.length > REDIRECT_TO_MAX_LENGTH)
		return {
			ok: false,
			message: `The new address must be at most ${REDIRECT_TO_MAX_LENGTH} characters`,
		}
	if (!isCleanText(to) || /\s/.test(to))
		return {
			ok: false,
			message: 'The new address has spaces or characters that cannot be used',
		}
	if (to.startsWith('/') && !to.startsWith('//')) {
		try {
			new URL(to, 'http://site.invalid')
			return { ok: true, to }
		} catch {
			return { ok: false, message: 'The new address is not a valid address' }
		}
	}
	try {
		const url = new URL(to)
		if (url.protocol === 'https:' || url.protocol === 'http:')
			return { ok: true, to: url.href }
	} catch {
		// refused below
	}
	return {
		ok: false,
		message:
			'Start the new address with / (a page of this site) or with https://',
	}
}

/** The keys a target on this site would be looked up by, were it requested (none for another site). */
export function redirectKeysOfTarget(to: string): string[] {
	if (!to.startsWith('/')) return []
	const url = new URL(to, 'http://site.invalid')
	return redirectKeysFor(url.pathname, url.search)
}

/**
 * Follows `from` through `redirects` (key → target) the way the site serves it. Returns the
 * chain of keys visited and whether it came back to one of them (a loop).
 */
export async function followRedirects(
	from: string,
	lookup: (key: string) => string | undefined | Promise<string | undefined>,
): Promise<{ chain: string[]; to?: string; loops: boolean }> {
	const chain = [from]
	let to = await lookup(from)
	if (to === undefined) return { chain, loops: false }
	for (let hop = 0; hop < REDIRECT_MAX_HOPS; hop += 1) {
		let next: { key: string; to: string } | undefined
		for (const key of redirectKeysOfTarget(to)) {
			const found = await lookup(key)
			if (found !== undefined) {
				next = { key, to: found }
				break
			}
		}
		if (next === undefined) return { chain, to, loops: false }
		if (chain.includes(next.key))
			return { chain: [...chain, next.key], loops: true }
		chain.push(next.key)
		to = next.to
	}
	return { chain, to, loops: false }
}
