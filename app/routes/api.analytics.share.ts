import type { Route } from './+types/api.analytics.share'
import { ShareEventSchema } from '~/schemas/share'
import {
	errorResponse,
	methodNotAllowed,
	handleApi,
	readJsonObject,
	validationErrorResponse,
} from '~/server/http.server'
import { consumeRateLimit } from '~/server/rate-limit.server'
import { requestInfoContext } from '~/server/request-context'
import { shareClient } from '~/server/reader-request.server'
import { recordShare } from '~/server/shares.server'

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
