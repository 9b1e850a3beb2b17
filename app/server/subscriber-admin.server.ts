/**
 * The administrator's hand on the newsletter list: switch a subscriber off or back on, erase one
 * completely (the right to erasure), and the CSV export, streamed from a cursor so that its
 * memory stays the same for ten subscribers or a million.
 */
import mongoose from "mongoose";
import { csvLine } from "../lib/csv.ts";
import { escapeRegExp } from "../lib/admin-list.ts";
import { SUBSCRIBER_STATUS_LABELS, type SubscriberListQuery } from "../schemas/admin-lists.ts";
import { subscriberFilter, toSubscriberRow } from "./admin-lists.server.ts";
import { notFound } from "./errors.server.ts";
import { NewsletterSubscriber, type SubscriberFields } from "./models/index.ts";

/** Deactivates (no more newsletters) or reactivates a subscriber; answers their address for the message. */
export async function setSubscriberActive(id: string, active: boolean): Promise<{ email: string }> {
  const doc = await NewsletterSubscriber.findOneAndUpdate({ _id: id }, { $set: { active } }, { returnDocument: "after" }).lean<SubscriberFields>();
  if (!doc) throw notFound("Subscriber not found.");
  return { email: doc.email };
}

interface ErasureTarget {
  id: string;
  email: string;
}

/**
 * Every place that holds a subscriber's address or names them by id, besides their own record.
 * The newsletter's work records (sign-ups waiting to be processed, hold the address; claims of
 * sends, named `kind:<subscriberId>…`) are addressed by collection, so an erasure reaches them
 * whatever model code reads them.
 */
const ERASURE_STEPS: { records: string; erase: (target: ErasureTarget) => Promise<number> }[] = [
  {
    records: "sign-up requests",
    erase: async ({ email }) => (await mongoose.connection.collection("newsletter_signup_requests").deleteMany({ email })).deletedCount,
  },
  {
    records: "newsletter send claims",
    erase: async ({ id }) =>
      (await mongoose.connection.collection("newsletter_claims").deleteMany({ _id: { $regex: `(^|:)${escapeRegExp(id)}(:|#|$)` } as never })).deletedCount,
  },
];

/**
 * Erases a subscriber: every record that holds their address, then their own record (last, so an
 * erasure cut short is still in the list and can be run again). Answers the address and how many
 * records went.
 */
export async function eraseSubscriber(id: string): Promise<{ email: string; records: number }> {
  const subscriber = await NewsletterSubscriber.findById(id).lean<SubscriberFields>();
  if (!subscriber) throw notFound("Subscriber not found.");
  const target = { id: subscriber._id, email: subscriber.email };
  let records = 0;
  for (const step of ERASURE_STEPS) records += await step.erase(target);
  records += (await NewsletterSubscriber.deleteOne({ _id: subscriber._id })).deletedCount;
  return { email: subscriber.email, records };
}

/** SPEC §9's columns. */
export const SUBSCRIBER_CSV_HEADER = ["Email", "Subscribed Date", "Source", "Content Type", "Status"];
/** Rows encoded per chunk of the stream (one cursor batch's worth). */
const ROWS_PER_CHUNK = 1_000;

/**
 * The subscribers matching a list's filter as CSV, produced while the client reads it: a cursor
 * walks the records in `_id` order (an index walk on either server, no sort in memory), and the
 * stream asks for the next rows only when the previous chunk has been taken (backpressure), so
 * memory holds one chunk, not the list.
 */
export function subscribersCsvStream(query: Pick<SubscriberListQuery, "q" | "status" | "source">): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const cursor = NewsletterSubscriber.find(subscriberFilter(query) as never)
    .sort({ _id: 1 })
    .lean<SubscriberFields[]>()
    .cursor({ batchSize: ROWS_PER_CHUNK });
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = headerSent ? "" : csvLine(SUBSCRIBER_CSV_HEADER);
      headerSent = true;
      for (let rows = 0; rows < ROWS_PER_CHUNK; rows += 1) {
        const doc = await cursor.next();
        if (!doc) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          await cursor.close();
          return;
        }
        const row = toSubscriberRow(doc);
        chunk += csvLine([row.email, row.subscribedAt ?? "N/A", row.source, row.contentType, SUBSCRIBER_STATUS_LABELS[row.status]]);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await cursor.close();
    },
  });
}
