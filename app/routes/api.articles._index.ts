import type { Route } from "./+types/api.articles._index";
import { ArticleSchema } from "~/schemas/article";
import { createArticle, listLatestArticles } from "~/server/articles.server";
import { handleApi, methodNotAllowed, publicJson, readJsonObject, validationErrorResponse } from "~/server/http.server";
import { adminApi } from "~/server/admin-middleware.server";

/** Admin only: POST (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi("POST")];

/** GET /api/articles — the newest articles, without bodies. */
export async function loader() {
  return publicJson(await listLatestArticles(100), 60);
}

/** POST /api/articles (admin): 201 with the new article. */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return handleApi(async () => {
    const parsed = ArticleSchema.safeParse(await readJsonObject(request, 256 * 1024));
    if (!parsed.success) return validationErrorResponse(parsed.error);
    return Response.json(await createArticle(parsed.data), { status: 201 });
  });
}
