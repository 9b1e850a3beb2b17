import { Link } from 'react-router'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import { ArticleCard } from '#app/components/article-card.tsx'

/** A section of the front page under a rule: its cards, and a link to the whole section. */
export function HomeSection({
	id,
	title,
	category,
	articles,
	size,
	columns,
}: {
	id: string
	title: string
	/** The category page the section previews, linked from its heading. */
	category?: string
	articles: ArticleSummary[]
	size: 'small' | 'medium'
	columns: string
}) {
	return (
		<section id={id} aria-labelledby={`${id}-heading`}>
			<SectionHeading id={`${id}-heading`} title={title}>
				{category ? (
					<Link
						to={`/category/${category}`}
						className="shrink-0 text-sm font-semibold text-accent hover:underline"
					>
						More <span className="sr-only">{title}</span> →
					</Link>
				) : null}
			</SectionHeading>
			{articles.length > 0 ? (
				<div className={`grid gap-x-6 gap-y-8 ${columns}`}>
					{articles.map(article => (
						<ArticleCard key={article.id} article={article} size={size} />
					))}
				</div>
			) : (
				<p className="text-muted">
					New pieces for this section are on their way.
				</p>
			)}
		</section>
	)
}

/** The heading of a block of a page: the serif over a 2 px rule, with room for a link at its end. */
export function SectionHeading({
	id,
	title,
	children,
}: {
	id: string
	title: string
	children?: React.ReactNode
}) {
	return (
		<div className="mb-5 flex items-baseline justify-between gap-3 border-b-2 border-ink pb-1.5">
			<h2 id={id} className="font-serif text-2xl font-bold tracking-[-0.01em]">
				{title}
			</h2>
			{children}
		</div>
	)
}
