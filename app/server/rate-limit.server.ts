/**
 * Per-client limits on public writes and the admin login (rate-limiter-flexible, in memory).
 * One process holds the counts; several instances behind a balancer would each count apart, and
 * would then want the library's MongoDB or Redis store.
 */
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { getEnv } from "./env.server.ts";
import { rateLimited } from "./errors.server.ts";

export interface LimitRule {
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

export const LIMITS = {
  /** Newsletter and guide sign-ups: a person needs one or two; a script needs hundreds. */
  subscribe: { points: 10, duration: 600 },
  guestPost: { points: 5, duration: 3600 },
  share: { points: 120, duration: 60 },
  login: { points: 5, duration: 900 },
  /** Upload URLs for images: a busy editor needs a few dozen; each allows one image of up to 5 MB. */
  upload: { points: 30, duration: 600 },
} as const satisfies Record<string, LimitRule>;

const limiters = new Map<string, RateLimiterMemory>();

function limiter(name: string, rule: LimitRule): RateLimiterMemory {
  let existing = limiters.get(name);
  if (!existing) {
    // RATE_LIMIT_MULTIPLIER lets a load test or the browser suite make many writes from one address.
    existing = new RateLimiterMemory({ keyPrefix: name, points: rule.points * getEnv().RATE_LIMIT_MULTIPLIER, duration: rule.duration });
    limiters.set(name, existing);
  }
  return existing;
}

/** Counts one attempt for `key`; past the limit, throws a "rate-limited" error saying when to retry. */
export async function consumeRateLimit(name: keyof typeof LIMITS, key: string): Promise<void> {
  try {
    await limiter(name, LIMITS[name]).consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const retryAfter = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw rateLimited(`Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minute${retryAfter > 60 ? "s" : ""}.`, retryAfter);
    }
    throw error;
  }
}

/** Forgets the count for `key` (after a successful login). */
export async function resetRateLimit(name: keyof typeof LIMITS, key: string): Promise<void> {
  await limiter(name, LIMITS[name]).delete(key);
}
