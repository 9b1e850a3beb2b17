import type { Route } from './+types/api.promotions.$id._index'
import { PromotionSchema } from '#app/schemas/promotion.ts'
import {
	errorResponse,
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import {
	deletePromotion,
	getPromotion,
	updatePromotion,
} from '#app/server/promotions/promotions.server.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: GET, PUT, DELETE (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [
	adminApi('GET', 'PUT', 'DELETE'),
]

/** GET /api/promotions/{id} (admin). */
export function loader({ params }: Route.LoaderArgs) {
	return handleApi(async () => {
		const promotion = await getPromotion(params.id)
		return promotion
			? Response.json(promotion)
			: errorResponse(404, 'Promotion not found.')
	})
}

/** PUT /api/promotions/{id} (admin): the updated promotion. DELETE: 204. Both 404 for an unknown id. */
export function action({ request, params }: Route.ActionArgs) {
	if (request.method === 'DELETE') {
		return handleApi(async () =>
			(await deletePromotion(params.id))
				? new Response(null, { status: 204 })
				: errorResponse(404, 'Promotion not found.'),
		)
	}
	if (request.method !== 'PUT')
		return methodNotAllowed(['GET', 'PUT', 'DELETE'])
	return handleApi(async () => {
		const parsed = PromotionSchema.safeParse(await readJsonObject(request))
		if (!parsed.success) return validationErrorResponse(parsed.error)
		const promotion = await updatePromotion(params.id, parsed.data)
		return promotion
			? Response.json(promotion)
			: errorResponse(404, 'Promotion not found.')
	})
}
