import type { Route } from './+types/api.newsletter.subscribe'
import { NewsletterSignupSchema } from '#app/schemas/newsletter.ts'
import {
	methodNotAllowed,
	handleApi,
	readJsonObject,
	validationErrorResponse,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import {
	requestSubscription,
	signupAcknowledgement,
} from '#app/server/newsletter/subscribers.server.ts'

/**
 * POST /api/newsletter/subscribe { email, source?, contentType? } (SPEC §7).
 * 202 with the same body for every valid address, new or already on the list: the answer must not
 * tell anyone who subscribes. The work happens after the answer (see requestSubscription).
 */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	return handleApi(async () => {
		const body = await readJsonObject(request)
		const parsed = NewsletterSignupSchema.safeParse(body)
		if (!parsed.success) return validationErrorResponse(parsed.error)
		await consumeRateLimit(
			'subscribe',
			context.get(requestInfoContext).clientIp,
		)
		await requestSubscription(parsed.data)
		const { title, description } = signupAcknowledgement()
		// `message` is the SPEC's; the sign-up form's toast shows its two parts (enhance/newsletter.ts).
		return Response.json(
			{ message: `${title} ${description}`, title, description },
			{ status: 202, headers: { 'Cache-Control': 'no-store' } },
		)
	})
}

export function loader() {
	return methodNotAllowed(['POST'])
}
