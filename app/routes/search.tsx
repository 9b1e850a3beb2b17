import { articlePath } from '#app/lib/article-path.ts'
import { Link, data } from 'react-router'
import { SearchForm } from '#app/components/search-form.tsx'
import type { Route } from './+types/search'
import { categoryTitle } from '#app/content/categories.ts'
import { SEARCH_MIN_LENGTH, runsSearch, searchText } from '#app/lib/search.ts'
import { pageMeta, siteOf } from '#app/lib/seo.ts'
import { searchArticlePage } from '#app/server/articles/search.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { headersOf, statusOf } from '#app/server/edge/http.server.ts'
import { consumeClientLimit } from '#app/server/edge/client-limits.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

export async function loader({ url, context }: Route.LoaderArgs) {
	const trimmed = searchText(url.searchParams.get('q'))
	const searched = runsSearch(trimmed)
	const empty = {
		query: trimmed,
		searched,
		results: [],
		page: 1,
		hasMore: false,
		refused: null as string | null,
	}
	if (!searched) return empty
	try {
		// Counted per reader on the cached path too: the cache's rule for /search counts it.
		await consumeClientLimit(context, 'search')
	} catch (error) {
		if (error instanceof DomainError)
			return data(
				{ ...empty, refused: error.message },
				{ status: statusOf(error), headers: headersOf(error) },
			)
		throw error
	}
	const found = await searchArticlePage(
		trimmed,
		Number(url.searchParams.get('page') ?? 1),
	)
	return { ...empty, ...found }
}

/** A refused search says when to try again. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
	const retryAfter = loaderHeaders.get('Retry-After')
	return retryAfter ? { 'Retry-After': retryAfter } : {}
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
	return pageMeta({
		site: siteOf(matches),
		title: loaderData?.searched ? `Search: ${loaderData.query}` : 'Search',
		description:
			'Search every article on personal branding, audience growth and influence.',
		path: '/search',
		noindex: true,
	})
}

function pageLink(query: string, page: number): string {
	return `/search?q=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
	const { query, searched, results, page, hasMore, refused } = loaderData
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="font-serif text-4xl font-black">Search</h1>
			<SearchForm className="mt-4" defaultValue={query} size="large" />

			{!searched ? (
				<p className="mt-6 text-muted">
					Type at least {SEARCH_MIN_LENGTH} characters to search headlines,
					summaries and authors.
				</p>
			) : refused ? (
				<p className="mt-6 text-muted" role="status">
					{refused}
				</p>
			) : results.length === 0 ? (
				<p className="mt-6 text-muted" role="status">
					No articles found for "{query}"
				</p>
			) : (
				<section aria-label="Search results" className="mt-6">
					<p className="text-sm text-muted" role="status">
						{page > 1 ? `Page ${page}: ` : ''}
						{results.length} {results.length === 1 ? 'article' : 'articles'} for
						"{query}"
					</p>
					<ul className="mt-4 divide-y divide-rule">
						{results.map(result => (
							<li key={result.id} className="py-4">
								<p className="text-xs font-semibold tracking-wide text-accent uppercase">
									{categoryTitle(result.category)}
								</p>
								<Link
									to={articlePath(result)}
									className="font-serif text-xl font-bold hover:underline"
								>
									{result.headline}
								</Link>
								<p className="text-muted">{result.summary}</p>
								<p className="text-xs text-muted">{result.author}</p>
							</li>
						))}
					</ul>
					{page > 1 || hasMore ? (
						<nav
							aria-label="More results"
							className="mt-6 flex justify-between border-t border-rule pt-4 text-sm font-semibold"
						>
							{page > 1 ? (
								<Link
									to={pageLink(query, page - 1)}
									rel="prev"
									className="text-accent hover:underline"
								>
									← Previous results
								</Link>
							) : (
								<span />
							)}
							{hasMore ? (
								<Link
									to={pageLink(query, page + 1)}
									rel="next"
									className="text-accent hover:underline"
								>
									More results →
								</Link>
							) : null}
						</nav>
					) : null}
				</section>
			)}
		</div>
	)
}
