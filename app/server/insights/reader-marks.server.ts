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
import { DAY_MS, utcDay, utcDayBefore, utcDayStart } from '#app/lib/utc-day.ts'
import {
	claim,
	insertOnce,
	isInForce,
	readClaim,
} from '#app/server/coordination/claims.server.ts'
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

/** The salted hash of what identifies a client (its address, and its user agent or not) with `salt`. */
function hashWith(salt: string, parts: readonly string[]): string {
	return createHash('sha256')
		.update([salt, ...parts].join('\n'))
		.digest('base64url')
		.slice(0, 32)
}

let pastSalt: { day: string; salt: Promise<string | null> } | undefined

/**
 * The salt of a day that has ended, as stored (null: none, nobody was counted that day): never
 * made. Kept once found; a miss is asked again (an instance whose clock is behind may still make it).
 */
function pastSaltOf(day: string): Promise<string | null> {
	if (pastSalt?.day === day) return pastSalt.salt
	const salt = DailySalt.findById(day)
		.lean()
		.then(stored => stored?.salt ?? null)
	const entry = { day, salt }
	pastSalt = entry
	const forget = () => {
		if (pastSalt === entry) pastSalt = undefined
	}
	void salt.then(found => {
		if (found === null) forget()
	}, forget)
	return salt
}

/**
 * Whether the client `parts` name was counted for `what` in the last minutes of the day before
 * `now`, under that day's salt: a mark made at 23:50 still holds at 00:10. Only read (a day's salt
 * is never made after the day), and only in the first 30 minutes of a day.
 */
async function markedLateYesterday(
	what: string,
	parts: readonly string[],
	now: Date,
): Promise<boolean> {
	const today = utcDay(now)
	if (now.getTime() - utcDayStart(today).getTime() >= READER_DEDUPE_MS)
		return false
	const salt = await pastSaltOf(utcDayBefore(today, 1))
	if (salt === null) return false
	return isInForce(
		await readClaim(`${what}:${hashWith(salt, parts)}`, ReaderMark),
		now,
	)
}

/**
 * Claims one count of `what` (an item, and its platform) for the client `parts` identify, for 30
 * minutes: true when this call claimed it. Exact however many instances race (a claim in
 * `reader_marks`). Across midnight, where the day's salt changes, yesterday's mark is looked up
 * first: only two requests in the same few milliseconds either side of midnight can both count.
 */
export async function claimForClient(
	what: string,
	parts: readonly string[],
	now: Date,
): Promise<boolean> {
	const [salt, counted] = await Promise.all([
		saltOf(utcDay(now)),
		markedLateYesterday(what, parts, now),
	])
	if (counted) return false
	return claim(`${what}:${hashWith(salt, parts)}`, {
		lifetimeMs: READER_DEDUPE_MS,
		now,
		store: ReaderMark,
	})
}

/**
 * Claims one count of `what` for a client address, once per 30 minutes whatever user agent it
 * sends: true when this call claimed it.
 */
export function claimOncePerAddress(
	what: string,
	address: string,
	now: Date,
): Promise<boolean> {
	return claimForClient(what, [address], now)
}
