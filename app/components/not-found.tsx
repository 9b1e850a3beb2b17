import { Link } from 'react-router'
import { MostReadSuggestions } from './most-read.tsx'
import { SearchForm } from './search-form.tsx'
import { NAV_CATEGORIES } from '#app/content/site.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

export const NOT_FOUND_TITLE = '404 Page Not Found'
export const NOT_FOUND_MESSAGE =
	'The page you are looking for does not exist or has been moved.'

/**
 * The 404 page: not a dead end. It says what happened, offers a search, the sections and the
 * archive, and (when the page could ask for them) the most-read stories.
 */
export function NotFound({
	title = NOT_FOUND_TITLE,
	message = NOT_FOUND_MESSAGE,
	mostRead = [],
}: {
	title?: string
	message?: string
	mostRead?: Pick<ArticleSummary, 'id' | 'slug' | 'headline' | 'views'>[]
}) {
	return (
		<section className="mx-auto max-w-2xl py-12">
			<title>{title}</title>
			<h1 className="font-serif text-4xl font-bold">{title}</h1>
			<p className="mt-4 text-lg text-muted">{message}</p>
			<p className="mt-2 text-muted">
				If you followed a link from elsewhere, the story may have a new address.
				Search for it by a word from its headline:
			</p>
			<SearchForm size="large" className="mt-6" />
			<nav aria-labelledby="sections-heading" className="mt-10">
				<h2
					id="sections-heading"
					className="text-xs font-semibold tracking-wide text-muted uppercase"
				>
					Browse the sections
				</h2>
				<ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 font-serif text-lg">
					{NAV_CATEGORIES.map(({ slug, label }) => (
						<li key={slug}>
							<Link
								to={`/category/${slug}`}
								className="border-b border-accent hover:text-accent"
							>
								{label}
							</Link>
						</li>
					))}
					<li>
						<Link
							to="/archive"
							className="border-b border-accent hover:text-accent"
						>
							The archive, month by month
						</Link>
					</li>
				</ul>
			</nav>
			<MostReadSuggestions articles={mostRead} className="mt-10" />
			<a
				href="/"
				className="mt-10 inline-block border-b-2 border-accent font-semibold"
			>
				Back to the front page
			</a>
		</section>
	)
}
