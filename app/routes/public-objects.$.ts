import type { Route } from './+types/public-objects.$'
import { readPublicObject } from '#app/server/media/served-images.server.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves stored images from any instance (GridFS or S3, through this instance's cache). A path
 * never changes content, so answers cache for a year and carry a strong ETag; a matching
 * If-None-Match answers 304.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
	const object = await readPublicObject(params['*'] ?? '')
	if (!object) {
		return new Response('Not found', {
			status: 404,
			headers: {
				'Content-Type': 'text/plain; charset=utf-8',
				'Cache-Control': 'no-store',
			},
		})
	}
	const headers = {
		'Cache-Control': IMMUTABLE,
		ETag: object.etag,
		'X-Content-Type-Options': 'nosniff',
	}
	const ifNoneMatch = request.headers.get('if-none-match')
	if (
		ifNoneMatch &&
		ifNoneMatch
			.split(',')
			.some(
				tag =>
					tag.trim().replace(/^W\//, '') === object.etag || tag.trim() === '*',
			)
	) {
		return new Response(null, { status: 304, headers })
	}
	const full = {
		...headers,
		'Content-Type': object.contentType,
		'Content-Length': String(object.body.byteLength),
	}
	if (request.method === 'HEAD') return new Response(null, { headers: full })
	return new Response(new Uint8Array(object.body), { headers: full })
}
