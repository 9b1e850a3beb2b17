import type { Route } from './+types/admin.markdown-preview'
import { MarkdownPreviewSchema } from '#app/schemas/markdown-preview.ts'
import {
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import {
	PREVIEW_BODY_LIMIT,
	previewMarkdown,
} from '#app/server/edge/markdown-preview.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

/**
 * POST /admin/markdown-preview { content, externalImagesAsLinks? } → { html }: the editor's live
 * preview, rendered by the site's sanitising renderer and never stored. The /admin layout's
 * middleware requires the session; other sites' POSTs are refused before any app code runs
 * (server/request-guards.ts); the body is capped and each client limited.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		await consumeRateLimit('preview', context.get(requestInfoContext).clientIp)
		const parsed = MarkdownPreviewSchema.safeParse(
			await readJsonObject(request, PREVIEW_BODY_LIMIT),
		)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		const { content, externalImagesAsLinks } = parsed.data
		return Response.json(previewMarkdown(content, { externalImagesAsLinks }))
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
