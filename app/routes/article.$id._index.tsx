import { NotFound } from '#app/components/not-found.tsx'
import {
	data,
	isRouteErrorResponse,
	redirect,
	useRouteError,
} from 'react-router'
import type { Route } from './+types/article.$id._index'
import { ArticleView } from '#app/components/article-view.tsx'
import { ARTICLE_SAVED_TOAST } from '#app/enhance/share.ts'
import { categoryTitle } from '#app/content/categories.ts'
import { articlePath } from '#app/lib/article-path.ts'
import {
	DEFAULT_SOCIAL_IMAGE,
	breadcrumbLd,
	newsArticleLd,
	pageMeta,
	siteOf,
} from '#app/lib/seo.ts'
import {
	DEAD_END_MOST_READ,
	mostReadForDeadEnds,
} from '#app/server/articles/most-read.server.ts'
import { articlePageData } from '#app/server/articles/page.server.ts'
import {
	articleAtAddress,
	findArticleByAddress,
	getArticleSummary,
} from '#app/server/articles/reading.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { READER_PAGE, type PageHandle } from '#app/lib/page-handle.ts'

/**
 * /article/{slug}. Reading changes nothing: the view is counted by the page's beacon (ViewBeacon).
 * A former slug of the article, or its id (links from before slugs), answers a permanent redirect
 * to where it lives now; drafts and scheduled articles are not found, with the 404 page's way on
 * (the most-read stories among it).
 */
export async function loader({ params }: Route.LoaderArgs) {
	const found = await findArticleByAddress(params.id)
	if (!found)
		throw data(
			{
				notFound: true,
				mostRead: await mostReadForDeadEnds(DEAD_END_MOST_READ),
			},
			{ status: 404 },
		)
	if ('movedTo' in found) throw redirect(found.movedTo, 301)
	return articlePageData(found.reading)
}

/** Readers land here from search and social: the page is sent without React, with the reader script (decision 051). */
export const handle = { ...READER_PAGE, hasSignup: true } satisfies PageHandle

/**
 * Save only confirms (SPEC §4: nothing is stored); a form, so it works without JavaScript. Any of
 * the article's addresses takes it back to where the article lives now; no article, no confirmation.
 */
export async function action({ params }: Route.ActionArgs) {
	const article = await articleAtAddress(params.id, getArticleSummary)
	if (!article) throw data({ notFound: true }, { status: 404 })
	return redirectWithToast(articlePath(article), ARTICLE_SAVED_TOAST)
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	if (!loaderData)
		return [
			{ title: `Article Not Found | ${site.name}` },
			{ name: 'robots', content: 'noindex' },
		]
	const { article } = loaderData
	const path = articlePath(article)
	const section = categoryTitle(article.category)
	// The editor's SEO and social fields (issue 9) stand in for the headline, summary and main image.
	const image =
		article.socialImage ?? article.imageUrl ?? DEFAULT_SOCIAL_IMAGE.path
	const imageSize =
		image === DEFAULT_SOCIAL_IMAGE.path
			? DEFAULT_SOCIAL_IMAGE
			: article.imageMeta?.find(meta => meta.url === image)
	const keywords = article.tagNames?.join(', ')
	return pageMeta({
		site,
		...(article.metaTitle
			? { title: article.metaTitle, fullTitle: true }
			: { title: article.headline }),
		description: article.metaDescription ?? article.summary,
		path,
		noindex: Boolean(article.noindex),
		...(keywords ? { keywords } : {}),
		// A syndicated piece (the curated import) names its source as the original.
		...(article.canonicalUrl ? { canonicalUrl: article.canonicalUrl } : {}),
		type: 'article',
		image: {
			url: image,
			alt:
				image === DEFAULT_SOCIAL_IMAGE.path
					? site.name
					: image === article.imageUrl && article.imageAlt
						? article.imageAlt
						: article.headline,
			...(imageSize
				? { width: imageSize.width, height: imageSize.height }
				: {}),
		},
		extra: [
			{ property: 'article:published_time', content: article.publishedAt },
			{
				property: 'article:modified_time',
				content: article.revisedAt ?? article.publishedAt,
			},
			{ property: 'article:section', content: section },
			{ property: 'article:author', content: article.author },
		],
		jsonLd: [
			newsArticleLd(site, {
				headline: article.headline,
				description: article.summary,
				path,
				image,
				datePublished: article.publishedAt,
				...(article.revisedAt ? { dateModified: article.revisedAt } : {}),
				section,
				...(keywords ? { keywords } : {}),
				author: {
					name: article.author,
					...(loaderData.byline
						? { path: `/author/${loaderData.byline.slug}` }
						: {}),
				},
			}),
			breadcrumbLd(site, [
				{ name: section, path: `/category/${article.category}` },
				{ name: article.headline, path },
			]),
		],
	})
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
	return <ArticleView {...loaderData} />
}

/**
 * SPEC §4's 'Article Not Found' screen, with the 404 page's ways on (search, sections, archive, and
 * the most-read stories the loader found).
 */
export function ErrorBoundary() {
	const error = useRouteError()
	const found: unknown = isRouteErrorResponse(error) ? error.data : undefined
	const mostRead =
		found && typeof found === 'object' && 'mostRead' in found
			? (found.mostRead as NonNullable<
					Parameters<typeof NotFound>[0]['mostRead']
				>)
			: []
	return (
		<NotFound
			title="Article Not Found"
			message="The article you're looking for doesn't exist or has been moved."
			mostRead={mostRead}
		/>
	)
}
