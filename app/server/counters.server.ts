/**
 * Batched counters. Readers' views, shares, promotion clicks (and later impressions and daily
 * rollups) add to numbers in documents; a burst of readers must cost the database one write per
 * document, not one per reader. `increment` buffers in this process; about a second after the
 * first buffered increment, `flushCounters` writes one `$inc` per document (one bulk write per
 * collection). docs/decisions/020.
 *
 * What it promises: every increment accepted is written once, unless the process dies within
 * that second (then up to a second of counts is lost: counts, not content). A failed flush is
 * retried with the next one. Flushes never overlap within a process. On FerretDB v1, `$inc`s from
 * two instances on one document at the same instant may lose one; MongoDB applies both.
 */
import mongoose from "mongoose";
import { logger } from "./logger.server.ts";

/** How long increments wait in the buffer before they are written. */
export const COUNTER_FLUSH_MS = 1000;
/** A bound on distinct buffered documents, so a database outage cannot grow memory without end. */
const MAX_BUFFERED_DOCUMENTS = 100_000;

export interface IncrementOptions {
  /** Create the document when missing (rollups, stats); counters of existing records leave it off. */
  upsert?: boolean;
  /** Fields for a document the upsert creates (e.g. the day and the article of a daily rollup). */
  setOnInsert?: Record<string, unknown>;
}

interface Pending {
  collection: string;
  id: string;
  inc: Record<string, number>;
  options: IncrementOptions;
}

const buffer = new Map<string, Pending>();
let timer: ReturnType<typeof setTimeout> | undefined;
let flushing: Promise<void> = Promise.resolve();
const listeners = new Set<(batch: readonly CounterWrite[]) => void>();

/** One document's increments as written by a flush (what `onCounterFlush` listeners receive). */
export interface CounterWrite {
  collection: string;
  id: string;
  inc: Readonly<Record<string, number>>;
}

function add(target: Record<string, number>, inc: Record<string, number>) {
  for (const [field, amount] of Object.entries(inc)) target[field] = (target[field] ?? 0) + amount;
}

function schedule() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    void flushCounters();
  }, COUNTER_FLUSH_MS);
  timer.unref();
}

/**
 * Adds `inc` to the fields of document `id` in `collection` (the MongoDB collection name), soon.
 * Increments of one document within the window merge into one `$inc`.
 */
export function increment(collection: string, id: string, inc: Record<string, number>, options: IncrementOptions = {}): void {
  const key = `${collection}\u0000${id}`;
  const existing = buffer.get(key);
  if (existing) {
    add(existing.inc, inc);
  } else {
    if (buffer.size >= MAX_BUFFERED_DOCUMENTS) {
      logger.warn({ collection, id }, "counter buffer full; increment dropped");
      return;
    }
    buffer.set(key, { collection, id, inc: { ...inc }, options });
  }
  schedule();
}

/** Increments waiting to be written (tests and the shutdown log). */
export function pendingCounterCount(): number {
  return buffer.size;
}

/**
 * Called after each successful flush with what was written: a hook for work that follows counts
 * (daily insight rollups can be fed from here instead of by a second increment per reader).
 */
export function onCounterFlush(listener: (batch: readonly CounterWrite[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function writeBatch(batch: Pending[]): Promise<Pending[]> {
  const db = mongoose.connection.db;
  if (!db) return batch;
  const byCollection = new Map<string, Pending[]>();
  for (const item of batch) byCollection.set(item.collection, [...(byCollection.get(item.collection) ?? []), item]);
  const failed: Pending[] = [];
  await Promise.all(
    [...byCollection].map(async ([collection, items]) => {
      try {
        await db.collection(collection).bulkWrite(
          items.map(({ id, inc, options }) => ({
            updateOne: {
              filter: { _id: id as never },
              update: { $inc: inc, ...(options.setOnInsert ? { $setOnInsert: options.setOnInsert } : {}) },
              upsert: options.upsert ?? false,
            },
          })),
          { ordered: false },
        );
      } catch (error) {
        // Only the writes the server names as failed are retried; the others were applied.
        const indexes = (error as { writeErrors?: { index: number }[] | { index: number } }).writeErrors;
        const failedIndexes = indexes === undefined ? null : (Array.isArray(indexes) ? indexes : [indexes]).map((writeError) => writeError.index);
        failed.push(...(failedIndexes === null ? items : failedIndexes.map((index) => items[index]!)));
        logger.warn({ err: error, collection, documents: items.length }, "counter flush failed; retrying with the next flush");
      }
    }),
  );
  return failed;
}

/** Writes everything buffered now (also called at shutdown). Resolves when it is written or re-queued. */
export function flushCounters(): Promise<void> {
  const run = flushing.then(async () => {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (buffer.size === 0) return;
    const batch = [...buffer.values()];
    buffer.clear();
    const failed = await writeBatch(batch);
    for (const item of failed) increment(item.collection, item.id, item.inc, item.options);
    const written = new Set(failed);
    const done = batch.filter((item) => !written.has(item)).map(({ collection, id, inc }) => ({ collection, id, inc }));
    for (const listener of listeners) {
      try {
        listener(done);
      } catch (error) {
        logger.warn({ err: error }, "counter flush listener failed");
      }
    }
  });
  flushing = run.catch(() => undefined);
  return run;
}
