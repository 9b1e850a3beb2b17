import { ARTICLE_CATEGORIES } from '#app/content/categories.ts'
import { z } from './z.ts'

/** What the dashboard's Import Articles button sends (SPEC §7). */
/** The most feeds the import list holds (each import reads them all). */
export const MAX_FEEDS = 25

export const SPEC_IMPORT = {
	keywords: ['personal branding', 'influence'],
	category: 'personal-branding',
} as const

/** POST /api/articles/import-curated { keywords, category } (SPEC §7). */
export const ImportCuratedSchema = z.object({
	keywords: z
		.array(z.string().trim().toLowerCase().min(1).max(60))
		.min(1, 'Give at least one keyword')
		.max(20)
		.default([...SPEC_IMPORT.keywords]),
	category: z
		.enum(ARTICLE_CATEGORIES, { error: 'Unknown category' })
		.default(SPEC_IMPORT.category),
})

export type ImportCuratedInput = z.output<typeof ImportCuratedSchema>

/** A feed the administrator adds to the import list (/admin/feeds). */
export const FeedInput = z.object({
	title: z
		.string({ error: 'Give the feed a name' })
		.trim()
		.min(1, 'Give the feed a name')
		.max(120, 'Keep the name under 120 characters'),
	url: z
		.string({ error: "Enter the feed's address" })
		.trim()
		.min(1, "Enter the feed's address")
		.max(2000, 'That address is too long')
		.pipe(
			z.url({ protocol: /^https?$/, error: 'Enter an http or https address' }),
		),
})

export type FeedInput = z.output<typeof FeedInput>

/** The feeds page's import form: keywords as one comma-separated line, and a category. */
export const ImportFormSchema = z.object({
	keywords: z
		.string({ error: 'Give at least one keyword' })
		.transform(line =>
			line
				.split(',')
				.map(keyword => keyword.trim().toLowerCase())
				.filter(Boolean),
		)
		.pipe(ImportCuratedSchema.shape.keywords.unwrap()),
	category: ImportCuratedSchema.shape.category.unwrap(),
})

/** The largest export /admin/import takes, Ghost JSON or WordPress WXR (bodies only; a site of thousands of posts fits). */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024

/** The upload form of /admin/import: the old site's address resolves relative image paths. */
export const ImportUploadSchema = z.object({
	siteUrl: z
		.string({
			error: "Enter the old site's address, such as https://blog.example.com",
		})
		.trim()
		.max(500, 'That address is too long')
		.pipe(
			z.url({
				protocol: /^https?$/,
				error: "Enter the old site's address, such as https://blog.example.com",
			}),
		),
})
