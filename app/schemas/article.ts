import { ARTICLE_STATUSES } from '#app/content/article-status.ts'
import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '#app/lib/article-path.ts'
import { ALT_TEXT_MAX_LENGTH } from '#app/lib/image-upload.ts'
import { parseTags } from '#app/lib/tags.ts'
import { parsePublishTime } from '#app/lib/publication.ts'
import { youtubeVideoId } from '#app/lib/youtube.ts'
import { wallTimeToInstant } from '#app/lib/zoned-time.ts'
import { ImageUrlSchema, optionalText } from './guest-post.ts'
import { z } from './z.ts'

export const ARTICLE_CONTENT_MIN = 100
export const ARTICLE_CONTENT_MAX = 100_000

export const SLUG_MESSAGE =
	'Use lower-case letters, digits and single hyphens, e.g. why-trust-compounds'

/** An article's address as an editor types it: trimmed and lower-cased; "" means "from the headline". */
export const SlugSchema = z
	.string({ error: SLUG_MESSAGE })
	.trim()
	.max(
		SLUG_MAX_LENGTH,
		`The address must be at most ${SLUG_MAX_LENGTH} characters`,
	)
	.transform(value => (value === '' ? undefined : value.toLowerCase()))
	.refine(
		value => value === undefined || SLUG_PATTERN.test(value),
		SLUG_MESSAGE,
	)

const PUBLISH_TIME_MESSAGE =
	'Enter the publish date and time as YYYY-MM-DDTHH:MM (UTC) or an ISO time'

/** A publish time: the editor's `datetime-local` value (UTC) or an ISO time; "" means none. */
export const PublishTimeSchema = z
	.union([z.string(), z.date()], { error: PUBLISH_TIME_MESSAGE })
	.transform((value, context) => {
		if (value instanceof Date) return value
		if (value.trim() === '') return undefined
		const date = parsePublishTime(value)
		if (!date) {
			context.addIssue({ code: 'custom', message: PUBLISH_TIME_MESSAGE })
			return z.NEVER
		}
		return date
	})

export const EDITOR_PUBLISH_TIME_MESSAGE =
	'Enter the publish date and time as YYYY-MM-DDTHH:MM'

/**
 * The editor's publish time: its `datetime-local` value is a wall time in the publication's zone
 * (docs/decisions/067), stored as the instant it names. A time the clocks skip is refused with
 * the zone's own message; one they repeat is the first of the two, unless it is the wall time of
 * `kept` (the stored instant), which it then keeps. "" means none.
 */
export function zonedPublishTimeSchema(
	timeZone: string,
	kept?: Date | string | null,
	message = EDITOR_PUBLISH_TIME_MESSAGE,
) {
	return z
		.union([z.string(), z.date()], { error: message })
		.transform((value, context) => {
			if (value instanceof Date) return value
			if (value.trim() === '') return undefined
			const zoned = wallTimeToInstant(value, timeZone, kept)
			if (zoned?.ok) return zoned.instant
			context.addIssue({
				code: 'custom',
				message: zoned ? zoned.message : message,
			})
			return z.NEVER
		})
}

/** The SEO and social fields' limits (issue 9), declared once for the schema and the editor. */
export const SEO_LIMITS = {
	metaTitle: 70,
	metaDescription: 160,
	imageCaption: 300,
	imageAlt: ALT_TEXT_MAX_LENGTH,
} as const

/** Optional text with a message naming the field; "" and absent mean none. */
const limitedText = (label: string, max: number) =>
	z
		.string()
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.transform(value => (value ? value : undefined))
		.optional()

/** An optional address matching `pattern`; "" and absent mean none. */
const optionalAddress = (pattern: RegExp, message: string) =>
	z
		.string({ error: message })
		.trim()
		.max(2000, message)
		.refine(value => value === '' || pattern.test(value), message)
		.transform(value => (value ? value : undefined))
		.optional()

/** Free tags: the editor's comma-separated text or the JSON API's list, normalised (app/lib/tags.ts). */
export const TagsSchema = z
	.union([z.string(), z.array(z.string())], {
		error: 'Enter tags separated by commas',
	})
	.transform((value, context) => {
		const parsed = parseTags(value)
		if (parsed.ok) return parsed.tags
		context.addIssue({ code: 'custom', message: parsed.message })
		return z.NEVER
	})
	.optional()

/**
 * The admin article form and POST/PUT /api/articles (SPEC §5). Categories are the admin list;
 * guest-contributions is accepted too, for articles published from guest posts.
 */
export const ArticleSchema = z.object({
	headline: z
		.string({ error: 'Headline is required' })
		.trim()
		.min(1, 'Headline is required')
		.max(200, 'Headline must be at most 200 characters'),
	summary: z
		.string({ error: 'Summary is required' })
		.trim()
		.min(1, 'Summary is required')
		.max(500, 'Summary must be at most 500 characters'),
	content: z
		.string({ error: 'Article content must be at least 100 characters' })
		.trim()
		.min(ARTICLE_CONTENT_MIN, 'Article content must be at least 100 characters')
		.max(ARTICLE_CONTENT_MAX, 'Article content is too long'),
	author: z
		.string({ error: 'Author is required' })
		.trim()
		.min(1, 'Author is required')
		.max(120),
	category: z.enum(ALL_CATEGORIES, { error: 'Category is required' }),
	imageUrl: ImageUrlSchema.optional().or(
		z.literal('').transform(() => undefined),
	),
	imageUrls: z
		.array(ImageUrlSchema)
		.max(20, 'At most 20 additional images')
		.optional(),
	imageCredit: optionalText(200),
	youtubeUrl: optionalText(500).refine(
		url => !url || youtubeVideoId(url) !== undefined,
		'Enter a YouTube watch, youtu.be, shorts, embed or live link',
	),
	featured: z.boolean().default(false),
	breaking: z.boolean().default(false),
	/**
	 * The address, /article/{slug}. Left out or empty: derived from the headline (a published
	 * article keeps the one it has).
	 */
	slug: SlugSchema.optional(),
	/** Left out: a new article is published now, an existing one keeps its status. */
	status: z
		.enum(ARTICLE_STATUSES, { error: 'Choose Draft, Scheduled or Published' })
		.optional(),
	/** Left out or empty: a new article is dated when it goes live, an existing one keeps its date. */
	publishedAt: PublishTimeSchema.optional(),
	/**
	 * The version the edit was made from (optimistic concurrency): a save from an older version is
	 * refused with a conflict. Left out (the JSON API before versions): no check.
	 */
	version: z.coerce
		.number({ error: 'Reload the article and try again' })
		.int()
		.min(0)
		.max(1_000_000_000)
		.optional(),
	/** A material update of a published article: it shows an "Updated" date (now). Not stored. */
	materialUpdate: z.boolean().optional(),
	// SEO and social (issue 9): all optional; left out, the page uses the headline, summary and main image.
	metaTitle: limitedText('Meta title', SEO_LIMITS.metaTitle),
	metaDescription: limitedText('Meta description', SEO_LIMITS.metaDescription),
	socialImage: optionalAddress(
		/^(?:https?:\/\/\S+|\/(?!\/)\S*)$/i,
		'Enter an image address starting with https:// or a path on this site starting with /',
	),
	/** The original's address (a syndicated piece); the curated import sets it to the source. */
	canonicalUrl: optionalAddress(
		/^https?:\/\/[^\s/]+\S*$/i,
		"Enter the original's full address, starting with https://",
	),
	/** Left out (an unticked box): indexed. */
	noindex: z.boolean().optional(),
	imageAlt: limitedText('Alt text', SEO_LIMITS.imageAlt),
	imageCaption: limitedText('Caption', SEO_LIMITS.imageCaption),
	tags: TagsSchema,
})

export type ArticleInput = z.output<typeof ArticleSchema>

/** The names the error summary uses for each field (SPEC: errors listed by field name). */
export const ARTICLE_FIELD_LABELS: Record<keyof ArticleInput, string> = {
	headline: 'Headline',
	summary: 'Summary',
	content: 'Content',
	author: 'Author',
	category: 'Category',
	imageUrl: 'Main image',
	imageUrls: 'Additional images',
	imageCredit: 'Image credit',
	youtubeUrl: 'YouTube URL',
	featured: 'Featured',
	breaking: 'Breaking',
	slug: 'Address',
	status: 'Status',
	publishedAt: 'Publish date',
	version: 'Version',
	materialUpdate: 'Material update',
	metaTitle: 'Meta title',
	metaDescription: 'Meta description',
	socialImage: 'Social image',
	canonicalUrl: 'Canonical URL',
	noindex: 'Hide from search engines',
	imageAlt: 'Alt text',
	imageCaption: 'Caption',
	tags: 'Tags',
}

/**
 * The article editor's form: the JSON API's schema, with the publish time read in `timeZone`;
 * `kept` is the stored publish instant, kept when its wall time comes back unchanged.
 */
export function articleEditorSchema(
	timeZone: string,
	kept?: Date | string | null,
) {
	return ArticleSchema.extend({
		publishedAt: zonedPublishTimeSchema(timeZone, kept).optional(),
	})
}
