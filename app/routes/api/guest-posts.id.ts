import type { Route } from "./+types/guest-posts.id";
import { adminApi } from "~/server/auth.server";
import { getGuestPost } from "~/server/guest-posts.server";
import { errorResponse } from "~/server/http.server";

/** GET /api/guest-posts/{id} (admin). */
export function loader({ request, params }: Route.LoaderArgs) {
  return adminApi(request, async () => {
    const post = await getGuestPost(params.id);
    return post ? Response.json(post, { headers: { "Cache-Control": "private, no-store" } }) : errorResponse(404, "Guest post not found.");
  });
}
