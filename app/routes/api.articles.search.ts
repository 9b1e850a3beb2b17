import type { Route } from './+types/api.articles.search'
import {
	SEARCH_MAX_LENGTH,
	SEARCH_MIN_LENGTH,
	searchHref,
} from '#app/lib/search.ts'
import { SearchQuery, searchParamsOf } from '#app/schemas/search.ts'
import { searchArticles } from '#app/server/articles/search.server.ts'
import {
	errorResponse,
	handleApi,
	publicJson,
} from '#app/server/edge/http.server.ts'
import { consumeClientLimit } from '#app/server/edge/client-limits.server.ts'

/**
 * GET /api/articles/search?q=[&page=][&category=][&from=YYYY-MM-DD][&to=YYYY-MM-DD] — the matches,
 * best first (decision 058): id, headline, summary, category, author (SPEC §7), with slug,
 * publishedAt and where the query's words are in the headline and summary (`headlineMarks`,
 * `summaryMarks`: [start, end) offsets). 20 a page, `Link: rel="next"` when there are more.
 * Rate-limited per client (`search`).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
	return handleApi(async () => {
		const params = searchParamsOf(url.searchParams)
		const raw = (params.q ?? '').trim()
		if (raw.length < SEARCH_MIN_LENGTH)
			return errorResponse(
				400,
				`Search needs at least ${SEARCH_MIN_LENGTH} characters.`,
			)
		if (raw.length > SEARCH_MAX_LENGTH)
			return errorResponse(
				400,
				`Search is limited to ${SEARCH_MAX_LENGTH} characters.`,
			)
		const parsed = SearchQuery.safeParse(params)
		if (!parsed.success)
			return errorResponse(400, parsed.error.issues[0]!.message)
		await consumeClientLimit(context, 'search')
		const { q, page, ...filters } = parsed.data
		const found = await searchArticles(q, page, filters)
		const response = publicJson(found.results, 30)
		if (found.hasMore)
			response.headers.set(
				'Link',
				`<${searchHref({
					q,
					page: found.page + 1,
					category: params.category,
					from: params.from,
					to: params.to,
				}).replace('/search', '/api/articles/search')}>; rel="next"`,
			)
		return response
	})
}
