/**
 * This instance's search index (decision 058): derived state, built from the database at start in
 * the background (the site serves meanwhile; searches use the plain fallback until it is ready),
 * and kept current through the change log every instance already follows (page-cache.server.ts):
 * every write that changes what readers see names `article:{id}`, locally at once and on every
 * other instance within about a second; the index re-reads that article and adds, replaces or
 * removes it. A removal (unpublish, delete) leaves the index at once, before the re-read.
 *
 * Changes are applied in batches (one read of up to UPDATE_BATCH articles and their bodies: on the
 * embedded database every read is a scan). Each change gets a sequence number when it is heard; a
 * search waits (briefly) only for the changes heard before it, so a page rendered after a change
 * shows it, and a large import still draining does not hold searches up.
 *
 * When the index's dead share passes a quarter it is compacted (small) or rebuilt in the background
 * and swapped in (large); it is also rebuilt when this instance lost track of the change log (away
 * longer than changes are kept).
 */
import { cpuUsage } from 'node:process'
import {
	invalidateLocalPages,
	onChangeLogLost,
	onPagesInvalidated,
	PAGE_TAGS,
} from '#app/server/coordination/page-cache.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { SearchIndex } from './index.server.ts'
import {
	type ArticleExtra,
	dropRetiredTextIndex,
	readIndexedArticles,
	readIndexedArticlesById,
} from './source.server.ts'

export type ArticleSearchIndex = SearchIndex<ArticleExtra>

/** How long a search waits for announced updates before answering with what the index has. */
const WAIT_FOR_UPDATES_MS = 2000
/** Articles re-read at once while applying changes. */
const UPDATE_BATCH = 200
/** After a failed build, the next try. */
const RETRY_BUILD_MS = 60_000
/** Compact in place below this many article numbers (blocks for ~0.2 s at 20,000); rebuild above. */
const COMPACT_IN_PLACE_BELOW = 20_000
const REBUILD_AT_DEAD_RATIO = 0.25
const ARTICLE_TAG = PAGE_TAGS.article('')

export interface BuildReport {
	articles: number
	wallMs: number
	cpuMs: number
	/** Typed arrays of postings and phrase filters (the JS heap's share is not counted here). */
	indexBytes: number
}

interface State {
	serving: ArticleSearchIndex | null
	building: ArticleSearchIndex | null
	/** Articles to re-read, each with the sequence number of its latest change, in that order. */
	queue: Map<string, number>
	/** Sequence number of the last change heard. */
	heard: number
	/** Every change numbered up to this one is applied. */
	applied: number
	waiters: Set<{ sequence: number; done: () => void }>
	draining: Promise<void> | null
	lastBuild: BuildReport | null
	stop: (() => void) | null
	generation: number
	retry: ReturnType<typeof setTimeout> | undefined
	retryMs: number
}

const state: State = {
	serving: null,
	building: null,
	queue: new Map(),
	heard: 0,
	applied: 0,
	waiters: new Set(),
	draining: null,
	lastBuild: null,
	stop: null,
	generation: 0,
	retry: undefined,
	retryMs: RETRY_BUILD_MS,
}

/** The index to search, or null while the first build runs (or when the index is not started). */
export function searchIndex(): ArticleSearchIndex | null {
	return state.serving
}

/** Where this instance's index is: not started, building its first copy, waiting to try a failed build again, or answering searches. */
export function searchIndexStatus(): 'off' | 'building' | 'retrying' | 'ready' {
	if (state.serving) return 'ready'
	if (state.retry) return 'retrying'
	return state.building ? 'building' : 'off'
}

/** What the last build cost (`npm run bench` prints it). */
export function lastSearchIndexBuild(): BuildReport | null {
	return state.lastBuild
}

/**
 * Resolves when the changes heard so far are applied (at most `maxMs`): not the ones heard after,
 * however many follow.
 */
export async function whenSearchIndexCurrent(
	maxMs = WAIT_FOR_UPDATES_MS,
): Promise<void> {
	const sequence = state.heard
	if (state.applied >= sequence) return
	await new Promise<void>(resolve => {
		const waiter = {
			sequence,
			done: () => {
				clearTimeout(timer)
				state.waiters.delete(waiter)
				resolve()
			},
		}
		const timer = setTimeout(waiter.done, maxMs)
		state.waiters.add(waiter)
	})
}

/** Every change numbered up to `sequence` is applied: the searches waiting for them go on. */
function appliedUpTo(sequence: number): void {
	state.applied = Math.max(state.applied, sequence)
	for (const waiter of state.waiters)
		if (waiter.sequence <= state.applied) waiter.done()
}

function targets(): ArticleSearchIndex[] {
	return [state.serving, state.building].filter(
		(index): index is ArticleSearchIndex => index !== null,
	)
}

/** The oldest UPDATE_BATCH queued changes, taken off the queue, and the last one's number. */
function takeBatch(): { ids: string[]; upTo: number } {
	const ids: string[] = []
	let upTo = state.applied
	for (const [id, sequence] of state.queue) {
		if (ids.length === UPDATE_BATCH) break
		ids.push(id)
		upTo = sequence
	}
	for (const id of ids) state.queue.delete(id)
	return { ids, upTo }
}

/** Applies queued article changes, a batch (one database read) at a time, until the queue is empty. */
async function drain(): Promise<void> {
	while (state.queue.size > 0) {
		const { ids, upTo } = takeBatch()
		try {
			const docs = await readIndexedArticlesById(ids)
			for (const id of ids) {
				const doc = docs.get(id)
				for (const index of targets())
					if (doc) index.add(doc)
					else index.remove(id)
			}
		} catch (error) {
			logger.warn(
				{ err: error, articles: ids.length },
				'search index not updated for some articles; rebuilding',
			)
			void rebuild('an update failed')
		}
		// Everything before the oldest change still queued is applied (the queue is in order).
		const [next] = state.queue.values()
		appliedUpTo(next === undefined ? upTo : next - 1)
		void invalidateLocalPages([PAGE_TAGS.search])
	}
	keepCompact()
}

function enqueue(ids: readonly string[], removal: boolean): void {
	if (ids.length === 0 || targets().length === 0) return
	for (const id of ids) {
		if (removal) for (const index of targets()) index.remove(id)
		state.heard += 1
		// Moved to the end: the queue stays in the order of the numbers.
		state.queue.delete(id)
		state.queue.set(id, state.heard)
	}
	startDraining()
}

/** One drain at a time; an id queued while a drain was finishing starts the next one. */
function startDraining(): void {
	state.draining ??= drain().finally(() => {
		state.draining = null
		if (state.queue.size > 0) startDraining()
	})
}

function keepCompact(): void {
	const index = state.serving
	if (!index || state.building || index.deadRatio < REBUILD_AT_DEAD_RATIO)
		return
	if (index.stats().articleNumbers < COMPACT_IN_PLACE_BELOW) index.compact()
	else void rebuild('a quarter of its article numbers are dead')
}

/** Builds a new index from the database in the background and swaps it in when done. */
async function rebuild(reason: string): Promise<void> {
	if (state.building) return
	const generation = state.generation
	const next: ArticleSearchIndex = new SearchIndex<ArticleExtra>()
	state.building = next
	const started = performance.now()
	const cpu = cpuUsage()
	try {
		await next.build(readIndexedArticles())
		if (generation !== state.generation) return
		const used = cpuUsage(cpu)
		const stats = next.stats()
		state.lastBuild = {
			articles: next.size,
			wallMs: Math.round(performance.now() - started),
			cpuMs: Math.round((used.user + used.system) / 1000),
			indexBytes: stats.postingBytes + stats.filterBytes,
		}
		state.serving = next
		logger.info({ ...state.lastBuild, reason }, 'search index built')
		await invalidateLocalPages([PAGE_TAGS.search], { removal: true })
	} catch (error) {
		logger.warn(
			{ err: error, reason, retryMs: state.retryMs },
			'search index not built; searches use the fallback until a later try works',
		)
		if (generation === state.generation) {
			clearTimeout(state.retry)
			state.retry = setTimeout(() => {
				state.retry = undefined
				void rebuild(reason)
			}, state.retryMs)
			state.retry.unref()
		}
	} finally {
		if (state.building === next) state.building = null
	}
}

/**
 * Starts this instance's index: follows article changes from now on, and builds from the database
 * in the background. Call after the change log is followed (followPageChanges), so no change falls
 * between the build's reads and the first change heard. A failed build is tried again after
 * `retryMs`. Returns a function that stops following (and any retry).
 */
export function startSearchIndex({
	retryMs = RETRY_BUILD_MS,
}: { retryMs?: number } = {}): () => void {
	if (state.stop) return state.stop
	state.retryMs = retryMs
	const unfollow = onPagesInvalidated((tags, removal) => {
		enqueue(
			tags
				.filter(tag => tag.startsWith(ARTICLE_TAG))
				.map(tag => tag.slice(ARTICLE_TAG.length)),
			removal,
		)
	})
	const unlost = onChangeLogLost(
		() =>
			void rebuild(
				'the change log was out of reach too long, or the site was restored',
			),
	)
	void dropRetiredTextIndex()
	void rebuild('start')
	state.stop = () => {
		unfollow()
		unlost()
		state.generation += 1
		state.serving = null
		state.building = null
		state.queue.clear()
		clearTimeout(state.retry)
		state.retry = undefined
		appliedUpTo(state.heard)
		state.stop = null
	}
	return state.stop
}

/** Resolves once the index has been built (tests, the benchmark); at most `maxMs`. */
export async function searchIndexReady(maxMs = 600_000): Promise<boolean> {
	const deadline = Date.now() + maxMs
	while (!state.serving && Date.now() < deadline)
		await new Promise(resolve => setTimeout(resolve, 20))
	return state.serving !== null
}
