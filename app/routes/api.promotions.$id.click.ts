import type { Route } from './+types/api.promotions.$id.click'
import {
	errorResponse,
	methodNotAllowed,
	handleApi,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { countPromotionClick } from '#app/server/promotions/promotions.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

/** POST /api/promotions/{id}/click — counts a click (empty body); 404 for an unknown promotion. */
export async function action({ params, request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		await consumeRateLimit('share', context.get(requestInfoContext).clientIp)
		if (!(await countPromotionClick(params.id)))
			return errorResponse(404, 'Promotion not found.')
		return Response.json({ clicked: true })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
