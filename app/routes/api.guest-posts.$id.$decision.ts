import type { Route } from './+types/api.guest-posts.$id.$decision'
import {
	approveGuestPost,
	rejectGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import { handleApi, methodNotAllowed } from '#app/server/edge/http.server.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: POST (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('POST')]

/** POST /api/guest-posts/{id}/approve and /reject (admin; empty body). 409 unless pending. */
export function action({ request, params }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		if (params.decision === 'approve') {
			const { post, articleId } = await approveGuestPost(params.id)
			return Response.json({ ...post, articleId })
		}
		if (params.decision === 'reject')
			return Response.json(await rejectGuestPost(params.id))
		return Response.json({ message: 'Not found.' }, { status: 404 })
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
