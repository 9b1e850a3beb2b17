import { parseRedirectFrom, parseRedirectTo } from '#app/lib/redirect-paths.ts'
import { z } from './z.ts'

/** The redirects manager's form: an old address and the new one (docs/decisions/063). */
export const RedirectSchema = z.object({
	from: z
		.string({ error: 'Enter the old address' })
		.superRefine((value, context) => {
			const parsed = parseRedirectFrom(value)
			if (!parsed.ok)
				context.addIssue({ code: 'custom', message: parsed.message })
		}),
	to: z
		.string({ error: 'Enter the new address' })
		.superRefine((value, context) => {
			const parsed = parseRedirectTo(value)
			if (!parsed.ok)
				context.addIssue({ code: 'custom', message: parsed.message })
		}),
	/** The old address of the redirect being edited (absent when adding one). */
	replacing: z.string().optional(),
})

export type RedirectInput = z.output<typeof RedirectSchema>

/** A CSV of redirects: at most this large and this many rows at a time. */
export const REDIRECT_CSV_MAX_BYTES = 1024 * 1024
export const REDIRECT_CSV_MAX_ROWS = 10_000

/** A line of a CSV of redirects that cannot be saved, and why. */
export interface CsvLineError {
	line: number
	message: string
}
