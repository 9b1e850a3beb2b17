import { Link } from 'react-router'
import { articlePath } from '#app/lib/article-path.ts'
import { countOf } from '#app/lib/plural.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

/** The most-read articles, numbered, with their view counts (the front page's sidebar, an empty search). */
export function MostReadList({
	articles,
}: {
	articles: Pick<ArticleSummary, 'id' | 'slug' | 'headline' | 'views'>[]
}) {
	return (
		<ol className="mt-3 space-y-4">
			{articles.map((article, index) => (
				<li key={article.id} className="flex gap-3">
					<span className="font-serif text-3xl font-black text-accent">
						{index + 1}
					</span>
					<div>
						<Link
							to={articlePath(article)}
							className="font-semibold hover:underline"
						>
							{article.headline}
						</Link>
						<p className="text-xs text-muted">
							{countOf(article.views, 'view')}
						</p>
					</div>
				</li>
			))}
		</ol>
	)
}
