import type { Route } from "./+types/api.promotions._index";
import { PromotionSchema } from "~/schemas/promotion";
import { adminApi } from "~/server/auth.server";
import { methodNotAllowed, readJsonObject, validationErrorResponse } from "~/server/http.server";
import { createPromotion, listAllPromotions } from "~/server/promotions.server";

/** GET /api/promotions — all promotions with clicks and schedule (admin). */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => Response.json(await listAllPromotions(), { headers: { "Cache-Control": "private, no-store" } }));
}

/** POST /api/promotions (admin): 201 with the new promotion. */
export function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
  return adminApi(request, async () => {
    const parsed = PromotionSchema.safeParse(await readJsonObject(request));
    if (!parsed.success) return validationErrorResponse(parsed.error);
    return Response.json(await createPromotion(parsed.data), { status: 201 });
  });
}
