import { z } from "zod";
import type { Route } from "./+types/promotions.active";
import { ActivePromotionsQuerySchema } from "~/schemas/promotion";
import { errorResponse } from "~/server/http.server";
import { listActivePromotions } from "~/server/promotions.server";

/** GET /api/promotions/active?placement=sidebar[&category=…] — what readers may be shown now. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ActivePromotionsQuerySchema.safeParse(query);
  if (!parsed.success) {
    const errors = z.flattenError(parsed.error).fieldErrors;
    return errorResponse(400, Object.values(errors).flat()[0] ?? "Invalid input", { errors });
  }
  const promotions = await listActivePromotions(parsed.data);
  return Response.json(promotions, { headers: { "Cache-Control": "public, max-age=60" } });
}
