/**
 * The administrator's lists: one page at a time with the true total (`countDocuments` of the same
 * filter), searched and filtered in the database, in a stable order (every sort ends in `_id`,
 * and each has an index on MongoDB that ends in `_id` too; FerretDB v1 scans either way).
 */
import mongoose, { type Model } from 'mongoose'
import {
	ADMIN_PAGE_SIZE,
	escapeRegExp,
	pageWindow,
	type Paged,
} from '#app/lib/admin-list.ts'
import { plainExcerpt } from '#app/lib/plain-text.ts'
import {
	promotionStatus,
	type PromotionStatus,
} from '#app/lib/promotion-status.ts'
import type {
	ArticleListQuery,
	ArticleSort,
	GuestPostListQuery,
	PromotionListQuery,
	SubscriberListQuery,
} from '#app/schemas/admin-lists.ts'
import type { ArticleStatus } from '#app/content/article-status.ts'
import type { SubscriberStatus } from '#app/content/newsletter.ts'
import { statusOf } from '#app/server/newsletter/subscribers.server.ts'
import {
	Article,
	GuestPost,
	NewsletterSubscriber,
	Promotion,
	type ArticleFields,
	type GuestPostFields,
	type PromotionFields,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import {
	toAdminView as toAdminPromotionView,
	type AdminPromotionView,
} from '#app/server/promotions/promotions.server.ts'

type Filter = Record<string, unknown>
type Sort = Record<string, 1 | -1>

/** An operator written here (the filter sanitiser keeps visitors' input from ever being one). */
const op = (operator: Record<string, unknown>) => mongoose.trusted(operator)

/** A case-insensitive "contains" on any of `fields`, or nothing for an empty search. */
function containing(search: string, fields: string[]): Filter {
	if (!search) return {}
	const pattern = new RegExp(escapeRegExp(search), 'i')
	return { $or: fields.map(field => ({ [field]: pattern })) }
}

/** Every condition at once (empty ones left out). */
export function allOf(...conditions: Filter[]): Filter {
	const parts = conditions.filter(
		condition => Object.keys(condition).length > 0,
	)
	if (parts.length === 0) return {}
	return parts.length === 1 ? parts[0]! : { $and: parts }
}

/** One page of `model`'s documents matching `filter`, and how many match in all. */
export async function pageOf<Doc>(
	model: Model<Doc>,
	{
		filter,
		sort,
		page,
		projection,
		pageSize = ADMIN_PAGE_SIZE,
	}: {
		filter: Filter
		sort: Sort
		page: number
		projection?: Record<string, 0 | 1>
		pageSize?: number
	},
): Promise<Paged<Doc>> {
	// Operators in `filter` are marked trusted where written (op); everything else stays a plain value.
	const query = filter as never
	const total = await model.countDocuments(query)
	const window = pageWindow(total, page, pageSize)
	const items =
		total === 0
			? []
			: await model
					.find(query, projection)
					.sort(sort)
					.skip(window.skip)
					.limit(pageSize)
					.lean<Doc[]>()
	return {
		items,
		total,
		page: window.page,
		pageCount: window.pageCount,
		pageSize,
	}
}

function mapPage<A, B>(paged: Paged<A>, map: (item: A) => B): Paged<B> {
	return { ...paged, items: paged.items.map(map) }
}

// ---------------------------------------------------------------------------------------------
// Articles

/** An article as the admin table shows it. */
export interface ArticleRow {
	id: string
	/** Its public address's last part (absent on records from before slugs until the start-up upgrade). */
	slug?: string
	status: ArticleStatus
	headline: string
	category: string
	author: string
	publishedAt: string
	views: number
	shares: number
	featured: boolean
	breaking: boolean
	/** Its writer (a Contributor) asked for it to be published. */
	awaitingReview: boolean
}

const ARTICLE_SORT: Record<ArticleSort, Sort> = {
	newest: { publishedAt: -1, _id: -1 },
	oldest: { publishedAt: 1, _id: 1 },
	views: { views: -1, _id: 1 },
}

const ARTICLE_ROW_FIELDS = {
	slug: 1,
	status: 1,
	headline: 1,
	category: 1,
	author: 1,
	publishedAt: 1,
	views: 1,
	shares: 1,
	featured: 1,
	breaking: 1,
	reviewRequestedAt: 1,
} as const

/**
 * One page of the desk's articles. `ownerId`: only that person's (an Author's or a Contributor's
 * own list, docs/decisions/073).
 */
export async function listArticlesForAdmin(
	query: ArticleListQuery,
	{ ownerId }: { ownerId?: string } = {},
): Promise<Paged<ArticleRow>> {
	const filter = allOf(
		ownerId ? { ownerId } : {},
		query.status ? { status: query.status } : {},
		query.category ? { category: query.category } : {},
		query.featured ? { featured: true } : {},
		query.breaking ? { breaking: true } : {},
		containing(query.q, ['headline']),
	)
	const paged = await pageOf<ArticleFields>(Article, {
		filter,
		sort: ARTICLE_SORT[query.sort],
		page: query.page,
		projection: ARTICLE_ROW_FIELDS,
	})
	return mapPage(paged, doc => ({
		id: doc._id,
		slug: doc.slug,
		status: doc.status,
		headline: doc.headline,
		category: doc.category,
		author: doc.author,
		publishedAt: new Date(doc.publishedAt).toISOString(),
		views: doc.views ?? 0,
		shares: doc.shares ?? 0,
		featured: Boolean(doc.featured),
		breaking: Boolean(doc.breaking),
		awaitingReview: Boolean(doc.reviewRequestedAt),
	}))
}

/** The headlines of the articles named (those that exist), in the order given: for a confirmation. */
export async function articleHeadlines(
	ids: string[],
): Promise<{ id: string; label: string }[]> {
	const docs = await Article.find({ _id: op({ $in: ids }) }, { headline: 1 })
		.limit(ids.length)
		.lean<Pick<ArticleFields, '_id' | 'headline'>[]>()
	const byId = new Map(docs.map(doc => [doc._id, doc.headline]))
	return ids
		.filter(id => byId.has(id))
		.map(id => ({ id, label: byId.get(id)! }))
}

// ---------------------------------------------------------------------------------------------
// Guest posts

/** A guest post as its list card shows it: the body only as a plain-text excerpt. */
export interface GuestPostRow {
	id: string
	headline: string
	authorName: string
	email: string
	category: string
	status: GuestPostFields['status']
	submittedAt: string
	excerpt: string
}

export async function listGuestPostsForAdmin(
	query: GuestPostListQuery,
): Promise<Paged<GuestPostRow>> {
	const filter = allOf(
		query.status ? { status: query.status } : {},
		containing(query.q, ['headline', 'authorName', 'email']),
	)
	const paged = await pageOf<GuestPostFields>(GuestPost, {
		filter,
		sort: { submittedAt: -1, _id: -1 },
		page: query.page,
	})
	return mapPage(paged, doc => ({
		id: doc._id,
		headline: doc.headline,
		authorName: doc.authorName,
		email: doc.email,
		category: doc.category,
		status: doc.status,
		submittedAt: new Date(doc.submittedAt).toISOString(),
		excerpt: plainExcerpt(doc.content),
	}))
}

// ---------------------------------------------------------------------------------------------
// Promotions

/** The conditions under which a promotion has each computed status (promotionStatus, as a query). */
export function promotionStatusFilter(
	status: PromotionStatus,
	now: Date = new Date(),
): Filter {
	const unset = (field: string) => [
		{ [field]: op({ $exists: false }) },
		{ [field]: null },
	]
	switch (status) {
		case 'inactive':
			return { active: false }
		case 'ended':
			return { active: true, endDate: op({ $lt: now }) }
		case 'scheduled':
			return {
				active: true,
				startDate: op({ $gt: now }),
				$or: [...unset('endDate'), { endDate: op({ $gte: now }) }],
			}
		case 'live':
			return {
				active: true,
				$and: [
					{ $or: [...unset('startDate'), { startDate: op({ $lte: now }) }] },
					{ $or: [...unset('endDate'), { endDate: op({ $gte: now }) }] },
				],
			}
	}
}

/** A promotion on the admin list: its figures (impressions, clicks) and its status from the flag and the schedule. */
export interface PromotionRow extends AdminPromotionView {
	status: PromotionStatus
}

export async function listPromotionsForAdmin(
	query: PromotionListQuery,
	now: Date = new Date(),
): Promise<Paged<PromotionRow>> {
	const filter = allOf(
		query.status ? promotionStatusFilter(query.status, now) : {},
		query.placement ? { placement: query.placement } : {},
		containing(query.q, ['title', 'description', 'url']),
	)
	const paged = await pageOf<PromotionFields>(Promotion, {
		filter,
		sort: { priority: -1, createdAt: -1, _id: 1 },
		page: query.page,
	})
	return mapPage(paged, doc => ({
		...toAdminPromotionView(doc),
		status: promotionStatus(doc, now),
	}))
}

// ---------------------------------------------------------------------------------------------
// Subscribers

/** The records with each status (statusOf of subscribers.server.ts, as a query; records from before double opt-in have no `pending`). */
export function subscriberStatusFilter(status: SubscriberStatus): Filter {
	switch (status) {
		case 'inactive':
			return { active: false }
		case 'pending':
			return { active: true, pending: true }
		case 'active':
			return { active: true, pending: op({ $ne: true }) }
	}
}

/** The filter of a subscriber list's query: the page and the CSV export read the same one. */
export function subscriberFilter(
	query: Pick<SubscriberListQuery, 'q' | 'status' | 'source'>,
): Filter {
	return allOf(
		query.status ? subscriberStatusFilter(query.status) : {},
		query.source ? { source: query.source } : {},
		containing(query.q, ['email']),
	)
}

/** A subscriber as the admin table shows it. */
export interface SubscriberRow {
	id: string
	email: string
	subscribedAt: string | null
	source: string
	contentType: string
	status: SubscriberStatus
	/** Why a failed delivery set the address inactive. */
	bounceReason?: string
}

export function toSubscriberRow(doc: SubscriberFields): SubscriberRow {
	return {
		id: doc._id,
		email: doc.email,
		subscribedAt: doc.subscribedAt
			? new Date(doc.subscribedAt).toISOString()
			: null,
		source: doc.source || 'direct',
		contentType: doc.contentType || 'newsletter',
		status: statusOf(doc),
		bounceReason: doc.bounceReason,
	}
}

/** Newest sign-ups first; `_id` breaks ties (index { subscribedAt: -1, _id: -1 }). */
export const SUBSCRIBER_ORDER: Sort = { subscribedAt: -1, _id: -1 }

export async function listSubscribersForAdmin(
	query: SubscriberListQuery,
): Promise<Paged<SubscriberRow>> {
	const paged = await pageOf<SubscriberFields>(NewsletterSubscriber, {
		filter: subscriberFilter(query),
		sort: SUBSCRIBER_ORDER,
		page: query.page,
	})
	return mapPage(paged, toSubscriberRow)
}

/** The sources sign-ups came from, for the filter's choices (a handful; bounded all the same). */
export async function subscriberSources(): Promise<string[]> {
	const sources: unknown[] = await NewsletterSubscriber.distinct('source')
	return sources
		.filter(
			(source): source is string =>
				typeof source === 'string' && source.length > 0,
		)
		.sort()
		.slice(0, 50)
}

// ---------------------------------------------------------------------------------------------
// The dashboard's tabs

/** How many records each tab holds, in all. */
export async function countAdminLists(): Promise<{
	articles: number
	guestPosts: number
	promotions: number
	subscribers: number
}> {
	const [articles, guestPosts, promotions, subscribers] = await Promise.all([
		Article.countDocuments(),
		GuestPost.countDocuments(),
		Promotion.countDocuments(),
		NewsletterSubscriber.countDocuments(),
	])
	return { articles, guestPosts, promotions, subscribers }
}
