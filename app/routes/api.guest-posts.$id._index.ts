import type { Route } from './+types/api.guest-posts.$id._index'
import {
	GUEST_POST_EDIT_FIELDS,
	GuestPostEditSchema,
} from '#app/schemas/guest-post.ts'
import {
	getGuestPost,
	updateGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import {
	errorResponse,
	handleApi,
	methodNotAllowed,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { adminApi } from '#app/server/edge/admin-middleware.server.ts'

/** Admin only: GET, PATCH (401 without the session). */
export const middleware: Route.MiddlewareFunction[] = [adminApi('GET', 'PATCH')]

/** GET /api/guest-posts/{id} (admin). */
export function loader({ params }: Route.LoaderArgs) {
	return handleApi(async () => {
		const post = await getGuestPost(params.id)
		return post
			? Response.json(post)
			: errorResponse(404, 'Guest post not found.')
	})
}

/**
 * PATCH /api/guest-posts/{id} (admin): the editable fields (SPEC §7), validated like the review
 * page's form; 200 with the updated post. A field left out keeps its value; an optional one sent
 * empty or null is removed. Status and dates are not editable here.
 */
export function action({ request, params }: Route.ActionArgs) {
	if (request.method !== 'PATCH') return methodNotAllowed(['GET', 'PATCH'])
	return handleApi(async () => {
		const body = await readJsonObject(request, 128 * 1024)
		const current = await getGuestPost(params.id)
		if (!current) return errorResponse(404, 'Guest post not found.')
		const merged: Record<string, unknown> = {}
		for (const field of GUEST_POST_EDIT_FIELDS) {
			const value = Object.hasOwn(body, field) ? body[field] : current[field]
			if (value !== null && value !== undefined) merged[field] = value
		}
		const parsed = GuestPostEditSchema.safeParse(merged)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		return Response.json(await updateGuestPost(params.id, parsed.data))
	})
}
