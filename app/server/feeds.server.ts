import { ALL_CATEGORIES, type Category, categoryTitle } from "../content/categories.ts";
import { Article, type ArticleFields } from "./models/index.ts";

/** XML text with the five special characters escaped. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[character]!);
}

type FeedArticle = Pick<ArticleFields, "_id" | "headline" | "summary" | "author" | "category" | "publishedAt" | "imageUrl"> & { updatedAt?: Date };

async function recentArticles(limit: number, category?: Category): Promise<FeedArticle[]> {
  return Article.find(category ? { category } : {}, { headline: 1, summary: 1, author: 1, category: 1, publishedAt: 1, imageUrl: 1, updatedAt: 1 })
    .sort({ publishedAt: -1, _id: -1 })
    .limit(limit)
    .lean<FeedArticle[]>();
}

export interface FeedOptions {
  siteUrl: string;
  siteName: string;
  description: string;
  /** Only this category's articles; the channel is then the category page. */
  category?: { slug: Category; title: string };
}

/** RSS 2.0 of the newest articles, of the whole site or of one category. */
export async function renderRss({ siteUrl, siteName, description, category }: FeedOptions): Promise<string> {
  const articles = await recentArticles(30, category?.slug);
  const channelPath = category ? `/category/${encodeURIComponent(category.slug)}` : "";
  const channelTitle = category ? `${category.title} | ${siteName}` : siteName;
  const items = articles
    .map((article) => {
      const link = `${siteUrl}/article/${encodeURIComponent(article._id)}`;
      return [
        "<item>",
        `<title>${escapeXml(article.headline)}</title>`,
        `<link>${escapeXml(link)}</link>`,
        `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `<pubDate>${new Date(article.publishedAt).toUTCString()}</pubDate>`,
        `<dc:creator>${escapeXml(article.author)}</dc:creator>`,
        `<category>${escapeXml(categoryTitle(article.category))}</category>`,
        `<description>${escapeXml(article.summary)}</description>`,
        "</item>",
      ].join("");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escapeXml(channelTitle)}</title>
<link>${escapeXml(siteUrl)}${channelPath || "/"}</link>
<description>${escapeXml(description)}</description>
<language>en</language>
<atom:link href="${escapeXml(siteUrl)}${channelPath}/rss.xml" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>
`;
}

/** An RSS document as the answer: feed readers poll, so shared caches may keep it ten minutes. */
export function rssResponse(xml: string): Response {
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}

const STATIC_PATHS = ["/", "/about", "/guest-post", "/game-of-influence", "/free-guide", "/privacy", "/terms", "/author/claire-ashby"];

/** sitemap.xml: the pages, categories and every article. */
export async function renderSitemap(siteUrl: string): Promise<string> {
  const articles = await recentArticles(5000);
  const urls: { loc: string; lastmod?: string }[] = [
    ...STATIC_PATHS.map((path) => ({ loc: `${siteUrl}${path}` })),
    ...ALL_CATEGORIES.map((slug) => ({ loc: `${siteUrl}/category/${slug}` })),
    ...articles.map((article) => ({
      loc: `${siteUrl}/article/${encodeURIComponent(article._id)}`,
      lastmod: new Date(article.updatedAt ?? article.publishedAt).toISOString(),
    })),
  ];
  const body = urls.map((url) => `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ""}</url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${body}
</urlset>
`;
}
