import type { Route } from "./+types/articles.id";
import { deleteArticle, getArticle } from "~/server/articles.server";
import { adminApi } from "~/server/auth.server";
import { errorResponse, methodNotAllowed, publicJson } from "~/server/http.server";

/** GET /api/articles/{id} — one article with its body; 404 when there is none. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = await getArticle(params.id);
  if (!article) return errorResponse(404, "Article not found.");
  return publicJson(article, 300);
}

/** DELETE /api/articles/{id} (admin): 204, or 404. */
export function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  return adminApi(request, async () => ((await deleteArticle(params.id)) ? new Response(null, { status: 204 }) : errorResponse(404, "Article not found.")));
}
