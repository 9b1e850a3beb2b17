import { Link } from 'react-router'
import { ArticleCard } from './article-card.tsx'
import { AuthorPortrait } from './author-portrait.tsx'
import { NewsletterForm } from './newsletter-form.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import { NEWSLETTER_NAME } from '#app/content/newsletter.ts'
import { tagsOf } from '#app/lib/tags.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import type { AuthorCard } from '#app/server/people/authors.server.ts'

/**
 * The end of an article (issue 21 item 9, decision 081): who wrote it, one sign-up pitched to a
 * reader who just finished a piece, and what to read next, each with why it was picked (a shared
 * tag, or the section). The page's only sign-up: the footer's gives way to it (hasSignup).
 */
export function ArticleEnd({
	article,
	author,
	related,
	preview = false,
}: {
	article: ArticleSummary
	author: AuthorCard | null
	related: ArticleSummary[]
	/** The admin's preview shows the end matter but no form that would subscribe anyone. */
	preview?: boolean
}) {
	return (
		<div className="mt-12 flex flex-col gap-12 print:hidden">
			{author ? <AuthorBox author={author} /> : null}
			{preview ? null : (
				<NewsletterForm
					source="article-end"
					id="subscribe"
					heading={`Enjoyed this? Get ${NEWSLETTER_NAME}`}
					pitch="One e-mail each morning with every story we published since the last one, each with its summary, so you never miss a piece like this. Free; unsubscribe in one click."
				/>
			)}
			{related.length > 0 ? (
				<RelatedArticles article={article} related={related} />
			) : null}
		</div>
	)
}

function AuthorBox({ author }: { author: AuthorCard }) {
	return (
		<section
			aria-labelledby="author-card-heading"
			className="flex flex-col gap-4 border-y border-rule py-6 sm:flex-row sm:items-start"
		>
			{author.photo ? (
				<AuthorPortrait photo={author.photo} size={80} alt="" />
			) : (
				<span
					aria-hidden="true"
					className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-night font-serif text-2xl font-bold text-white"
				>
					{initials(author.name)}
				</span>
			)}
			<div className="max-w-measure min-w-0">
				<p className="text-xs font-semibold tracking-wide text-muted uppercase">
					About the author
				</p>
				<h2
					id="author-card-heading"
					className="mt-1 font-serif text-2xl font-bold"
				>
					<Link
						to={`/author/${author.slug}`}
						rel="author"
						className="hover:underline"
					>
						{author.name}
					</Link>
				</h2>
				<p className="text-sm text-muted">{author.role}</p>
				<p className="mt-2 leading-relaxed">{author.shortBio}</p>
				<Link
					to={`/author/${author.slug}`}
					className="mt-2 inline-block text-sm font-semibold text-accent underline"
				>
					More from {author.name}
				</Link>
			</div>
		</section>
	)
}

function initials(name: string): string {
	return name
		.split(/\s+/)
		.filter(Boolean)
		.slice(0, 2)
		.map(part => part[0]!.toUpperCase())
		.join('')
}

/** Why a recommendation is there: the first tag it shares with the article, else its section. */
function reasonFor(article: ArticleSummary, item: ArticleSummary) {
	const own = new Set(tagsOf(article).map(tag => tag.slug))
	const shared = tagsOf(item).find(tag => own.has(tag.slug))
	if (shared)
		return { label: `Also tagged #${shared.name}`, to: `/tag/${shared.slug}` }
	if (item.category === article.category)
		return {
			label: `More in ${categoryTitle(article.category)}`,
			to: `/category/${article.category}`,
		}
	return null
}

function RelatedArticles({
	article,
	related,
}: {
	article: ArticleSummary
	related: ArticleSummary[]
}) {
	return (
		<section aria-labelledby="related-heading">
			<div className="mb-4 flex items-baseline justify-between border-b-2 border-ink pb-1">
				<h2 id="related-heading" className="font-serif text-2xl font-bold">
					Related Articles
				</h2>
				<Link
					to={`/category/${article.category}`}
					className="text-sm font-semibold text-accent hover:underline"
				>
					View more
				</Link>
			</div>
			<ul className="grid gap-6 md:grid-cols-3">
				{related.map(item => {
					const reason = reasonFor(article, item)
					return (
						<li key={item.id} data-related="" className="flex flex-col gap-2">
							{reason ? (
								<Link
									to={reason.to}
									className="text-xs font-semibold tracking-wide text-muted uppercase hover:underline"
								>
									{reason.label}
								</Link>
							) : null}
							<ArticleCard article={item} size="small" />
						</li>
					)
				})}
			</ul>
		</section>
	)
}
