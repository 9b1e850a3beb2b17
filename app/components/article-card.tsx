import { countOf } from '#app/lib/plural.ts'
import { articlePath } from '#app/lib/article-path.ts'
import { Link } from 'react-router'
import { categoryTitle } from '#app/content/categories.ts'
import { formatRelativeAge } from '#app/lib/format.ts'
import { ResponsiveImage } from './responsive-image.tsx'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'

type CardSize = 'small' | 'medium' | 'large'

const HEADLINE_SIZE: Record<CardSize, string> = {
	small: 'text-lg',
	medium: 'text-xl',
	large: 'text-3xl',
}

/** How wide a card's image is drawn: a third of the main column on wide screens, the full width on phones. */
const CARD_SIZES: Record<CardSize, string> = {
	small: '(min-width: 1024px) 280px, (min-width: 640px) 45vw, 100vw',
	medium: '(min-width: 1024px) 420px, (min-width: 640px) 50vw, 100vw',
	large: '(min-width: 1024px) 860px, 100vw',
}

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
				<Link to={articlePath(article)} tabIndex={-1} aria-hidden="true">
					<ResponsiveImage
						src={article.imageUrl}
						imageMeta={article.imageMeta}
						sizes={CARD_SIZES[size]}
						fallbackSize={{ width: 1200, height: 800 }}
						className="aspect-[3/2] w-full rounded object-cover"
					/>
				</Link>
			) : null}
			<p className="mt-1 flex gap-2 text-[0.6875rem] font-bold tracking-[0.1em] uppercase">
				<Link to={`/category/${article.category}`} className="text-accent">
					{categoryTitle(article.category)}
				</Link>
				{article.breaking ? (
					<span className="rounded-sm bg-accent px-1.5 text-white">
						Breaking
					</span>
				) : null}
			</p>
			<h3
				className={`font-serif leading-snug font-semibold tracking-[-0.01em] ${HEADLINE_SIZE[size]}`}
			>
				<Link
					to={articlePath(article)}
					className="decoration-accent decoration-2 underline-offset-4 group-hover:underline"
				>
					{article.headline}
				</Link>
			</h3>
			{size !== 'small' ? (
				<p className="font-serif text-[1.0625rem] leading-relaxed text-muted">
					{article.summary}
				</p>
			) : null}
			<p className="text-xs text-muted">
				{article.author} ·{' '}
				<time dateTime={article.publishedAt}>
					{formatRelativeAge(article.publishedAt)}
				</time>{' '}
				· {countOf(article.views, 'view')}
			</p>
		</article>
	)
}
