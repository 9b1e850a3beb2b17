import { Link } from 'react-router'
import type { Route } from './+types/archive._index'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { articlePath } from '#app/lib/article-path.ts'
import { countOf } from '#app/lib/plural.ts'
import { typeset } from '#app/lib/typography.ts'
import {
	archiveMonths,
	type ArchiveMonth,
} from '#app/server/articles/archive.server.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

const MONTH_NAME = new Intl.DateTimeFormat('en-US', {
	month: 'long',
	timeZone: 'UTC',
})

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/** /archive: every month that has articles, newest first, with its count and newest headlines. */
export async function loader() {
	const years = new Map<
		string,
		{ count: number; months: (ArchiveMonth & { name: string })[] }
	>()
	for (const month of await archiveMonths()) {
		const year = month.month.slice(0, 4)
		const entry = years.get(year) ?? { count: 0, months: [] }
		entry.count += month.count
		entry.months.push({
			...month,
			name: MONTH_NAME.format(new Date(`${month.month}-01T00:00:00Z`)),
		})
		years.set(year, entry)
	}
	return {
		years: [...years].map(([year, entry]) => ({ year, ...entry })),
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
			{years.map(({ year, count, months }) => (
				<section key={year} aria-labelledby={`year-${year}`} className="mt-10">
					<h2
						id={`year-${year}`}
						className="flex items-baseline justify-between border-b border-rule pb-2 font-serif text-3xl font-black"
					>
						{year}
						<span className="font-sans text-sm font-normal text-muted">
							{countOf(count, 'article')}
						</span>
					</h2>
					<div className="mt-4 grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
						{months.map(({ month, name, count, headlines }) => (
							<section key={month} aria-labelledby={`month-${month}`}>
								<h3
									id={`month-${month}`}
									className="font-serif text-xl font-bold"
								>
									<Link to={`/archive/${month}`} className="hover:underline">
										{`${name} ${year}`}
									</Link>{' '}
									<span className="font-sans text-sm font-normal text-muted">
										{`· ${countOf(count, 'article')}`}
									</span>
								</h3>
								<ul className="mt-2 space-y-1.5 text-sm leading-snug">
									{headlines.map(article => (
										<li key={article.id}>
											<Link
												to={articlePath(article)}
												className="hover:text-accent hover:underline"
											>
												{typeset(article.headline)}
											</Link>
										</li>
									))}
								</ul>
								{count > headlines.length ? (
									<Link
										to={`/archive/${month}`}
										className="mt-2 inline-block text-sm font-semibold text-accent hover:underline"
									>
										{`All ${countOf(count, 'article')} from ${name}`}
									</Link>
								) : null}
							</section>
						))}
					</div>
				</section>
			))}
		</div>
	)
}
