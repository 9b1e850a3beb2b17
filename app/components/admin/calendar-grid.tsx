import { Link } from 'react-router'
import { WEEKDAYS } from '#app/lib/calendar.ts'

export interface CalendarDay {
	/** `YYYY-MM-DD`: a day in the publication's time zone. */
	day: string
	weekday: string
	/** In the month shown (a month's first and last rows hold days of its neighbours). */
	inRange: boolean
	today: boolean
	articles: {
		id: string
		headline: string
		status: 'scheduled' | 'published'
		/** "09:30", in the publication's time zone. */
		time: string
	}[]
}

export interface CalendarWeek {
	key: string
	label: string
	href: string
	days: CalendarDay[]
}

/** A day's label: the day is already the zone's, so it is formatted as a plain calendar date. */
const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
	month: 'short',
	day: 'numeric',
	timeZone: 'UTC',
})

function dayNumber(day: string): number {
	return Number(day.slice(8, 10))
}

/**
 * Weeks of seven days, Monday first, each day listing its articles with their time and status,
 * each a link to its editor. On a phone the grid becomes a list of the days that have articles.
 */
export function CalendarGrid({
	view,
	weeks,
}: {
	view: 'month' | 'week'
	weeks: CalendarWeek[]
}) {
	return (
		<div className="mt-4 border-rule md:border-t md:border-l">
			<div className="hidden md:grid md:grid-cols-7" aria-hidden="true">
				{WEEKDAYS.map(weekday => (
					<p
						key={weekday}
						className="border-r border-b border-rule bg-surface px-2 py-1 text-xs font-semibold tracking-wider text-muted uppercase"
					>
						{weekday}
					</p>
				))}
			</div>
			{weeks.map(week => {
				const booked = week.days.some(
					day => day.inRange && day.articles.length > 0,
				)
				return (
					<section key={week.key} aria-label={week.label}>
						{view === 'month' ? (
							<p
								className={`${booked ? 'flex' : 'hidden md:flex'} border-rule pt-3 text-xs md:border-r md:border-b md:bg-paper md:px-2 md:py-0.5`}
							>
								<Link
									to={week.href}
									className="font-semibold text-accent underline"
									aria-label={`Open ${week.label} as a week`}
								>
									{week.label}
								</Link>
							</p>
						) : null}
						<ol className="md:grid md:grid-cols-7">
							{week.days.map(day => (
								<Day key={day.day} day={day} tall={view === 'week'} />
							))}
						</ol>
					</section>
				)
			})}
		</div>
	)
}

function Day({ day, tall }: { day: CalendarDay; tall: boolean }) {
	const empty = day.articles.length === 0
	const shown = day.inRange && !empty
	return (
		<li
			className={`${shown ? 'block' : 'hidden md:block'} border-b border-rule py-2 md:border-r md:px-2 ${tall ? 'md:min-h-64' : 'md:min-h-28'} ${day.inRange ? 'md:bg-surface' : 'md:bg-paper'}`}
			aria-current={day.today ? 'date' : undefined}
		>
			<p className={`text-sm font-semibold ${day.inRange ? '' : 'text-muted'}`}>
				<time dateTime={day.day}>
					<span className="md:hidden">
						{day.weekday}, {DAY_LABEL.format(new Date(`${day.day}T00:00Z`))}
					</span>
					<span
						className={`hidden md:inline ${day.today ? 'rounded-full bg-accent px-1.5 text-on-accent' : ''}`}
					>
						{dayNumber(day.day)}
					</span>
				</time>
				{day.today ? (
					<span className="ml-2 text-accent md:sr-only">Today</span>
				) : null}
			</p>
			{empty ? null : (
				<ul className="mt-1 space-y-1.5">
					{day.articles.map(article => (
						<li key={article.id} className="text-sm leading-snug">
							<Link
								to={`/admin/article/${article.id}`}
								className={`block rounded border-l-4 bg-paper px-2 py-1 hover:underline ${article.status === 'scheduled' ? 'border-accent' : 'border-muted'}`}
							>
								<span className="block text-xs text-muted">
									{article.time} ·{' '}
									{article.status === 'scheduled' ? 'Scheduled' : 'Published'}
								</span>
								<span className="font-semibold break-words">
									{article.headline}
								</span>
							</Link>
						</li>
					))}
				</ul>
			)}
		</li>
	)
}
