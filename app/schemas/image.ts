import { normaliseImageUrl } from '#app/lib/image-upload.ts'
import { z } from './z.ts'

/** POST /api/images/upload-url { fileExtension? } — the extension itself is checked by the service. */
export const UploadUrlRequestSchema = z.object({
	fileExtension: z
		.string({ error: 'fileExtension must be text' })
		.trim()
		.max(16, 'Invalid file type')
		.optional(),
})

/**
 * An optional image field (imageUrl, each of imageUrls): empty means none; otherwise an http(s)
 * URL or one of our /public-objects/ paths ('Please enter a valid image URL').
 */
export const OptionalImageUrlSchema = z
	.string()
	.trim()
	.optional()
	.transform((value, context) => {
		if (!value) return undefined
		const url = normaliseImageUrl(value)
		if (!url) {
			context.addIssue({
				code: 'custom',
				message: 'Please enter a valid image URL',
			})
			return z.NEVER
		}
		return url
	})
