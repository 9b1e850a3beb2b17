/**
 * The editor's preview: unsaved markdown through the site's own sanitising renderer, so what the
 * editor sees is what readers will get. Nothing here stores the text (docs/decisions/048).
 */
import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { ARTICLE_CONTENT_MAX } from '#app/schemas/article.ts'
import type { MultipartForm } from './http.server.ts'
import { renderMarkdown } from '#app/server/platform/markdown.server.ts'
import {
	parseImageForm,
	type FormImageFields,
} from '#app/server/media/uploads.server.ts'

/** The longest article as JSON: three bytes of UTF-8 for every character, and room for the rest. */
export const PREVIEW_BODY_LIMIT = 3 * ARTICLE_CONTENT_MAX + 4096

export interface MarkdownPreview {
	html: string
}

/** The form was sent by its Preview button (the submitter's `intent`, whatever hidden intent the form has). */
export function isPreviewIntent(form: FormData): boolean {
	return form.getAll('intent').includes('preview')
}

export function previewMarkdown(
	content: string,
	{ externalImagesAsLinks = false }: { externalImagesAsLinks?: boolean } = {},
): MarkdownPreview {
	return {
		html: renderMarkdown(content.slice(0, ARTICLE_CONTENT_MAX), {
			externalImagesAsLinks,
		}),
	}
}

/**
 * The Preview button of an editor's form without JavaScript: the form comes back with every value
 * (Conform's reply) and the content rendered; nothing of the record is saved. Images chosen as
 * files are stored when the rest of the form passes, as a save would, so that they come back as
 * paths in the form's hidden fields (a file input cannot be filled again); a form that does not
 * pass comes back with its messages, and the preview all the same.
 */
export async function previewEditorForm<Schema extends z.ZodType>(
	multipart: MultipartForm,
	schema: Schema,
	imageFields: FormImageFields,
	{
		contentField = 'content',
		externalImagesAsLinks = false,
	}: { contentField?: string; externalImagesAsLinks?: boolean } = {},
): Promise<{ result: SubmissionResult<string[]>; preview: MarkdownPreview }> {
	const content = multipart.form.get(contentField)
	const preview = previewMarkdown(typeof content === 'string' ? content : '', {
		externalImagesAsLinks,
	})
	const parsed = await parseImageForm(multipart, schema, imageFields)
	if (!parsed.ok) return { result: parsed.result, preview }
	// The form as it now stands (stored images in place of their files), without errors.
	return { result: parseWithZod(multipart.form, { schema }).reply(), preview }
}
