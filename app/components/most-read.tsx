import { Link } from 'react-router'
import { articlePath } from '#app/lib/article-path.ts'
import { countOf } from '#app/lib/plural.ts'
import { typeset } from '#app/lib/typography.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

/**
 * The most-read articles, numbered, headlines in the serif (the front page's sidebar, an empty
 * search). Their view counts are the one place a count informs (the ranking's reason); a piece
 * nobody has read yet shows none.
 */
export function MostReadList({
	articles,
}: {
	articles: Pick<ArticleSummary, 'id' | 'slug' | 'headline' | 'views'>[]
}) {
	return (
		<ol className="divide-y divide-rule">
			{articles.map((article, index) => (
				<li key={article.id} className="flex gap-3 py-3">
					<span
						aria-hidden="true"
						className="w-6 shrink-0 font-serif text-3xl leading-none font-bold text-accent"
					>
						{index + 1}
					</span>
					<div className="min-w-0">
						<Link
							to={articlePath(article)}
							className="font-serif text-[1.0625rem] leading-snug font-semibold hover:underline"
						>
							{typeset(article.headline)}
						</Link>
						{article.views > 0 ? (
							<p className="mt-0.5 text-xs text-muted" data-count="">
								{countOf(article.views, 'view')}
							</p>
						) : null}
					</div>
				</li>
			))}
		</ol>
	)
}

/** The most-read articles offered where a reader found nothing (an empty search, a missing page). */
export function MostReadSuggestions({
	articles,
	className = 'mt-8',
}: {
	articles: Pick<ArticleSummary, 'id' | 'slug' | 'headline' | 'views'>[]
	className?: string
}) {
	if (articles.length === 0) return null
	return (
		<section aria-labelledby="most-read-heading" className={className}>
			<h2
				id="most-read-heading"
				className="text-xs font-semibold tracking-wide text-muted uppercase"
			>
				Most read
			</h2>
			<MostReadList articles={articles} />
		</section>
	)
}
