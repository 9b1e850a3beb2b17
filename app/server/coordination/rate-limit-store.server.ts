/**
 * A rate-limiter-flexible store on MongoDB that counts exactly on every MongoDB-wire server,
 * FerretDB v1 included (docs/decisions/011).
 *
 * The library's own RateLimiterMongo counts with one `$inc` upsert per attempt. That is atomic on
 * MongoDB, but not on FerretDB v1: 50 simultaneous attempts at a limit of 5 let 37 to 50 through
 * (measured; concurrent `$inc`s overwrite each other). What is exact on both servers is inserting
 * a fixed `_id`: a second insert fails. So every allowed attempt inserts a *slot* record
 * `{key}:{window}:{i}` with i < points, and at most `points` of them can exist per window, whatever
 * the timing and however many instances. A `$inc` counter only suggests which slot to try first
 * (exact on MongoDB, so one insert each there; on FerretDB a lost increment means a collision and
 * a try of the next slot).
 *
 * Why the count cannot fall short either: the counter moves by one each time, so every hint
 * 0, 1, 2, … up to the highest one was handed to some attempt, and the attempt holding hint i tries
 * slot i first; slot i is therefore taken (by it or by someone earlier). An attempt whose hint is
 * `points` or more is refused at once: slots 0 … points−1 are all taken or being taken. (So is an
 * attempt that finds its slot and the last slot taken: the last slot is only reached once every
 * hint below it was handed out.) Only an
 * instance dying between its counter write and its slot insert can leave a slot empty (stricter,
 * never looser).
 *
 * Windows are fixed and aligned to the clock (window = floor(now / duration)), so every instance
 * names the same window without asking the others. Records expire at the window's end
 * (`expiresAt`, removed by coordination/expiry.server.ts).
 */
import mongoose from 'mongoose'
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js'
import {
	RateLimitRecord,
	type RateLimitFields,
} from '#app/server/models/rate-limit.ts'
import { upsertRetryingRace } from '#app/server/models/shared.ts'
import { insertEach } from './claims.server.ts'

/** What a consume found in the store. */
interface SlotResult {
	/** Attempts this window counts, including this one; more than `points` means refused. */
	consumed: number
	expiresAt: Date
}

export interface SlotLimiterOptions {
	keyPrefix: string
	points: number
	/** Window length in seconds. */
	duration: number
	/** Answers instead while the database is away (the library calls it on any store error). */
	insuranceLimiter?: RateLimiterAbstract
}

class DatabaseAway extends Error {
	constructor() {
		super(
			"The database is not connected; the rate limit falls back to this instance's memory.",
		)
		this.name = 'DatabaseAway'
	}
}

function collection(): mongoose.mongo.Collection<RateLimitFields> {
	// Not connected: fail at once so the insurance limiter answers (mongoose would queue the
	// command until a timeout instead).
	if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected)
		throw new DatabaseAway()
	return RateLimitRecord.collection as unknown as mongoose.mongo.Collection<RateLimitFields>
}

export class RateLimiterMongoSlots extends RateLimiterStoreAbstract {
	constructor(options: SlotLimiterOptions) {
		super({ ...options, storeClient: RateLimitRecord })
	}

	_getRateLimiterRes(
		_rlKey: string,
		changedPoints: number,
		result: SlotResult,
	): RateLimiterRes {
		const consumed = result.consumed
		return new RateLimiterRes(
			Math.max(this.points - consumed, 0),
			Math.max(result.expiresAt.getTime() - Date.now(), 0),
			consumed,
			consumed === changedPoints,
		)
	}

	async _upsert(
		rlKey: string,
		points: number,
		msDuration: number,
		forceExpire = false,
	): Promise<SlotResult> {
		if (points !== 1 || forceExpire || msDuration <= 0)
			throw new Error(
				'RateLimiterMongoSlots counts single attempts within a window (consume(key)) only.',
			)
		const records = collection()
		const window = Math.floor(Date.now() / msDuration)
		const expiresAt = new Date((window + 1) * msDuration)
		const prefix = `${rlKey}:${window}`
		const hint = await this.counterHint(`${prefix}:n`, rlKey, expiresAt)
		const last = this.points - 1
		for (let slot = hint; slot <= last; slot += 1) {
			const [won] = await insertEach(records, [
				{ _id: `${prefix}:${slot}`, key: rlKey, expiresAt, slot },
			])
			if (won) return { consumed: slot + 1, expiresAt }
			// Taken (the counter lagged: FerretDB). When the last slot is taken too, the window is full:
			// refuse now instead of trying every slot in between.
			if (
				slot === hint &&
				slot < last &&
				(await records.countDocuments(
					{ _id: `${prefix}:${last}` },
					{ limit: 1 },
				)) > 0
			)
				break
		}
		return { consumed: this.points + 1, expiresAt }
	}

	/** The counter's value before this attempt: which slot to try first. */
	private async counterHint(
		id: string,
		rlKey: string,
		expiresAt: Date,
	): Promise<number> {
		const update = () =>
			collection().findOneAndUpdate(
				{ _id: id },
				{ $inc: { n: 1 }, $setOnInsert: { key: rlKey, expiresAt } },
				{ upsert: true, returnDocument: 'after' },
			)
		// Two first attempts of a window upserting at once: one inserted, the other updates it.
		const counter = await upsertRetryingRace(update)
		return Math.max(Number(counter?.n ?? 1) - 1, 0)
	}

	/** Allowed attempts this window (slots taken), or null when there were none. */
	async _get(rlKey: string): Promise<SlotResult | null> {
		const msDuration = this.duration * 1000
		const window = Math.floor(Date.now() / msDuration)
		const expiresAt = new Date((window + 1) * msDuration)
		const consumed = await collection().countDocuments({
			key: rlKey,
			expiresAt,
			slot: { $exists: true },
		})
		return consumed === 0 ? null : { consumed, expiresAt }
	}

	async _delete(rlKey: string): Promise<boolean> {
		const { deletedCount } = await collection().deleteMany({ key: rlKey })
		return deletedCount > 0
	}
}
