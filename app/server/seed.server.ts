/**
 * Sample content for a new site: run by `npm run seed` (idempotent: existing records are left as
 * they are) and on the first start of an empty database.
 */
import { existsSync } from "node:fs";
import { sampleArticles, sampleGuestPosts, samplePromotions, sampleSubscribers } from "../content/sample/index.ts";
import { renderCover } from "./cover-art.server.ts";
import { resolveObjectPath, writeObject, PUBLIC_OBJECTS_PREFIX } from "./images.server.ts";
import { Article, GuestPost, NewsletterSubscriber, Promotion } from "./models/index.ts";
import { insertOnce } from "./models/shared.ts";

export interface SeedReport {
  seeded: boolean;
  counts: { articles: number; guestPosts: number; promotions: number; subscribers: number; images: number };
}

const HOUR = 3_600_000;

function hoursFromNow(hours: number, now: number): Date {
  return new Date(now + hours * HOUR);
}

async function ensureCover(dataDir: string, key: string, category: string): Promise<{ url: string; created: boolean }> {
  const objectPath = `seed/${key}.webp`;
  if (existsSync(resolveObjectPath(dataDir, objectPath)!)) return { url: PUBLIC_OBJECTS_PREFIX + objectPath, created: false };
  return { url: await writeObject(dataDir, objectPath, await renderCover(key, category)), created: true };
}

export async function seedSampleContent({ dataDir, onlyIfEmpty }: { dataDir: string; onlyIfEmpty: boolean }): Promise<SeedReport> {
  const counts = { articles: 0, guestPosts: 0, promotions: 0, subscribers: 0, images: 0 };
  if (onlyIfEmpty && (await Article.estimatedDocumentCount()) > 0) return { seeded: false, counts };
  await Promise.all([Article.init(), GuestPost.init(), Promotion.init(), NewsletterSubscriber.init()]);
  const now = Date.now();

  for (const sample of sampleArticles) {
    const cover = await ensureCover(dataDir, sample.key, sample.category);
    if (cover.created) counts.images += 1;
    const { key, hoursAgo, shares, ...fields } = sample;
    const inserted = await insertOnce(Article, key, {
      ...fields,
      imageUrl: cover.url,
      publishedAt: hoursFromNow(-hoursAgo, now),
      linkedinShares: shares.linkedin,
      twitterShares: shares.twitter,
      emailShares: shares.email,
      copyLinkShares: shares.copyLink,
      shares: shares.linkedin + shares.twitter + shares.email + shares.copyLink,
    });
    if (inserted) counts.articles += 1;
  }

  for (const sample of sampleGuestPosts) {
    const { key, hoursAgo, ...fields } = sample;
    const submittedAt = hoursFromNow(-hoursAgo, now);
    const inserted = await insertOnce(GuestPost, key, {
      ...fields,
      agreeTerms: true,
      submittedAt,
      ...(fields.status === "pending" ? {} : { reviewedAt: hoursFromNow(-hoursAgo + 30, now) }),
    });
    if (inserted) counts.guestPosts += 1;
  }

  for (const sample of samplePromotions) {
    const { key, startsInHours, endsInHours, ...fields } = sample;
    const inserted = await insertOnce(Promotion, key, {
      ...fields,
      ...(startsInHours === undefined ? {} : { startDate: hoursFromNow(startsInHours, now) }),
      ...(endsInHours === undefined ? {} : { endDate: hoursFromNow(endsInHours, now) }),
      createdAt: hoursFromNow(-72, now),
      updatedAt: hoursFromNow(-72, now),
    });
    if (inserted) counts.promotions += 1;
  }

  for (const sample of sampleSubscribers) {
    const { hoursAgo, ...fields } = sample;
    const result = await NewsletterSubscriber.updateOne(
      { email: fields.email },
      { $setOnInsert: { ...fields, subscribedAt: hoursFromNow(-hoursAgo, now) } },
      { upsert: true },
    );
    if (result.upsertedCount > 0) counts.subscribers += 1;
  }

  return { seeded: Object.values(counts).some((count) => count > 0), counts };
}
