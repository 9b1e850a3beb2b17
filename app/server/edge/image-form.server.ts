/**
 * An editor's form that may carry images (the article, promotion and settings forms), read and
 * parsed in one step: the body is read under the upload limit, the text is checked first, and
 * images are stored only when it passes (issue 6). A refusal is the form's own reply.
 */
import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import type { MultipartForm } from './http.server.ts'
import {
	isPreviewIntent,
	previewEditorForm,
	type MarkdownPreview,
} from './markdown-preview.server.ts'
import {
	parseImageForm,
	readEditorImageForm,
	type FormImageFields,
} from '#app/server/media/uploads.server.ts'

export type ImageFormSubmission<Output> =
	| { ok: true; value: Output; multipart: MultipartForm }
	| { ok: false; status: number; result: SubmissionResult<string[]> }
	| {
			ok: 'preview'
			status: 200
			result: SubmissionResult<string[]>
			preview: MarkdownPreview
	  }

/**
 * Reads and parses the form; with `preview`, a form sent by its Preview button (no JavaScript)
 * comes back rendered instead, and nothing is saved.
 */
export async function readAndParseImageForm<Schema extends z.ZodType>(
	request: Request,
	clientIp: string,
	schema: Schema,
	fields: FormImageFields,
	{ preview = false }: { preview?: boolean } = {},
): Promise<ImageFormSubmission<z.output<Schema>>> {
	const read = await readEditorImageForm(request, clientIp, schema)
	if (read.refused) return { ok: false, ...read.refused }
	if (preview && isPreviewIntent(read.multipart.form))
		return {
			ok: 'preview',
			status: 200,
			...(await previewEditorForm(read.multipart, schema, fields)),
		}
	const parsed = await parseImageForm(read.multipart, schema, fields)
	if (!parsed.ok) return parsed
	return { ok: true, value: parsed.value, multipart: read.multipart }
}
