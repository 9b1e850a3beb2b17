import type { Route } from "./+types/promotions.id";
import { adminApi } from "~/server/auth.server";
import { errorResponse, methodNotAllowed } from "~/server/http.server";
import { deletePromotion, getPromotion } from "~/server/promotions.server";

/** GET /api/promotions/{id} (admin). */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const promotion = await getPromotion(params.id);
    return promotion ? Response.json(promotion, { headers: { "Cache-Control": "private, no-store" } }) : errorResponse(404, "Promotion not found.");
  });
}

/** DELETE /api/promotions/{id} (admin): 204, or 404. */
export function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "DELETE"]);
  return adminApi(request, async () => ((await deletePromotion(params.id)) ? new Response(null, { status: 204 }) : errorResponse(404, "Promotion not found.")));
}
