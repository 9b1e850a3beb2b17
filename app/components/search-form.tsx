import { useNavigate } from 'react-router'
import { enhanceSearch } from '#app/enhance/search.ts'
import { SEARCH_MIN_LENGTH } from '#app/lib/search.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'

/**
 * A GET form to /search. The header's (compact) form becomes the instant search with JavaScript
 * (enhance/search.ts: results in a panel in place, SPEC §4), run from here on pages with React and
 * by the reader script on pages without it. Without JavaScript, /search shows the results.
 */
export function SearchForm({
	className = '',
	defaultValue,
	size = 'compact',
	wide = false,
	children,
}: {
	className?: string
	defaultValue?: string
	size?: 'compact' | 'large'
	/** The compact form across its container (the phone menu) rather than a fixed width. */
	wide?: boolean
	/** More fields of the same GET form, below the box (the search page's filters). */
	children?: React.ReactNode
}) {
	const large = size === 'large'
	const navigate = useNavigate()
	const container = useEnhancement<HTMLDivElement>(
		large
			? null
			: element => enhanceSearch(element, path => void navigate(path)),
		[large, navigate],
	)
	return (
		<div
			ref={container}
			data-search={large ? undefined : ''}
			className={`relative ${className}`}
		>
			<form
				action="/search"
				method="get"
				role="search"
				className={`flex items-center gap-2 ${children ? 'flex-wrap' : ''}`}
			>
				<label className={large || wide ? 'min-w-0 flex-1' : undefined}>
					<span className="sr-only">Search articles</span>
					<input
						type="search"
						name="q"
						defaultValue={defaultValue}
						minLength={SEARCH_MIN_LENGTH}
						required
						placeholder="Search articles"
						className={
							large
								? 'w-full rounded border border-rule bg-surface px-3 py-2'
								: `${wide ? 'w-full' : 'w-56'} min-w-0 rounded border border-rule bg-paper px-3 py-1.5 text-sm`
						}
					/>
				</label>
				{large ? null : (
					<button
						type="button"
						hidden
						data-search-clear=""
						aria-label="Clear search"
						className="px-1 text-lg leading-none text-muted hover:text-ink"
					>
						×
					</button>
				)}
				<button
					type="submit"
					className={`rounded bg-ink font-semibold text-paper ${large ? 'px-4 py-2' : 'px-3 py-1.5 text-sm'}`}
				>
					Search
				</button>
				{children}
			</form>
		</div>
	)
}
