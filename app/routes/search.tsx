import { Link, data } from 'react-router'
import { SearchForm } from '#app/components/search-form.tsx'
import {
	NothingFound,
	SearchFilterFields,
	SearchResultItem,
	type FilterErrors,
} from '#app/components/search-results.tsx'
import type { Route } from './+types/search'
import { SEARCH_MIN_LENGTH, runsSearch, searchHref } from '#app/lib/search.ts'
import { pageMeta, siteOf } from '#app/lib/seo.ts'
import { SearchQuery, searchParamsOf } from '#app/schemas/search.ts'
import { listMostReadArticles } from '#app/server/articles/lists.server.ts'
import { searchArticlePage } from '#app/server/articles/search.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { headersOf, statusOf } from '#app/server/edge/http.server.ts'
import { consumeClientLimit } from '#app/server/edge/client-limits.server.ts'
import { READER_PAGE } from '#app/lib/page-handle.ts'

/** A reading page: sent without React (decision 051). */
export const handle = READER_PAGE

/** How many most-read articles an empty result offers. */
const MOST_READ_OFFERED = 3

export async function loader({ url, context }: Route.LoaderArgs) {
	const params = searchParamsOf(url.searchParams)
	const parsed = SearchQuery.safeParse(params)
	const query = parsed.success ? parsed.data.q : (params.q ?? '').trim()
	const filters = {
		category: params.category || undefined,
		from: params.from || undefined,
		to: params.to || undefined,
	}
	const empty = {
		query,
		filters,
		// The same rule as the response cache's, which counts the search limit (server/response-cache.ts).
		searched: runsSearch(query),
		results: [],
		page: 1,
		hasMore: false,
		total: 0 as number | null,
		totalExact: true,
		suggestions: [] as string[],
		mostRead: [] as Awaited<ReturnType<typeof listMostReadArticles>>,
		refused: null as string | null,
		errors: {} as FilterErrors,
	}
	if (!parsed.success) {
		const errors: FilterErrors = {}
		for (const issue of parsed.error.issues) {
			const field = issue.path[0]
			if (field === 'category' || field === 'from' || field === 'to')
				errors[field] ??= issue.message
		}
		return data({ ...empty, searched: false, errors }, { status: 400 })
	}
	if (!empty.searched) return empty
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
	const { q, page, ...chosen } = parsed.data
	const found = await searchArticlePage(q, { page, filters: chosen })
	const mostRead =
		found.results.length === 0 && found.page === 1
			? await listMostReadArticles(MOST_READ_OFFERED)
			: []
	return { ...empty, ...found, mostRead }
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

function countLine(
	total: number | null,
	exact: boolean,
	shown: number,
	page: number,
	query: string,
): string {
	const count = total ?? shown
	const number = `${exact || total === null ? '' : 'About '}${count.toLocaleString('en-US')}`
	return `${page > 1 ? `Page ${page}: ` : ''}${number} ${count === 1 ? 'article' : 'articles'} for "${query}"`
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
	const { query, filters, searched, results, page, hasMore, refused, errors } =
		loaderData
	const link = (to: number) => searchHref({ q: query, page: to, ...filters })
	return (
		<div className="mx-auto max-w-3xl">
			<h1 className="font-serif text-4xl font-black">Search</h1>
			<SearchForm className="mt-4" defaultValue={query} size="large">
				<SearchFilterFields values={filters} errors={errors} />
			</SearchForm>

			{Object.keys(errors).length > 0 ? (
				<p className="mt-6 text-accent" role="alert">
					Check the filters above, then search again.
				</p>
			) : !searched ? (
				<p className="mt-6 text-muted">
					Type at least {SEARCH_MIN_LENGTH} characters to search headlines,
					summaries, articles, tags and authors.
				</p>
			) : refused ? (
				<p className="mt-6 text-muted" role="status">
					{refused}
				</p>
			) : results.length === 0 ? (
				<NothingFound
					query={query}
					suggestions={loaderData.suggestions}
					filters={filters}
					mostRead={loaderData.mostRead}
				/>
			) : (
				<section aria-label="Search results" className="mt-6">
					<p className="text-sm text-muted" role="status">
						{countLine(
							loaderData.total,
							loaderData.totalExact,
							results.length,
							page,
							query,
						)}
					</p>
					<ul className="mt-4 divide-y divide-rule">
						{results.map(result => (
							<SearchResultItem key={result.id} result={result} />
						))}
					</ul>
					{page > 1 || hasMore ? (
						<nav
							aria-label="More results"
							className="mt-6 flex justify-between border-t border-rule pt-4 text-sm font-semibold"
						>
							{page > 1 ? (
								<Link
									to={link(page - 1)}
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
									to={link(page + 1)}
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
