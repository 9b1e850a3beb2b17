import type { Route } from './+types/api.articles._index'
import {
	ARTICLE_STATUSES,
	type ArticleStatus,
} from '#app/content/article-status.ts'
import { ArticleSchema } from '#app/schemas/article.ts'
import { pageHref } from '#app/lib/cursor.ts'
import {
	API_PAGE_SIZE,
	cursorParam,
	listArticlePage,
	listArticlesForAdmin,
} from '#app/server/articles/lists.server.ts'
import { createArticle } from '#app/server/articles/editing.server.ts'
import {
	errorResponse,
	handleApi,
	methodNotAllowed,
	publicJsonPage,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { adminApiWhen } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only (401 without the session): POST, and GET with `?status=` (drafts and scheduled articles). */
export const middleware: Route.MiddlewareFunction[] = [
	adminApiWhen(
		(method, url) =>
			method === 'POST' || (method === 'GET' && url.searchParams.has('status')),
	),
]

/**
 * GET /api/articles[?before=|after=] — the newest 50 published articles without bodies (the SPEC's
 * list), then older pages by cursor: `Link: </api/articles?before=…>; rel="next"`. Bounded at any
 * size. With `?status=draft`, `scheduled`, `published` or `any` (admin): the articles of that
 * status, newest first.
 */
export async function loader({ url }: Route.LoaderArgs) {
	const status = url.searchParams.get('status')
	if (status !== null) {
		if (status !== 'any' && !ARTICLE_STATUSES.includes(status as ArticleStatus))
			return errorResponse(
				400,
				`status must be one of ${[...ARTICLE_STATUSES, 'any'].join(', ')}.`,
			)
		return Response.json(
			await listArticlesForAdmin({
				status: status === 'any' ? undefined : (status as ArticleStatus),
			}),
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	}
	const page = await listArticlePage({
		before: cursorParam(url.searchParams.get('before')),
		after: cursorParam(url.searchParams.get('after')),
		limit: API_PAGE_SIZE,
	})
	return publicJsonPage(
		page.articles,
		{
			next: pageHref('/api/articles', page, 'older'),
			prev: pageHref('/api/articles', page, 'newer'),
		},
		60,
	)
}

/**
 * POST /api/articles (admin): 201 with the new article. Without `status` it is published now;
 * `status` and `publishedAt` (ISO time) make a draft, a scheduled or a back-dated article.
 */
export function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
	return handleApi(async () => {
		const parsed = ArticleSchema.safeParse(
			await readJsonObject(request, 256 * 1024),
		)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		return Response.json(await createArticle(parsed.data), { status: 201 })
	})
}
