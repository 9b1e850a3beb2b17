import { Link } from 'react-router'
import { MarkedText } from './marked-text.tsx'
import { ALL_CATEGORIES, categoryTitle } from '#app/content/categories.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { formatShortDate } from '#app/lib/format.ts'
import { searchHref, type SearchLink } from '#app/lib/search.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import type { PageResult } from '#app/server/articles/search.server.ts'
import { MostReadSuggestions } from './most-read.tsx'

/** A result as the page's loader sends it. */
export type SearchResultView = PageResult

export type FilterErrors = Partial<Record<'category' | 'from' | 'to', string>>

const fieldClass =
	'mt-1 block rounded border border-rule bg-surface px-2 py-1.5 text-sm text-ink'

function FieldError({ id, message }: { id: string; message?: string }) {
	return message ? (
		<span id={id} className="mt-1 block text-xs font-semibold text-accent">
			{message}
		</span>
	) : null
}

/** The filters of the search form: a section and a range of publication days (fields of the same GET form). */
export function SearchFilterFields({
	values,
	errors,
}: {
	values: Omit<SearchLink, 'q' | 'page'>
	errors: FilterErrors
}) {
	const field = (name: 'from' | 'to', label: string) => (
		<label className="text-xs font-semibold text-muted">
			{label}
			<input
				type="date"
				name={name}
				defaultValue={values[name]}
				aria-invalid={errors[name] ? true : undefined}
				aria-describedby={errors[name] ? `search-${name}-error` : undefined}
				className={fieldClass}
			/>
			<FieldError id={`search-${name}-error`} message={errors[name]} />
		</label>
	)
	return (
		<fieldset className="flex basis-full flex-wrap items-start gap-3 pt-1">
			<legend className="sr-only">Narrow the results</legend>
			<label className="text-xs font-semibold text-muted">
				Section
				<select
					name="category"
					defaultValue={values.category ?? ''}
					aria-invalid={errors.category ? true : undefined}
					aria-describedby={
						errors.category ? 'search-category-error' : undefined
					}
					className={fieldClass}
				>
					<option value="">All sections</option>
					{ALL_CATEGORIES.map(slug => (
						<option key={slug} value={slug}>
							{categoryTitle(slug)}
						</option>
					))}
				</select>
				<FieldError id="search-category-error" message={errors.category} />
			</label>
			{field('from', 'Published from')}
			{field('to', 'Published until')}
		</fieldset>
	)
}

/** One result: section, headline, the text around the match (or the summary), author and date. */
export function SearchResultItem({ result }: { result: SearchResultView }) {
	const { snippet } = result
	return (
		<li className="py-4">
			<p className="text-xs font-semibold tracking-wide text-accent uppercase">
				{categoryTitle(result.category)}
			</p>
			<Link
				to={articlePath(result)}
				className="font-serif text-xl font-bold hover:underline"
			>
				<MarkedText text={result.headline} marks={result.headlineMarks} />
			</Link>
			<p className="text-muted">
				{snippet && snippet.ranges.length > 0 ? (
					<>
						{snippet.cutStart ? '… ' : ''}
						<MarkedText text={snippet.text} marks={snippet.ranges} />
						{snippet.cutEnd ? ' …' : ''}
					</>
				) : (
					<MarkedText text={result.summary} marks={result.summaryMarks} />
				)}
			</p>
			<p className="text-xs text-muted">
				{result.author} ·{' '}
				<time dateTime={result.publishedAt}>
					{formatShortDate(result.publishedAt)}
				</time>
			</p>
		</li>
	)
}

/** What an empty result offers: the query with its spelling corrected, and the most-read articles. */
export function NothingFound({
	query,
	suggestions,
	filters,
	mostRead,
}: {
	query: string
	suggestions: string[]
	filters: Omit<SearchLink, 'q' | 'page'>
	mostRead: Pick<ArticleSummary, 'id' | 'slug' | 'headline' | 'views'>[]
}) {
	return (
		<div className="mt-6">
			<p className="text-muted" role="status">
				No articles found for "{query}"
			</p>
			{suggestions.length > 0 ? (
				<p className="mt-2">
					Did you mean{' '}
					{suggestions.map((suggestion, i) => (
						<span key={suggestion}>
							{i > 0 ? ' or ' : ''}
							<Link
								to={searchHref({ q: suggestion, ...filters })}
								className="font-semibold text-accent hover:underline"
							>
								{suggestion}
							</Link>
						</span>
					))}
					?
				</p>
			) : null}
			<section aria-labelledby="search-tips-heading" className="mt-6">
				<h2 id="search-tips-heading" className="font-semibold">
					Search tips
				</h2>
				<ul className="mt-2 list-disc space-y-1 pl-5 text-muted">
					<li>
						Try fewer or shorter words: “brand” also finds branding and branded.
					</li>
					<li>
						Put words in quotes to find them as a phrase: “personal brand”.
					</li>
					{Object.values(filters).some(Boolean) ? (
						<li>
							<Link
								to={searchHref({ q: query })}
								className="font-semibold text-accent hover:underline"
							>
								Search every section and date
							</Link>{' '}
							instead of only the ones chosen.
						</li>
					) : (
						<li>
							Or browse the{' '}
							<Link to="/archive" className="underline">
								archive
							</Link>
							, month by month.
						</li>
					)}
				</ul>
			</section>
			<MostReadSuggestions articles={mostRead} />
		</div>
	)
}
