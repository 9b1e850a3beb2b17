import mongoose from "mongoose";
import { SEARCH_MIN_LENGTH } from "../lib/search.ts";
import { slugify } from "../lib/slug.ts";
import type { ArticleInput } from "../schemas/article.ts";
import { randomId, replacement } from "./models/shared.ts";
import { Article, type ArticleFields } from "./models/index.ts";
import { changingHome } from "./cache.server.ts";
import { keepImages } from "./image-import.server.ts";

/** An article as pages and the JSON API present it: `id` for `_id`, an ISO date, no bookkeeping. */
export type ArticleView = Omit<ArticleFields, "_id" | "publishedAt" | "createdAt" | "updatedAt"> & {
  id: string;
  publishedAt: string;
};

/** A card needs no body: list queries leave `content` out. */
export type ArticleSummary = Omit<ArticleView, "content">;

function toView<T extends Partial<ArticleFields>>(doc: T) {
  const { _id, publishedAt, createdAt: _created, updatedAt: _updated, ...rest } = doc;
  return { id: _id!, ...rest, publishedAt: new Date(publishedAt!).toISOString() };
}

const LIST_PROJECTION = { content: 0 } as const;
const NEWEST = { publishedAt: -1, _id: -1 } as const;

async function list(filter: Record<string, unknown>, limit: number, sort: Record<string, 1 | -1> = NEWEST): Promise<ArticleSummary[]> {
  const docs = await Article.find(filter, LIST_PROJECTION).sort(sort).limit(limit).lean<ArticleFields[]>();
  return docs.map((doc) => toView(doc) as ArticleSummary);
}

export function listLatestArticles(limit = 50): Promise<ArticleSummary[]> {
  return list({}, limit);
}

export function listFeaturedArticles(limit = 10): Promise<ArticleSummary[]> {
  return list({ featured: true }, limit);
}

export function listBreakingArticles(limit = 10): Promise<ArticleSummary[]> {
  return list({ breaking: true }, limit);
}

export function listArticlesInCategory(category: string, limit = 30): Promise<ArticleSummary[]> {
  return list({ category }, limit);
}

export function listMostReadArticles(limit = 3): Promise<ArticleSummary[]> {
  return list({}, limit, { views: -1, _id: 1 });
}

export async function getArticle(id: string): Promise<ArticleView | null> {
  const doc = await Article.findById(id).lean<ArticleFields>();
  return doc ? toView<ArticleFields>(doc) : null;
}

/** Counts a reader's visit. */
export async function recordArticleView(id: string): Promise<void> {
  await Article.updateOne({ _id: id }, { $inc: { views: 1 } }, { timestamps: false });
}

/** Up to `limit` other articles: the same category first (newest), then featured ones. */
export async function listRelatedArticles(article: Pick<ArticleView, "id" | "category">, limit = 3): Promise<ArticleSummary[]> {
  const sameCategory = await list({ category: article.category, _id: mongoose.trusted({ $ne: article.id }) }, limit);
  if (sameCategory.length >= limit) return sameCategory;
  const exclude = [article.id, ...sameCategory.map((related) => related.id)];
  const featured = await list({ featured: true, _id: mongoose.trusted({ $nin: exclude }) }, limit - sameCategory.length);
  return [...sameCategory, ...featured];
}

export type SearchResult = Pick<ArticleView, "id" | "headline" | "summary" | "category" | "author">;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Articles whose headline, summary or author contain every word of the query (case-insensitive),
 * newest first. A regular expression scan works on MongoDB and FerretDB alike; on MongoDB alone a
 * text or Atlas Search index would rank by relevance and scale past a few thousand articles.
 */
export async function searchArticles(query: string, limit = 20): Promise<SearchResult[]> {
  const words = query.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (query.trim().length < SEARCH_MIN_LENGTH || words.length === 0) return [];
  const filter = {
    $and: words.map((word) => {
      const pattern = new RegExp(escapeRegExp(word), "i");
      return { $or: [{ headline: pattern }, { summary: pattern }, { author: pattern }] };
    }),
  };
  const docs = await Article.find(mongoose.trusted(filter), { headline: 1, summary: 1, category: 1, author: 1, publishedAt: 1 })
    .sort(NEWEST)
    .limit(limit)
    .lean<Pick<ArticleFields, "_id" | "headline" | "summary" | "category" | "author">[]>();
  return docs.map(({ _id, headline, summary, category, author }) => ({ id: _id, headline, summary, category, author }));
}

export function listArticlesByAuthor(author: string, limit = 6): Promise<ArticleSummary[]> {
  return list({ author }, limit);
}

export async function deleteArticle(id: string): Promise<boolean> {
  return changingHome(async () => {
    const result = await Article.deleteOne({ _id: id });
    return result.deletedCount > 0;
  });
}

/** A readable, unique id for a new article: its headline's slug and a short random tail. */
function newArticleId(headline: string): string {
  const slug = slugify(headline, 60);
  const tail = randomId().slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, "x");
  return slug ? `${slug}-${tail}` : randomId();
}


export async function createArticle(input: ArticleInput): Promise<ArticleView> {
  return changingHome(async () => {
    const stored = await keepImages(input);
    const created = await Article.create({ _id: newArticleId(input.headline), ...stored, imageUrls: stored.imageUrls?.length ? stored.imageUrls : undefined });
    return toView<ArticleFields>(created.toObject({ transform: false }));
  });
}

/** Replaces the editable fields; counters and the publication date stay. Null when there is no such article. */
export async function updateArticle(id: string, input: ArticleInput): Promise<ArticleView | null> {
  return changingHome(async () => {
    const update = replacement(await keepImages(input), ["imageUrl", "imageUrls", "imageCredit", "youtubeUrl", "imageMeta"]);
    const updated = await Article.findOneAndUpdate({ _id: id }, update, { returnDocument: "after", runValidators: true }).lean<ArticleFields>();
    return updated ? toView<ArticleFields>(updated) : null;
  });
}
