/**
 * Per-client limits on public writes, reads that cost the database, and the admin login.
 * Counted in MongoDB (rate-limit-store.server.ts), so every instance shares one count and two
 * instances allow exactly what one does; while the database is away, each instance falls back to
 * counting in its own memory (rate-limiter-flexible's insurance limiter). docs/decisions/011.
 */
import {
	RateLimiterMemory,
	RateLimiterRes,
	type RateLimiterAbstract,
} from 'rate-limiter-flexible'
import { getEnv } from '#app/server/platform/env.server.ts'
import { rateLimited } from '#app/server/platform/errors.server.ts'
import { RateLimiterMongoSlots } from './rate-limit-store.server.ts'

export interface LimitRule {
	/** Requests allowed per window. */
	points: number
	/** Window length in seconds. */
	duration: number
}

export const LIMITS = {
	/** Newsletter and guide sign-ups: a person needs one or two; a script needs hundreds. */
	subscribe: { points: 10, duration: 600 },
	guestPost: { points: 5, duration: 3600 },
	share: { points: 120, duration: 60 },
	/** Sign-in attempts per client address: an office of several people shares one (decision 060). */
	login: { points: 30, duration: 900 },
	/**
	 * Sign-in attempts at one typed e-mail address from one client, whether or not the address has
	 * an account (decision 060): password guessing from one place stops after five.
	 */
	loginAccount: { points: 5, duration: 900 },
	/**
	 * Sign-in attempts at one typed address from every client together: guessing spread over many
	 * addresses stops too, yet a stranger typing the owner's address from one laptop cannot lock
	 * the owner out (they spend their own five).
	 */
	loginAccountAll: { points: 50, duration: 900 },
	/** "Forgot your password?" from one client (docs/decisions/069): a person needs one or two. */
	passwordReset: { points: 10, duration: 3600 },
	/** Reset links asked for one address from every client: nobody's inbox is flooded with them. */
	passwordResetAddress: { points: 3, duration: 3600 },
	/** Upload URLs for images: a busy editor needs a few dozen; each allows one image of up to 5 MB. */
	upload: { points: 30, duration: 600 },
	/** Searches (the instant panel asks as you type): generous for people, a wall for scrapers. */
	search: { points: 120, duration: 60 },
	/** Images drawn on request (the game's result cards): each costs tens of milliseconds of CPU. */
	render: { points: 30, duration: 60 },
	/** Editors' forms kept while the admin signs in again (docs/decisions/044): a person needs a few. */
	editStash: { points: 20, duration: 600 },
	/** The editor's live preview: asked 400 ms after the typing stops, so a writer needs a few a minute. */
	preview: { points: 120, duration: 60 },
	/** Newsletter test sends per person (docs/decisions/079): a few per draft, not a mailing list of tests. */
	newsletterTest: { points: 10, duration: 600 },
	/** Counted reads: view beacons, share and promotion click redirects. An office behind one address reads a lot. */
	track: { points: 300, duration: 60 },
} as const satisfies Record<string, LimitRule>

export type LimitName = keyof typeof LIMITS

/** A limiter for `name`: the shared count in MongoDB, insured by this instance's memory. */
export function createRateLimiter(
	name: string,
	rule: LimitRule,
): RateLimiterAbstract {
	// RATE_LIMIT_MULTIPLIER lets a load test or the browser suite make many writes from one address.
	const points = rule.points * getEnv().RATE_LIMIT_MULTIPLIER
	const insuranceLimiter = new RateLimiterMemory({
		keyPrefix: name,
		points,
		duration: rule.duration,
	})
	return new RateLimiterMongoSlots({
		keyPrefix: name,
		points,
		duration: rule.duration,
		insuranceLimiter,
	})
}

const limiters = new Map<LimitName, RateLimiterAbstract>()

function limiter(name: LimitName): RateLimiterAbstract {
	let existing = limiters.get(name)
	if (!existing) {
		existing = createRateLimiter(name, LIMITS[name])
		limiters.set(name, existing)
	}
	return existing
}

/** Turns the library's refusal into the domain's "rate-limited" error, saying when to retry. */
export async function consume(
	limiter: RateLimiterAbstract,
	key: string,
): Promise<void> {
	try {
		await limiter.consume(key)
	} catch (error) {
		if (error instanceof RateLimiterRes) {
			const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000))
			throw rateLimited(
				`Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? 's' : ''}.`,
				retryAfter,
			)
		}
		throw error
	}
}

/** Counts one attempt for `key`; past the limit, throws a "rate-limited" error saying when to retry. */
export function consumeRateLimit(name: LimitName, key: string): Promise<void> {
	return consume(limiter(name), key)
}

/** Forgets the count for `key` (after a successful login). */
export async function resetRateLimit(
	name: LimitName,
	key: string,
): Promise<void> {
	await limiter(name).delete(key)
}
