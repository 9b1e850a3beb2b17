import type { Route } from "./+types/api.articles.search";
import { SEARCH_MIN_LENGTH } from "~/lib/search";
import { searchArticles } from "~/server/articles.server";
import { errorResponse, publicJson } from "~/server/http.server";

/** GET /api/articles/search?q= — id, headline, summary, category, author of each match. */
export async function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").trim();
  if (query.length < SEARCH_MIN_LENGTH) return errorResponse(400, `Search needs at least ${SEARCH_MIN_LENGTH} characters.`);
  if (query.length > 200) return errorResponse(400, "Search is limited to 200 characters.");
  return publicJson(await searchArticles(query), 30);
}
