/**
 * Claims for newsletter work that must happen once (see models/newsletter-claim.ts): the one
 * primitive that is exact on MongoDB and FerretDB v1 alike is an insert under a fixed `_id`.
 */
import { NewsletterClaim } from "./models/index.ts";
import { isDuplicateKey, op } from "./models/shared.ts";

/** True when this call inserted `id` (and so owns the work it names); false when it existed. */
export async function claimOnce(id: string, by?: string): Promise<boolean> {
  try {
    await NewsletterClaim.collection.insertOne({ _id: id as never, at: new Date(), by });
    return true;
  } catch (error) {
    if (isDuplicateKey(error)) return false;
    throw error;
  }
}

/**
 * Claims attempt `from` of some work (`<key>#<attempt>`), or a later one when an earlier attempt's
 * claim is older than `leaseMs` (its holder died, perhaps before it could record that it held
 * it). The attempt won, or null while a live holder may have it.
 */
export async function claimAttempt(key: string, from: number, leaseMs: number, by?: string, now = new Date()): Promise<number | null> {
  for (let attempt = from; attempt < from + 20; attempt += 1) {
    if (await claimOnce(`${key}#${attempt}`, by)) return attempt;
    const held = await NewsletterClaim.findById(`${key}#${attempt}`, { at: 1 }).lean<{ at: Date }>();
    if (!held || now.getTime() - held.at.getTime() < leaseMs) return null;
  }
  return null;
}

interface BulkInsertError {
  code?: number;
  writeErrors?: { index: number; code: number }[] | { index: number; code: number };
}

/**
 * Claims many at once (one round trip): the ids this call inserted. Any failure other than a
 * duplicate key is thrown (and then nothing is known to be claimed by us: the caller retries).
 */
export async function claimMany(ids: readonly string[], by?: string): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const at = new Date();
  try {
    await NewsletterClaim.collection.insertMany(
      ids.map((id) => ({ _id: id as never, at, by })),
      { ordered: false },
    );
    return new Set(ids);
  } catch (error) {
    const bulk = error as BulkInsertError;
    const writeErrors = bulk.writeErrors === undefined ? [] : Array.isArray(bulk.writeErrors) ? bulk.writeErrors : [bulk.writeErrors];
    if (writeErrors.length === 0 || writeErrors.some((writeError) => writeError.code !== 11000)) throw error;
    const lost = new Set(writeErrors.map((writeError) => writeError.index));
    return new Set(ids.filter((_, index) => !lost.has(index)));
  }
}

/** Forgets claims older than `maxAgeMs` (the work they guarded can no longer be retried). */
export async function sweepNewsletterClaims(maxAgeMs: number, now = new Date()): Promise<number> {
  const result = await NewsletterClaim.deleteMany({ at: op({ $lt: new Date(now.getTime() - maxAgeMs) }) });
  return result.deletedCount;
}
