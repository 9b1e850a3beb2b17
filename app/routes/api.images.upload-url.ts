import type { Route } from './+types/api.images.upload-url'
import { UploadUrlRequestSchema } from '~/schemas/image'
import {
	methodNotAllowed,
	handleApi,
	readJsonObject,
	validationErrorResponse,
} from '~/server/http.server'
import { consumeRateLimit } from '~/server/rate-limit.server'
import { requestInfoContext } from '~/server/request-context'
import { createUploadTarget } from '~/server/uploads.server'

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
