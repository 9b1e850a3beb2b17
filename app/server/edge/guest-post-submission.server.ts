/**
 * The guest-post form's submission (/guest-post): in the order that costs least (issue 6), the
 * rate limit, then the text fields, and only then are images decoded and stored. A refused form
 * stores nothing and keeps what was typed.
 */
import type { SubmissionResult } from '@conform-to/react'
import { data } from 'react-router'
import { GuestPostFormSchema } from '#app/schemas/guest-post.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import { isSpam } from '#app/server/edge/honeypot.server.ts'
import {
	readMultipartForm,
	type MultipartForm,
} from '#app/server/edge/http.server.ts'
import type { RequestInfo } from '#app/server/edge/request-context.ts'
import { submitGuestPost } from '#app/server/guest-posts/guest-posts.server.ts'
import {
	formRefusal,
	parseImageForm,
} from '#app/server/media/uploads.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'

export type GuestPostActionData =
	| { submitted: true }
	| { submitted: false; result: SubmissionResult<string[]>; message?: string }

/** A submission refused as a whole (too many attempts, too large): the message, as a toast and above the form. */
function refused(form: FormData | undefined, error: DomainError) {
	const { status, result } = formRefusal(form, GuestPostFormSchema, error)
	return data<GuestPostActionData>(
		{ submitted: false, result, message: error.message },
		{ status },
	)
}

export async function submitGuestPostForm(
	request: Request,
	{ clientIp, log }: Pick<RequestInfo, 'clientIp' | 'log'>,
) {
	const limit = await consumeRateLimit('guestPost', clientIp).then(
		() => undefined,
		(error: unknown) => {
			if (error instanceof DomainError) return error
			throw error
		},
	)
	let multipart: MultipartForm
	try {
		// When refused, the body is still read (its files dropped) to give the typed text back.
		multipart = await readMultipartForm(
			request,
			limit ? { maxFileBytes: 0 } : {},
		)
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return refused(undefined, limit ?? error)
	}
	if (limit) return refused(multipart.form, limit)
	if (await isSpam(multipart.form))
		return { submitted: true } satisfies GuestPostActionData

	const parsed = await parseImageForm(multipart, GuestPostFormSchema, {
		image: 'imageUrl',
		images: 'imageUrls',
		alt: 'imageAlt',
	})
	if (!parsed.ok)
		return data<GuestPostActionData>(
			{ submitted: false, result: parsed.result },
			{ status: parsed.status },
		)
	const post = await submitGuestPost(parsed.value)
	log.info({ guestPostId: post.id }, 'guest post submitted')
	return { submitted: true } satisfies GuestPostActionData
}
