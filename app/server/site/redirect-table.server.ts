/**
 * Serving redirects (docs/decisions/063): every instance keeps the whole table (old address → new)
 * in memory, loaded on first use and reloaded when the page cache's change log says `redirects`
 * changed on any instance (coordination/page-cache.server.ts); a request after a change waits for
 * that one read. A chain is followed to its end, and a loop is never served.
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
/** Bumped by every change to the table on any instance; a copy is current when it was read at the latest. */
let generation = 0
let tableGeneration = -1
let loading:
	{ generation: number; promise: Promise<Map<string, string>> } | undefined

/** Reads the table for the current generation, sharing a read already under way for it. */
function load(): Promise<Map<string, string>> {
	const wanted = generation
	if (loading?.generation === wanted) return loading.promise
	const promise = storedTable()
		.then(loaded => {
			if (wanted >= tableGeneration) {
				table = loaded
				tableGeneration = wanted
			}
			return loaded
		})
		.finally(() => {
			if (loading?.promise === promise) loading = undefined
		})
	loading = { generation: wanted, promise }
	return promise
}

onPagesInvalidated(tags => {
	if (!tags.includes(PAGE_TAGS.redirects)) return
	generation += 1
	return load().then(
		() => undefined,
		(error: unknown) =>
			logger.warn({ err: error }, 'redirects not reloaded; trying again'),
	)
})

/**
 * This instance's copy, read again after any change so a request never meets a redirect that was
 * removed or misses one just added. While the database is away the last copy is served.
 */
async function currentTable(): Promise<Map<string, string>> {
	if (table && tableGeneration === generation) return table
	try {
		return await load()
	} catch (error) {
		if (!table) throw error
		logger.warn({ err: error }, 'redirects not reloaded; serving the last copy')
		return table
	}
}

/** Tests: forget this instance's copy. */
export function forgetRedirectTable(): void {
	table = undefined
	generation += 1
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
