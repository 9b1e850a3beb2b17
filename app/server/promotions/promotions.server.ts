import { op } from '#app/server/models/shared.ts'
import type { PromotionInput } from '#app/schemas/promotion.ts'
import {
	Promotion,
	type PromotionFields,
	type PromotionPlacement,
} from '#app/server/models/index.ts'
import { replacement } from '#app/server/models/shared.ts'
import { keepImages } from '#app/server/media/image-import.server.ts'
import {
	PAGE_TAGS,
	dependsOn,
	invalidatePages,
} from '#app/server/coordination/page-cache.server.ts'
import { countPromotionActivity } from '#app/server/insights/activity.server.ts'
import { increment } from '#app/server/coordination/counters.server.ts'
import {
	claimOncePerAddress,
	isCountedReader,
	type CountOutcome,
	type Reader,
} from '#app/server/insights/reader-marks.server.ts'

/** What readers see of a promotion (no click counts or bookkeeping). */
export type PromotionView = Pick<
	PromotionFields,
	| 'title'
	| 'description'
	| 'url'
	| 'imageUrl'
	| 'buttonText'
	| 'placement'
	| 'targetCategory'
	| 'priority'
> & {
	id: string
}

export const SIDEBAR_PROMOTION_LIMIT = 2

/** Both "not set" forms a field can have in a document (absent or null), or `condition`. */
function unsetOr(field: string, condition: Record<string, unknown>) {
	return {
		$or: [
			{ [field]: op({ $exists: false }) },
			{ [field]: null },
			{ [field]: op(condition) },
		],
	}
}

/**
 * Promotions to show now in a placement: active, inside their start/end window, untargeted or
 * aimed at `category`; highest priority first, then newest.
 */
export async function listActivePromotions({
	placement,
	category,
	limit = SIDEBAR_PROMOTION_LIMIT,
	now = new Date(),
}: {
	placement: PromotionPlacement
	category?: string
	limit?: number
	now?: Date
}): Promise<PromotionView[]> {
	const untargeted = [
		{ targetCategory: op({ $exists: false }) },
		{ targetCategory: null },
		{ targetCategory: '' },
	]
	const filter = {
		active: true,
		placement,
		$and: [
			unsetOr('startDate', { $lte: now }),
			unsetOr('endDate', { $gte: now }),
			{
				$or: category
					? [...untargeted, { targetCategory: category }]
					: untargeted,
			},
		],
	}
	const docs = await Promotion.find(filter as never)
		.sort({ priority: -1, createdAt: -1, _id: 1 })
		.limit(limit)
		.lean<PromotionFields[]>()
	dependsOn(PAGE_TAGS.promotions)
	return docs.map(
		({
			_id,
			title,
			description,
			url,
			imageUrl,
			buttonText,
			placement: where,
			targetCategory,
			priority,
		}) => ({
			id: _id,
			title,
			description,
			url,
			...(imageUrl ? { imageUrl } : {}),
			buttonText: buttonText || 'Learn More',
			placement: where,
			...(targetCategory ? { targetCategory } : {}),
			priority,
		}),
	)
}

/** Where a promotion leads (http or https only), or null if there is no such promotion. */
export async function findPromotionUrl(id: string): Promise<string | null> {
	const promotion = await Promotion.findById(id, { url: 1 }).lean<
		Pick<PromotionFields, 'url'>
	>()
	return promotion && /^https?:\/\//i.test(promotion.url) ? promotion.url : null
}

function countClick(id: string): void {
	increment(Promotion.collection.collectionName, id, { clicks: 1 })
	countPromotionActivity(id, 'clicks')
}

/**
 * Counts one click (through the batched counters: written within about a second); false if there
 * is no such promotion.
 */
export async function countPromotionClick(id: string): Promise<boolean> {
	if (!(await Promotion.exists({ _id: id }))) return false
	countClick(id)
	return true
}

/**
 * A reader's click (the promotion's link, POST /api/promotions/{id}/click): counted at most once
 * per client address and promotion in 30 minutes, whatever the user agent says; a bot's counts
 * nothing (decision 053).
 */
export async function countReaderClick(
	id: string,
	reader: Reader,
	now = new Date(),
): Promise<CountOutcome> {
	if (!(await Promotion.exists({ _id: id }))) return 'not-found'
	if (
		!isCountedReader(reader.userAgent) ||
		!(await claimOncePerAddress(`c:${id}`, reader.ip, now))
	)
		return 'not-counted'
	countClick(id)
	return 'counted'
}

/** At most this many promotions count in one beacon (a page shows a handful). */
export const PROMOTION_IMPRESSION_BATCH = 12

/**
 * Counts one impression for each promotion in `ids` (unknown ids are ignored); how many counted.
 * Through the batched counters, like clicks (written within a few seconds); it changes nothing a
 * page shows, so cached pages stay as they are.
 */
export async function countPromotionImpressions(
	ids: readonly string[],
): Promise<number> {
	const unique = [...new Set(ids.filter(id => typeof id === 'string'))].slice(
		0,
		PROMOTION_IMPRESSION_BATCH,
	)
	if (unique.length === 0) return 0
	const known = await Promotion.find(
		{ _id: op({ $in: unique }) },
		{ _id: 1 },
	).lean<Pick<PromotionFields, '_id'>[]>()
	for (const { _id } of known) {
		increment(Promotion.collection.collectionName, _id, { impressions: 1 })
		countPromotionActivity(_id, 'impressions')
	}
	return known.length
}

/** A promotion as the administrator sees it: with clicks, impressions, schedule and dates. */
export interface AdminPromotionView extends PromotionView {
	active: boolean
	clicks: number
	impressions: number
	startDate?: string
	endDate?: string
	createdAt: string
	updatedAt: string
}

export function toAdminView(doc: PromotionFields): AdminPromotionView {
	return {
		id: doc._id,
		title: doc.title,
		description: doc.description,
		url: doc.url,
		...(doc.imageUrl ? { imageUrl: doc.imageUrl } : {}),
		buttonText: doc.buttonText || 'Learn More',
		placement: doc.placement,
		...(doc.targetCategory ? { targetCategory: doc.targetCategory } : {}),
		priority: doc.priority,
		active: doc.active,
		clicks: doc.clicks ?? 0,
		impressions: doc.impressions ?? 0,
		...(doc.startDate
			? { startDate: new Date(doc.startDate).toISOString() }
			: {}),
		...(doc.endDate ? { endDate: new Date(doc.endDate).toISOString() } : {}),
		createdAt: new Date(doc.createdAt).toISOString(),
		updatedAt: new Date(doc.updatedAt).toISOString(),
	}
}

export async function listAllPromotions(): Promise<AdminPromotionView[]> {
	const docs = await Promotion.find()
		.sort({ priority: -1, createdAt: -1, _id: 1 })
		.lean<PromotionFields[]>()
	return docs.map(toAdminView)
}

export async function getPromotion(
	id: string,
): Promise<AdminPromotionView | null> {
	const doc = await Promotion.findById(id).lean<PromotionFields>()
	return doc ? toAdminView(doc) : null
}

/**
 * Every promotion change refreshes the pages showing promotions (nearly all of them) in the
 * background: readers may see the previous sidebar for a few seconds, a deleted one included,
 * rather than every page of the site waiting for a render at once.
 */
function promotionsChanged(): Promise<void> {
	return invalidatePages([PAGE_TAGS.promotions])
}

export async function deletePromotion(id: string): Promise<boolean> {
	const result = await Promotion.deleteOne({ _id: id })
	await promotionsChanged()
	return result.deletedCount > 0
}

/** Optional fields an edit may clear: emptied in the form or omitted by the API, they are removed. */
const CLEARABLE_FIELDS = [
	'imageUrl',
	'targetCategory',
	'startDate',
	'endDate',
] as const

export async function createPromotion(
	input: PromotionInput,
): Promise<AdminPromotionView> {
	const { imageUrl } = await keepImages({ imageUrl: input.imageUrl })
	const fields = Object.fromEntries(
		Object.entries({ ...input, imageUrl }).filter(
			([, value]) => value !== undefined,
		),
	)
	const created = await Promotion.create(fields)
	await promotionsChanged()
	return toAdminView(created.toObject({ transform: false }))
}

/** Replaces the editable fields; clicks and the creation date stay. Null when there is no such promotion. */
export async function updatePromotion(
	id: string,
	input: PromotionInput,
): Promise<AdminPromotionView | null> {
	const { imageUrl } = await keepImages({ imageUrl: input.imageUrl })
	const updated = await Promotion.findOneAndUpdate(
		{ _id: id },
		replacement({ ...input, imageUrl }, CLEARABLE_FIELDS),
		{ returnDocument: 'after', runValidators: true },
	).lean<PromotionFields>()
	if (updated) await promotionsChanged()
	return updated ? toAdminView(updated) : null
}
