/**
 * A small in-process cache for hot, shared, read-mostly data (the home page's lists). Entries
 * expire after their TTL and are dropped at once when the data behind them changes; concurrent
 * misses share one load. Per process: several instances would each keep their own (still correct,
 * since every write path invalidates and the TTL bounds staleness elsewhere).
 */
/** The home page's lists; every article, guest-post and promotion write drops it. */
export const HOME_CACHE_KEY = "home:";

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

const entries = new Map<string, Entry>();

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { expires: now + ttlMs, value });
  // A failed load is not kept: the next request tries again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

/** Drops every entry whose key starts with `prefix` (all of them without one). */
export function invalidateCache(prefix = ""): void {
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * Runs a write that changes what the home page shows, then drops the home page's cache (after the
 * write, so a reader in between cannot put stale lists back).
 */
export async function changingHome<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    invalidateCache(HOME_CACHE_KEY);
  }
}
