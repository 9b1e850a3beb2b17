import type { Route } from './+types/api.images.upload.$token'
import { MAX_IMAGE_BYTES } from '#app/lib/image-upload.ts'
import { isDomainError, tooLarge } from '#app/server/platform/errors.server.ts'
import {
	errorResponse,
	handleApi,
	readBodyWithLimit,
} from '#app/server/edge/http.server.ts'
import {
	FILE_TOO_LARGE_MESSAGE,
	storeUploadedImage,
} from '#app/server/media/images.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { verifyUploadToken } from '#app/server/media/uploads.server.ts'

// Room for a client that counts 5MB generously; prepareImage applies the exact limit.
const BODY_LIMIT = MAX_IMAGE_BYTES + 64 * 1024

/**
 * PUT /api/images/upload/{token} with the raw image and its Content-Type (SPEC §7):
 * 200 { imagePath, url, width, height }; 403/410 for a bad or expired link, 409 when already used
 * (on any instance: the path is claimed in the database before the body is read), 413 too large,
 * 415 not an image.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	if (request.method !== 'PUT')
		return errorResponse(405, 'Use PUT.', undefined, { Allow: 'PUT' })
	return handleApi(async () => {
		// The link is checked before the body is read, so a stranger cannot make us read 5MB.
		const imagePath = verifyUploadToken(params.token ?? '')
		const declared = Number(request.headers.get('content-length') ?? '0')
		if (declared > BODY_LIMIT) throw tooLarge(FILE_TOO_LARGE_MESSAGE)
		let received = 0
		const readBody = async () => {
			const bytes = await readBodyWithLimit(request, BODY_LIMIT).catch(
				(error: unknown) => {
					throw isDomainError(error, 'too-large')
						? tooLarge(FILE_TOO_LARGE_MESSAGE)
						: error
				},
			)
			received = bytes.byteLength
			return bytes
		}
		const meta = await storeUploadedImage(
			imagePath,
			readBody,
			request.headers.get('content-type') ?? '',
		)
		context
			.get(requestInfoContext)
			.log.info({ imagePath, bytes: received }, 'image uploaded')
		return Response.json(
			{ imagePath, url: meta.url, width: meta.width, height: meta.height },
			{ headers: { 'Cache-Control': 'no-store' } },
		)
	})
}

export function loader() {
	return errorResponse(405, 'Use PUT.', undefined, { Allow: 'PUT' })
}
