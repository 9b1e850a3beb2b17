import type { Route } from "./+types/api.articles._index";
import { ArticleSchema } from "~/schemas/article";
import { pageHref } from "~/lib/cursor";
import { API_PAGE_SIZE, createArticle, cursorParam, listArticlePage } from "~/server/articles.server";
import { handleApi, methodNotAllowed, publicJsonPage, readJsonObject, validationErrorResponse } from "~/server/http.server";
import { adminApi } from "~/server/admin-middleware.server";

/** Admin only: POST (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi("POST")];

/**
 * GET /api/articles[?before=|after=] — the newest 50 articles without bodies (the SPEC's list),
 * then older pages by cursor: `Link: </api/articles?before=…>; rel="next"`. Bounded at any size.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const page = await listArticlePage({ before: cursorParam(url.searchParams.get("before")), after: cursorParam(url.searchParams.get("after")), limit: API_PAGE_SIZE });
  return publicJsonPage(page.articles, { next: pageHref("/api/articles", page, "older"), prev: pageHref("/api/articles", page, "newer") }, 60);
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
