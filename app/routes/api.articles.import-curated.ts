import type { Route } from "./+types/api.articles.import-curated";
import { ImportCuratedSchema } from "~/schemas/import";
import { adminApi } from "~/server/auth.server";
import { importCuratedArticles } from "~/server/curated.server";
import { methodNotAllowed, readJsonObject, validationErrorResponse } from "~/server/http.server";

/** POST /api/articles/import-curated { keywords, category } (admin) → { count }. */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  return adminApi(request, async () => {
    const parsed = ImportCuratedSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationErrorResponse(parsed.error);
    return Response.json(await importCuratedArticles(parsed.data));
  });
}

export function loader() {
  return methodNotAllowed(["POST"]);
}
