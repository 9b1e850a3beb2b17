import type { Route } from './+types/api.guest-posts._index'
import { GuestPostSubmissionSchema } from '#app/schemas/guest-post.ts'
import {
	listGuestPosts,
	submitGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import {
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: GET (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('GET')]

/** GET /api/guest-posts — every submission, newest first (admin). */
export function loader() {
	return handleApi(async () => Response.json(await listGuestPosts()))
}

/** POST /api/guest-posts — a contributor's submission (public): 201 with the stored post, pending. */
export function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['GET', 'POST'])
	return handleApi(async () => {
		const parsed = GuestPostSubmissionSchema.safeParse(
			await readJsonObject(request, 128 * 1024),
		)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		await consumeRateLimit(
			'guestPost',
			context.get(requestInfoContext).clientIp,
		)
		const post = await submitGuestPost(parsed.data)
		return Response.json(
			{ id: post.id, status: post.status, submittedAt: post.submittedAt },
			{ status: 201 },
		)
	})
}
