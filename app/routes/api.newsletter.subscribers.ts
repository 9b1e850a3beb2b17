import type { Route } from './+types/api.newsletter.subscribers'
import { listSubscribers } from '#app/server/newsletter/subscribers.server.ts'
import { handleApi } from '#app/server/edge/http.server.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: GET (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('GET')]

/** GET /api/newsletter/subscribers (admin). */
export function loader() {
	return handleApi(async () => Response.json(await listSubscribers()))
}
