import type { Route } from "./+types/api.articles.category.$category";
import { isCategory } from "~/content/categories";
import { listArticlesInCategory } from "~/server/articles.server";
import { errorResponse, publicJson } from "~/server/http.server";

/** GET /api/articles/category/{category} — 404 for a category that does not exist. */
export async function loader({ params }: Route.LoaderArgs) {
  if (!isCategory(params.category)) return errorResponse(404, "Category not found.");
  return publicJson(await listArticlesInCategory(params.category, 50), 60);
}
