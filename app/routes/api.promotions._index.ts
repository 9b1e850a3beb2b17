import type { Route } from './+types/api.promotions._index'
import { PromotionSchema } from '#app/schemas/promotion.ts'
import {
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import {
	createPromotion,
	listAllPromotions,
} from '#app/server/promotions/promotions.server.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: GET, POST (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('GET', 'POST')]

/** GET /api/promotions — all promotions with clicks and schedule (admin). */
export function loader() {
	return handleApi(async () => Response.json(await listAllPromotions()))
}

/** POST /api/promotions (admin): 201 with the new promotion. */
export function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
	return handleApi(async () => {
		const parsed = PromotionSchema.safeParse(await readJsonObject(request))
		if (!parsed.success) return validationErrorResponse(parsed.error)
		return Response.json(await createPromotion(parsed.data), { status: 201 })
	})
}
