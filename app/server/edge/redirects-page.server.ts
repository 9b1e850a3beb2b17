/**
 * The admin's redirects page (/admin/redirects): its list, and what its forms do: add or change
 * one redirect, remove one (`intent=delete-redirect`), or upload a CSV of them (multipart).
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { formatCount } from '#app/lib/format.ts'
import {
	REDIRECTS_PAGE as PATH,
	REDIRECT_CSV_LIMIT_MB as CSV_LIMIT_MB,
} from '#app/lib/redirects-page.ts'
import {
	REDIRECT_CSV_MAX_BYTES,
	RedirectSchema,
	type CsvLineError,
} from '#app/schemas/redirect.ts'
import {
	formText,
	readForm,
	readMultipartForm,
	readPageForm,
} from '#app/server/edge/http.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import {
	DomainError,
	invalid,
	tooLarge,
} from '#app/server/platform/errors.server.ts'
import {
	getRedirect,
	importRedirectsCsv,
	listRedirects,
	removeRedirect,
	saveRedirect,
} from '#app/server/site/redirects.server.ts'

/** The page's data: a page of redirects (searched by `q`, after `after`), and the one being edited. */
export async function loadRedirectsPage(url: URL) {
	const q = url.searchParams.get('q')?.slice(0, 200) ?? ''
	const after = url.searchParams.get('after') ?? undefined
	const edit = url.searchParams.get('edit')
	const [list, editing] = await Promise.all([
		listRedirects({ q, after }),
		edit ? getRedirect(edit) : null,
	])
	return { ...list, q, after: after ?? null, editing }
}

/** The CSV file of a multipart form, as text (a refusal when it is missing or too large). */
async function readCsvUpload(request: Request): Promise<string> {
	const { form, oversized } = await readMultipartForm(request, {
		maxBytes: REDIRECT_CSV_MAX_BYTES + 64 * 1024,
		maxFiles: 1,
		maxFileBytes: REDIRECT_CSV_MAX_BYTES,
	}).catch((error: unknown) => {
		if (error instanceof DomainError && error.kind === 'too-large')
			throw tooLarge(`The CSV file is too large (at most ${CSV_LIMIT_MB} MB).`)
		throw error
	})
	if (oversized.length)
		throw tooLarge(`The CSV file is too large (at most ${CSV_LIMIT_MB} MB).`)
	const file = form.get('csv')
	if (!(file instanceof File) || file.size === 0)
		throw invalid('Choose a CSV file of from,to pairs to upload.')
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(
			await file.arrayBuffer(),
		)
	} catch {
		throw invalid('The CSV file is not UTF-8 text.')
	}
}

async function uploadCsv(request: Request) {
	try {
		const { added, updated } = await importRedirectsCsv(
			await readCsvUpload(request),
		)
		return redirectWithToast(PATH, {
			title: 'Redirects saved',
			description: `${formatCount(added)} added, ${formatCount(updated)} changed.`,
		})
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		const lines = (error.details?.lines as CsvLineError[] | undefined) ?? []
		return data(
			{ csv: { message: error.message, lines }, result: undefined },
			{ status: error.kind === 'too-large' ? 413 : 400 },
		)
	}
}

async function saveFromForm(form: FormData) {
	const submission = parseWithZod(form, { schema: RedirectSchema })
	if (submission.status !== 'success')
		return data({ result: submission.reply(), csv: undefined }, { status: 400 })
	try {
		const saved = await saveRedirect(submission.value)
		return redirectWithToast(PATH, {
			title: submission.value.replacing ? 'Redirect changed' : 'Redirect added',
			description: `${saved.from} now answers 301 to ${saved.to}.`,
		})
	} catch (error) {
		if (!(error instanceof DomainError) || error.kind === 'unavailable')
			throw error
		const errors = (error.details?.errors as Record<string, string[]>) ?? {
			'': [error.message],
		}
		return data(
			{ result: submission.reply({ fieldErrors: errors }), csv: undefined },
			{ status: error.kind === 'conflict' ? 409 : 400 },
		)
	}
}

export async function redirectsAction(request: Request) {
	if (/^multipart\/form-data/i.test(request.headers.get('content-type') ?? ''))
		return uploadCsv(request)
	const [form, refused] = await readPageForm(readForm(request))
	if (refused)
		return data(
			{ result: refused.reply, csv: undefined },
			{ status: refused.status },
		)
	const intent = formText(form, 'intent')
	if (intent === 'delete-redirect') {
		const removed = await removeRedirect(formText(form, 'id'))
		return redirectWithToast(PATH, {
			title: removed ? 'Redirect removed' : 'Already removed',
			description: removed
				? `${formText(form, 'id')} no longer redirects.`
				: undefined,
		})
	}
	return saveFromForm(form)
}
