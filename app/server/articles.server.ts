import mongoose from "mongoose";
import { decodeCursor, encodeCursor, monthOf, monthRange, type Cursor } from "../lib/cursor.ts";
import { SEARCH_MIN_LENGTH } from "../lib/search.ts";
import { slugify } from "../lib/slug.ts";
import type { ArticleInput } from "../schemas/article.ts";
import { insertOnce, randomId, replacement } from "./models/shared.ts";
import { Article, ArticleBody, type ArticleFields } from "./models/index.ts";
import { ensureAuthor } from "./authors.server.ts";
import { deleteArticleBody, getArticleBody, saveArticleBody } from "./article-bodies.server.ts";
import { keepImages } from "./image-import.server.ts";
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
  // `_fold` is the counters' bookkeeping (counters.server.ts).
  const { _id, publishedAt, createdAt: _created, updatedAt: _updated, content: _content, _fold, ...rest } = doc as ArticleFields & { _fold?: string };
  return { id: _id, ...rest, publishedAt: new Date(publishedAt).toISOString() };
}

const LIST_PROJECTION = { content: 0, _fold: 0 } as const;
/**
 * Every list is in one of these orders, each served on MongoDB by an index that ends in `_id`
 * (models/article.ts), so pages are stable and no list is sorted in memory.
 */
const NEWEST = { publishedAt: -1, _id: -1 } as const;
const OLDEST = { publishedAt: 1, _id: 1 } as const;
const MOST_READ = { views: -1, _id: 1 } as const;
/** The most any list returns. */
export const MAX_LIST_LIMIT = 100;
/** A page of the JSON API's article lists. */
export const API_PAGE_SIZE = 50;

/**
 * Marks the operators of a filter this module wrote as ours (mongoose's sanitizeFilter turns any
 * other operator object into a plain value). Values in these filters are checked strings and dates.
 */
function ownOperators(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(ownOperators);
  if (value === null || typeof value !== "object" || value instanceof Date || value instanceof RegExp) return value;
  return mongoose.trusted(Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, ownOperators(inner)])));
}

function listQuery(filter: Record<string, unknown>, limit: number, sort: Record<string, 1 | -1> = NEWEST) {
  return Article.find(ownOperators(filter) as Record<string, unknown>, LIST_PROJECTION).sort(sort).limit(Math.min(limit, MAX_LIST_LIMIT + 1));
}

/**
 * A list of cards. A page rendered for the cache depends on every article it shows and, through
 * `membership` (a list tag), on which articles the list holds; null for lists that need not follow
 * membership at once (related articles: they catch up when the page is next refreshed).
 */
async function list(filter: Record<string, unknown>, limit: number, membership: string | null, sort: Record<string, 1 | -1> = NEWEST): Promise<ArticleSummary[]> {
  const docs = await listQuery(filter, limit, sort).lean<ArticleFields[]>();
  dependsOn(...(membership ? [membership] : []), ...docs.map((doc) => PAGE_TAGS.article(doc._id)));
  return docs.map((doc) => toSummary(doc));
}

/** One page of a list in publication order, with the cursors of the pages around it. */
export interface ArticlePage {
  articles: ArticleSummary[];
  /** The cursor of the next page of older articles (`?before=`), or null at the end. */
  older: string | null;
  /** The cursor of the page of newer articles (`?after=`), or null on the first page. */
  newer: string | null;
}

/** Conditions for "published before (or after) the cursor" in NEWEST order, index-friendly: a range on publishedAt, ties broken by _id. */
function beyond(cursor: Cursor, direction: "before" | "after", range: { start?: Date; end?: Date } = {}) {
  const earlier = direction === "before";
  return {
    publishedAt: {
      ...(range.start ? { $gte: range.start } : {}),
      ...(range.end ? { $lt: range.end } : {}),
      [earlier ? "$lte" : "$gte"]: cursor.publishedAt,
    },
    $or: [{ publishedAt: { [earlier ? "$lt" : "$gt"]: cursor.publishedAt } }, { _id: { [earlier ? "$lt" : "$gt"]: cursor.id } }],
  };
}

/**
 * A page of a category (`category`), of an author's articles (`author`, the byline), of one month
 * of the archive (`month`, YYYY-MM), or of everything, newest first, `limit` articles before or after a cursor. Cost is one index range
 * scan of `limit + 1` entries on MongoDB wherever the page is: articles published between two
 * visits never shift the page a cursor names.
 */
export async function listArticlePage({
  category,
  author,
  month,
  before,
  after,
  limit = 24,
}: {
  category?: string;
  author?: string;
  month?: string;
  before?: Cursor | null;
  after?: Cursor | null;
  limit?: number;
}): Promise<ArticlePage> {
  const size = Math.min(Math.max(1, limit), MAX_LIST_LIMIT);
  const range = month ? monthRange(month) : null;
  const base: Record<string, unknown> = { ...(category ? { category } : {}), ...(author ? { author } : {}) };
  const window = range ? { publishedAt: { $gte: range.start, $lt: range.end } } : {};
  const membership = author ? PAGE_TAGS.author(author) : category ? PAGE_TAGS.category(category) : PAGE_TAGS.allArticles;
  if (after && !before) {
    const docs = await listQuery({ ...base, ...beyond(after, "after", range ?? {}) }, size + 1, OLDEST).lean<ArticleFields[]>();
    const shown = docs.slice(0, size).reverse();
    dependsOn(membership, ...shown.map((doc) => PAGE_TAGS.article(doc._id)));
    return {
      articles: shown.map((doc) => toSummary(doc)),
      newer: docs.length > size && shown[0] ? encodeCursor({ publishedAt: shown[0].publishedAt, id: shown[0]._id }) : null,
      older: shown.length ? encodeCursor({ publishedAt: shown.at(-1)!.publishedAt, id: shown.at(-1)!._id }) : encodeCursor(after),
    };
  }
  const filter = before ? { ...base, ...beyond(before, "before", range ?? {}) } : { ...base, ...window };
  const docs = await listQuery(filter, size + 1).lean<ArticleFields[]>();
  const shown = docs.slice(0, size);
  dependsOn(membership, ...shown.map((doc) => PAGE_TAGS.article(doc._id)));
  return {
    articles: shown.map((doc) => toSummary(doc)),
    older: docs.length > size ? encodeCursor({ publishedAt: shown.at(-1)!.publishedAt, id: shown.at(-1)!._id }) : null,
    newer: before ? (shown[0] ? encodeCursor({ publishedAt: shown[0].publishedAt, id: shown[0]._id }) : encodeCursor(before)) : null,
  };
}

/** The cursor in a request's parameter, or null (absent or not a cursor). */
export function cursorParam(value: string | null): Cursor | null {
  return decodeCursor(value);
}

/** The first and the last month with articles (YYYY-MM), or null when there are none. Two index lookups. */
export async function archiveSpan(): Promise<{ first: string; last: string } | null> {
  dependsOn(PAGE_TAGS.allArticles);
  const [oldest, newest] = await Promise.all([
    Article.findOne({}, { publishedAt: 1 }).sort(OLDEST).lean<Pick<ArticleFields, "publishedAt">>(),
    Article.findOne({}, { publishedAt: 1 }).sort(NEWEST).lean<Pick<ArticleFields, "publishedAt">>(),
  ]);
  return oldest && newest ? { first: monthOf(oldest.publishedAt), last: monthOf(newest.publishedAt) } : null;
}

/**
 * Every list query the site runs, as MongoDB plans them (the benchmark prints these: each must be
 * an index scan). `sample` gives the values a query needs.
 */
export async function explainListQueries(sample: { category: string; id: string; author: string; cursor: Cursor }): Promise<{ name: string; plan: unknown }[]> {
  const month = monthRange(monthOf(sample.cursor.publishedAt))!;
  const queries: [string, ReturnType<typeof listQuery>][] = [
    ["latest", listQuery({}, 3)],
    ["featured", listQuery({ featured: true }, 3)],
    ["breaking", listQuery({ breaking: true }, 2)],
    ["most read", listQuery({}, 3, MOST_READ)],
    ["category, first page", listQuery({ category: sample.category }, 25)],
    ["category, older page", listQuery({ category: sample.category, ...beyond(sample.cursor, "before") }, 25)],
    ["category, newer page", listQuery({ category: sample.category, ...beyond(sample.cursor, "after") }, 25, OLDEST)],
    ["archive month", listQuery({ publishedAt: { $gte: month.start, $lt: month.end } }, 25)],
    ["related", listQuery({ category: sample.category, _id: { $ne: sample.id } }, 3)],
    ["by author", listQuery({ author: sample.author }, 6)],
    ["all, older page (API, sitemap)", listQuery(beyond(sample.cursor, "before"), 51)],
  ];
  return Promise.all(queries.map(async ([name, query]) => ({ name, plan: await query.explain("queryPlanner") })));
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
  return list({}, limit, PAGE_TAGS.allArticles, MOST_READ);
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
  const sameCategory = await list({ category: article.category, _id: { $ne: article.id } }, limit, null);
  if (sameCategory.length >= limit) return sameCategory;
  const exclude = [article.id, ...sameCategory.map((related) => related.id)];
  const featured = await list({ featured: true, _id: { $nin: exclude } }, limit - sameCategory.length, null);
  return [...sameCategory, ...featured];
}

export type SearchResult = Pick<ArticleView, "id" | "headline" | "summary" | "category" | "author">;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Results per page of a search, and how far a search may page. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_PAGES = 10;

let textSearch: Promise<boolean> | undefined;

/**
 * Whether this server ranks text itself: MongoDB has weighted text indexes, FerretDB v1 has none.
 * Found out once, by creating the index (headline weighs 10, summary 4, body 1) on the bodies.
 */
export function hasTextSearch(): Promise<boolean> {
  textSearch ??= ArticleBody.collection
    .createIndex({ headline: "text", summary: "text", content: "text" }, { name: "article_text", weights: { headline: 10, summary: 4, content: 1 }, default_language: "english" })
    .then(
      () => true,
      // An index of that name with other options still searches (85/86: options or spec differ).
      (error: unknown) => [85, 86].includes((error as { code?: number }).code ?? 0),
    );
  return textSearch;
}

export interface SearchPage {
  results: SearchResult[];
  page: number;
  hasMore: boolean;
}

/**
 * A page of search results. On MongoDB, ranked by the weighted text index (headline over summary
 * over body); elsewhere (FerretDB), the word-match scan: headline, summary or author contain every
 * word (case-insensitive), newest first. At most SEARCH_MAX_PAGES pages of SEARCH_PAGE_SIZE.
 */
export async function searchArticlePage(query: string, page = 1): Promise<SearchPage> {
  const trimmed = query.trim();
  const words = trimmed.split(/\s+/).filter(Boolean).slice(0, 8);
  const current = Math.min(Math.max(1, Math.floor(page) || 1), SEARCH_MAX_PAGES);
  if (trimmed.length < SEARCH_MIN_LENGTH || words.length === 0) return { results: [], page: current, hasMore: false };
  const skip = (current - 1) * SEARCH_PAGE_SIZE;
  const fields = { headline: 1, summary: 1, category: 1, author: 1 } as const;
  type Found = Pick<ArticleFields, "_id" | "headline" | "summary" | "category" | "author">;
  let found: Found[];
  let more: boolean;
  if (await hasTextSearch()) {
    const hits = await ArticleBody.find(mongoose.trusted({ $text: { $search: words.join(" ") } }), { score: { $meta: "textScore" } })
      .sort({ score: { $meta: "textScore" }, _id: 1 })
      .skip(skip)
      .limit(SEARCH_PAGE_SIZE + 1)
      .lean<{ _id: string }[]>();
    const ids = hits.map((hit) => hit._id);
    const docs = await Article.find({ _id: mongoose.trusted({ $in: ids.slice(0, SEARCH_PAGE_SIZE) }) }, fields).lean<Found[]>();
    const byId = new Map(docs.map((doc) => [doc._id, doc]));
    found = ids.slice(0, SEARCH_PAGE_SIZE).flatMap((id) => byId.get(id) ?? []);
    more = ids.length > SEARCH_PAGE_SIZE;
  } else {
    const filter = {
      $and: words.map((word) => {
        const pattern = new RegExp(escapeRegExp(word), "i");
        return { $or: [{ headline: pattern }, { summary: pattern }, { author: pattern }] };
      }),
    };
    found = await Article.find(mongoose.trusted(filter), fields).sort(NEWEST).skip(skip).limit(SEARCH_PAGE_SIZE + 1).lean<Found[]>();
    more = found.length > SEARCH_PAGE_SIZE;
  }
  const results = found.slice(0, SEARCH_PAGE_SIZE).map(({ _id, headline, summary, category, author }) => ({ id: _id, headline, summary, category, author }));
  return { results, page: current, hasMore: more && current < SEARCH_MAX_PAGES };
}

/** The results of a search (one page), as the JSON API lists them. */
export async function searchArticles(query: string, page = 1): Promise<SearchResult[]> {
  return (await searchArticlePage(query, page)).results;
}

export function listArticlesByAuthor(author: string, limit = 6): Promise<ArticleSummary[]> {
  return list({ author }, limit, PAGE_TAGS.author(author));
}

/** What list membership an article has: a change to any of these moves it between lists. */
type Placement = Pick<ArticleFields, "category" | "author" | "featured" | "breaking" | "publishedAt">;
const PLACEMENT = { category: 1, author: 1, featured: 1, breaking: 1, publishedAt: 1 } as const;

function samePlacement(a: Placement, b: Placement): boolean {
  return a.category === b.category && a.author === b.author && Boolean(a.featured) === Boolean(b.featured) && Boolean(a.breaking) === Boolean(b.breaking) && new Date(a.publishedAt).getTime() === new Date(b.publishedAt).getTime();
}

/** The lists an article in `placements` belongs to (for the page cache). */
function listTags(...placements: Pick<Placement, "category" | "author">[]): string[] {
  return [PAGE_TAGS.allArticles, ...placements.flatMap((placement) => [PAGE_TAGS.category(placement.category), PAGE_TAGS.author(placement.author)])];
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


export async function createArticle(input: ArticleInput): Promise<ArticleView> {
  await ensureAuthor({ name: input.author });
  const stored = await keepImages(input);
  const id = newArticleId(input.headline);
  const { content, ...fields } = stored;
  // The body first: an article is never listed without one.
  await saveArticleBody(id, stored);
  const created = (await Article.create({ _id: id, ...fields, imageUrls: stored.imageUrls?.length ? stored.imageUrls : undefined })).toObject({ transform: false }) as ArticleFields;
  await invalidatePages([PAGE_TAGS.article(id), ...listTags(created)]);
  return { ...toSummary(created), content };
}

/**
 * Publishes an article under a fixed id unless one exists (the seed, the curated import, approved
 * guest posts); never overwrites. True when it inserted. `announce: false` leaves telling the page
 * cache to the caller (the seed fills an empty site and tells it once).
 */
export async function insertArticleOnce(id: string, { content, ...fields }: Record<string, unknown> & BodyFields, { announce = true } = {}): Promise<boolean> {
  if (await Article.exists({ _id: id })) return false;
  await saveArticleBody(id, { content, headline: fields.headline, summary: fields.summary });
  const inserted = await insertOnce(Article, id, fields);
  if (inserted && announce) await invalidatePages([PAGE_TAGS.article(id), ...listTags(fields)]);
  return inserted;
}

type BodyFields = Pick<Placement, "category" | "author" | "publishedAt"> & Partial<Placement> & { content: string; headline: string; summary: string };

/** Replaces the editable fields; counters and the publication date stay. Null when there is no such article. */
export async function updateArticle(id: string, input: ArticleInput): Promise<ArticleView | null> {
  const before = await Article.findById(id, PLACEMENT).lean<Placement>();
  if (!before) return null;
  await ensureAuthor({ name: input.author });
  const stored = await keepImages(input);
  const { content, ...fields } = stored;
  const update = replacement(fields, ["imageUrl", "imageUrls", "imageCredit", "youtubeUrl", "imageMeta"]);
  const updated = await Article.findOneAndUpdate({ _id: id }, update, { returnDocument: "after", runValidators: true }).lean<ArticleFields>();
  if (!updated) return null;
  await saveArticleBody(id, stored);
  // Its page and every page showing it; the lists it moved between only if it moved.
  await invalidatePages([PAGE_TAGS.article(id), ...(samePlacement(before, updated) ? [] : listTags(before, updated))]);
  return { ...toSummary(updated), content };
}
