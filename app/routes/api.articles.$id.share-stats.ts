import type { Route } from './+types/api.articles.$id.share-stats'
import { errorResponse, publicJson } from '#app/server/edge/http.server.ts'
import { getShareStats } from '#app/server/insights/shares.server.ts'

/** GET /api/articles/{id}/share-stats — total, linkedin, twitter, email, copyLink. */
export async function loader({ params }: Route.LoaderArgs) {
	const stats = await getShareStats(params.id)
	if (!stats) return errorResponse(404, 'Article not found.')
	return publicJson(stats, 30)
}
