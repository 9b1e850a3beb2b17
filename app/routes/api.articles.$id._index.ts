import type { Route } from "./+types/api.articles.$id._index";
import { ArticleSchema } from "~/schemas/article";
import { deleteArticle, getArticle, updateArticle } from "~/server/articles.server";
import { errorResponse, handleApi, methodNotAllowed, publicJson, readJsonObject, validationErrorResponse } from "~/server/http.server";
import { adminApi } from "~/server/admin-middleware.server";

/** Admin only: PUT, DELETE (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi("PUT", "DELETE")];

/** GET /api/articles/{id} — one article with its body; 404 when there is none. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = await getArticle(params.id);
  if (!article) return errorResponse(404, "Article not found.");
  return publicJson(article, 300);
}

/** PUT /api/articles/{id} (admin): the updated article. DELETE: 204. Both 404 for an unknown id. */
export function action({ request, params }: Route.ActionArgs) {
  if (request.method === "DELETE") {
    return handleApi(async () => ((await deleteArticle(params.id)) ? new Response(null, { status: 204 }) : errorResponse(404, "Article not found.")));
  }
  if (request.method !== "PUT") return methodNotAllowed(["GET", "PUT", "DELETE"]);
  return handleApi(async () => {
    const parsed = ArticleSchema.safeParse(await readJsonObject(request, 256 * 1024));
    if (!parsed.success) return validationErrorResponse(parsed.error);
    const article = await updateArticle(params.id, parsed.data);
    return article ? Response.json(article) : errorResponse(404, "Article not found.");
  });
}
