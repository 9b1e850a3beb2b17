import { curatedArticles } from "../content/curated.ts";
import type { ImportCuratedInput } from "../schemas/import.ts";
import { insertArticleOnce } from "./articles.server.ts";
import { ensureAuthor } from "./authors.server.ts";

/**
 * Imports the curated reading-list pieces that match any keyword, once each: an article already
 * imported (id `curated-{key}`) is left as the editors may have changed it. Returns how many are new.
 */
export async function importCuratedArticles({ keywords, category }: ImportCuratedInput): Promise<{ count: number; ids: string[] }> {
  const wanted = new Set(keywords.map((keyword) => keyword.toLowerCase()));
  const matches = curatedArticles.filter((item) => item.keywords.some((keyword) => wanted.has(keyword.toLowerCase())));
  const ids: string[] = [];
  for (const author of new Set(matches.map((item) => item.author))) await ensureAuthor({ name: author, role: "The editors' reading list", kind: "staff" });
  for (const item of matches) {
    const id = `curated-${item.key}`;
    const inserted = await insertArticleOnce(id, {
      headline: item.headline,
      summary: item.summary,
      content: `${item.content}\n\n***\n\n*Further reading: [${new URL(item.sourceUrl).hostname}](${item.sourceUrl})*`,
      author: item.author,
      category,
      publishedAt: new Date(),
    });
    if (inserted) ids.push(id);
  }
  return { count: ids.length, ids };
}
