import { data, redirect } from 'react-router'
import type { Route } from './+types/category.$category._index'
import { ArticleCard } from '#app/components/article-card.tsx'
import { PromotionBand } from '#app/components/promotion-card.tsx'
import { Breadcrumb } from '#app/components/breadcrumb.tsx'
import { Pager, pageMetaLinks } from '#app/components/pager.tsx'
import { CATEGORY_INFO, isCategory } from '#app/content/categories.ts'
import { breadcrumbLd, pageMeta, siteOf } from '#app/lib/seo.ts'
import {
	cursorParam,
	listArticlePage,
} from '#app/server/articles/lists.server.ts'
import { pagePosition } from '#app/server/articles/page-count.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** Sponsored promotions shown under a category's heading. */
const CATEGORY_PROMOTION_LIMIT = 1

/** Cards per page of a category. */
const PAGE_SIZE = 24

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

export async function loader({ params, url }: Route.LoaderArgs) {
	const known = isCategory(params.category)
	const info = known
		? CATEGORY_INFO[params.category as keyof typeof CATEGORY_INFO]
		: null
	const beforeParam = url.searchParams.get('before')
	const afterParam = url.searchParams.get('after')
	const before = cursorParam(beforeParam)
	const after = cursorParam(afterParam)
	// A cursor that is not one (edited by hand) leads to the first page.
	if ((beforeParam !== null && !before) || (afterParam !== null && !after))
		throw redirect(url.pathname)
	const base = `/category/${encodeURIComponent(params.category)}`
	const list = known
		? await listArticlePage({
				category: params.category,
				before,
				after,
				limit: PAGE_SIZE,
			})
		: { articles: [], older: null, newer: null }
	const page = {
		slug: params.category,
		base,
		// An unknown slug is titled 'Category' with no description (SPEC §2), and answers 404.
		title: info?.title ?? 'Category',
		description: info?.description ?? '',
		...list,
		position: known
			? await pagePosition({ category: params.category }, PAGE_SIZE, {
					before,
					after,
				})
			: { page: 1, pages: 1 },
		// The canonical path names the page of the list it shows.
		path: `${base}${before ? `?before=${beforeParam}` : after ? `?after=${afterParam}` : ''}`,
		feed: known ? `${base}/rss.xml` : null,
		promotions: known
			? await listActivePromotions({
					placement: 'category',
					category: params.category,
					limit: CATEGORY_PROMOTION_LIMIT,
				})
			: [],
	}
	return known ? page : data(page, { status: 404 })
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	if (!loaderData) return []
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: `${loaderData.title}${loaderData.position.page > 1 ? `, page ${loaderData.position.page} of ${loaderData.position.pages}` : ''}`,
		description:
			loaderData.description ||
			`${loaderData.title} articles from ${site.name}.`,
		path: loaderData.path,
		noindex: loaderData.articles.length === 0 && !loaderData.description,
		jsonLd: [
			breadcrumbLd(site, [{ name: loaderData.title, path: loaderData.base }]),
		],
		extra: [
			...pageMetaLinks(site.url, loaderData.base, loaderData),
			// Feed readers find the category's own feed from its page.
			...(loaderData.feed
				? [
						{
							tagName: 'link',
							rel: 'alternate',
							type: 'application/rss+xml',
							title: `${loaderData.title} | ${site.name}`,
							href: loaderData.feed,
						},
					]
				: []),
		],
	})
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
	const { title, description, articles, base, promotions, position } =
		loaderData
	return (
		<div>
			<Breadcrumb items={[{ label: title }]} />
			<header className="mt-3 border-b-2 border-ink pb-4">
				<h1 className="font-serif text-4xl font-bold tracking-[-0.015em] sm:text-5xl">
					{title}
				</h1>
				{description ? (
					<p className="mt-2 max-w-measure font-serif text-lg text-muted sm:text-xl">
						{description}
					</p>
				) : null}
			</header>
			{articles.length > 0 ? (
				<section aria-labelledby="latest-heading">
					<h2
						id="latest-heading"
						className="mt-6 mb-5 text-[0.6875rem] font-bold tracking-[0.12em] text-muted uppercase"
					>
						{position.page > 1
							? `Page ${position.page} of ${position.pages}`
							: `Latest in ${title}`}
					</h2>
					<div className="grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
						{articles.map(article => (
							<ArticleCard key={article.id} article={article} size="medium" />
						))}
					</div>
				</section>
			) : (
				<section className="py-16 text-center">
					<h2 className="font-serif text-2xl font-bold">No Articles Found</h2>
					<p className="mt-2 text-muted">
						Check back soon for new content in this category.
					</p>
				</section>
			)}
			<PromotionBand promotions={promotions} className="mt-12" />
			<Pager base={base} links={loaderData} label={`More ${title} articles`} />
		</div>
	)
}
