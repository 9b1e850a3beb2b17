/**
 * Serving redirects (docs/decisions/063): every instance keeps the whole table (old address → new)
 * in memory, loaded on first use and reloaded when the page cache's change log says `redirects`
 * changed on any instance (coordination/followed-copy.server.ts); a request after a change waits
 * for that one read. A chain is followed to its end, and a loop is never served.
 */
import { followRedirects, redirectKeysFor } from '#app/lib/redirect-paths.ts'
import { followedCopy } from '#app/server/coordination/followed-copy.server.ts'
import { PAGE_TAGS } from '#app/server/coordination/page-cache.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { Redirect, type RedirectFields } from '#app/server/models/index.ts'

/** Every stored redirect, old address → new, for checking many new ones against (the CSV). */
export async function storedTable(): Promise<Map<string, string>> {
	const records = await Redirect.find({}, { to: 1 }).lean<
		Pick<RedirectFields, '_id' | 'to'>[]
	>()
	return new Map(records.map(record => [record._id, record.to]))
}

const table = followedCopy(PAGE_TAGS.redirects, storedTable, 'redirects')

/** Tests: forget this instance's copy. */
export function forgetRedirectTable(): void {
	table.forget()
}

/**
 * Where a request for `pathname` and `search` (the raw address) goes, if an old address matches:
 * the end of the chain it starts (the query kept when the redirect did not name one). Null when
 * nothing matches, and for a loop (logged, never served).
 */
export async function resolveRedirect(
	pathname: string,
	search: string,
): Promise<string | null> {
	const keys = redirectKeysFor(pathname, search)
	if (keys.length === 0) return null
	const current = await table.current()
	if (current.size === 0) return null
	const key = keys.find(candidate => current.has(candidate))
	if (key === undefined) return null
	const { to, loops, chain } = await followRedirects(key, candidate =>
		current.get(candidate),
	)
	if (loops || to === undefined) {
		logger.warn({ chain }, 'a redirect loop is not served')
		return null
	}
	const keepsQuery = !key.includes('?') && search && !to.includes('?')
	return keepsQuery ? `${to}${search}` : to
}
