/**
 * Serving redirects (docs/decisions/063): every instance keeps the whole table (old address → new)
 * in memory, loaded on first use and reloaded when the page cache's change log says `redirects`
 * changed on any instance (coordination/page-cache.server.ts). A stale copy is served while it
 * reloads; a chain is followed to its end, and a loop is never served.
 */
import { followRedirects, redirectKeysFor } from '#app/lib/redirect-paths.ts'
import {
	PAGE_TAGS,
	onPagesInvalidated,
} from '#app/server/coordination/page-cache.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { Redirect, type RedirectFields } from '#app/server/models/index.ts'

/** Every stored redirect, old address → new, for checking many new ones against (the CSV). */
export async function storedTable(): Promise<Map<string, string>> {
	const records = await Redirect.find({}, { to: 1 }).lean<
		Pick<RedirectFields, '_id' | 'to'>[]
	>()
	return new Map(records.map(record => [record._id, record.to]))
}

let table: Map<string, string> | undefined
let loading: Promise<Map<string, string>> | undefined
let stale = true

function reload(): Promise<Map<string, string>> {
	loading ??= storedTable()
		.then(loaded => {
			table = loaded
			return loaded
		})
		.finally(() => {
			loading = undefined
		})
	return loading
}

onPagesInvalidated(tags => {
	if (!tags.includes(PAGE_TAGS.redirects)) return
	stale = true
	return reload().then(
		() => {
			stale = false
		},
		(error: unknown) =>
			logger.warn({ err: error }, 'redirects not reloaded; trying again'),
	)
})

/** This instance's copy: loaded on first use; a stale copy is served while it reloads. */
async function currentTable(): Promise<Map<string, string>> {
	if (table && !stale) return table
	if (table) {
		void reload().then(
			() => (stale = false),
			(error: unknown) =>
				logger.warn({ err: error }, 'redirects not reloaded; trying again'),
		)
		return table
	}
	const loaded = await reload()
	stale = false
	return loaded
}

/** Tests: forget this instance's copy. */
export function forgetRedirectTable(): void {
	table = undefined
	stale = true
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
	const current = await currentTable()
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
