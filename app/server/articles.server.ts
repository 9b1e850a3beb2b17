import { Article, type ArticleFields } from "./models/index.ts";

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
  return doc ? (toView(doc) as ArticleView) : null;
}
