import { ARTICLE_CONTENT_MAX } from './article.ts'
import { z } from './z.ts'

/** POST /admin/markdown-preview: unsaved markdown from the editor, rendered and never stored. */
export const MarkdownPreviewSchema = z.object({
	content: z
		.string({ error: 'Send the markdown as “content”' })
		.max(ARTICLE_CONTENT_MAX, 'Article content is too long'),
	/** A contributor's text (the guest-post editor): images from other sites become links, so nothing loads from them. */
	externalImagesAsLinks: z.boolean().default(false),
})

export type MarkdownPreviewInput = z.output<typeof MarkdownPreviewSchema>
