import { listLatestArticles } from "~/server/articles.server";
import { publicJson } from "~/server/http.server";

/** GET /api/articles — the newest articles, without bodies. */
export async function loader() {
  return publicJson(await listLatestArticles(100), 60);
}
