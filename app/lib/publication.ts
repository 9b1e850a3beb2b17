import type { ArticleStatus } from '#app/content/article-status.ts'

/** An article's place in the workflow: its status and the date it carries (or will carry). */
export interface Publication {
	status: ArticleStatus
	publishedAt: Date
	/** Whether an editor chose the date; otherwise a draft takes the moment it is published. */
	publishedAtChosen: boolean
	/**
	 * When it first went live; absent until then. Once set it never changes: an article taken off
	 * the site and published again keeps its date, and is not news again (feeds, the digest).
	 */
	firstPublishedAt?: Date
}

/** What a save asks for; anything left out keeps what the article had. */
export interface PublicationRequest {
	status?: ArticleStatus
	publishedAt?: Date
}

export type PublicationDecision =
	| { ok: true; publication: Publication }
	| { ok: false; field: 'publishedAt'; message: string }

export const SCHEDULE_IN_PAST_MESSAGE =
	'To schedule an article, choose a publish time in the future (or choose Published to publish it now).'

/**
 * The status and date a save leads to, given what the article had (`current`, null for a new one).
 * - A new article without a status is published now (the JSON API's behaviour before statuses).
 * - Back-dating is allowed: published with a past date is published with that date.
 * - Published or scheduled with a future date is scheduled: it goes live at that time by itself.
 * - Scheduled needs a future date, unless it is the date of an article that already went live
 *   (an editor tab opened before the scheduled time saves what it shows).
 * - A draft keeps a date only if an editor chose it or it was published before (taken off the
 *   site and published again, it keeps its first date); otherwise it is dated when it is published.
 */
export function decidePublication(
	request: PublicationRequest,
	current: Publication | null,
	now: Date,
): PublicationDecision {
	const status = request.status ?? current?.status ?? 'published'
	let publishedAt: Date
	let publishedAtChosen: boolean
	if (request.publishedAt) {
		publishedAt = request.publishedAt
		publishedAtChosen = true
	} else if (
		current &&
		(current.publishedAtChosen ||
			current.status !== 'draft' ||
			current.firstPublishedAt)
	) {
		publishedAt = current.publishedAt
		publishedAtChosen = current.publishedAtChosen
	} else {
		publishedAt = now
		publishedAtChosen = false
	}

	const first = current?.firstPublishedAt
		? { firstPublishedAt: current.firstPublishedAt }
		: {}
	if (status === 'draft')
		return {
			ok: true,
			publication: { status, publishedAt, publishedAtChosen, ...first },
		}
	if (publishedAt.getTime() > now.getTime())
		return {
			ok: true,
			publication: {
				status: 'scheduled',
				publishedAt,
				publishedAtChosen: true,
				...first,
			},
		}
	if (status === 'scheduled') {
		const wentLive =
			current?.status === 'published' &&
			current.publishedAt.getTime() === publishedAt.getTime()
		if (!wentLive)
			return {
				ok: false,
				field: 'publishedAt',
				message: SCHEDULE_IN_PAST_MESSAGE,
			}
	}
	return {
		ok: true,
		publication: {
			status: 'published',
			publishedAt,
			publishedAtChosen,
			firstPublishedAt: current?.firstPublishedAt ?? publishedAt,
		},
	}
}

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/
const ZONED_TIME =
	/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/

/**
 * A publish time as typed: a `datetime-local` value ("2026-11-23T14:05" or with seconds), read
 * as UTC, which is what the editor shows; or an ISO time with its zone (the JSON API). Undefined
 * when it is neither.
 */
export function parsePublishTime(text: string): Date | undefined {
	const value = text.trim()
	if (!LOCAL_TIME.test(value) && !ZONED_TIME.test(value)) return undefined
	const date = new Date(LOCAL_TIME.test(value) ? `${value}Z` : value)
	return Number.isNaN(date.getTime()) ? undefined : date
}

/** The value a `datetime-local` input shows for a time: UTC, to the second. */
export function publishTimeInputValue(date: Date | string): string {
	return new Date(date).toISOString().slice(0, 19)
}
