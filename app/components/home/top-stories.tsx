import { Link } from 'react-router'
import { articlePath } from '#app/lib/article-path.ts'
import { cutAtWord, typeset } from '#app/lib/typography.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import { Dateline, Kicker } from '#app/components/article-meta.tsx'

/** SPEC §2: a breaking item's summary is cut to 100 characters (at a word, with "…"). */
export const BREAKING_SUMMARY_LENGTH = 100

/**
 * The second tier beside (or under) the lead: Breaking News, then Featured Today, headlines in the
 * serif. Sized so that with the lead at least three of these are
 * on the first screen of every device (tests/e2e/front-page.spec.ts).
 */
export function TopStories({
	breaking,
	featured,
}: {
	breaking: ArticleSummary[]
	featured: ArticleSummary[]
}) {
	return (
		<div className="flex min-w-0 flex-col gap-2 border-t border-rule pt-2.5 sm:gap-4 sm:pt-3 md:border-t-0 md:border-l md:pt-0 md:pl-6 lg:grid lg:grid-cols-2 lg:gap-6">
			{breaking.length > 0 ? (
				<section aria-labelledby="breaking-heading">
					<TierHeading id="breaking-heading" accent>
						Breaking News
					</TierHeading>
					<ul className="divide-y divide-rule">
						{breaking.map(article => (
							<li key={article.id} className="py-1.5 first:pt-0 sm:py-3">
								<TierHeadline article={article} />
								{/* On phones the headline alone, so the tier stays on the first screen. */}
								<p className="mt-1 hidden text-sm leading-snug text-muted sm:block">
									{cutAtWord(typeset(article.summary), BREAKING_SUMMARY_LENGTH)}
								</p>
							</li>
						))}
					</ul>
				</section>
			) : null}
			<section
				id="featured-today"
				aria-labelledby="featured-today-heading"
				className={`lg:border-l lg:border-rule lg:pl-6 ${breaking.length > 0 ? '' : 'lg:col-span-2 lg:border-l-0 lg:pl-0'}`}
			>
				<TierHeading id="featured-today-heading">Featured Today</TierHeading>
				<ul
					className={`divide-y divide-rule ${breaking.length > 0 ? '' : 'lg:grid lg:grid-cols-2 lg:gap-x-6 lg:divide-y-0'}`}
				>
					{featured.map(article => (
						<li key={article.id} className="py-1.5 first:pt-0 sm:py-3">
							<Kicker category={article.category} breaking={article.breaking} />
							<TierHeadline article={article} />
							<p className="mt-1 hidden text-xs text-muted sm:block">
								{article.author} · <Dateline date={article.publishedAt} />
							</p>
						</li>
					))}
				</ul>
			</section>
		</div>
	)
}

function TierHeadline({ article }: { article: ArticleSummary }) {
	return (
		<h3
			data-headline=""
			className="font-serif text-[1.0625rem] leading-snug font-semibold sm:text-lg"
		>
			<Link to={articlePath(article)} className="hover:underline">
				{typeset(article.headline)}
			</Link>
		</h3>
	)
}

function TierHeading({
	id,
	accent = false,
	children,
}: {
	id: string
	accent?: boolean
	children: string
}) {
	return (
		<h2
			id={id}
			className={`mb-1 border-b-2 pb-1 text-[0.6875rem] font-bold tracking-[0.14em] uppercase sm:mb-2 ${accent ? 'border-accent text-accent' : 'border-ink text-ink'}`}
		>
			{children}
		</h2>
	)
}
