import { Link } from 'react-router'
import { articlePath } from '#app/lib/article-path.ts'
import { typeset } from '#app/lib/typography.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import { Dateline, Kicker } from './article-meta.tsx'
import { ResponsiveImage } from './responsive-image.tsx'

type CardSize = 'small' | 'medium' | 'large'

/** The headline scale of cards (docs/design/README.md, "Type scale"). */
const HEADLINE_SIZE: Record<CardSize, string> = {
	small: 'text-lg leading-snug',
	medium: 'text-xl leading-snug',
	large: 'text-2xl leading-tight sm:text-3xl',
}

/** How wide a card's image is drawn: a third of the main column on wide screens, the full width on phones. */
const CARD_SIZES: Record<CardSize, string> = {
	small: '(min-width: 1024px) 260px, (min-width: 640px) 45vw, 100vw',
	medium: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
	large: '(min-width: 1024px) 760px, 100vw',
}

/**
 * An article in a list: the card slot's image (3:2), the section, the headline in the serif, the
 * summary (medium and large), then author and dateline. No counts: views inform only in Most Read.
 */
export function ArticleCard({
	article,
	size = 'medium',
	showImage = true,
}: {
	article: ArticleSummary
	size?: CardSize
	showImage?: boolean
}) {
	return (
		<article className="group flex flex-col gap-2">
			{showImage && article.imageUrl ? (
				<Link
					to={articlePath(article)}
					tabIndex={-1}
					aria-hidden="true"
					className="mb-1 block overflow-hidden rounded-sm"
				>
					<ResponsiveImage
						src={article.imageUrl}
						imageMeta={article.imageMeta}
						alt={article.imageAlt}
						sizes={CARD_SIZES[size]}
						crop="card"
						className="w-full"
					/>
				</Link>
			) : null}
			<Kicker category={article.category} breaking={article.breaking} />
			<h3
				className={`font-serif font-semibold tracking-[-0.01em] ${HEADLINE_SIZE[size]}`}
			>
				<Link
					to={articlePath(article)}
					className="decoration-accent decoration-2 underline-offset-4 group-hover:underline"
				>
					{typeset(article.headline)}
				</Link>
			</h3>
			{size !== 'small' ? (
				<p className="font-serif text-[1.0625rem] leading-relaxed text-muted">
					{typeset(article.summary)}
				</p>
			) : null}
			<p className="text-xs text-muted">
				{article.author} · <Dateline date={article.publishedAt} />
			</p>
		</article>
	)
}
