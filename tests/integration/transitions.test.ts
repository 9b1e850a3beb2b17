import { describe, expect, it } from "vitest";
import { isFerretDB, setupTestDatabase } from "../helpers/database";
import { GuestPostSubmissionSchema } from "~/schemas/guest-post";
import { recordArticleView } from "~/server/articles.server";
import { DomainError } from "~/server/errors.server";
import { approveGuestPost, publishedArticleId, rejectGuestPost, submitGuestPost } from "~/server/guest-posts.server";
import { statusOf } from "~/server/http.server";
import { Article, Claim, GuestPost, Promotion, ShareEvent } from "~/server/models";
import { countPromotionClick } from "~/server/promotions.server";
import { recordShare } from "~/server/shares.server";

setupTestDatabase("transitions");

const N = 20;

async function pendingPost(label: string): Promise<string> {
  const submitted = await submitGuestPost(
    GuestPostSubmissionSchema.parse({
      authorName: `Contributor ${label}`,
      email: `contributor.${label}@example.com`,
      category: "trust-building",
      headline: `Race ${label}: one article, however many clicks`,
      content: `**Problem** ${"Two editors clicked Approve at the same moment and we published twice. ".repeat(6)}\n\n**Solution** ${"One write only one request can win. ".repeat(4)}`,
      agreeTerms: true,
    }),
  );
  return submitted.id;
}

/** Runs all at once; each outcome as "ok" or the HTTP status its failure would answer. */
async function simultaneously(runs: (() => Promise<unknown>)[]): Promise<(number | "ok")[]> {
  const outcomes = await Promise.allSettled(runs.map((run) => run()));
  return outcomes.map((outcome) => {
    if (outcome.status === "fulfilled") return "ok";
    expect(outcome.reason, String(outcome.reason)).toBeInstanceOf(DomainError);
    return statusOf(outcome.reason as DomainError);
  });
}

const tally = (outcomes: (number | "ok")[]) => outcomes.reduce<Record<string, number>>((counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }), {});

describe("guest-post review happens exactly once", () => {
  it(`${N} simultaneous approvals: one success, ${N - 1} conflicts, one article under the derived id`, async () => {
    const id = await pendingPost("approve");
    const outcomes = await simultaneously(Array.from({ length: N }, () => () => approveGuestPost(id)));
    expect(tally(outcomes)).toEqual({ ok: 1, 409: N - 1 });
    expect(await Article.countDocuments({ headline: "Race approve: one article, however many clicks" })).toBe(1);
    expect(await Article.exists({ _id: publishedArticleId(id) })).toBeTruthy();
    expect(await GuestPost.findById(id).lean()).toMatchObject({ status: "approved", articleId: publishedArticleId(id) });
  });

  it("approvals and rejections at once: one decision wins and the others are 409s that change nothing", async () => {
    const id = await pendingPost("mixed");
    const runs = Array.from({ length: N }, (_, i) => (i % 2 === 0 ? () => approveGuestPost(id) : () => rejectGuestPost(id)));
    const outcomes = await simultaneously(runs);
    expect(tally(outcomes)).toEqual({ ok: 1, 409: N - 1 });
    const post = await GuestPost.findById(id).lean();
    const articles = await Article.countDocuments({ _id: publishedArticleId(id) });
    // Whichever won, the state is that decision's, whole.
    if (post!.status === "approved") expect(articles).toBe(1);
    else expect([post!.status, articles]).toEqual(["rejected", 0]);
  });

  it("a review that stopped between its writes (a crash) is finished by the next attempt, never repeated", async () => {
    // Claimed and published, but the status was never set: the instance died in between.
    const id = await pendingPost("crash");
    const crashedAt = new Date(Date.now() - 5 * 60_000);
    await Claim.create({ _id: `guest-post-review:${id}`, outcome: "approve", claimedAt: crashedAt });
    const post = await GuestPost.findById(id).lean();
    await Article.create({ _id: publishedArticleId(id), headline: post!.headline, summary: "Published before the crash.", content: post!.content, author: post!.authorName, category: "guest-contributions" });

    const retry = await approveGuestPost(id).catch((error: unknown) => error);
    expect(retry).toBeInstanceOf(DomainError);
    expect([statusOf(retry as DomainError), (retry as DomainError).message]).toEqual([409, "This guest post was already approved."]);
    expect(await GuestPost.findById(id).lean()).toMatchObject({ status: "approved", articleId: publishedArticleId(id) });
    expect(await Article.countDocuments({ headline: post!.headline })).toBe(1);

    // Claimed for rejection only: a later approval finishes the rejection instead.
    const rejectedId = await pendingPost("crash-reject");
    await Claim.create({ _id: `guest-post-review:${rejectedId}`, outcome: "reject", claimedAt: crashedAt });
    expect(await approveGuestPost(rejectedId).catch((error: unknown) => (error as DomainError).message)).toBe("This guest post was already rejected.");
    expect((await GuestPost.findById(rejectedId).lean())!.status).toBe("rejected");
    expect(await Article.exists({ _id: publishedArticleId(rejectedId) })).toBeNull();
  });

  it("a review in progress (a fresh claim) is left to its winner: the next attempt answers 409 at once and writes nothing", async () => {
    const id = await pendingPost("in-progress");
    await Claim.create({ _id: `guest-post-review:${id}`, outcome: "approve", claimedAt: new Date() });
    expect(await approveGuestPost(id).catch((error: unknown) => (error as DomainError).message)).toBe("This guest post was already approved.");
    expect((await GuestPost.findById(id).lean())!.status).toBe("pending");
    expect(await Article.exists({ _id: publishedArticleId(id) })).toBeNull();
  });
});

describe("counters under concurrency ($inc only)", () => {
  it(`${N * 2} simultaneous views, shares and clicks: what MongoDB guarantees, and what FerretDB loses`, async () => {
    const hits = N * 2;
    await Article.create({ _id: "counted", headline: "Counted", summary: "Counted.", content: "Counted.", author: "Desk", category: "trust-building" });
    await Promotion.create({ _id: "counted-promo", title: "Counted", description: "Counted.", url: "https://example.com/", placement: "sidebar" });
    await Promise.all([
      ...Array.from({ length: hits }, () => recordArticleView("counted")),
      ...Array.from({ length: hits }, () => recordShare({ articleId: "counted", platform: "linkedin", category: "trust-building" })),
      ...Array.from({ length: hits }, () => countPromotionClick("counted-promo")),
    ]);
    const article = await Article.findById("counted").lean();
    const promotion = await Promotion.findById("counted-promo").lean();
    const events = await ShareEvent.countDocuments({ articleId: "counted" });
    const ferret = await isFerretDB();
    console.log(
      `${hits} simultaneous increments each (${ferret ? "FerretDB" : "MongoDB"}): views ${article!.views}, shares ${article!.shares}, ` +
        `linkedinShares ${article!.linkedinShares}, promotion clicks ${promotion!.clicks}; share records inserted ${events}`,
    );
    // Inserts are exact everywhere: every share keeps its analytics record.
    expect(events).toBe(hits);
    for (const count of [article!.views, article!.shares, article!.linkedinShares, promotion!.clicks]) {
      if (ferret) {
        // FerretDB v1 reads the whole document, adds and writes it back: simultaneous increments
        // (even of different fields of one article) overwrite each other, so nothing above 0 is
        // guaranteed. Counts that must be exact there are inserts (the share records above).
        expect(count).toBeGreaterThanOrEqual(0);
        expect(count).toBeLessThanOrEqual(hits);
      } else {
        expect(count).toBe(hits);
      }
    }
    // One at a time, every server counts exactly.
    await recordArticleView("counted");
    expect((await Article.findById("counted").lean())!.views).toBe(article!.views + 1);
  });
});
