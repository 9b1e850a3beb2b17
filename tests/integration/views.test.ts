import mongoose from 'mongoose'
import { beforeAll, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	flushCounters,
	foldCounters,
	FOLD_SLOT_MS,
	foldTurnClaimId,
	increment,
	pendingCounterCount,
	settleCounters,
	unfoldedCounterCount,
} from '#app/server/coordination/counters.server.ts'
import {
	Article,
	ArticleStats,
	DailySalt,
	ReaderMark,
} from '#app/server/models/index.ts'
import {
	countEngagement,
	countView,
} from '#app/server/insights/views.server.ts'
import { READER_DEDUPE_MS } from '#app/server/insights/reader-marks.server.ts'
import { sweepExpiredRecords } from '#app/server/expiring-records.server.ts'
import { claim } from '#app/server/coordination/claims.server.ts'

setupTestDatabase('views')

const BROWSER =
	'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const reader = (n: number, userAgent = BROWSER) => ({
	ip: `203.0.113.${n}`,
	userAgent,
})
const views = async (id: string) => (await Article.findById(id).lean())!.views

beforeAll(async () => {
	const base = {
		summary: 's',
		content: 'c',
		author: 'a',
		category: 'trust-building',
	}
	await Article.insertMany(
		['read', 'race', 'bots', 'later', 'engaged'].map(id => ({
			_id: id,
			headline: id,
			...base,
		})),
	)
})

describe('counting views', () => {
	it('counts a reader once per article, however often they reload', async () => {
		expect(await countView('read', reader(1))).toBe(true)
		expect(await countView('read', reader(1))).toBe(false)
		expect(await countView('read', reader(1))).toBe(false)
		// Another user agent from the same address is another reader (a second device in an office).
		expect(await countView('read', reader(1, `${BROWSER} Edg/131.0`))).toBe(
			true,
		)
		await settleCounters()
		expect(await views('read')).toBe(2)
	})

	it('gives exactly +N for N distinct readers at once, in one write', async () => {
		const results = await Promise.all(
			Array.from({ length: 40 }, (_, n) => countView('race', reader(n))),
		)
		// The same 40 again, at once: none counts twice.
		const again = await Promise.all(
			Array.from({ length: 40 }, (_, n) => countView('race', reader(n))),
		)
		expect(results.filter(Boolean)).toHaveLength(40)
		expect(again.filter(Boolean)).toHaveLength(0)
		await settleCounters()
		expect(await views('race')).toBe(40)
	})

	it('counts nothing for bots, link previewers or a missing user agent', async () => {
		for (const userAgent of [
			'Googlebot/2.1 (+http://www.google.com/bot.html)',
			'facebookexternalhit/1.1',
			'Slackbot-LinkExpanding 1.0',
			'curl/8.5.0',
			'',
			null,
		]) {
			expect(await countView('bots', { ip: '198.51.100.7', userAgent })).toBe(
				false,
			)
		}
		await settleCounters()
		expect(await views('bots')).toBe(0)
		expect(
			await ReaderMark.countDocuments({
				_id: mongoose.trusted({ $regex: ':bots:' }),
			}),
		).toBe(0)
	})

	it('counts the same reader again after 30 minutes, and sweeps what expired', async () => {
		const start = new Date('2026-11-23T10:00:00Z')
		expect(await countView('later', reader(9), start)).toBe(true)
		expect(
			await countView(
				'later',
				reader(9),
				new Date(start.getTime() + READER_DEDUPE_MS - 1000),
			),
		).toBe(false)
		const after = new Date(start.getTime() + READER_DEDUPE_MS + 1000)
		expect(await countView('later', reader(9), after)).toBe(true)
		await settleCounters()
		expect(await views('later')).toBe(2)

		const swept = await sweepExpiredRecords(
			new Date(after.getTime() + READER_DEDUPE_MS + 1000),
			['marks', 'salts'],
		)
		expect(swept.marks).toBeGreaterThanOrEqual(1)
		expect(
			await ReaderMark.countDocuments({
				expiresAt: mongoose.trusted({
					$lte: new Date(after.getTime() + READER_DEDUPE_MS + 1000),
				}),
			}),
		).toBe(0)
	})

	it("salts the reader's hash per day, the same salt for every instance, and forgets old salts", async () => {
		await countView('later', reader(10), new Date('2026-11-20T10:00:00Z'))
		const salt = await DailySalt.findById('2026-11-20').lean()
		expect(salt?.salt).toMatch(/^[\w-]{40,}$/)
		const marks = await ReaderMark.find({
			_id: mongoose.trusted({ $regex: '^v:later:' }),
		}).lean()
		// The address never appears in what is stored.
		expect(JSON.stringify(marks)).not.toContain('203.0.113')
		await sweepExpiredRecords(new Date('2026-11-23T10:00:00Z'), [
			'marks',
			'salts',
		])
		expect(await DailySalt.findById('2026-11-20').lean()).toBeNull()
	})
})

describe('engaged time (SPEC §9)', () => {
	it('records only above 30 seconds, as minutes capped at 10, once per reader', async () => {
		expect(await countEngagement('engaged', 25, reader(1))).toBe(false)
		expect(await countEngagement('engaged', 90, reader(1))).toBe(true)
		expect(await countEngagement('engaged', 90, reader(1))).toBe(false)
		expect(await countEngagement('engaged', 3000, reader(2))).toBe(true)
		expect(
			await countEngagement('engaged', 3000, {
				ip: '1.2.3.4',
				userAgent: 'Googlebot/2.1',
			}),
		).toBe(false)
		await settleCounters()
		expect(await ArticleStats.findById('engaged').lean()).toMatchObject({
			engagedReads: 2,
			engagedMinutes: 11.5,
		})
	})
})

describe('batched counters', () => {
	it('merge increments of one document into one $inc, and keep documents apart', async () => {
		for (let n = 0; n < 25; n += 1)
			increment(Article.collection.collectionName, 'read', {
				shares: 1,
				twitterShares: n % 2,
			})
		increment(Article.collection.collectionName, 'bots', { shares: 3 })
		expect(pendingCounterCount()).toBe(2)
		await settleCounters()
		expect(pendingCounterCount()).toBe(0)
		expect(await Article.findById('read').lean()).toMatchObject({
			shares: 25,
			twitterShares: 12,
		})
		expect(await Article.findById('bots').lean()).toMatchObject({ shares: 3 })
	})
})

describe('exact counters on every server (batch records, folded one instance at a time)', () => {
	const batches = () => mongoose.connection.collection('counter_batches')
	const databaseNow = async () =>
		(
			(await mongoose.connection.db!.command({ hello: 1 })) as {
				localTime: Date
			}
		).localTime.getTime()

	beforeAll(async () => {
		await Article.insertMany(
			['flushes', 'crash'].map(id => ({
				_id: id,
				headline: id,
				summary: 's',
				author: 'a',
				category: 'trust-building',
			})),
		)
	})

	it('counts every batch that instances write at the same moment (inserts, never lost)', async () => {
		// 40 instances' flushes of one article landing at once: each is its own record.
		await Promise.all(
			Array.from({ length: 40 }, (_, n) =>
				batches().insertOne({
					_id: `flush-${n}` as never,
					c: 'articles',
					d: 'flushes',
					inc: { views: 1, shares: n % 2 },
					at: new Date(),
				}),
			),
		)
		await settleCounters()
		expect(await Article.findById('flushes').lean()).toMatchObject({
			views: 40,
			shares: 20,
		})
		expect(await unfoldedCounterCount()).toBe(0)
	})

	it('finishes a fold that stopped half-way without counting a document twice', async () => {
		// A fold marked two batches with its run and updated the article, then its instance died.
		await batches().insertMany([
			{
				_id: 'done-1' as never,
				c: 'articles',
				d: 'crash',
				inc: { views: 5 },
				fold: 'run-a',
				at: new Date(),
			},
			{
				_id: 'todo-1' as never,
				c: 'articles',
				d: 'flushes',
				inc: { views: 2 },
				fold: 'run-a',
				at: new Date(),
			},
		])
		await Article.collection.updateOne(
			{ _id: 'crash' as never },
			{ $inc: { views: 5 }, $set: { _fold: 'run-a' } },
		)
		await settleCounters()
		expect((await Article.findById('crash').lean())!.views).toBe(5)
		expect((await Article.findById('flushes').lean())!.views).toBe(42)
		expect(await unfoldedCounterCount()).toBe(0)
		// The bookkeeping never reaches readers.
		const { getArticleSummary } =
			await import('#app/server/articles/reading.server.ts')
		expect(await getArticleSummary('crash')).not.toHaveProperty('_fold')
	})

	it('folds nothing while another instance holds the turn', async () => {
		const slot = Math.floor((await databaseNow()) / FOLD_SLOT_MS) + 1
		// Another instance has claimed the next turn.
		await claim(foldTurnClaimId(slot))
		while ((await databaseNow()) < slot * FOLD_SLOT_MS + 50)
			await new Promise(resolve => setTimeout(resolve, 100))
		increment(Article.collection.collectionName, 'crash', { views: 1 })
		await flushCounters()
		expect(await foldCounters()).toBeNull()
		expect(await unfoldedCounterCount()).toBe(1)
		// Its turn over, the next is ours.
		await settleCounters()
		expect((await Article.findById('crash').lean())!.views).toBe(6)
	}, 60_000)
})
