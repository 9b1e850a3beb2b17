import { errorResponse } from '#app/server/edge/http.server.ts'

/**
 * Any address under /api where no call lives (`/api/nope`, `/api/articles//share-stats`): 404 in
 * JSON whatever the method. Without this the page catch-all took them, and React Router answers a
 * page with a method it does not serve (OPTIONS, PUT) with an HTML 405 before any middleware runs.
 */
function notFound(): Response {
	return errorResponse(404, 'Not Found.', undefined, {
		'Cache-Control': 'no-store',
	})
}

export const loader = notFound
export const action = notFound
