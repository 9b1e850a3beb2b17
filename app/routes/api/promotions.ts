import type { Route } from "./+types/promotions";
import { adminApi } from "~/server/auth.server";
import { listAllPromotions } from "~/server/promotions.server";

/** GET /api/promotions — all promotions with clicks and schedule (admin). */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => Response.json(await listAllPromotions(), { headers: { "Cache-Control": "private, no-store" } }));
}
