import type { Route } from './+types/api.articles.search'
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '#app/lib/search.ts'
import { searchArticlePage } from '#app/server/articles/search.server.ts'
import {
	errorResponse,
	handleApi,
	publicJson,
} from '#app/server/edge/http.server.ts'
import { consumeClientLimit } from '#app/server/edge/client-limits.server.ts'

/**
 * GET /api/articles/search?q=[&page=] — id, headline, summary, category, author of each match,
 * ranked (MongoDB) or newest first (FerretDB); 20 a page, `Link: rel="next"` when there are more.
 * Rate-limited per client (`search`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
	return handleApi(async () => {
		const query = (url.searchParams.get('q') ?? '').trim()
		if (query.length < SEARCH_MIN_LENGTH)
			return errorResponse(
				400,
				`Search needs at least ${SEARCH_MIN_LENGTH} characters.`,
			)
		if (query.length > SEARCH_MAX_LENGTH)
			return errorResponse(
				400,
				`Search is limited to ${SEARCH_MAX_LENGTH} characters.`,
			)
		await consumeClientLimit(context, 'search')
		const found = await searchArticlePage(
			query,
			Number(url.searchParams.get('page') ?? 1),
		)
		const response = publicJson(found.results, 30)
		if (found.hasMore)
			response.headers.set(
				'Link',
				`</api/articles/search?q=${encodeURIComponent(query)}&page=${found.page + 1}>; rel="next"`,
			)
		return response
	})
}
