import type { Route } from './+types/api.newsletter.subscribers'
import { listSubscribers } from '~/server/subscribers.server'
import { handleApi } from '~/server/http.server'
import { adminApi } from '~/server/admin-middleware.server'

/** Admin only: GET (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('GET')]

/** GET /api/newsletter/subscribers (admin). */
export function loader() {
	return handleApi(async () => Response.json(await listSubscribers()))
}
