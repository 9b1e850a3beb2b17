import type { Route } from './+types/api.articles.category.$category'
import { pageHref } from '#app/lib/cursor.ts'
import { isCategory } from '#app/content/categories.ts'
import {
	API_PAGE_SIZE,
	cursorParam,
	listArticlePage,
} from '#app/server/articles/lists.server.ts'
import { errorResponse, publicJsonPage } from '#app/server/edge/http.server.ts'

/**
 * GET /api/articles/category/{category}[?before=|after=] — the newest 50, then older pages by
 * cursor (Link: rel="next"); 404 for a category that does not exist.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
	if (!isCategory(params.category))
		return errorResponse(404, 'Category not found.')
	const page = await listArticlePage({
		category: params.category,
		before: cursorParam(url.searchParams.get('before')),
		after: cursorParam(url.searchParams.get('after')),
		limit: API_PAGE_SIZE,
	})
	const base = `/api/articles/category/${params.category}`
	return publicJsonPage(
		page.articles,
		{
			next: pageHref(base, page, 'older'),
			prev: pageHref(base, page, 'newer'),
		},
		60,
	)
}
