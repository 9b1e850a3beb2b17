import { Link } from 'react-router'
import { ArticleCard } from './article-card.tsx'
import { pageHref, type PageLinks } from '#app/lib/cursor.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

/** <link rel="prev|next"> for a paginated list's meta. */
export function pageMetaLinks(origin: string, base: string, links: PageLinks) {
	const newer = pageHref(base, links, 'newer')
	const older = pageHref(base, links, 'older')
	return [
		...(newer ? [{ tagName: 'link', rel: 'prev', href: origin + newer }] : []),
		...(older ? [{ tagName: 'link', rel: 'next', href: origin + older }] : []),
	]
}

/** "Newer articles" / "Older articles": plain links, so paging works without JavaScript. */
export function Pager({
	base,
	links,
	label,
}: {
	base: string
	links: PageLinks
	label: string
}) {
	const newer = pageHref(base, links, 'newer')
	const older = pageHref(base, links, 'older')
	if (!newer && !older) return null
	return (
		<nav
			aria-label={label}
			className="mt-10 flex items-center justify-between border-t border-rule pt-4 text-sm font-semibold"
		>
			{newer ? (
				<Link to={newer} rel="prev" className="text-accent hover:underline">
					← Newer articles
				</Link>
			) : (
				<span />
			)}
			{older ? (
				<Link to={older} rel="next" className="text-accent hover:underline">
					Older articles →
				</Link>
			) : null}
		</nav>
	)
}

/** A page of a list as cards, three across on wide screens, `empty` when it has none, and the pager under it. */
export function PagedArticleGrid({
	articles,
	empty,
	base,
	links,
	label,
}: {
	articles: ArticleSummary[]
	empty: string
	base: string
	links: PageLinks
	label: string
}) {
	return (
		<>
			{articles.length > 0 ? (
				<div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
					{articles.map(article => (
						<ArticleCard key={article.id} article={article} size="medium" />
					))}
				</div>
			) : (
				<p className="py-16 text-center text-muted">{empty}</p>
			)}
			<Pager base={base} links={links} label={label} />
		</>
	)
}
