/**
 * Counting readers: a view when an article is seen (the page's beacon, or its tracking image
 * without JavaScript), engaged time when the reader leaves. No page GET counts anything.
 *
 * - Bots (isbot, or no user agent) count nothing.
 * - One reader counts once per article per 30 minutes, without a cookie: the reader is a hash of
 *   their address and user agent with a salt that changes every UTC day (so hashes cannot be
 *   joined across days) and lives in MongoDB (so every instance computes the same hash). The
 *   claim is an insert under a fixed id, exact on MongoDB and FerretDB.
 * - Counts go through the batched counters (one `$inc` per article per second).
 * docs/decisions/020.
 */
import { createHash, randomBytes } from 'node:crypto'
import { isbot } from 'isbot'
import mongoose from 'mongoose'
import { engagementValue } from '#app/lib/engagement.ts'
import { utcDay } from '#app/lib/utc-day.ts'
import {
	countArticleViewActivity,
	countEngagementActivity,
} from './activity.server.ts'
import { publicArticleFilter } from '#app/server/articles/public.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import {
	Article,
	ArticleStats,
	DailySalt,
	ReaderMark,
	type ReaderMarkFields,
} from '#app/server/models/index.ts'
import { isDuplicateKey } from '#app/server/models/shared.ts'

async function isPublicArticleId(articleId: string): Promise<boolean> {
	return Boolean(
		await Article.exists({ $and: [{ _id: articleId }, publicArticleFilter()] }),
	)
}

/** How long one reader counts once for one article. */
export const READER_DEDUPE_MS = 30 * 60_000

export interface Reader {
	/** The client's address, as the rate limits see it (TRUST_PROXY). */
	ip: string
	userAgent: string | null | undefined
}

/** People, not crawlers, link previewers or scripts without a user agent. */
export function isCountedReader(
	userAgent: string | null | undefined,
): userAgent is string {
	return Boolean(userAgent) && !isbot(userAgent)
}

const salts = new Map<string, Promise<string>>()

/** The salt of `day`: made by the first instance that needs it, read by the others. */
function saltOf(day: string): Promise<string> {
	let salt = salts.get(day)
	if (!salt) {
		salt = (async () => {
			try {
				await DailySalt.create({
					_id: day,
					salt: randomBytes(32).toString('base64url'),
				})
			} catch (error) {
				if (!isDuplicateKey(error)) throw error
			}
			const stored = await DailySalt.findById(day).lean()
			if (!stored) throw new Error(`daily salt ${day} vanished`)
			return stored.salt
		})()
		salt.catch(() => salts.delete(day))
		salts.set(day, salt)
		// Yesterday's salt is no longer needed by this process.
		for (const known of salts.keys()) if (known < day) salts.delete(known)
	}
	return salt
}

async function readerHash(reader: Reader, now: Date): Promise<string> {
	const salt = await saltOf(utcDay(now))
	return createHash('sha256')
		.update(`${salt}\n${reader.ip}\n${reader.userAgent ?? ''}`)
		.digest('base64url')
		.slice(0, 32)
}

/**
 * Claims `key` for 30 minutes; true when this call made the claim. A claim past its time is
 * replaced: it is removed only if unchanged, and the fresh insert decides between racing callers.
 */
async function claimOnce(key: string, now: Date): Promise<boolean> {
	const expiresAt = new Date(now.getTime() + READER_DEDUPE_MS)
	for (let attempt = 0; attempt < 2; attempt += 1) {
		try {
			await ReaderMark.create({ _id: key, expiresAt })
			return true
		} catch (error) {
			if (!isDuplicateKey(error)) throw error
		}
		const existing = await ReaderMark.findById(key).lean<ReaderMarkFields>()
		if (existing && existing.expiresAt > now) return false
		if (existing)
			await ReaderMark.deleteOne({ _id: key, expiresAt: existing.expiresAt })
	}
	return false
}

/**
 * Counts one view of `articleId` by `reader`, once per reader per 30 minutes, on the article and in
 * the day's activity (with the referring site's host name when known). True when counted.
 */
export async function countView(
	articleId: string,
	reader: Reader,
	now = new Date(),
	referrer: string | null = null,
): Promise<boolean> {
	if (!isCountedReader(reader.userAgent)) return false
	// Only a public article counts: a made-up or draft id writes nothing (one read by _id).
	if (!(await isPublicArticleId(articleId))) return false
	if (
		!(await claimOnce(`v:${articleId}:${await readerHash(reader, now)}`, now))
	)
		return false
	increment(Article.collection.collectionName, articleId, { views: 1 })
	countArticleViewActivity(articleId, now, referrer)
	return true
}

/**
 * Records engaged time (SPEC §9: only above 30 seconds; the value is minutes, capped at 10), once
 * per reader per article per 30 minutes. True when recorded.
 */
export async function countEngagement(
	articleId: string,
	seconds: number,
	reader: Reader,
	now = new Date(),
): Promise<boolean> {
	const value = engagementValue(seconds)
	if (value === null || !isCountedReader(reader.userAgent)) return false
	if (!(await isPublicArticleId(articleId))) return false
	if (
		!(await claimOnce(`e:${articleId}:${await readerHash(reader, now)}`, now))
	)
		return false
	increment(
		ArticleStats.collection.collectionName,
		articleId,
		{ engagedReads: 1, engagedMinutes: value },
		{ upsert: true },
	)
	countEngagementActivity(articleId, value, now)
	return true
}

/** Removes expired reader marks and old salts, keeping both collections small. */
export async function sweepReaderMarks(
	now = new Date(),
): Promise<{ marks: number; salts: number }> {
	const marks = await ReaderMark.deleteMany({
		expiresAt: mongoose.trusted({ $lte: now }),
	})
	const yesterday = utcDay(new Date(now.getTime() - 86_400_000))
	const oldSalts = await DailySalt.deleteMany({
		_id: mongoose.trusted({ $lt: yesterday }),
	})
	return { marks: marks.deletedCount, salts: oldSalts.deletedCount }
}

export const SWEEP_READER_MARKS: PeriodicJob = {
	name: 'sweep-reader-marks',
	everyMs: 60_000,
	run: () => sweepReaderMarks(),
}
