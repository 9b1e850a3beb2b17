/**
 * Who counts, and once: the marks every counting path claims (docs/decisions/020 and 053).
 *
 * - Bots (isbot, or no user agent) count nothing.
 * - A count is a claim for 30 minutes (coordination/claims.server.ts, in `reader_marks`): exact
 *   on MongoDB and FerretDB alike, however many instances race; removed once it has ended
 *   (coordination/expiry.server.ts, decision 055).
 * - The client in a mark is a hash of what identifies it with a salt that changes every UTC day
 *   (hashes cannot be joined across days) and lives in MongoDB (every instance hashes alike).
 */
import { createHash, randomBytes } from 'node:crypto'
import { isbot } from 'isbot'
import { DAY_MS, utcDay } from '#app/lib/utc-day.ts'
import { claim, insertOnce } from '#app/server/coordination/claims.server.ts'
import { DailySalt, ReaderMark } from '#app/server/models/index.ts'

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

/**
 * The salt of `day`: made by the first instance that needs it, read by the others. It expires at
 * the end of the next day and is then removed, so a past day's hashes cannot be made again.
 */
function saltOf(day: string): Promise<string> {
	let salt = salts.get(day)
	if (!salt) {
		salt = (async () => {
			await insertOnce(DailySalt, day, {
				salt: randomBytes(32).toString('base64url'),
				expiresAt: new Date(Date.parse(`${day}T00:00:00Z`) + 2 * DAY_MS),
			})
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

/** Marks `key` (a client counted for something) for 30 minutes; true when this call made the mark. */
export function markReader(key: string, now: Date): Promise<boolean> {
	return claim(key, { lifetimeMs: READER_DEDUPE_MS, now, store: ReaderMark })
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
	return markReader(`${what}:${await clientHash([address], now)}`, now)
}
