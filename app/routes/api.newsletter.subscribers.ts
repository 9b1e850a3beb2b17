import type { Route } from "./+types/api.newsletter.subscribers";
import { adminApi } from "~/server/auth.server";
import { listSubscribers } from "~/server/subscribers.server";

/** GET /api/newsletter/subscribers (admin). */
export function loader({ request }: Route.LoaderArgs) {
  return adminApi(request, async () => Response.json(await listSubscribers(), { headers: { "Cache-Control": "private, no-store" } }));
}
