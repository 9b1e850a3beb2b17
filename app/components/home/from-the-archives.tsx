import { Link } from 'react-router'
import { NAV_CATEGORIES } from '#app/content/site.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { typeset } from '#app/lib/typography.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import { Dateline, Kicker } from '#app/components/article-meta.tsx'
import { SectionHeading } from './home-section.tsx'

/** The foot of the front page: older pieces as headlines, and the ways into the whole archive. */
export function FromTheArchives({ articles }: { articles: ArticleSummary[] }) {
	return (
		<section id="archives" aria-labelledby="archives-heading">
			<SectionHeading id="archives-heading" title="From the Archives" />
			<ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
				{articles.map(article => (
					<li key={article.id} className="border-b border-rule pb-3">
						<Kicker category={article.category} />
						<Link
							to={articlePath(article)}
							className="mt-0.5 block font-serif text-lg leading-snug font-semibold hover:underline"
						>
							{typeset(article.headline)}
						</Link>
						<p className="mt-0.5 text-xs text-muted">
							{article.author} · <Dateline date={article.publishedAt} />
						</p>
					</li>
				))}
			</ul>
			<p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
				<Link to="/archive" className="text-accent hover:underline">
					Every month in the archive →
				</Link>
				{NAV_CATEGORIES.map(category => (
					<Link
						key={category.slug}
						to={`/category/${category.slug}`}
						className="text-accent hover:underline"
					>
						All {category.label} →
					</Link>
				))}
			</p>
		</section>
	)
}
