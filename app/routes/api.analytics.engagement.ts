import type { Route } from './+types/api.analytics.engagement'
import { readBeacon } from '#app/server/edge/reader-request.server.ts'
import { handleApi, methodNotAllowed } from '#app/server/edge/http.server.ts'
import { countEngagement } from '#app/server/insights/views.server.ts'

/**
 * POST /api/analytics/engagement (`article`, `seconds`): sent when the reader leaves the article
 * (SPEC §4 view timer). Recorded above 30 seconds only, as minutes capped at 10 (SPEC §9).
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const beacon = await readBeacon(request, context)
		const counted = beacon
			? await countEngagement(beacon.articleId, beacon.seconds, beacon.reader)
			: false
		return Response.json(
			{ counted },
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
