import type { Route } from './+types/api.promotions._index'
import { PromotionSchema } from '~/schemas/promotion'
import {
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '~/server/http.server'
import { createPromotion, listAllPromotions } from '~/server/promotions.server'
import { adminApi } from '~/server/admin-middleware.server'

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
