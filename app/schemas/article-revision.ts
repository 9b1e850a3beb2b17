import { z } from './z.ts'

/** The Restore button of a revision: which revision, and the article's version the page showed. */
export const RestoreRevisionSchema = z.object({
	revision: z
		.string({ error: 'Choose a revision to restore' })
		.trim()
		.min(1, 'Choose a revision to restore')
		.max(300),
	version: z.coerce
		.number({ error: 'Reload the page and try again' })
		.int()
		.min(0)
		.max(1_000_000_000),
})
