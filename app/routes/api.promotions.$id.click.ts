import type { Route } from './+types/api.promotions.$id.click'
import {
	errorResponse,
	methodNotAllowed,
	handleApi,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { countReaderClick } from '#app/server/promotions/promotions.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { requestReader } from '#app/server/edge/reader-request.server.ts'

/**
 * POST /api/promotions/{id}/click (empty body): `{ clicked }`, true when counted (once per client
 * address and promotion in 30 minutes; a bot's never); 404 for an unknown promotion.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		await consumeRateLimit('share', context.get(requestInfoContext).clientIp)
		const outcome = await countReaderClick(
			params.id,
			requestReader(request, context),
		)
		if (outcome === 'not-found')
			return errorResponse(404, 'Promotion not found.')
		return Response.json({ clicked: outcome === 'counted' })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
