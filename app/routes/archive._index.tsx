import { Link } from 'react-router'
import type { Route } from './+types/archive._index'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { monthsBetween } from '#app/lib/cursor.ts'
import { archiveSpan } from '#app/server/articles/lists.server.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

const MONTH_NAME = new Intl.DateTimeFormat('en-US', {
	month: 'long',
	timeZone: 'UTC',
})

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/** /archive: every month from the first article to the latest, newest first (two index lookups, however large the archive). */
export async function loader() {
	const span = await archiveSpan()
	const months = span ? monthsBetween(span.first, span.last) : []
	const years = new Map<string, { month: string; name: string }[]>()
	for (const month of months) {
		const year = month.slice(0, 4)
		years.set(year, [
			...(years.get(year) ?? []),
			{ month, name: MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`)) },
		])
	}
	return {
		years: [...years].map(([year, entries]) => ({ year, months: entries })),
	}
}

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: 'Archive',
		description: 'Every article we have published, month by month.',
		path: '/archive',
		jsonLd: [breadcrumbLd(site, [{ name: 'Archive', path: '/archive' }])],
	})
}

export default function Archive({ loaderData }: Route.ComponentProps) {
	const { years } = loaderData
	return (
		<div>
			<Breadcrumb items={[{ label: 'Archive' }]} />
			<header className="mt-4 border-b-2 border-ink pb-4">
				<h1 className="font-serif text-4xl font-black">Archive</h1>
				<p className="mt-2 text-lg text-muted">
					Every article we have published, month by month.
				</p>
			</header>
			{years.length === 0 ? (
				<p className="py-16 text-center text-muted">
					No articles have been published yet.
				</p>
			) : null}
			<div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
				{years.map(({ year, months }) => (
					<section key={year} aria-labelledby={`year-${year}`}>
						<h2 id={`year-${year}`} className="font-serif text-2xl font-bold">
							{year}
						</h2>
						<ul className="mt-2 space-y-1">
							{months.map(({ month, name }) => (
								<li key={month}>
									<Link to={`/archive/${month}`} className="hover:underline">
										{name} {year}
									</Link>
								</li>
							))}
						</ul>
					</section>
				))}
			</div>
		</div>
	)
}
