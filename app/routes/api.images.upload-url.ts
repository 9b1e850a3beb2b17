import type { Route } from './+types/api.images.upload-url'
import { UploadUrlRequestSchema } from '#app/schemas/image.ts'
import {
	methodNotAllowed,
	handleApi,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { createUploadTarget } from '#app/server/media/uploads.server.ts'

/**
 * POST /api/images/upload-url { fileExtension? } (SPEC §7): 200 { uploadURL, imagePath }. The
 * URL accepts one PUT of the image within 15 minutes.
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const parsed = UploadUrlRequestSchema.safeParse(
			await readJsonObject(request),
		)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		await consumeRateLimit('upload', context.get(requestInfoContext).clientIp)
		return Response.json(createUploadTarget(parsed.data.fileExtension), {
			headers: { 'Cache-Control': 'no-store' },
		})
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
