import type { Route } from './+types/api.articles.$id._index'
import { ArticleSchema } from '#app/schemas/article.ts'
import {
	deleteArticle,
	updateArticle,
} from '#app/server/articles/editing.server.ts'
import {
	getArticle,
	getPublicArticle,
} from '#app/server/articles/reading.server.ts'
import {
	errorResponse,
	handleApi,
	methodNotAllowed,
	publicJson,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { adminApiWhen } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only (401 without the session): PUT, DELETE, and GET with `?status=any` (a draft or scheduled article). */
export const middleware: Route.MiddlewareFunction[] = [
	adminApiWhen(
		(method, url) =>
			method === 'PUT' ||
			method === 'DELETE' ||
			(method === 'GET' && url.searchParams.has('status')),
	),
]

/** GET /api/articles/{id} — one published article with its body; 404 for none, a draft or a scheduled one. */
export async function loader({ params, request }: Route.LoaderArgs) {
	if (new URL(request.url).searchParams.has('status')) {
		const article = await getArticle(params.id)
		return article
			? Response.json(article)
			: errorResponse(404, 'Article not found.')
	}
	const article = await getPublicArticle(params.id)
	if (!article) return errorResponse(404, 'Article not found.')
	return publicJson(article, 300)
}

/**
 * Fields added after the SPEC (issue 9: SEO, image text, tags) that a PUT leaves out are kept: a
 * client built on the SPEC's article knows nothing of them, and its edit must not erase a
 * syndicated piece's canonical address or the tags. Sent empty (`""`, `[]`), they are cleared.
 */
const ADDED_FIELDS = [
	'metaTitle',
	'metaDescription',
	'socialImage',
	'canonicalUrl',
	'noindex',
	'imageAlt',
	'imageCaption',
	'tags',
] as const

function keptAdditions(
	body: Record<string, unknown>,
	current: NonNullable<Awaited<ReturnType<typeof getArticle>>>,
): Record<string, unknown> {
	const kept: Record<string, unknown> = {}
	for (const key of ADDED_FIELDS) {
		if (key in body) continue
		// Tags are written back by their names (the article's slugs would become its names).
		const value =
			key === 'tags' ? (current.tagNames ?? current.tags) : current[key]
		if (value !== undefined) kept[key] = value
	}
	return kept
}

/**
 * PUT /api/articles/{id} (admin): the updated article; `status` and `publishedAt` are optional
 * (left out, the article keeps them). DELETE: 204. Both 404 for an unknown id.
 */
export function action({ request, params }: Route.ActionArgs) {
	if (request.method === 'DELETE') {
		return handleApi(async () =>
			(await deleteArticle(params.id))
				? new Response(null, { status: 204 })
				: errorResponse(404, 'Article not found.'),
		)
	}
	if (request.method !== 'PUT')
		return methodNotAllowed(['GET', 'PUT', 'DELETE'])
	return handleApi(async () => {
		const body = await readJsonObject(request, 256 * 1024)
		const current = await getArticle(params.id)
		if (!current) return errorResponse(404, 'Article not found.')
		const parsed = ArticleSchema.safeParse({
			...body,
			...keptAdditions(body, current),
		})
		if (!parsed.success) return validationErrorResponse(parsed.error)
		const article = await updateArticle(params.id, parsed.data)
		return article
			? Response.json(article)
			: errorResponse(404, 'Article not found.')
	})
}
