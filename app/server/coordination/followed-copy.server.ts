/**
 * A copy of small shared state that every instance keeps in memory and reads again whenever the
 * page cache's change log names its tag (page-cache.server.ts): any instance's write reaches every
 * other within about a second, and nothing lives only in one process. A read after a change waits
 * for that one reload; while the database is away the last copy is served. A restore (the
 * `everything` tag) makes every copy read again. Used by the redirect
 * table (decision 063) and the publication's settings (decision 066).
 */
import { onPagesInvalidated, PAGE_TAGS } from './page-cache.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'

export interface FollowedCopy<T> {
	/** The copy, read again after any change so no request meets an outdated one. */
	current(): Promise<T>
	/** The last copy read (undefined before the first): for code that cannot wait. */
	last(): T | undefined
	/** Tests: forget this instance's copy. */
	forget(): void
}

export function followedCopy<T>(
	tag: string,
	read: () => Promise<T>,
	what: string,
): FollowedCopy<T> {
	let copy: T | undefined
	let hasCopy = false
	/** Bumped by every change on any instance; the copy is current when it was read at the latest. */
	let generation = 0
	let copyGeneration = -1
	let loading: { generation: number; promise: Promise<T> } | undefined

	function load(): Promise<T> {
		const wanted = generation
		if (loading?.generation === wanted) return loading.promise
		const promise = read()
			.then(loaded => {
				if (wanted >= copyGeneration) {
					copy = loaded
					hasCopy = true
					copyGeneration = wanted
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
		if (!tags.includes(tag) && !tags.includes(PAGE_TAGS.everything)) return
		generation += 1
		return load().then(
			() => undefined,
			(error: unknown) =>
				logger.warn({ err: error }, `${what} not reloaded; trying again`),
		)
	})

	return {
		async current() {
			if (hasCopy && copyGeneration === generation) return copy as T
			try {
				return await load()
			} catch (error) {
				if (!hasCopy) throw error
				logger.warn(
					{ err: error },
					`${what} not reloaded; serving the last copy`,
				)
				return copy as T
			}
		},
		last: () => copy,
		forget() {
			copy = undefined
			hasCopy = false
			generation += 1
		},
	}
}
