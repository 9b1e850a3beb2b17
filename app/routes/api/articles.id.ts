import type { Route } from "./+types/articles.id";
import { getArticle } from "~/server/articles.server";
import { errorResponse, publicJson } from "~/server/http.server";

/** GET /api/articles/{id} — one article with its body; 404 when there is none. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = await getArticle(params.id);
  if (!article) return errorResponse(404, "Article not found.");
  return publicJson(article, 300);
}
