/**
 * Who counts, and once: the marks every counting path claims (docs/decisions/020 and 053).
 *
 * - Bots (isbot, or no user agent) count nothing.
 * - A count is claimed by inserting a mark under a fixed id (`reader_marks`); a second insert of
 *   that id fails, exactly, on MongoDB and FerretDB alike, however many instances race. A mark
 *   lives 30 minutes (one `expiresAt`) and is swept when it has expired.
 * - The client in a mark is a hash of what identifies it with a salt that changes every UTC day
 *   (hashes cannot be joined across days) and lives in MongoDB (every instance hashes alike).
 */
import { createHash, randomBytes } from 'node:crypto'
import { isbot } from 'isbot'
import mongoose from 'mongoose'
import { utcDay } from '#app/lib/utc-day.ts'
import type { PeriodicJob } from '#app/server/coordination/jobs.server.ts'
import {
	DailySalt,
	ReaderMark,
	type ReaderMarkFields,
} from '#app/server/models/index.ts'
import { isDuplicateKey } from '#app/server/models/shared.ts'

/** How long one reader (or one address) counts once for one thing. */
export const READER_DEDUPE_MS = 30 * 60_000

export interface Reader {
	/** The client's address, as the rate limits see it (TRUST_PROXY). */
	ip: string
	userAgent: string | null | undefined
}

/** What a reader's share or click came to: counted, not counted (a bot, or counted already), or no such item. */
export type CountOutcome = 'counted' | 'not-counted' | 'not-found'

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

/** The day's salted hash of what identifies a client (its address, and its user agent or not). */
export async function clientHash(
	parts: readonly string[],
	now: Date,
): Promise<string> {
	const salt = await saltOf(utcDay(now))
	return createHash('sha256')
		.update([salt, ...parts].join('\n'))
		.digest('base64url')
		.slice(0, 32)
}

/**
 * Claims `key` for 30 minutes; true when this call made the claim. A claim past its time is
 * replaced: it is removed only if unchanged, and the fresh insert decides between racing callers.
 */
export async function claimOnce(key: string, now: Date): Promise<boolean> {
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
 * Claims one count of `what` (an item, and its platform) for a client address, once per 30
 * minutes whatever user agent it sends: true when this call claimed it.
 */
export async function claimOncePerAddress(
	what: string,
	address: string,
	now: Date,
): Promise<boolean> {
	return claimOnce(`${what}:${await clientHash([address], now)}`, now)
}

/** Removes expired marks and old salts, keeping both collections small. */
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
