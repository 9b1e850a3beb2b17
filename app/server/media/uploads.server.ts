/**
 * Image uploads (SPEC §5, §7, §9). The browser asks for an upload target (a signed, expiring,
 * single-use URL for one new object path), PUTs the raw file there, then refers to the image as
 * /public-objects/{imagePath}. Forms sent without JavaScript carry the files in the form itself;
 * those are decoded and stored only once the rest of the form has passed its checks.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import {
	ALT_TEXT_REQUIRED,
	isAltTextMissing,
	isUploadExtension,
	normaliseImageUrl,
	type ImageMeta,
} from '#app/lib/image-upload.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import {
	DomainError,
	forbidden,
	gone,
	invalid,
} from '#app/server/platform/errors.server.ts'
import {
	FORM_BODY_LIMIT,
	readMultipartForm,
	statusOf,
	type MultipartForm,
} from '#app/server/edge/http.server.ts'
import { consumeRateLimit } from '#app/server/coordination/rate-limit.server.ts'
import {
	FILE_TOO_LARGE_MESSAGE,
	INVALID_FILE_TYPE_MESSAGE,
	isObjectPath,
	prepareImage,
	storePreparedImage,
	type PreparedImage,
} from './images.server.ts'

export {
	FILE_TOO_LARGE_MESSAGE,
	INVALID_FILE_TYPE_MESSAGE,
} from './images.server.ts'

/** How long an upload URL stays valid. */
export const UPLOAD_TOKEN_TTL_MS = 15 * 60 * 1000

export const UPLOAD_URL_PREFIX = '/api/images/upload/'
export const INVALID_IMAGE_URL_MESSAGE = 'Please enter a valid image URL'

const NAME_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

function randomName(length = 16): string {
	let name = ''
	for (let i = 0; i < length; i += 1)
		name += NAME_ALPHABET[randomInt(NAME_ALPHABET.length)]
	return name
}

/**
 * Checks the extension a client names (SVG, HTML… are refused with 400 'Invalid file type').
 * Every stored image is WebP whatever was uploaded (the stored-image rule), so the extension
 * decides nothing else.
 */
export function checkUploadExtension(fileExtension: string | undefined): void {
	const extension = (fileExtension ?? '')
		.trim()
		.toLowerCase()
		.replace(/^\.+/, '')
	if (extension !== '' && !isUploadExtension(extension))
		throw invalid(`Invalid file type. ${INVALID_FILE_TYPE_MESSAGE}`)
}

/** A fresh object path such as uploads/2026/11/k3v9x0q2m7a1b8c4.webp. */
export function newUploadObjectPath(now = new Date()): string {
	const month = String(now.getUTCMonth() + 1).padStart(2, '0')
	return `uploads/${now.getUTCFullYear()}/${month}/${randomName()}.webp`
}

function sign(payload: string): Buffer {
	// The prefix keeps these signatures apart from anything else signed with the session secret.
	return createHmac('sha256', getEnv().SESSION_SECRET)
		.update(`image-upload\n${payload}`)
		.digest()
}

/** A new upload target: where to PUT the file, and the object path it will be stored under. */
export function createUploadTarget(fileExtension?: string): {
	uploadURL: string
	imagePath: string
} {
	checkUploadExtension(fileExtension)
	const imagePath = newUploadObjectPath()
	const payload = `${Date.now() + UPLOAD_TOKEN_TTL_MS}:${imagePath}`
	const token = `${Buffer.from(payload).toString('base64url')}.${sign(payload).toString('base64url')}`
	return { uploadURL: UPLOAD_URL_PREFIX + token, imagePath }
}

/**
 * The object path a token grants; "forbidden" when it is not one of ours, "gone" once it has
 * expired. Whether it was used already is the database's to say (storeUploadedImage claims it).
 */
export function verifyUploadToken(token: string): string {
	const notOurs = forbidden('This upload link is not valid.')
	const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token)
	if (!match) throw notOurs
	const payload = Buffer.from(match[1]!, 'base64url').toString('utf8')
	const signature = Buffer.from(match[2]!, 'base64url')
	const expected = sign(payload)
	if (
		signature.length !== expected.length ||
		!timingSafeEqual(signature, expected)
	)
		throw notOurs
	const separator = payload.indexOf(':')
	const expiresAt = Number(payload.slice(0, separator))
	const imagePath = payload.slice(separator + 1)
	if (
		separator < 0 ||
		!Number.isSafeInteger(expiresAt) ||
		!isObjectPath(imagePath)
	)
		throw notOurs
	if (Date.now() > expiresAt)
		throw gone('This upload link has expired. Please try the upload again.')
	return imagePath
}

/** The "From URL" tab's value: undefined when empty, else a checked image URL ("invalid" otherwise). */
export function resolveImageUrlInput(
	value: FormDataEntryValue | string | null | undefined,
): string | undefined {
	if (value === null || value === undefined) return undefined
	if (typeof value !== 'string') throw invalid(INVALID_IMAGE_URL_MESSAGE)
	if (value.trim() === '') return undefined
	const url = normaliseImageUrl(value)
	if (!url) throw invalid(INVALID_IMAGE_URL_MESSAGE)
	return url
}

/** Which fields of a form carry images: ImageUpload under `image`, MultiImageUpload under `images`. */
export interface FormImageFields {
	image: string
	images?: string
	/** The main image's alt text field, required when a main image is sent (a file or an address). */
	alt?: string
}

function chosenFile(value: FormDataEntryValue | null): File | undefined {
	return typeof value === 'object' && value !== null && value.size > 0
		? value
		: undefined
}

/** Files a form carries, held (not decoded) until the rest of the form has passed its checks. */
export interface CollectedFormImages {
	files: { field: string; append: boolean; file: File }[]
	/** Errors found without decoding anything (an unreadable URL, a file over 5MB). */
	fieldErrors?: Record<string, string[]>
	status: number
}

/**
 * The cheap half of reading a form's images: puts typed URLs and kept values where the form's
 * schema reads them (`image` as one value; `images` as `images[0]`, `images[1]`…) and holds the
 * chosen files for storeFormImages. A file chosen without JavaScript (`{image}File`) wins over a
 * typed URL (`{image}Url`), which wins over the current value (`{image}`).
 */
export function collectFormImages(
	multipart: MultipartForm,
	fields: FormImageFields,
): CollectedFormImages {
	const { form, oversized } = multipart
	const collected: CollectedFormImages = { files: [], status: 400 }
	const fail = (field: string, error: unknown, status = 400) => {
		if (!(error instanceof DomainError)) throw error
		collected.fieldErrors = {
			...collected.fieldErrors,
			[field]: [error.message],
		}
		collected.status = Math.max(collected.status, status)
	}
	const tooLargeError = new DomainError('too-large', FILE_TOO_LARGE_MESSAGE)

	const file = chosenFile(form.get(`${fields.image}File`))
	let url: string | undefined
	try {
		url =
			resolveImageUrlInput(form.get(`${fields.image}Url`)) ??
			resolveImageUrlInput(form.get(fields.image))
	} catch (error) {
		fail(fields.image, error)
	}
	if (oversized.includes(`${fields.image}File`))
		fail(fields.image, tooLargeError, 413)
	for (const key of [fields.image, `${fields.image}File`, `${fields.image}Url`])
		form.delete(key)
	if (file) collected.files.push({ field: fields.image, append: false, file })
	else if (url) form.set(fields.image, url)
	// Checked here, before any file is decoded or stored: a refused form stores nothing.
	if (
		fields.alt &&
		isAltTextMissing(Boolean(file ?? url), form.get(fields.alt))
	)
		fail(fields.alt, invalid(ALT_TEXT_REQUIRED))

	if (fields.images) {
		const urls: string[] = []
		for (const value of [
			...form.getAll(fields.images),
			form.get(`${fields.images}Url`),
		]) {
			try {
				const resolved = resolveImageUrlInput(value)
				if (resolved && !urls.includes(resolved)) urls.push(resolved)
			} catch (error) {
				fail(fields.images, error)
			}
		}
		if (oversized.includes(`${fields.images}Files`))
			fail(fields.images, tooLargeError, 413)
		for (const value of form.getAll(`${fields.images}Files`)) {
			const chosen = chosenFile(value)
			if (chosen)
				collected.files.push({
					field: fields.images,
					append: true,
					file: chosen,
				})
		}
		for (const key of [
			fields.images,
			`${fields.images}Files`,
			`${fields.images}Url`,
		])
			form.delete(key)
		urls.forEach((value, index) =>
			form.set(`${fields.images}[${index}]`, value),
		)
	}
	return collected
}

/**
 * The costly half: decodes and checks every held file first, and only when all pass stores them
 * and puts their addresses in the form. A refused file stores nothing of the form.
 */
export async function storeFormImages(
	form: FormData,
	collected: CollectedFormImages,
): Promise<{
	fieldErrors?: Record<string, string[]>
	status: number
	metas: ImageMeta[]
}> {
	const prepared: { field: string; append: boolean; image: PreparedImage }[] =
		[]
	const fieldErrors: Record<string, string[]> = {}
	let status = 400
	for (const { field, append, file } of collected.files) {
		try {
			prepared.push({
				field,
				append,
				image: await prepareImage(
					new Uint8Array(await file.arrayBuffer()),
					file.type,
				),
			})
		} catch (error) {
			if (!(error instanceof DomainError)) throw error
			fieldErrors[field] ??= [error.message]
			status = Math.max(status, statusOf(error))
		}
	}
	if (Object.keys(fieldErrors).length > 0)
		return { fieldErrors, status, metas: [] }

	const metas: ImageMeta[] = []
	for (const { field, append, image } of prepared) {
		const meta = await storePreparedImage(newUploadObjectPath(), image, 'form')
		metas.push(meta)
		if (!append) {
			form.set(field, meta.url)
		} else {
			let index = 0
			while (form.has(`${field}[${index}]`)) index += 1
			form.set(`${field}[${index}]`, meta.url)
		}
	}
	return { status: 200, metas }
}

export type ImageFormResult<Output> =
	| { ok: true; value: Output }
	| { ok: false; status: number; result: SubmissionResult<string[]> }

/**
 * Reads a form that carries images in the order that costs least (issue 6): the caller has read
 * the body (and counted the rate limit before that); the text fields are validated first, and only
 * then are the images decoded and stored. Any refusal answers the form's own messages.
 */
export async function parseImageForm<Schema extends z.ZodType>(
	multipart: MultipartForm,
	schema: Schema,
	fields: FormImageFields,
): Promise<ImageFormResult<z.output<Schema>>> {
	const collected = collectFormImages(multipart, fields)
	const submission = parseWithZod(multipart.form, { schema })
	if (submission.status !== 'success' || collected.fieldErrors) {
		return {
			ok: false,
			status: collected.fieldErrors ? collected.status : 400,
			result: submission.reply(
				collected.fieldErrors
					? { fieldErrors: collected.fieldErrors }
					: undefined,
			),
		}
	}
	if (collected.files.length === 0) return { ok: true, value: submission.value }
	const stored = await storeFormImages(multipart.form, collected)
	if (stored.fieldErrors)
		return {
			ok: false,
			status: stored.status,
			result: submission.reply({ fieldErrors: stored.fieldErrors }),
		}
	// Parsed again with the stored images' addresses in place.
	const final = parseWithZod(multipart.form, { schema })
	if (final.status !== 'success')
		return { ok: false, status: 400, result: final.reply() }
	return { ok: true, value: final.value }
}

/** A form refused before it could be read (too large, rate limited): its message, as the form shows errors. */
export function formRefusal(
	form: FormData | undefined,
	schema: z.ZodType,
	error: DomainError,
): { status: number; result: SubmissionResult<string[]> } {
	const submission = parseWithZod(form ?? new FormData(), { schema })
	return {
		status: statusOf(error),
		result: submission.reply({ formErrors: [error.message] }),
	}
}

/**
 * Reads an editor's form that may carry images (the admin's article, promotion and guest-post
 * edit forms): a form bigger than a plain one carries files and counts against the upload limit
 * first; then the body is parsed as it streams. A refusal comes back as the form's own error.
 */
export async function readEditorImageForm(
	request: Request,
	clientIp: string,
	schema: z.ZodType,
): Promise<
	| { multipart: MultipartForm; refused?: undefined }
	| { refused: { status: number; result: SubmissionResult<string[]> } }
> {
	try {
		if (Number(request.headers.get('content-length') ?? '0') > FORM_BODY_LIMIT)
			await consumeRateLimit('upload', clientIp)
		return { multipart: await readMultipartForm(request) }
	} catch (error) {
		if (!(error instanceof DomainError)) throw error
		return { refused: formRefusal(undefined, schema, error) }
	}
}
