import { Link, data, redirect } from 'react-router'
import type { Route } from './+types/archive.$month'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { PagedArticleGrid, pageMetaLinks } from '#app/components/pager.tsx'
import { monthOf, monthRange } from '#app/lib/cursor.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import {
	cursorParam,
	listArticlePage,
} from '#app/server/articles/lists.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

const PAGE_SIZE = 24
const MONTH_TITLE = new Intl.DateTimeFormat('en-US', {
	month: 'long',
	year: 'numeric',
	timeZone: 'UTC',
})

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/** /archive/{YYYY-MM}: that month's articles, newest first, a page at a time (cursor links). */
export async function loader({ params, url }: Route.LoaderArgs) {
	const range = monthRange(params.month)
	if (!range) throw data({ notFound: true }, { status: 404 })
	const beforeParam = url.searchParams.get('before')
	const afterParam = url.searchParams.get('after')
	const before = cursorParam(beforeParam)
	const after = cursorParam(afterParam)
	if ((beforeParam !== null && !before) || (afterParam !== null && !after))
		throw redirect(url.pathname)
	const list = await listArticlePage({
		month: params.month,
		before,
		after,
		limit: PAGE_SIZE,
	})
	const base = `/archive/${params.month}`
	return {
		...list,
		base,
		title: MONTH_TITLE.format(range.start),
		previousMonth: monthOf(new Date(range.start.getTime() - 1)),
		nextMonth: monthOf(range.end),
		// The canonical path names the page of the list it shows.
		path: `${base}${before ? `?before=${beforeParam}` : after ? `?after=${afterParam}` : ''}`,
	}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	if (!loaderData)
		return [
			{ title: `404 Page Not Found | ${site.name}` },
			{ name: 'robots', content: 'noindex' },
		]
	return pageMeta({
		site,
		title: `Archive: ${loaderData.title}`,
		description: `Articles published in ${loaderData.title}.`,
		path: loaderData.path,
		extra: pageMetaLinks(site.url, loaderData.base, loaderData),
		jsonLd: [
			breadcrumbLd(site, [
				{ name: 'Archive', path: '/archive' },
				{ name: loaderData.title, path: loaderData.base },
			]),
		],
	})
}

export default function ArchiveMonth({ loaderData }: Route.ComponentProps) {
	const { title, articles, base, previousMonth, nextMonth } = loaderData
	return (
		<div>
			<Breadcrumb
				items={[{ label: 'Archive', to: '/archive' }, { label: title }]}
			/>
			<header className="mt-4 flex flex-wrap items-baseline justify-between gap-3 border-b-2 border-ink pb-4">
				<h1 className="font-serif text-4xl font-black">{title}</h1>
				<nav aria-label="Months" className="flex gap-4 text-sm font-semibold">
					<Link
						to={`/archive/${previousMonth}`}
						className="text-accent hover:underline"
					>
						← {MONTH_TITLE.format(new Date(`${previousMonth}-01T00:00:00Z`))}
					</Link>
					<Link
						to={`/archive/${nextMonth}`}
						className="text-accent hover:underline"
					>
						{MONTH_TITLE.format(new Date(`${nextMonth}-01T00:00:00Z`))} →
					</Link>
				</nav>
			</header>
			<PagedArticleGrid
				articles={articles}
				empty="No articles were published this month."
				base={base}
				links={loaderData}
				label={`More articles from ${title}`}
			/>
		</div>
	)
}
