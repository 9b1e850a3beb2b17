/** Without the test setting, the import refuses feeds on private and loopback addresses (SSRF). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startFeedServer, type FeedServer } from '../helpers/feed-server.ts'
import { Article } from '#app/server/models/index.ts'
import {
	BUILT_IN_FEED_ID,
	addImportFeed,
	importFromFeeds,
	setImportFeedEnabled,
} from '#app/server/imports/feed-import.server.ts'

setupTestDatabase('feed-import-private')

let feeds: FeedServer
beforeAll(async () => {
	delete process.env.FEED_FETCH_ALLOW_PRIVATE
	feeds = await startFeedServer()
})
afterAll(async () => {
	await feeds.close()
})

describe('a feed on a private address', () => {
	it('is refused, reported, and imports nothing', async () => {
		await setImportFeedEnabled(BUILT_IN_FEED_ID, false)
		const port = new URL(feeds.base).port
		const named = await addImportFeed({
			title: 'Loopback',
			url: `${feeds.base}/rss/private.xml`,
		})
		const byName = await addImportFeed({
			title: 'Localhost',
			url: `http://localhost:${port}/rss/private.xml`,
		})
		const metadata = await addImportFeed({
			title: 'Metadata',
			url: 'http://169.254.169.254/latest/meta-data/',
		})
		const result = await importFromFeeds({
			keywords: ['zebra'],
			category: 'trust-building',
		})
		expect(result.count).toBe(0)
		for (const id of [named.id, byName.id, metadata.id]) {
			expect(
				result.feeds.find(report => report.feedId === id)?.error,
				id,
			).toMatch(/private/)
		}
		expect(await Article.countDocuments()).toBe(0)
	})
})
