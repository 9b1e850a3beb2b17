import type { Route } from './+types/api.analytics.share'
import { ShareEventSchema } from '#app/schemas/share.ts'
import {
	errorResponse,
	methodNotAllowed,
	handleApi,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	requestReader,
	shareClient,
} from '#app/server/edge/reader-request.server.ts'
import { recordReaderShare } from '#app/server/insights/shares.server.ts'

/**
 * POST /api/analytics/share { articleId, platform, category, timestamp }: 201 `{ recorded: true }`
 * when counted; 200 `{ recorded: false }` when not (a bot, or this address shared this article on
 * this platform in the last 30 minutes); 404 for no such article.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const parsed = ShareEventSchema.safeParse(await readJsonObject(request))
		if (!parsed.success) return validationErrorResponse(parsed.error)
		await consumeRateLimit('share', context.get(requestInfoContext).clientIp)
		const outcome = await recordReaderShare(
			parsed.data,
			requestReader(request, context),
			shareClient(request),
		)
		if (outcome === 'not-found') return errorResponse(404, 'Article not found.')
		const recorded = outcome === 'counted'
		return Response.json({ recorded }, { status: recorded ? 201 : 200 })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
