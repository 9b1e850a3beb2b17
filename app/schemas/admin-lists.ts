import { AUDIT_ACTIONS } from '#app/content/audit.ts'
import { ARTICLE_STATUSES } from '#app/content/article-status.ts'
import { ALL_CATEGORIES } from '#app/content/categories.ts'
import { GUEST_POST_STATUSES } from '#app/content/guest-post-status.ts'
import { SUBSCRIBER_STATUSES } from '#app/content/newsletter.ts'
import { ADMIN_SEARCH_MAX_LENGTH } from '#app/lib/admin-list.ts'
import { PROMOTION_STATUSES } from '#app/lib/promotion-status.ts'
import { PROMOTION_PLACEMENT_VALUES } from './promotion.ts'
import { z } from './z.ts'

/**
 * The query of each admin list, read from its URL (GET forms and links, so every state of a list
 * has an address and works without JavaScript). A list's URL is a view, not a command: a value
 * that is not one of the choices is ignored rather than refused, and a long search is cut.
 */
const search = z
	.string()
	.catch('')
	.transform(text => text.trim().slice(0, ADMIN_SEARCH_MAX_LENGTH))
const page = z.coerce.number().int().min(1).max(100_000).catch(1)
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
	z.enum(values).optional().catch(undefined)

/** A checkbox filter: on ("1") or not given. */
const flag = z.literal('1').optional().catch(undefined)

export const ARTICLE_SORTS = ['newest', 'oldest', 'views'] as const
export type ArticleSort = (typeof ARTICLE_SORTS)[number]
export const ARTICLE_SORT_LABELS: Record<ArticleSort, string> = {
	newest: 'Newest first',
	oldest: 'Oldest first',
	views: 'Most viewed',
}

export const ArticleListQuery = z.object({
	q: search,
	status: oneOf(ARTICLE_STATUSES),
	category: oneOf(ALL_CATEGORIES),
	featured: flag,
	breaking: flag,
	sort: z.enum(ARTICLE_SORTS).catch('newest'),
	page,
})
export type ArticleListQuery = z.output<typeof ArticleListQuery>

export const GuestPostListQuery = z.object({
	q: search,
	status: oneOf(GUEST_POST_STATUSES),
	page,
})
export type GuestPostListQuery = z.output<typeof GuestPostListQuery>

export const PromotionListQuery = z.object({
	q: search,
	status: oneOf(PROMOTION_STATUSES),
	placement: oneOf(PROMOTION_PLACEMENT_VALUES),
	page,
})
export type PromotionListQuery = z.output<typeof PromotionListQuery>

/** A list's query from the URL's search parameters (the first value of each). */
export function readListQuery<T extends z.ZodType>(
	schema: T,
	params: URLSearchParams,
): z.output<T> {
	const values: Record<string, string> = {}
	for (const [key, value] of params) if (!(key in values)) values[key] = value
	return schema.parse(values)
}

/** The most rows one bulk action takes (four pages). */
export const BULK_LIMIT = 100

/** Publish (now, or at the date chosen for it), Unpublish (back to draft), Delete: each asks first. */
export const BULK_ARTICLE_OPERATIONS = [
	'publish',
	'unpublish',
	'delete',
] as const
export type BulkArticleOperation = (typeof BULK_ARTICLE_OPERATIONS)[number]
export const BULK_ARTICLE_VERBS: Record<BulkArticleOperation, string> = {
	publish: 'Publish',
	unpublish: 'Unpublish',
	delete: 'Delete',
}
/** What the toast says was done ("3 articles published"). */
export const BULK_ARTICLE_DONE: Record<BulkArticleOperation, string> = {
	publish: 'published',
	unpublish: 'unpublished',
	delete: 'deleted',
}

/** A bulk action on the articles table (POST): which operation, on which articles, confirmed or not. */
export const BulkArticlesInput = z.object({
	operation: z.enum(BULK_ARTICLE_OPERATIONS, {
		error: 'Choose what to do with the selected articles.',
	}),
	ids: z
		.array(z.string().trim().min(1).max(200))
		.min(1, 'Select at least one article first.')
		.max(BULK_LIMIT, `Select at most ${BULK_LIMIT} articles at a time.`)
		.transform(ids => [...new Set(ids)]),
	confirmed: z.literal('yes').optional().catch(undefined),
})
export type BulkArticlesInput = z.output<typeof BulkArticlesInput>

export const SubscriberListQuery = z.object({
	q: search,
	status: oneOf(SUBSCRIBER_STATUSES),
	/** A sign-up source ("direct", "pdf-guide", …): free text in the records, so any short value. */
	source: z
		.string()
		.trim()
		.max(60)
		.optional()
		.catch(undefined)
		.transform(value => value || undefined),
	page,
})
export type SubscriberListQuery = z.output<typeof SubscriberListQuery>

/** A day chosen in a date input (YYYY-MM-DD); anything else is ignored. */
const day = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/)
	.refine(text => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
	.optional()
	.catch(undefined)

/** The audit log's filters (docs/decisions/070): a person by id, an action, a span of days. */
export const AuditListQuery = z.object({
	q: search,
	person: z.string().max(100).optional().catch(undefined),
	action: oneOf(AUDIT_ACTIONS),
	from: day,
	to: day,
	page,
})
export type AuditListQuery = z.output<typeof AuditListQuery>
