import type { GuestPostEdit, GuestPostSubmission } from "../schemas/guest-post.ts";
import { guestPostEmail, sendEmail } from "./email.server.ts";
import { conflict, notFound } from "./errors.server.ts";
import { Article, GuestPost, type GuestPostFields, type GuestPostStatus } from "./models/index.ts";
import { insertMissing, randomId } from "./models/shared.ts";
import { changingHome } from "./cache.server.ts";

export interface GuestPostView {
  id: string;
  authorName: string;
  email: string;
  company?: string;
  socialHandle?: string;
  category: string;
  headline: string;
  content: string;
  authorBio?: string;
  imageUrl?: string;
  imageUrls?: string[];
  agreeTerms: boolean;
  submittedAt: string;
  status: GuestPostStatus;
  reviewedAt?: string;
  articleId?: string;
}

function toView(doc: GuestPostFields): GuestPostView {
  const { _id, submittedAt, reviewedAt, createdAt: _created, updatedAt: _updated, ...rest } = doc;
  return {
    id: _id,
    ...rest,
    submittedAt: new Date(submittedAt).toISOString(),
    ...(reviewedAt ? { reviewedAt: new Date(reviewedAt).toISOString() } : {}),
  };
}

export async function listGuestPosts(): Promise<GuestPostView[]> {
  const docs = await GuestPost.find().sort({ submittedAt: -1, _id: 1 }).lean<GuestPostFields[]>();
  return docs.map(toView);
}

export async function getGuestPost(id: string): Promise<GuestPostView | null> {
  const doc = await GuestPost.findById(id).lean<GuestPostFields>();
  return doc ? toView(doc) : null;
}

/** The first paragraph of plain text, cut at a word near `length`: the published article's summary. */
export function summarise(markdown: string, length = 200): string {
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.replace(/[#>*_`[\]]|\(https?:[^)]*\)/g, "").replace(/\s+/g, " ").trim())
      .find((block) => block.length > 40) ?? markdown.trim();
  if (paragraph.length <= length) return paragraph;
  const cut = paragraph.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : length)}...`;
}

async function pendingPost(id: string): Promise<GuestPostFields> {
  const post = await GuestPost.findById(id).lean<GuestPostFields>();
  if (!post) throw notFound("Guest post not found.");
  if (post.status !== "pending") throw conflict(`This guest post was already ${post.status}.`);
  return post;
}

/**
 * Publishes a pending guest post as an article in Guest Contributions and marks it approved.
 * Two steps without a transaction (FerretDB has none): the article is written first with a known
 * id, so a retry after a failure in between finds and reuses it instead of publishing twice.
 * On MongoDB a transaction would make the pair atomic.
 */
export async function approveGuestPost(id: string): Promise<{ post: GuestPostView; articleId: string }> {
  return changingHome(async () => {
    const post = await pendingPost(id);
    const articleId = post.articleId ?? `guest-${randomId()}`;
    if (!post.articleId) await GuestPost.updateOne({ _id: id, status: "pending" }, { articleId });
    await insertMissing(Article, articleId, {
      headline: post.headline,
      summary: summarise(post.content),
      content: post.content,
      author: post.authorName,
      category: "guest-contributions",
      ...(post.imageUrl ? { imageUrl: post.imageUrl } : {}),
      ...(post.imageUrls?.length ? { imageUrls: post.imageUrls } : {}),
      publishedAt: new Date(),
    });
    const updated = await GuestPost.findOneAndUpdate({ _id: id, status: "pending" }, { status: "approved", reviewedAt: new Date() }, { returnDocument: "after" }).lean<GuestPostFields>();
    if (!updated) throw conflict("This guest post was reviewed meanwhile.");
    await sendEmail(guestPostEmail("approved", updated));
    return { post: toView(updated), articleId };
  });
}

export async function rejectGuestPost(id: string): Promise<GuestPostView> {
  await pendingPost(id);
  const updated = await GuestPost.findOneAndUpdate({ _id: id, status: "pending" }, { status: "rejected", reviewedAt: new Date() }, { returnDocument: "after" }).lean<GuestPostFields>();
  if (!updated) throw conflict("This guest post was reviewed meanwhile.");
  await sendEmail(guestPostEmail("rejected", updated));
  return toView(updated);
}

/** Stores a submission as pending (SPEC §4), for the editors to review. */
export async function submitGuestPost(submission: GuestPostSubmission): Promise<GuestPostView> {
  const created = await GuestPost.create({ ...submission, imageUrls: submission.imageUrls?.length ? submission.imageUrls : undefined });
  await sendEmail(guestPostEmail("received", submission));
  return toView(created.toObject({ transform: false }));
}

const OPTIONAL_EDIT_FIELDS = ["company", "socialHandle", "authorBio", "imageUrl"] as const satisfies readonly (keyof GuestPostEdit)[];

/**
 * The admin's edit (SPEC §5): replaces the editable fields, removes optional ones left empty.
 * Status, submission and review dates stay as they were. 404 when there is no such post.
 */
export async function updateGuestPost(id: string, input: GuestPostEdit): Promise<GuestPostView> {
  const unset: Record<string, 1> = {};
  for (const field of OPTIONAL_EDIT_FIELDS) if (input[field] === undefined) unset[field] = 1;
  const set = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  const updated = await GuestPost.findOneAndUpdate(
    { _id: id },
    { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}) },
    { returnDocument: "after", runValidators: true },
  ).lean<GuestPostFields>();
  if (!updated) throw notFound("Guest post not found.");
  return toView(updated);
}
