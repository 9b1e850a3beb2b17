import type { Route } from './+types/api.articles.import-curated'
import { ImportCuratedSchema } from '#app/schemas/import.ts'
import { importFromFeeds } from '#app/server/imports/feed-import.server.ts'
import {
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: POST (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('POST')]

/**
 * POST /api/articles/import-curated { keywords, category } (admin) → { count } (SPEC §7), plus the
 * new drafts' ids and what each feed gave (fetched, imported, skipped, failed).
 */
export function action({ request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const parsed = ImportCuratedSchema.safeParse(await readJsonObject(request))
		if (!parsed.success) return validationErrorResponse(parsed.error)
		const { count, ids, feeds } = await importFromFeeds(parsed.data)
		return Response.json({ count, ids, feeds })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
