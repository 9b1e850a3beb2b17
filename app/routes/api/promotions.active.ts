import type { Route } from "./+types/promotions.active";
import { ActivePromotionsQuerySchema } from "~/schemas/promotion";
import { validationErrorResponse } from "~/server/http.server";
import { listActivePromotions } from "~/server/promotions.server";

/** GET /api/promotions/active?placement=sidebar[&category=…] — what readers may be shown now. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ActivePromotionsQuerySchema.safeParse(query);
  if (!parsed.success) return validationErrorResponse(parsed.error);
  const promotions = await listActivePromotions(parsed.data);
  return Response.json(promotions, { headers: { "Cache-Control": "public, max-age=60" } });
}
