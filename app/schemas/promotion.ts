import { EDITORIAL_CATEGORIES } from '#app/content/categories.ts'
import { type WallTimeResult, wallTimeToInstant } from '#app/lib/zoned-time.ts'
import { ImageUrlSchema } from './guest-post.ts'
import { z } from './z.ts'

/** Where a promotion may appear (SPEC §3): declared once, used by the model, the forms and the pages. */
export const PROMOTION_PLACEMENT_VALUES = [
	'sidebar',
	'newsletter',
	'article-footer',
	'homepage',
	'category',
] as const
export type PromotionPlacement = (typeof PROMOTION_PLACEMENT_VALUES)[number]

/** GET /api/promotions/active?placement=…&category=… */
export const ActivePromotionsQuerySchema = z.object({
	placement: z
		.enum(PROMOTION_PLACEMENT_VALUES, {
			error: `placement must be one of ${PROMOTION_PLACEMENT_VALUES.join(', ')}`,
		})
		.default('sidebar'),
	category: z
		.string()
		.trim()
		.regex(/^[a-z-]{1,40}$/, 'category must be a category slug')
		.optional(),
	limit: z.coerce.number().int().min(1).max(10).default(2),
})

/** A promotion may target one of the five editorial categories (SPEC §9), or none (all). */
export const PROMOTION_TARGET_CATEGORY_VALUES = EDITORIAL_CATEGORIES

export const DEFAULT_BUTTON_TEXT = 'Learn More'

const requiredText = (label: string, max: number) =>
	z
		.string({ error: `${label} is required` })
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)

/** Only absolute web addresses: a promotion's link opens in a reader's browser. */
function isWebUrl(value: string): boolean {
	if (!/^https?:\/\/[^\s/?#]+[^\s]*$/i.test(value)) return false
	try {
		const url = new URL(value)
		return (
			(url.protocol === 'http:' || url.protocol === 'https:') &&
			url.hostname !== ''
		)
	} catch {
		return false
	}
}

/** `datetime-local` values and ISO strings, with or without Z or an offset (8: the zone). */
const DATE_TIME =
	/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i

/** The JSON API's reading (SPEC §7): an ISO time with its zone; without one, UTC. */
function parseDateTime(value: string): Date | undefined {
	const match = DATE_TIME.exec(value)
	if (!match) return undefined
	const [year, month, day, hour, minute, second] = match
		.slice(1, 7)
		.map(part => Number(part ?? 0)) as [
		number,
		number,
		number,
		number,
		number,
		number,
	]
	const millisecond = Number((match[7] ?? '0').padEnd(3, '0').slice(0, 3))
	const zone = match[8]?.toUpperCase() ?? 'Z'
	if (hour > 23 || minute > 59 || second > 59) return undefined
	const utc = Date.UTC(year, month - 1, day, hour, minute, second, millisecond)
	// Date.UTC rolls 31 February over into March; refuse days that do not exist.
	const calendar = new Date(utc)
	if (
		calendar.getUTCFullYear() !== year ||
		calendar.getUTCMonth() !== month - 1 ||
		calendar.getUTCDate() !== day
	)
		return undefined
	const offset =
		zone === 'Z'
			? 0
			: (zone.startsWith('-') ? -1 : 1) *
				(Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)))
	const time = utc - offset * 60_000
	return Number.isFinite(time) ? new Date(time) : undefined
}

/** Reads a non-empty date-time field: an instant, a refusal with its message, or undefined (not a time). */
type DateTimeReader = (value: string) => WallTimeResult | undefined

const readApiDateTime: DateTimeReader = value => {
	const instant = parseDateTime(value)
	return instant && { ok: true, instant }
}

/**
 * The editor's reading (docs/decisions/067): a time without a zone (what `datetime-local`
 * sends; a bare day is its midnight) is a wall time in `timeZone`, read by zoned-time.ts with its
 * daylight-saving rules, `kept` when it is the stored instant's wall time. A time with Z or an
 * offset means what it says, as in the API.
 */
function zonedDateTimeReader(
	timeZone: string,
	kept: Date | string | null | undefined,
): DateTimeReader {
	return value => {
		const match = DATE_TIME.exec(value)
		if (!match || match[8]) return readApiDateTime(value)
		return wallTimeToInstant(
			match[4] === undefined ? `${value}T00:00` : value,
			timeZone,
			kept,
		)
	}
}

const optionalDateTime = (label: string, read: DateTimeReader) =>
	z
		.string({ error: `${label} must be a date and time` })
		.trim()
		.max(40, `${label} must be a date and time`)
		.optional()
		.transform((value, ctx) => {
			if (!value) return undefined
			const result = read(value)
			if (!result?.ok) {
				ctx.addIssue({
					code: 'custom',
					message: result ? result.message : `${label} must be a date and time`,
				})
				return z.NEVER
			}
			return result.instant
		})

const promotionFields = {
	title: requiredText('Title', 120),
	description: requiredText('Description', 500),
	url: z
		.string({ error: 'URL is required' })
		.trim()
		.min(1, 'URL is required')
		.max(2000, 'Please enter a valid URL')
		.refine(isWebUrl, 'Please enter a valid URL'),
	imageUrl: ImageUrlSchema.optional().or(
		z.literal('').transform(() => undefined),
	),
	buttonText: z
		.string()
		.trim()
		.max(40, 'Button text must be at most 40 characters')
		.optional()
		.transform(value => value || DEFAULT_BUTTON_TEXT),
	placement: z
		.enum(PROMOTION_PLACEMENT_VALUES, {
			error: `Placement must be one of ${PROMOTION_PLACEMENT_VALUES.join(', ')}`,
		})
		.default('sidebar'),
	targetCategory: z
		.union([z.literal(''), z.enum(PROMOTION_TARGET_CATEGORY_VALUES)], {
			error:
				'Target category must be one of the five categories, or empty for all',
		})
		.optional()
		.transform(value => value || undefined),
	// Form text arrives as a string; the API sends a number.
	priority: z.coerce
		.number({ error: 'Priority must be a whole number from 1 to 10' })
		.int('Priority must be a whole number from 1 to 10')
		.min(1, 'Priority must be a whole number from 1 to 10')
		.max(10, 'Priority must be a whole number from 1 to 10')
		.default(1),
	active: z.boolean({ error: 'Active must be true or false' }).default(true),
	startDate: optionalDateTime('Start date', readApiDateTime),
	endDate: optionalDateTime('End date', readApiDateTime),
}

function endNotBeforeStart(
	value: { startDate?: Date; endDate?: Date },
	ctx: z.RefinementCtx,
) {
	if (value.startDate && value.endDate && value.endDate < value.startDate) {
		ctx.addIssue({
			code: 'custom',
			path: ['endDate'],
			message: 'End date must be after the start date',
		})
	}
}

/**
 * POST /api/promotions and PUT /api/promotions/{id} (SPEC §3, §5, §7, §9). Empty values may be
 * omitted; an omitted `active` means a new promotion is shown.
 */
export const PromotionSchema = z
	.object(promotionFields)
	.superRefine(endNotBeforeStart)

/**
 * The promotion editor's form: the same rules, but an unchecked checkbox is simply absent from a
 * form submission, so there a missing `active` means false; and the start and end are wall times
 * in the publication's zone, each kept as stored (`kept`) when it comes back unchanged.
 */
export function promotionFormSchema(
	timeZone: string,
	kept?: { startDate?: Date | string; endDate?: Date | string } | null,
) {
	return z
		.object({
			...promotionFields,
			active: z.boolean().default(false),
			startDate: optionalDateTime(
				'Start date',
				zonedDateTimeReader(timeZone, kept?.startDate),
			),
			endDate: optionalDateTime(
				'End date',
				zonedDateTimeReader(timeZone, kept?.endDate),
			),
		})
		.superRefine(endNotBeforeStart)
}

export type PromotionInput = z.output<typeof PromotionSchema>

/** The names the error summary uses for each field. */
export const PROMOTION_FIELD_LABELS: Record<keyof PromotionInput, string> = {
	title: 'Title',
	description: 'Description',
	url: 'URL',
	imageUrl: 'Image',
	buttonText: 'Button text',
	placement: 'Placement',
	targetCategory: 'Target category',
	priority: 'Priority',
	active: 'Active',
	startDate: 'Start date',
	endDate: 'End date',
}
