/**
 * The HTTP edge: reading request bodies with a size cap, and turning the domain's expected
 * failures into answers with the right status and a clear message (never a stack trace).
 */
import type { SubmissionResult } from '@conform-to/react'
import {
	FormDataParseError,
	MaxFileSizeExceededError,
	MaxFilesExceededError,
	MaxHeaderSizeExceededError,
	MaxPartsExceededError,
	MaxTotalSizeExceededError,
	MultipartParseError,
	parseFormData,
} from '@remix-run/form-data-parser'
import { z } from 'zod'
import { isCleanText, uncleanTextMessage } from '#app/lib/clean-text.ts'
import { MAX_FORM_FILES, MAX_IMAGE_BYTES } from '#app/lib/image-upload.ts'
import {
	asDomainError,
	DomainError,
	invalid,
	tooLarge,
	unsupportedType,
	type DomainErrorKind,
} from '#app/server/platform/errors.server.ts'

/** The one place that knows which status answers which kind of failure. */
const STATUS: Record<DomainErrorKind, number> = {
	invalid: 400,
	unauthorized: 401,
	forbidden: 403,
	'not-found': 404,
	conflict: 409,
	gone: 410,
	'too-large': 413,
	'unsupported-type': 415,
	'rate-limited': 429,
	unavailable: 503,
}

export function statusOf(error: DomainError): number {
	return STATUS[error.kind]
}

/** Headers a failure's answer carries (Retry-After for limits and outages). */
export function headersOf(error: DomainError): Record<string, string> {
	return error.retryAfterSeconds === undefined
		? {}
		: { 'Retry-After': String(Math.max(1, Math.ceil(error.retryAfterSeconds))) }
}

export const JSON_BODY_LIMIT = 64 * 1024
export const FORM_BODY_LIMIT = 64 * 1024
/** Forms that carry image files without JavaScript: at most MAX_FORM_FILES images of 5 MB and the rest of the form. */
export const MULTIPART_FORM_LIMIT =
	MAX_FORM_FILES * MAX_IMAGE_BYTES + 1024 * 1024

/** The body as bytes, refusing (413) once it passes `maxBytes`, whatever Content-Length claimed. */
export async function readBodyWithLimit(
	request: Request,
	maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
	const declared = Number(request.headers.get('content-length') ?? '0')
	if (declared > maxBytes)
		throw tooLarge(`Request body is too large (limit ${maxBytes} bytes).`)
	if (!request.body) return new Uint8Array(0)
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let received = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		received += value.byteLength
		if (received > maxBytes) {
			await reader.cancel()
			throw tooLarge(`Request body is too large (limit ${maxBytes} bytes).`)
		}
		chunks.push(value)
	}
	const body = new Uint8Array(received)
	let offset = 0
	for (const chunk of chunks) {
		body.set(chunk, offset)
		offset += chunk.byteLength
	}
	return body
}

/** Deeper JSON than any of our inputs needs is refused before anything walks it. */
const MAX_JSON_DEPTH = 8

/** Every key and string in a JSON value is clean text, and it is no deeper than MAX_JSON_DEPTH. */
function assertCleanJson(value: unknown, name = '', depth = 0): void {
	if (depth > MAX_JSON_DEPTH) throw invalid('The body is nested too deeply.')
	if (typeof value === 'string') {
		if (!isCleanText(value)) throw invalid(uncleanTextMessage(name))
	} else if (Array.isArray(value)) {
		for (const item of value) assertCleanJson(item, name, depth + 1)
	} else if (typeof value === 'object' && value !== null) {
		for (const [key, item] of Object.entries(value)) {
			if (!isCleanText(key)) throw invalid(uncleanTextMessage(key))
			assertCleanJson(item, key, depth + 1)
		}
	}
}

/**
 * A JSON object body: 415 unless sent as JSON, 413 when too large, 400 when it is not UTF-8, not
 * JSON, not an object, or carries control characters (input hygiene for the whole JSON API).
 */
export async function readJsonObject(
	request: Request,
	maxBytes = JSON_BODY_LIMIT,
): Promise<Record<string, unknown>> {
	const type = request.headers.get('content-type') ?? ''
	if (!/^application\/([\w.+-]+\+)?json\b/i.test(type))
		throw unsupportedType(
			'Send the body as JSON (Content-Type: application/json).',
		)
	let value: unknown
	try {
		const text = new TextDecoder('utf-8', { fatal: true }).decode(
			await readBodyWithLimit(request, maxBytes),
		)
		value = text.trim() === '' ? {} : JSON.parse(text)
	} catch (error) {
		if (error instanceof DomainError) throw error
		throw invalid('The body is not valid JSON.')
	}
	if (typeof value !== 'object' || value === null || Array.isArray(value))
		throw invalid('The body must be a JSON object.')
	assertCleanJson(value)
	return value as Record<string, unknown>
}

/** Every field name and text value of a form is clean text (files are checked by their own rules). */
export function assertCleanForm(form: FormData): void {
	for (const [key, value] of form) {
		if (!isCleanText(key)) throw invalid(uncleanTextMessage(key))
		if (typeof value === 'string' && !isCleanText(value))
			throw invalid(uncleanTextMessage(key))
	}
}

/** A urlencoded or multipart form body, capped like JSON, its text clean. */
export async function readForm(
	request: Request,
	maxBytes = FORM_BODY_LIMIT,
): Promise<FormData> {
	const bytes = await readBodyWithLimit(request, maxBytes).catch(
		(error: unknown) => {
			throw isTooLarge(error)
				? tooLarge(
						`The form is too large to send (at most ${Math.round(maxBytes / 1024)} KB). Please shorten what you entered.`,
					)
				: error
		},
	)
	const copy = new Request(request.url, {
		method: 'POST',
		headers: request.headers,
		body: bytes,
	})
	let form: FormData
	try {
		form = await copy.formData()
	} catch {
		throw invalid('The form could not be read.')
	}
	assertCleanForm(form)
	return form
}

/** A form field as text: "" when absent or when a file was sent in its place. */
export function formText(form: FormData, name: string): string {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}

function isTooLarge(error: unknown): boolean {
	return error instanceof DomainError && error.kind === 'too-large'
}

/** A page form whose body the server refused to read, as the form shows it. */
export interface FormRefusal {
	/** 413 too large, 400 unreadable or with control characters, 415 not a form. */
	status: number
	message: string
	/** Conform's reply with the message as the form's own error (`form.errors`). */
	reply: SubmissionResult<string[]>
}

/**
 * For page actions: reads the body with `read` (readForm, or the multipart reader), and when the
 * body is refused (too large, not a form, control characters) answers what the form shows (its
 * status, message and a Conform reply) instead of failing the page. Anything else propagates.
 *
 *     const [form, refused] = await readPageForm(readForm(request));
 *     if (refused) return data({ result: refused.reply }, { status: refused.status });
 */
export async function readPageForm<T>(
	read: Promise<T>,
): Promise<[T, undefined] | [undefined, FormRefusal]> {
	try {
		return [await read, undefined]
	} catch (error) {
		if (
			!(error instanceof DomainError) ||
			!['too-large', 'invalid', 'unsupported-type'].includes(error.kind)
		)
			throw error
		return [
			undefined,
			{
				status: statusOf(error),
				message: error.message,
				reply: { status: 'error', error: { '': [error.message] } },
			},
		]
	}
}

export interface MultipartForm {
	/** The text fields, and the files that were within the size limit (File values). */
	form: FormData
	/** Fields whose file was over `maxFileBytes`: dropped, so the form can say which one. */
	oversized: string[]
}

/**
 * A multipart (or urlencoded) form, parsed as it streams in (@remix-run/form-data-parser): a file
 * over `maxFileBytes` is dropped and named in `oversized` (the rest of the form is still read, so
 * the text the user typed comes back with the error); more than `maxFiles` files or a body over
 * `maxBytes` is "too-large", a body that is not a form is "invalid". Empty file inputs are ignored.
 */
export async function readMultipartForm(
	request: Request,
	{
		maxBytes = MULTIPART_FORM_LIMIT,
		maxFiles = MAX_FORM_FILES,
		maxFileBytes = MAX_IMAGE_BYTES,
	}: { maxBytes?: number; maxFiles?: number; maxFileBytes?: number } = {},
): Promise<MultipartForm> {
	const tooMuch = tooLarge(
		`The form is too large: at most ${maxFiles} images of ${Math.round(maxFileBytes / 1024 / 1024)}MB each.`,
	)
	const declared = Number(request.headers.get('content-length') ?? '0')
	if (declared > maxBytes) throw tooMuch
	const oversized: string[] = []
	let files = 0
	try {
		const form = await parseFormData(
			request,
			// Each part is held in memory only up to the form's own limit; empty file inputs count for nothing.
			{
				maxFileSize: maxBytes,
				maxTotalSize: maxBytes,
				maxFiles: maxFiles + 8,
				maxParts: 200,
			},
			file => {
				if (file.size === 0 && file.name === '') return null
				files += 1
				if (files > maxFiles) throw new MaxFilesExceededError(maxFiles)
				if (file.size > maxFileBytes) {
					oversized.push(file.fieldName)
					return null
				}
				return file
			},
		)
		assertCleanForm(form)
		return { form, oversized }
	} catch (error) {
		if (error instanceof MaxFilesExceededError)
			throw tooLarge(`Too many images: at most ${maxFiles} per form.`)
		if (
			error instanceof MaxFileSizeExceededError ||
			error instanceof MaxTotalSizeExceededError ||
			error instanceof MaxPartsExceededError
		)
			throw tooMuch
		if (
			error instanceof FormDataParseError ||
			error instanceof MultipartParseError ||
			error instanceof MaxHeaderSizeExceededError
		) {
			throw invalid('The form could not be read.')
		}
		throw error
	}
}

/** 400 for input that failed its schema: the first message, and every field's messages. */
export function validationErrorResponse(error: z.ZodError): Response {
	const errors = z.flattenError(error).fieldErrors as Record<
		string,
		string[] | undefined
	>
	const first =
		Object.values(errors).flat()[0] ??
		error.issues[0]?.message ??
		'Invalid input'
	return errorResponse(400, first, { errors })
}

/** A JSON answer anyone may cache for `maxAge` seconds (public reads). */
export function publicJson(body: unknown, maxAge: number): Response {
	return Response.json(body, {
		headers: { 'Cache-Control': `public, max-age=${maxAge}` },
	})
}

/**
 * A page of a public JSON list: the list itself (the SPEC's shape), and where the neighbouring
 * pages are in `Link` headers (rel="next" for older, rel="prev" for newer).
 */
export function publicJsonPage(
	body: unknown[],
	links: { next?: string | null; prev?: string | null },
	maxAge: number,
): Response {
	const response = publicJson(body, maxAge)
	const link = [
		links.next ? `<${links.next}>; rel="next"` : null,
		links.prev ? `<${links.prev}>; rel="prev"` : null,
	]
		.filter(Boolean)
		.join(', ')
	if (link) response.headers.set('Link', link)
	return response
}

/** A JSON error answer: `{ message, ...details }`. */
export function errorResponse(
	status: number,
	message: string,
	details?: Record<string, unknown>,
	headers?: HeadersInit,
): Response {
	return Response.json({ message, ...details }, { status, headers })
}

/** A domain failure as its JSON answer: `{ message, ...details }` with the status of its kind. */
export function domainErrorResponse(error: DomainError): Response {
	return errorResponse(
		statusOf(error),
		error.message,
		error.details,
		headersOf(error),
	)
}

/**
 * Runs an API handler, turning domain failures (and an unreachable database) into their JSON
 * answers. Anything else propagates: logged, and answered as a JSON 500 by the root middleware.
 */
export async function handleApi(
	run: () => Promise<Response>,
): Promise<Response> {
	try {
		return await run()
	} catch (error) {
		const failure = asDomainError(error)
		if (failure) return domainErrorResponse(failure)
		throw error
	}
}

/** Answers 405 listing what the resource does accept. */
export function methodNotAllowed(allowed: string[]): Response {
	return errorResponse(405, `Use ${allowed.join(' or ')}.`, undefined, {
		Allow: allowed.join(', '),
	})
}
