import type { Route } from './+types/api.articles.import-curated'
import { ImportCuratedSchema } from '~/schemas/import'
import { importFromFeeds } from '~/server/feed-import.server'
import {
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '~/server/http.server'
import { adminApi } from '~/server/admin-middleware.server'

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
