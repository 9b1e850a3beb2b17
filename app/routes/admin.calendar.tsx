import { Link } from 'react-router'
import type { Route } from './+types/admin.calendar'
import {
	CalendarGrid,
	type CalendarWeek,
} from '#app/components/admin/calendar-grid.tsx'
import {
	isoWeekOf,
	monthGrid,
	monthKey,
	monthLabel,
	monthOf,
	monthRange,
	parseMonth,
	parseWeek,
	shiftMonth,
	shiftWeek,
	weekKey,
	weekLabel,
	weekOfDays,
	weekRange,
	WEEKDAYS,
	zonedRange,
	zonedToday,
	type GridWeek,
	type IsoWeek,
	type Month,
} from '#app/lib/calendar.ts'
import { countOf } from '#app/lib/plural.ts'
import { utcDay } from '#app/lib/utc-day.ts'
import { zonedClock, zonedDay } from '#app/lib/zoned-time.ts'
import {
	CALENDAR_MAX_ARTICLES,
	calendarArticles,
	type CalendarArticle,
} from '#app/server/articles/calendar.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

const PATH = '/admin/calendar'
const monthHref = (month: Month) => `${PATH}?month=${monthKey(month)}`
const weekHref = (week: IsoWeek) => `${PATH}?week=${weekKey(week)}`

/**
 * A range's weeks with each day's articles, on the day and at the time they have in the
 * publication's zone; days outside the range are shown empty.
 */
function weeksWithArticles(
	weeks: GridWeek[],
	articles: CalendarArticle[],
	inRange: (day: string) => boolean,
	timeZone: string,
	today: string,
): CalendarWeek[] {
	const byDay = Map.groupBy(articles, article =>
		zonedDay(article.publishedAt, timeZone),
	)
	return weeks.map(({ week, days }) => ({
		key: weekKey(week),
		label: `Week ${week.week}`,
		href: weekHref(week),
		days: days.map((day, index) => ({
			day,
			weekday: WEEKDAYS[index]!,
			inRange: inRange(day),
			today: day === today,
			articles: (byDay.get(day) ?? []).map(article => ({
				id: article.id,
				headline: article.headline,
				status: article.status,
				time: zonedClock(article.publishedAt, timeZone),
			})),
		})),
	}))
}

/**
 * The month (`?month=YYYY-MM`) or ISO week (`?week=YYYY-Www`) asked for; the current month when
 * neither names one (a calendar's address is a view, not a command: a bad value is not an error).
 * Days, their articles and "today" are the publication's zone's (docs/decisions/067).
 */
export async function loader({ url }: Route.LoaderArgs) {
	const { timeZone } = await getSettings()
	const now = zonedToday(new Date(), timeZone)
	const today = utcDay(now)
	const week = parseWeek(url.searchParams.get('week'))
	if (week) {
		const range = weekRange(week)
		const { articles, truncated } = await calendarArticles(
			zonedRange(range, timeZone),
		)
		const thursday = new Date(range.start.getTime() + 3 * 86_400_000)
		return {
			view: 'week' as const,
			heading: weekLabel(week),
			subheading: `Week ${week.week} of ${week.year}`,
			previous: { href: weekHref(shiftWeek(week, -1)), label: 'Previous week' },
			next: { href: weekHref(shiftWeek(week, 1)), label: 'Next week' },
			current: { href: weekHref(isoWeekOf(now)), label: 'This week' },
			other: { href: monthHref(monthOf(thursday)), label: 'Month view' },
			weeks: weeksWithArticles(
				[weekOfDays(range.start)],
				articles,
				() => true,
				timeZone,
				today,
			),
			articles: articles.length,
			shownAtMost: truncated ? CALENDAR_MAX_ARTICLES : null,
			timeZone,
		}
	}
	const month = parseMonth(url.searchParams.get('month')) ?? monthOf(now)
	const { articles, truncated } = await calendarArticles(
		zonedRange(monthRange(month), timeZone),
	)
	const key = monthKey(month)
	return {
		view: 'month' as const,
		heading: monthLabel(month),
		subheading: null,
		previous: {
			href: monthHref(shiftMonth(month, -1)),
			label: monthLabel(shiftMonth(month, -1)),
		},
		next: {
			href: monthHref(shiftMonth(month, 1)),
			label: monthLabel(shiftMonth(month, 1)),
		},
		current: { href: monthHref(monthOf(now)), label: 'This month' },
		other: { href: weekHref(isoWeekOf(now)), label: 'Week view' },
		weeks: weeksWithArticles(
			monthGrid(month),
			articles,
			day => day.startsWith(key),
			timeZone,
			today,
		),
		articles: articles.length,
		shownAtMost: truncated ? CALENDAR_MAX_ARTICLES : null,
		timeZone,
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{ title: `Calendar: ${loaderData?.heading ?? 'articles'} | Admin` },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

const navLink =
	'rounded border border-rule bg-surface px-3 py-1.5 text-sm font-semibold hover:border-accent'

export default function Calendar({ loaderData }: Route.ComponentProps) {
	const data = loaderData
	return (
		<div>
			<div className="flex flex-wrap items-end justify-between gap-4">
				<div>
					<p className="text-xs font-semibold tracking-widest text-muted uppercase">
						Calendar
					</p>
					<h1 className="font-serif text-4xl font-black">{data.heading}</h1>
					{data.subheading ? (
						<p className="mt-1 text-muted">{data.subheading}</p>
					) : null}
				</div>
				<nav
					aria-label="Calendar"
					className="flex flex-wrap items-center gap-2"
				>
					<Link to={data.previous.href} className={navLink} rel="prev">
						<span aria-hidden="true">← </span>
						{data.previous.label}
					</Link>
					<Link to={data.current.href} className={navLink}>
						{data.current.label}
					</Link>
					<Link to={data.next.href} className={navLink} rel="next">
						{data.next.label}
						<span aria-hidden="true"> →</span>
					</Link>
					<Link
						to={data.other.href}
						className="px-2 py-1.5 text-sm font-semibold text-accent underline"
					>
						{data.other.label}
					</Link>
				</nav>
			</div>
			<p className="mt-3 text-sm text-muted">
				{data.articles === 0
					? `Nothing is scheduled or was published in ${data.view === 'week' ? 'this week' : data.heading}.`
					: `${countOf(data.articles, 'article')} scheduled or published. Open one to edit it or move its date.`}
			</p>
			{data.shownAtMost ? (
				<p className="mt-2 text-sm font-semibold text-accent" role="status">
					More than {data.shownAtMost} articles fall in this range: only the
					first {data.shownAtMost} are shown. Open a week to see the rest.
				</p>
			) : null}
			<CalendarGrid view={data.view} weeks={data.weeks} />
			<p className="mt-4 text-xs text-muted">
				{`Days and times here are in ${data.timeZone}, the publication’s time zone`}{' '}
				(set in Settings), as in the editor. Drafts are not shown, since their
				dates are provisional until they are scheduled.
			</p>
		</div>
	)
}
