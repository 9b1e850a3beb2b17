import { data, redirect } from 'react-router'
import type { Route } from './+types/tag.$tag'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { PagedArticleGrid, pageMetaLinks } from '#app/components/pager.tsx'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import { listPosition } from '#app/lib/cursor.ts'
import { isTagSlug, tagsOf } from '#app/lib/tags.ts'
import { listArticlePage } from '#app/server/articles/lists.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** Cards per page of a tag (as a category's). */
const PAGE_SIZE = 24

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/**
 * /tag/{slug}: the published articles carrying a tag, newest first, paged by cursor like a
 * category. A tag no public article carries has no page (404, never cached: the page appears with
 * its first article). Its name is the one the newest article spells it with.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
	if (!isTagSlug(params.tag)) throw data(null, { status: 404 })
	const { before, after, invalid, query } = listPosition(url.searchParams)
	const base = `/tag/${params.tag}`
	// A cursor that is not one (edited by hand) leads to the first page.
	if (invalid) throw redirect(base)
	const list = await listArticlePage({
		tag: params.tag,
		before,
		after,
		limit: PAGE_SIZE,
	})
	if (list.articles.length === 0 && !before && !after)
		throw data(null, { status: 404 })
	const name =
		list.articles
			.flatMap(article => tagsOf(article))
			.find(tag => tag.slug === params.tag)?.name ?? params.tag
	return {
		name,
		base,
		...list,
		paged: Boolean(before || after),
		// The canonical path names the page of the list it shows.
		path: `${base}${query}`,
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
		title: `${loaderData.name}${loaderData.paged ? ' (older articles)' : ''}`,
		description: `Articles tagged ${loaderData.name} from ${site.name}.`,
		path: loaderData.path,
		jsonLd: [
			breadcrumbLd(site, [{ name: loaderData.name, path: loaderData.base }]),
		],
		extra: pageMetaLinks(site.url, loaderData.base, loaderData),
	})
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
	const { name, articles, base } = loaderData
	return (
		<div>
			<Breadcrumb items={[{ label: `Tagged ${name}` }]} />
			<header className="mt-4 border-b-2 border-ink pb-4">
				<p className="text-xs font-bold tracking-[0.1em] text-muted uppercase">
					Tag
				</p>
				<h1 className="font-serif text-4xl font-black">{name}</h1>
			</header>
			<PagedArticleGrid
				articles={articles}
				empty="No more articles with this tag."
				base={base}
				links={loaderData}
				label={`More articles tagged ${name}`}
			/>
		</div>
	)
}
