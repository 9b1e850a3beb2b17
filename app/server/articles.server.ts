import mongoose from "mongoose";
import { SEARCH_MIN_LENGTH } from "../lib/search.ts";
import { slugify } from "../lib/slug.ts";
import type { ArticleInput } from "../schemas/article.ts";
import { insertOnce, randomId, replacement } from "./models/shared.ts";
import { Article, type ArticleFields } from "./models/index.ts";
import { deleteArticleBody, getArticleBody, saveArticleBody } from "./article-bodies.server.ts";
import { attachImages } from "./images.server.ts";
import { PAGE_TAGS, dependsOn, invalidatePages } from "./page-cache.server.ts";

/** An article as pages and the JSON API present it: `id` for `_id`, an ISO date, no bookkeeping. */
export type ArticleView = Omit<ArticleFields, "_id" | "content" | "publishedAt" | "createdAt" | "updatedAt"> & {
  id: string;
  content: string;
  publishedAt: string;
};

/** A card needs no body: list queries leave `content` out. */
export type ArticleSummary = Omit<ArticleView, "content">;

/** The article page: the article and its body as HTML, rendered when it was saved. */
export interface ArticleForReading {
  article: ArticleSummary;
  html: string;
}

function toSummary(doc: ArticleFields): ArticleSummary {
  // `content` is no longer part of the article's document (article_bodies); old ones may have it.
  const { _id, publishedAt, createdAt: _created, updatedAt: _updated, content: _content, ...rest } = doc;
  return { id: _id, ...rest, publishedAt: new Date(publishedAt).toISOString() };
}

const LIST_PROJECTION = { content: 0 } as const;
const NEWEST = { publishedAt: -1, _id: -1 } as const;

/**
 * A list of cards. A page rendered for the cache depends on every article it shows and, through
 * `membership` (a list tag), on which articles the list holds; null for lists that need not follow
 * membership at once (related articles: they catch up when the page is next refreshed).
 */
async function list(filter: Record<string, unknown>, limit: number, membership: string | null, sort: Record<string, 1 | -1> = NEWEST): Promise<ArticleSummary[]> {
  const docs = await Article.find(filter, LIST_PROJECTION).sort(sort).limit(limit).lean<ArticleFields[]>();
  dependsOn(...(membership ? [membership] : []), ...docs.map((doc) => PAGE_TAGS.article(doc._id)));
  return docs.map((doc) => toSummary(doc));
}

export function listLatestArticles(limit = 50): Promise<ArticleSummary[]> {
  return list({}, limit, PAGE_TAGS.allArticles);
}

export function listFeaturedArticles(limit = 10): Promise<ArticleSummary[]> {
  return list({ featured: true }, limit, PAGE_TAGS.allArticles);
}

export function listBreakingArticles(limit = 10): Promise<ArticleSummary[]> {
  return list({ breaking: true }, limit, PAGE_TAGS.allArticles);
}

export function listArticlesInCategory(category: string, limit = 30): Promise<ArticleSummary[]> {
  return list({ category }, limit, PAGE_TAGS.category(category));
}

export function listMostReadArticles(limit = 3): Promise<ArticleSummary[]> {
  return list({}, limit, PAGE_TAGS.allArticles, { views: -1, _id: 1 });
}

/** One article with its markdown (the JSON API, the editor), or null. */
export async function getArticle(id: string): Promise<ArticleView | null> {
  const found = await findWithBody(id);
  return found ? { ...found.article, content: found.body.content } : null;
}

/** One article with its rendered body (the article page), or null. */
export async function getArticleForReading(id: string): Promise<ArticleForReading | null> {
  const found = await findWithBody(id);
  return found ? { article: found.article, html: found.body.html } : null;
}

/** The article without its body (cards, redirects), or null. */
export async function getArticleSummary(id: string): Promise<ArticleSummary | null> {
  dependsOn(PAGE_TAGS.article(id));
  const doc = await Article.findById(id, LIST_PROJECTION).lean<ArticleFields>();
  return doc ? toSummary(doc) : null;
}

async function findWithBody(id: string) {
  dependsOn(PAGE_TAGS.article(id));
  // Both by id, at once: one round trip's time.
  const [doc, stored] = await Promise.all([Article.findById(id).lean<ArticleFields>(), getArticleBody(id)]);
  if (!doc) return null;
  const body = stored ?? (await getArticleBody(id, doc)) ?? { content: "", html: "" };
  return { article: toSummary(doc), body };
}

/** Up to `limit` other articles: the same category first (newest), then featured ones. */
export async function listRelatedArticles(article: Pick<ArticleView, "id" | "category">, limit = 3): Promise<ArticleSummary[]> {
  const sameCategory = await list({ category: article.category, _id: mongoose.trusted({ $ne: article.id }) }, limit, null);
  if (sameCategory.length >= limit) return sameCategory;
  const exclude = [article.id, ...sameCategory.map((related) => related.id)];
  const featured = await list({ featured: true, _id: mongoose.trusted({ $nin: exclude }) }, limit - sameCategory.length, null);
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
  return list({ author }, limit, PAGE_TAGS.allArticles);
}

/** What list membership an article has: a change to any of these moves it between lists. */
type Placement = Pick<ArticleFields, "category" | "featured" | "breaking" | "publishedAt">;
const PLACEMENT = { category: 1, featured: 1, breaking: 1, publishedAt: 1 } as const;

function samePlacement(a: Placement, b: Placement): boolean {
  return a.category === b.category && Boolean(a.featured) === Boolean(b.featured) && Boolean(a.breaking) === Boolean(b.breaking) && new Date(a.publishedAt).getTime() === new Date(b.publishedAt).getTime();
}

/** The lists an article in `placements` belongs to (for the page cache). */
function listTags(...placements: Pick<Placement, "category">[]): string[] {
  return [PAGE_TAGS.allArticles, ...placements.map((placement) => PAGE_TAGS.category(placement.category))];
}

/** Deletes an article: its page and every list showing it are dropped at once on every instance. */
export async function deleteArticle(id: string): Promise<boolean> {
  const placement = await Article.findById(id, PLACEMENT).lean<Placement>();
  const result = await Article.deleteOne({ _id: id });
  await deleteArticleBody(id);
  await invalidatePages([PAGE_TAGS.article(id)], { removal: true });
  if (placement) await invalidatePages(listTags(placement));
  return result.deletedCount > 0;
}

/** A readable, unique id for a new article: its headline's slug and a short random tail. */
function newArticleId(headline: string): string {
  const slug = slugify(headline, 60);
  const tail = randomId().slice(0, 6).toLowerCase().replace(/[^a-z0-9]/g, "x");
  return slug ? `${slug}-${tail}` : randomId();
}

/** Marks the article's stored images as used and returns their sizes (before the article is saved: see attachImages). */
async function imageMetaOf(input: Pick<ArticleInput, "imageUrl" | "imageUrls">) {
  const imageMeta = await attachImages([input.imageUrl, ...(input.imageUrls ?? [])]);
  return imageMeta.length ? imageMeta : undefined;
}

export async function createArticle(input: ArticleInput): Promise<ArticleView> {
  const imageMeta = await imageMetaOf(input);
  const id = newArticleId(input.headline);
  const { content, ...fields } = input;
  // The body first: an article is never listed without one.
  await saveArticleBody(id, input);
  const created = (await Article.create({ _id: id, ...fields, imageUrls: input.imageUrls?.length ? input.imageUrls : undefined, imageMeta })).toObject({ transform: false }) as ArticleFields;
  await invalidatePages([PAGE_TAGS.article(id), ...listTags(created)]);
  return { ...toSummary(created), content };
}

/**
 * Publishes an article under a fixed id unless one exists (the seed, the curated import, approved
 * guest posts); never overwrites. True when it inserted.
 */
export async function insertArticleOnce(id: string, { content, ...fields }: Record<string, unknown> & BodyFields): Promise<boolean> {
  if (await Article.exists({ _id: id })) return false;
  await saveArticleBody(id, { content, headline: fields.headline, summary: fields.summary });
  const inserted = await insertOnce(Article, id, fields);
  if (inserted) await invalidatePages([PAGE_TAGS.article(id), ...listTags(fields)]);
  return inserted;
}

type BodyFields = Pick<Placement, "category" | "publishedAt"> & Partial<Placement> & { content: string; headline: string; summary: string };

/** Replaces the editable fields; counters and the publication date stay. Null when there is no such article. */
export async function updateArticle(id: string, input: ArticleInput): Promise<ArticleView | null> {
  const before = await Article.findById(id, PLACEMENT).lean<Placement>();
  if (!before) return null;
  const imageMeta = await imageMetaOf(input);
  const { content, ...fields } = input;
  const update = replacement({ ...fields, imageMeta }, ["imageUrl", "imageUrls", "imageCredit", "youtubeUrl", "imageMeta"]);
  const updated = await Article.findOneAndUpdate({ _id: id }, update, { returnDocument: "after", runValidators: true }).lean<ArticleFields>();
  if (!updated) return null;
  await saveArticleBody(id, input);
  // Its page and every page showing it; the lists it moved between only if it moved.
  await invalidatePages([PAGE_TAGS.article(id), ...(samePlacement(before, updated) ? [] : listTags(before, updated))]);
  return { ...toSummary(updated), content };
}
