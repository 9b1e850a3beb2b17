import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "../helpers/database";
import { NewsletterSubscriber } from "~/server/models";
import { listSubscribers, subscribe } from "~/server/subscribers.server";

setupTestDatabase("subscribers");

describe("subscribe", () => {
  it("adds a subscriber with the SPEC's defaults", async () => {
    const result = await subscribe({ email: "Reader@Example.com" });
    expect(result.outcome).toBe("subscribed");
    expect(result.subscriber).toMatchObject({ email: "reader@example.com", active: true, source: "direct", contentType: "newsletter" });
    expect(result.subscriber.id).toMatch(/^[\w-]{12}$/);
    expect((await NewsletterSubscriber.findById(result.subscriber.id).lean())?.email).toBe("reader@example.com");
  });

  it("keeps where the sign-up came from and what it was for", async () => {
    const result = await subscribe({ email: "guide@example.com", source: "content-upgrade", contentType: "pdf-guide" });
    expect(result.subscriber).toMatchObject({ source: "content-upgrade", contentType: "pdf-guide" });
  });

  it("treats a second sign-up as already subscribed, changing nothing", async () => {
    await subscribe({ email: "twice@example.com", source: "footer" });
    const again = await subscribe({ email: "TWICE@example.com", source: "homepage-sidebar" });
    expect(again.outcome).toBe("already-subscribed");
    expect(again.subscriber.source).toBe("footer");
    expect(await NewsletterSubscriber.countDocuments({ email: "twice@example.com" })).toBe(1);
  });

  it("switches an inactive subscriber back on", async () => {
    await NewsletterSubscriber.create({ email: "lapsed@example.com", active: false });
    const result = await subscribe({ email: "lapsed@example.com" });
    expect(result.outcome).toBe("resubscribed");
    expect((await NewsletterSubscriber.findOne({ email: "lapsed@example.com" }).lean())!.active).toBe(true);
  });

  it("stores one record when the same address signs up many times at once", async () => {
    await NewsletterSubscriber.init();
    const results = await Promise.all(Array.from({ length: 8 }, () => subscribe({ email: "race@example.com" })));
    expect(results.filter((result) => result.outcome === "subscribed").length).toBeLessThanOrEqual(1);
    expect(await NewsletterSubscriber.countDocuments({ email: "race@example.com" })).toBe(1);
  });

  it("lists subscribers newest first", async () => {
    const list = await listSubscribers();
    expect(list.length).toBeGreaterThanOrEqual(5);
    const dates = list.map((subscriber) => subscriber.subscribedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
