import type { Route } from './+types/api.analytics.view'
import { readBeacon } from '#app/server/edge/reader-request.server.ts'
import { handleApi, methodNotAllowed } from '#app/server/edge/http.server.ts'
import { countView } from '#app/server/insights/views.server.ts'

/**
 * POST /api/analytics/view (`article`): the article page's beacon, sent once the article is
 * visible (`referrer`: where the reader came from, kept as a host name). Counts one view per reader
 * per 30 minutes; bots and readers who ask not to be tracked count nothing. `{ counted }`.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const beacon = await readBeacon(request, context)
		const counted = beacon
			? await countView(
					beacon.articleId,
					beacon.reader,
					new Date(),
					beacon.referrer,
				)
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
