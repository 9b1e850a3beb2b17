import type { Route } from './+types/api.promotions.$id.click'
import {
	errorResponse,
	methodNotAllowed,
	handleApi,
} from '~/server/http.server'
import { consumeRateLimit } from '~/server/rate-limit.server'
import { countPromotionClick } from '~/server/promotions.server'
import { requestInfoContext } from '~/server/request-context'

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
