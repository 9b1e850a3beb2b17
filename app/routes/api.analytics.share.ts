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
import { shareClient } from '#app/server/edge/reader-request.server.ts'
import { recordShare } from '#app/server/insights/shares.server.ts'

/** POST /api/analytics/share { articleId, platform, category, timestamp } — 201 when recorded. */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const parsed = ShareEventSchema.safeParse(await readJsonObject(request))
		if (!parsed.success) return validationErrorResponse(parsed.error)
		await consumeRateLimit('share', context.get(requestInfoContext).clientIp)
		const recorded = await recordShare(parsed.data, shareClient(request))
		if (!recorded) return errorResponse(404, 'Article not found.')
		return Response.json({ recorded: true }, { status: 201 })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
