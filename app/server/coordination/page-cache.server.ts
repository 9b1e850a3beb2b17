/**
 * The page cache's shared half: what a cached page depends on, and invalidation by key on every
 * instance. (The Express half, which stores and serves finished responses, is
 * server/response-cache.ts.) docs/decisions/022.
 *
 * Dependencies are tags. While a page renders for the cache, the services it calls name what they
 * read (`dependsOn`): `article:{id}` for an article shown (its page or its card), and list tags for
 * "which articles a list holds" (`articles:all`, `articles:category:{slug}`), `promotions`.
 * A write names the tags it changed (`invalidatePages`): pages depending on them are re-rendered
 * once in the background while readers get the previous version, or, for a removal, dropped at
 * once. The change is applied here at once and written to `page_changes`, which every instance
 * reads at most once a second (a change stream where the server has one), so all instances agree.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import mongoose from 'mongoose'
import { logger } from '#app/server/platform/logger.server.ts'
import { randomId } from '#app/server/models/shared.ts'

/** Tags, declared once. */
export const PAGE_TAGS = {
	article: (id: string) => `article:${id}`,
	/** Lists of every category: latest, featured, breaking, most read, feeds, the archive. */
	allArticles: 'articles:all',
	category: (slug: string) => `articles:category:${slug}`,
	/** An author's page: which articles carry their byline (by name, as articles name them). */
	author: (name: string) => `articles:author:${name}`,
	/** A tag's page: which articles carry the tag (by slug). */
	tag: (slug: string) => `articles:tag:${slug}`,
	promotions: 'promotions',
	/** The redirects manager's table: each instance reloads its copy (docs/decisions/063). */
	redirects: 'redirects',
	/** Search results: which articles match which words (any public article's change; decision 058). */
	search: 'articles:search',
	/** The publication's settings (name, links, logo…), which every page shows (decision 066). */
	settings: 'settings',
	/**
	 * The whole site was replaced (a restore, decision 063): every instance drops every cached
	 * page, rebuilds its search index and reads every followed copy (settings, redirects) again.
	 */
	everything: 'site:everything',
} as const

// ---------------------------------------------------------------------------------------------
// Dependencies, collected while a page renders for the cache.

const collecting = new AsyncLocalStorage<Set<string>>()

/** Records that the page being rendered for the cache shows what `tags` name (no-op otherwise). */
export function dependsOn(...tags: string[]): void {
	const store = collecting.getStore()
	if (store) for (const tag of tags) store.add(tag)
}

/** Runs `render`, collecting the tags it depends on. */
export async function collectDependencies<T>(
	render: () => Promise<T>,
): Promise<{ result: T; tags: string[] }> {
	const tags = new Set<string>()
	const result = await collecting.run(tags, render)
	return { result, tags: [...tags] }
}

// ---------------------------------------------------------------------------------------------
// Invalidation state: a local sequence, and for each tag the sequence number of its last change.
// A page rendered (started) at sequence s is stale if one of its tags changed after s.

let sequence = 0
const staleSince = new Map<string, number>()
const removedSince = new Map<string, number>()
let everythingSince = 0
type InvalidationListener = (
	tags: readonly string[],
	removal: boolean,
) => Promise<void> | void
const invalidationListeners = new Set<InvalidationListener>()
/** How long a write waits for the pages it changed to be re-rendered on its own instance. */
const WRITER_WAITS_MS = 2000

export type Freshness = 'fresh' | 'stale' | 'removed'

/** The sequence number a render starting now carries. */
export function currentSequence(): number {
	return sequence
}

/** Whether a page whose render started at sequence `renderedAt` and shows `tags` may still be served. */
export function freshnessOf(
	tags: readonly string[],
	renderedAt: number,
): Freshness {
	if (everythingSince > renderedAt) return 'removed'
	let result: Freshness = 'fresh'
	for (const tag of tags) {
		if ((removedSince.get(tag) ?? -1) > renderedAt) return 'removed'
		if ((staleSince.get(tag) ?? -1) > renderedAt) result = 'stale'
	}
	return result
}

/** Called with every change applied here (the response cache re-renders the pages it affects). */
export function onPagesInvalidated(listener: InvalidationListener): () => void {
	invalidationListeners.add(listener)
	return () => invalidationListeners.delete(listener)
}

/** Applies a change here; resolves when the listeners' work is done (re-renders). */
function apply(tags: readonly string[], removal: boolean): Promise<unknown> {
	if (tags.includes(PAGE_TAGS.everything)) applyEverything()
	sequence += 1
	for (const tag of tags) {
		staleSince.set(tag, sequence)
		if (removal) removedSince.set(tag, sequence)
	}
	return Promise.allSettled(
		[...invalidationListeners].map(async listener => listener(tags, removal)),
	)
}

/**
 * Applies a change on this instance only, without writing it to the change log: for state each
 * instance derives itself (its search index, decision 058), whose pages follow when that state
 * has caught up with a change every instance has already been told about.
 */
export function invalidateLocalPages(
	tags: readonly string[],
	{ removal = false }: { removal?: boolean } = {},
): Promise<unknown> {
	return apply([...new Set(tags)], removal)
}

const changeLogLostListeners = new Set<() => void>()

/** Called when this instance could not read the change log for longer than changes are kept, or a restore replaced the site (state derived from it must be rebuilt). */
export function onChangeLogLost(listener: () => void): () => void {
	changeLogLostListeners.add(listener)
	return () => changeLogLostListeners.delete(listener)
}

/** Forgets the changes before `oldest`, the sequence of the oldest page still kept: none can be stale by them. */
export function pruneTagsBefore(oldest: number): void {
	for (const [tag, since] of staleSince)
		if (since < oldest) staleSince.delete(tag)
	for (const [tag, since] of removedSince)
		if (since < oldest) removedSince.delete(tag)
}

/** Forgets every page (after this instance lost track of the change log, or a restore replaced the site). */
function applyEverything(): void {
	sequence += 1
	everythingSince = sequence
	staleSince.clear()
	removedSince.clear()
	for (const listener of changeLogLostListeners) listener()
}

// ---------------------------------------------------------------------------------------------
// The change log every instance reads.

export const PAGE_CHANGES = 'page_changes'
/** How long changes are kept: an instance that could not read them for longer forgets everything. */
export const CHANGE_RETENTION_MS = 10 * 60_000
/** Changes are read again this far back, so a change committed a little late is not missed. */
const READ_OVERLAP_MS = 30_000

/** A change: `at` is the database server's clock, so the instances' clocks need not agree. */
interface ChangeRecord {
	_id: string
	tags: string[]
	removal: boolean
	at: Date
	/** CHANGE_RETENTION_MS after it was made (this instance's clock; `at` is the database's). */
	expiresAt: Date
}

function changes() {
	return mongoose.connection.collection<ChangeRecord>(PAGE_CHANGES)
}

/** Changes this instance has applied, by id (each applied once, however often it is read). */
const applied = new Map<string, number>()

/**
 * THE function every write path calls after its write: pages showing what `tags` name are
 * re-rendered (readers keep the previous version for those few moments), or with `removal`
 * (unpublish, delete) no longer served, on this instance now and on every other within about a
 * second. Here the most read of those pages are re-rendered before it returns (at most about two
 * seconds), so the writer's next request already sees the change. Never throws: the write it
 * follows has happened; a change that cannot be logged is logged as an error, and other
 * instances catch up within the pages' freshness limit.
 */
export async function invalidatePages(
	tags: readonly string[],
	{ removal = false }: { removal?: boolean } = {},
): Promise<void> {
	const unique = [...new Set(tags)]
	if (unique.length === 0) return
	const id = randomId()
	applied.set(id, Date.now())
	const rendered = apply(unique, removal)
	try {
		await changes().updateOne(
			{ _id: id },
			{
				$currentDate: { at: true },
				$setOnInsert: {
					tags: unique,
					removal,
					expiresAt: new Date(Date.now() + CHANGE_RETENTION_MS),
				},
			},
			{ upsert: true },
		)
	} catch (error) {
		logger.error(
			{ err: error, tags: unique },
			'page change not logged; other instances keep these pages until they expire',
		)
	}
	let timer: ReturnType<typeof setTimeout> | undefined
	await Promise.race([
		rendered,
		new Promise(resolve => (timer = setTimeout(resolve, WRITER_WAITS_MS))),
	])
	clearTimeout(timer)
}

let lastRead: number | undefined
let newestSeen = 0

/**
 * Reads changes made since the last read (on any instance) and applies those not yet applied.
 * The first read only notes what is there: those changes are older than anything this process
 * has rendered.
 */
export async function readPageChanges(now = Date.now()): Promise<number> {
	const first = lastRead === undefined
	if (lastRead !== undefined && now - lastRead > CHANGE_RETENTION_MS) {
		// Away longer than changes are kept: some may be gone, so nothing cached can be trusted.
		applyEverything()
		logger.warn(
			{ awayMs: now - lastRead },
			'page change log not read for too long; cache emptied',
		)
	}
	const since = new Date(newestSeen - READ_OVERLAP_MS)
	const found = await changes()
		.find({ at: { $gt: since } })
		.sort({ at: 1 })
		.limit(10_000)
		.toArray()
	let count = 0
	for (const change of found) {
		newestSeen = Math.max(newestSeen, change.at.getTime())
		if (applied.has(change._id)) continue
		applied.set(change._id, now)
		if (first) continue
		void apply(change.tags, change.removal)
		count += 1
	}
	for (const [id, at] of applied)
		if (now - at > CHANGE_RETENTION_MS) applied.delete(id)
	lastRead = now
	return count
}

/**
 * Keeps this instance in step with the change log: a change stream where the server offers one
 * (a MongoDB replica set), with a slow poll behind it; a poll every second otherwise (FerretDB).
 * Resolves after the first read (call it before serving); gives a function that stops it.
 */
export async function followPageChanges({
	pollMs = 1000,
}: { pollMs?: number } = {}): Promise<() => Promise<void>> {
	let stopped = false
	let timer: ReturnType<typeof setTimeout> | undefined
	let stream: { close(): Promise<void> } | undefined
	let interval = pollMs
	let running: Promise<unknown> = Promise.resolve()

	const poll = () => {
		timer = setTimeout(() => {
			running = readPageChanges()
				.catch((error: unknown) =>
					logger.warn({ err: error }, 'page changes not read; trying again'),
				)
				.finally(() => {
					if (!stopped) poll()
				})
		}, interval)
		timer.unref()
	}

	const watch = async () => {
		try {
			const hello = await mongoose.connection.db!.admin().command({ hello: 1 })
			if (!hello.setName) return
			const changeStream = changes().watch([
				{ $match: { operationType: 'insert' } },
			])
			changeStream.on('change', (event: { fullDocument?: ChangeRecord }) => {
				const change = event.fullDocument
				if (!change || applied.has(change._id)) return
				applied.set(change._id, Date.now())
				newestSeen = Math.max(newestSeen, change.at.getTime())
				void apply(change.tags, change.removal)
			})
			changeStream.on('error', (error: unknown) => {
				logger.warn(
					{ err: error },
					'page change stream failed; reading the change log every second',
				)
				interval = pollMs
			})
			stream = changeStream
			// The stream delivers changes at once; the poll stays as a safety net.
			interval = Math.max(pollMs, 10_000)
		} catch (error) {
			logger.debug?.(
				{ err: error },
				'no change streams here; reading the change log every second',
			)
		}
	}

	await changes()
		.createIndex({ at: 1 })
		.catch((error: unknown) =>
			logger.warn({ err: error }, 'page change index not created'),
		)
	await readPageChanges().catch((error: unknown) =>
		logger.warn({ err: error }, 'page changes not read; trying again'),
	)
	void watch()
	poll()
	return async () => {
		stopped = true
		if (timer) clearTimeout(timer)
		await running
		await stream?.close()
	}
}
