import { Link } from 'react-router'
import { categoryTitle } from '#app/content/categories.ts'
import { formatDateline } from '#app/lib/format.ts'

/** The small capitals above a headline: the section (linked) and, when set, the BREAKING flag. */
export function Kicker({
	category,
	breaking = false,
	className = '',
}: {
	category: string
	breaking?: boolean
	className?: string
}) {
	return (
		<p
			className={`flex flex-wrap items-center gap-2 text-[0.6875rem] font-bold tracking-[0.12em] uppercase ${className}`}
		>
			<Link
				to={`/category/${category}`}
				// Padded to a target of at least 24 px (WCAG 2.5.8): the small capitals alone are 16 px tall.
				className="py-[5px] text-accent hover:underline"
			>
				{categoryTitle(category)}
			</Link>
			{breaking ? <BreakingFlag /> : null}
		</p>
	)
}

export function BreakingFlag() {
	return (
		<span className="rounded-sm bg-accent px-1.5 py-px text-[0.625rem] tracking-[0.12em] text-on-accent uppercase">
			Breaking
		</span>
	)
}

/** A publication date as cards and bylines print it: relative within a week, then the date. */
export function Dateline({ date }: { date: string }) {
	return <time dateTime={date}>{formatDateline(date)}</time>
}
