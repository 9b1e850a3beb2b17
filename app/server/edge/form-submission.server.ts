/**
 * One way for a page's form to be validated and handed to a service (the staff page, the
 * invitation, the password reset): Conform parses it with the input's zod schema; a refusal of the
 * service (a domain error) becomes the form's reply, on the field it names or on the whole form,
 * with its status. Nothing the person typed but the password is lost: Conform sends it back.
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { z } from '#app/schemas/z.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { readForm, readPageForm, statusOf } from './http.server.ts'

export type FormReply = ReturnType<
	typeof data<{ result: SubmissionResult<string[]> }>
>

/** Reads the request's form, or the reply refusing it (too large, not a form). */
export async function readFormOrReply(
	request: Request,
): Promise<[FormData, undefined] | [undefined, FormReply]> {
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return [
			undefined,
			data({ result: refused.reply }, { status: refused.status }),
		]
	return [form, undefined]
}

/**
 * Parses `form` with `schema` and runs `run` with the value. Invalid input answers 400 with the
 * fields' errors; a domain error from `run` answers its status, its message on the field its
 * details name (`errors`) or on the form. Anything else propagates (a 500).
 */
export async function submitForm<Schema extends z.ZodType, T>(
	form: FormData,
	schema: Schema,
	run: (value: z.output<Schema>) => Promise<T>,
	hideFields: string[] = [],
): Promise<{ ok: true; value: T } | { ok: false; reply: FormReply }> {
	const submission = parseWithZod(form, { schema })
	if (submission.status !== 'success')
		return {
			ok: false,
			reply: data(
				{ result: submission.reply({ hideFields }) },
				{ status: 400 },
			),
		}
	try {
		return { ok: true, value: await run(submission.value) }
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		const fieldErrors = (error.details?.errors as
			Record<string, string[]> | undefined) ?? { '': [error.message] }
		return {
			ok: false,
			reply: data(
				{ result: submission.reply({ fieldErrors, hideFields }) },
				{ status: statusOf(error) },
			),
		}
	}
}
