import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { Article } from '#app/server/models/index.ts'
import {
	searchIndex,
	searchIndexReady,
	searchIndexStatus,
	startSearchIndex,
} from '#app/server/search/lifecycle.server.ts'

/**
 * A build that fails is tried again later (decision 058); stopping the index stops that too. The
 * failure is a real one: a record the build cannot read (tags that are not a list, written past
 * the schema as an old import might have).
 */
setupTestDatabase('search_index_retry')

const RETRY_MS = 200
let stop: (() => void) | undefined

afterEach(() => {
	stop?.()
	stop = undefined
})

async function insertUnreadable(): Promise<void> {
	await Article.collection.insertOne({
		_id: 'unreadable' as never,
		headline: 'A record from a broken import',
		summary: 'Its tags are a string.',
		author: 'Priya Raman',
		category: 'personal-branding',
		status: 'published',
		publishedAt: new Date(),
		tags: 'not-a-list',
	})
}

const removeUnreadable = () => Article.deleteOne({ _id: 'unreadable' })

/** Waits until the first build has failed and its retry is waiting. */
async function untilRetrying(): Promise<void> {
	const deadline = Date.now() + 30_000
	while (searchIndexStatus() !== 'retrying' && Date.now() < deadline)
		await sleep(10)
	expect(searchIndexStatus()).toBe('retrying')
	expect(searchIndex()).toBeNull()
}

describe('a failed build', () => {
	it('is tried again, and the retry builds the index once the record is mended', async () => {
		await insertUnreadable()
		stop = startSearchIndex({ retryMs: RETRY_MS })
		await untilRetrying()
		await removeUnreadable()
		expect(await searchIndexReady(30_000)).toBe(true)
		expect(searchIndexStatus()).toBe('ready')
	})

	it('is not tried again once the index is stopped', async () => {
		await insertUnreadable()
		stop = startSearchIndex({ retryMs: RETRY_MS })
		await untilRetrying()
		stop()
		stop = undefined
		await removeUnreadable()
		// Five retry periods: a retry left behind would have built an index nobody follows.
		await sleep(RETRY_MS * 5)
		expect(searchIndexStatus()).toBe('off')
		expect(searchIndex()).toBeNull()
	})
})
