/**
 * The curated import from feeds, on the real database, with fixture feeds served from 127.0.0.1
 * (reachable only because this file allows private addresses, as the test configuration does).
 */
process.env.FEED_FETCH_ALLOW_PRIVATE = 'true'
process.env.FEED_MAX_BYTES = '65536'
process.env.FEED_FETCH_TIMEOUT_SECONDS = '2'

import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startFeedServer, type FeedServer } from '../helpers/feed-server.ts'
import { getArticle } from '#app/server/articles/reading.server.ts'
import { Article } from '#app/server/models/index.ts'
import {
	BUILT_IN_FEED_ID,
	addImportFeed,
	importFromFeeds,
	importedArticleId,
	listImportFeeds,
	removeImportFeed,
	setImportFeedEnabled,
} from '#app/server/imports/feed-import.server.ts'

setupTestDatabase('feed-import')

let feeds: FeedServer
beforeAll(async () => {
	feeds = await startFeedServer()
})
afterAll(async () => {
	await feeds.close()
})

const ZEBRA = { keywords: ['zebra'], category: 'trust-building' as const }

describe('importing from a feed', () => {
	it('makes drafts of the matching items, with attribution and the source as canonical URL, and reports per feed', async () => {
		await setImportFeedEnabled(BUILT_IN_FEED_ID, false)
		const feed = await addImportFeed({
			title: 'Fixture',
			url: `${feeds.base}/rss/first.xml`,
		})
		const result = await importFromFeeds(ZEBRA)
		expect(result.count).toBe(3)
		expect(result.feeds).toHaveLength(1)
		expect(result.feeds[0]).toMatchObject({
			feedId: feed.id,
			fetched: 5,
			imported: 3,
			duplicates: 0,
			unmatched: 2,
			failed: 0,
		})

		const drafts = await Article.find({
			_id: mongoose.trusted({ $in: result.ids }),
		}).lean()
		expect(drafts).toHaveLength(3)
		for (const draft of drafts) {
			expect(draft).toMatchObject({
				status: 'draft',
				category: 'trust-building',
				author: 'Fixture Writer',
			})
			// Campaign tags are not part of an item's identity.
			expect(draft.sourceUrl).toMatch(
				new RegExp(`^${feeds.base}/posts/first/\\w+$`),
			)
			expect(draft.canonicalUrl).toBe(draft.sourceUrl)
			// The body is stored as every article's is (article_bodies), rendered at save.
			const content = (await getArticle(draft._id))?.content
			expect(content).toContain(
				`[read the full piece at the source](${draft.sourceUrl})`,
			)
			expect(content).toContain('Originally published by Fixture Weekly')
			expect(content).not.toMatch(/<\w/)
		}
		const stripes = drafts.find(draft =>
			draft.headline.startsWith('Zebra stripes'),
		)
		expect(stripes?.summary).toBe(
			'Why a zebra never blends in & what founders learn from it.',
		)

		const [listed] = (await listImportFeeds()).filter(
			entry => entry.id === feed.id,
		)
		expect(listed?.lastImport).toMatchObject({
			fetched: 5,
			imported: 3,
			duplicates: 0,
			unmatched: 2,
			failed: 0,
			keywords: ['zebra'],
		})
	})

	it('never imports an item twice: a second import, and ten at once, add nothing', async () => {
		const again = await importFromFeeds(ZEBRA)
		expect(again.count).toBe(0)
		expect(again.feeds[0]).toMatchObject({
			imported: 0,
			duplicates: 3,
			unmatched: 2,
		})

		// A second feed with the same items under other addresses: ten imports race for them.
		await addImportFeed({
			title: 'Atom fixture',
			url: `${feeds.base}/atom/race.xml`,
		})
		const results = await Promise.all(
			Array.from({ length: 10 }, () => importFromFeeds(ZEBRA)),
		)
		expect(results.reduce((sum, result) => sum + result.count, 0)).toBe(3)
		expect(
			await Article.countDocuments({
				sourceUrl: new RegExp('^' + feeds.base.replace(/\./g, '\\.')),
			}),
		).toBe(6)
		expect(
			importedArticleId(`${feeds.base}/posts/first/stripes?utm_source=x#top`),
		).toBe(importedArticleId(`${feeds.base}/posts/first/stripes`))
	})

	it('cuts off a feed that is too large or too slow, and says so in the report', async () => {
		const huge = await addImportFeed({
			title: 'Huge',
			url: `${feeds.base}/huge.xml`,
		})
		const slow = await addImportFeed({
			title: 'Slow',
			url: `${feeds.base}/slow.xml`,
		})
		const page = await addImportFeed({
			title: 'Not a feed',
			url: `${feeds.base}/page.html`,
		})
		const started = Date.now()
		const result = await importFromFeeds(ZEBRA)
		// Bounded by the 2 s limit (not a timing assertion of speed: the slow feed would never end).
		expect(Date.now() - started).toBeLessThan(30_000)
		const byId = new Map(result.feeds.map(report => [report.feedId, report]))
		expect(byId.get(huge.id)?.error).toMatch(/larger than/i)
		expect(byId.get(slow.id)?.error).toMatch(/no answer within 2 s/)
		expect(byId.get(page.id)?.error).toMatch(/not .*feed/i)
		expect(byId.get(huge.id)).toMatchObject({ fetched: 0, imported: 0 })
		for (const id of [huge.id, slow.id, page.id]) await removeImportFeed(id)
	})

	it('refuses a second entry for one address, and addresses that are not http(s)', async () => {
		await expect(
			addImportFeed({ title: 'Again', url: `${feeds.base}/rss/first.xml#x` }),
		).rejects.toMatchObject({ kind: 'conflict' })
		await expect(removeImportFeed(BUILT_IN_FEED_ID)).rejects.toMatchObject({
			kind: 'invalid',
		})
	})

	it('never holds more than the limit of feeds, even when twenty are added at once', async () => {
		const { ImportFeed } = await import('#app/server/models/index.ts')
		const { MAX_FEEDS } = await import('#app/schemas/import.ts')
		const others = () =>
			ImportFeed.countDocuments({
				_id: mongoose.trusted({ $ne: BUILT_IN_FEED_ID }),
			})
		const room = MAX_FEEDS - (await others())
		expect(room).toBeGreaterThan(3)
		// Fill the list to three short of the limit, then race twenty adds for the last three places.
		for (let n = 0; n < room - 3; n += 1)
			await addImportFeed({
				title: `Filler ${n}`,
				url: `${feeds.base}/rss/filler-${n}.xml`,
			})
		const outcomes = await Promise.allSettled(
			Array.from({ length: 20 }, (_, n) =>
				addImportFeed({
					title: `Racer ${n}`,
					url: `${feeds.base}/rss/racer-${n}.xml`,
				}),
			),
		)
		for (const outcome of outcomes)
			if (outcome.status === 'rejected')
				expect(outcome.reason).toMatchObject({ kind: 'invalid' })
		const accepted = outcomes.filter(
			outcome => outcome.status === 'fulfilled',
		).length
		expect(accepted).toBeLessThanOrEqual(3)
		expect(await others()).toBe(MAX_FEEDS - 3 + accepted)
		// Racers that overfilled took themselves out; the places left still take one add each, then no more.
		for (let n = accepted; n < 3; n += 1)
			await addImportFeed({
				title: `Filler late ${n}`,
				url: `${feeds.base}/rss/late-${n}.xml`,
			})
		await expect(
			addImportFeed({
				title: 'One more',
				url: `${feeds.base}/rss/one-more.xml`,
			}),
		).rejects.toMatchObject({ kind: 'invalid' })
		expect(await others()).toBe(MAX_FEEDS)
		// Leave the list as the other tests found it.
		await ImportFeed.deleteMany({
			title: mongoose.trusted({ $regex: '^(Filler|Racer|One more)' }),
		})
	})

	it('keeps the built-in reading list as a source', async () => {
		await setImportFeedEnabled(BUILT_IN_FEED_ID, true)
		const result = await importFromFeeds(
			{
				keywords: ['personal branding', 'influence'],
				category: 'personal-branding',
			},
			{ feedId: BUILT_IN_FEED_ID },
		)
		expect(result.count).toBeGreaterThanOrEqual(1)
		const drafts = await Article.find({
			_id: mongoose.trusted({ $in: result.ids }),
		}).lean()
		expect(
			drafts.every(
				draft => draft.status === 'draft' && draft.author === 'Brandline Desk',
			),
		).toBe(true)
	})
})
