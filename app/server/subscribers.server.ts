import type { NewsletterSignup } from "../schemas/newsletter.ts";
import { NewsletterSubscriber, type SubscriberFields } from "./models/index.ts";
import { isDuplicateKey } from "./models/shared.ts";

export type SubscribeOutcome = "subscribed" | "already-subscribed" | "resubscribed";

export interface SubscriberView {
  id: string;
  email: string;
  subscribedAt: string;
  active: boolean;
  source: string;
  contentType: string;
}

/**
 * Adds a subscriber, once per address (case-insensitive). Signing up again is not an error: an
 * active subscriber stays as they were, an inactive one is switched back on.
 */
export async function subscribe({ email, source, contentType }: NewsletterSignup): Promise<{ outcome: SubscribeOutcome; subscriber: SubscriberView }> {
  const address = email.trim().toLowerCase();
  const existing = await NewsletterSubscriber.findOne({ email: address }).lean<SubscriberFields>();
  if (existing) {
    if (existing.active) return { outcome: "already-subscribed", subscriber: toView(existing) };
    const reactivated = await NewsletterSubscriber.findOneAndUpdate({ email: address }, { active: true }, { returnDocument: "after" }).lean<SubscriberFields>();
    return { outcome: "resubscribed", subscriber: toView(reactivated ?? { ...existing, active: true }) };
  }
  try {
    const created = await NewsletterSubscriber.create({ email: address, source: source ?? "direct", contentType: contentType ?? "newsletter" });
    return { outcome: "subscribed", subscriber: toView(created.toObject({ transform: false })) };
  } catch (error) {
    // Two sign-ups for one address at once: the unique index lets one in; the other is a repeat.
    if (!isDuplicateKey(error)) throw error;
    const winner = await NewsletterSubscriber.findOne({ email: address }).lean<SubscriberFields>();
    if (!winner) throw error;
    return { outcome: "already-subscribed", subscriber: toView(winner) };
  }
}

export async function listSubscribers(): Promise<SubscriberView[]> {
  const docs = await NewsletterSubscriber.find().sort({ subscribedAt: -1, _id: 1 }).lean<SubscriberFields[]>();
  return docs.map(toView);
}

function toView(doc: SubscriberFields): SubscriberView {
  return {
    id: doc._id,
    email: doc.email,
    subscribedAt: new Date(doc.subscribedAt).toISOString(),
    active: doc.active,
    source: doc.source ?? "direct",
    contentType: doc.contentType ?? "newsletter",
  };
}
