import { SUBSCRIBER_STATUS_LABELS } from "~/content/newsletter";
import { toCsv } from "~/lib/csv";
import { listSubscribers } from "~/server/subscribers.server";

/** The subscriber list as CSV (SPEC §9 columns; Status is Pending until the address is confirmed), for the administrator only. */
export async function loader() {
  const subscribers = await listSubscribers();
  const rows = [
    ["Email", "Subscribed Date", "Source", "Content Type", "Status"],
    ...subscribers.map((subscriber) => [subscriber.email, subscriber.subscribedAt, subscriber.source || "direct", subscriber.contentType || "newsletter", SUBSCRIBER_STATUS_LABELS[subscriber.status]]),
  ];
  const date = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${date}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
