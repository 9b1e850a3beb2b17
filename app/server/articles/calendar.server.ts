/**
 * The editorial calendar (docs/decisions/065): the scheduled and published articles whose
 * publish time falls in a range of instants, read with one query bounded by those dates and
 * projected to what a calendar shows. Drafts are left out: their date is provisional.
 */
import mongoose from 'mongoose'
import type { ArticleStatus } from '#app/content/article-status.ts'
import { Article, type ArticleFields } from '#app/server/models/index.ts'

/** The most a calendar page lists; a busier range says so and the week view shows the rest. */
export const CALENDAR_MAX_ARTICLES = 500

/** The statuses a calendar shows: what went live and what is booked to. */
export const CALENDAR_STATUSES = ['scheduled', 'published'] as const

export interface CalendarArticle {
	id: string
	headline: string
	status: Extract<ArticleStatus, (typeof CALENDAR_STATUSES)[number]>
	publishedAt: Date
}

export interface CalendarArticles {
	/** In publish order (then by id, so a page reads the same every time). */
	articles: CalendarArticle[]
	/** More than CALENDAR_MAX_ARTICLES fell in the range: only the first are listed. */
	truncated: boolean
}

/** The calendar's articles with `start <= publishedAt < end`. */
export async function calendarArticles({
	start,
	end,
}: {
	start: Date
	end: Date
}): Promise<CalendarArticles> {
	const found = await Article.find(
		{
			status: mongoose.trusted({ $in: [...CALENDAR_STATUSES] }),
			publishedAt: mongoose.trusted({ $gte: start, $lt: end }),
		},
		{ headline: 1, status: 1, publishedAt: 1 },
	)
		.sort({ publishedAt: 1, _id: 1 })
		.limit(CALENDAR_MAX_ARTICLES + 1)
		.lean<
			Pick<ArticleFields, '_id' | 'headline' | 'status' | 'publishedAt'>[]
		>()
	return {
		articles: found.slice(0, CALENDAR_MAX_ARTICLES).map(article => ({
			id: article._id,
			headline: article.headline,
			status: article.status === 'scheduled' ? 'scheduled' : 'published',
			publishedAt: article.publishedAt,
		})),
		truncated: found.length > CALENDAR_MAX_ARTICLES,
	}
}
