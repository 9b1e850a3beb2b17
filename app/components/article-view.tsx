import { countOf } from '#app/lib/plural.ts'
import { Link } from 'react-router'
import { AdSlot } from './ad-slot.tsx'
import { ArticleEnd } from './article-end.tsx'
import { ArticleTags } from './article-tags.tsx'
import { ReadingProgress } from './reading-progress.tsx'
import { Breadcrumb } from './breadcrumb.tsx'
import { Byline } from './byline.tsx'
import { PromotionBand, SponsoredPromotions } from './promotion-card.tsx'
import { LEAD_IMAGE_SIZES, ResponsiveImage } from './responsive-image.tsx'
import { SaveButton } from './share-menu.tsx'
import { CompactShareButton, ShareMenu } from './share-menu.tsx'
import { VideoFacade } from './video-facade.tsx'
import { ViewBeacon } from './view-beacon.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import { formatImageCredit, formatLongDate } from '#app/lib/format.ts'
import { typeset } from '#app/lib/typography.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import type { AuthorCard } from '#app/server/people/authors.server.ts'
import type { PromotionView } from '#app/server/promotions/promotions.server.ts'

export interface ArticleViewProps {
	article: ArticleSummary
	/** The body as stored at save (article_bodies), rendered by the site's sanitising markdown renderer. */
	html: string
	/** Minutes to read the body (app/lib/reading-time.ts, the rule the editor shows). */
	readingMinutes: number
	videoId: string | undefined
	related: ArticleSummary[]
	url: string
	siteName: string
	promotions: PromotionView[]
	/** The article-footer placement's promotion, if any. */
	footerPromotions: PromotionView[]
	/** The byline's author profile, when the author has one (the byline links it, the end card shows it). */
	byline: AuthorCard | null
	/** The admin's preview: readers' actions (share, save) and the view beacon, which need a live article, are left out. */
	preview?: boolean
}

/**
 * An article as readers see it: the article page, and the admin's preview of a draft or scheduled
 * article (one component and the same stored HTML, so the preview cannot drift from the page).
 */
export function ArticleView({
	article,
	html,
	readingMinutes,
	videoId,
	related,
	url,
	siteName,
	promotions,
	footerPromotions,
	byline,
	preview = false,
}: ArticleViewProps) {
	const shareTarget = {
		id: article.id,
		category: article.category,
		url,
		title: article.headline,
		summary: article.summary,
	}
	const category = categoryTitle(article.category)

	return (
		<div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
			<div className="min-w-0">
				<ReadingProgress targetId="article" />
				<div className="print:hidden">
					<Breadcrumb
						items={[
							{ label: category, to: `/category/${article.category}` },
							{ label: article.headline },
						]}
					/>
				</div>

				<article id="article" className="mt-6">
					<header className="flex flex-col gap-3">
						<p className="flex gap-2 text-xs font-semibold tracking-wide uppercase">
							<Link
								to={`/category/${article.category}`}
								className="text-accent"
							>
								{category}
							</Link>
							{article.breaking ? (
								<span className="rounded bg-accent px-1.5 text-on-accent">
									Breaking
								</span>
							) : null}
						</p>
						<h1 className="font-serif text-4xl leading-[1.1] font-bold tracking-[-0.015em] sm:text-5xl">
							{typeset(article.headline)}
						</h1>
						<p className="max-w-measure font-serif text-xl leading-relaxed text-muted sm:text-[1.375rem]">
							{typeset(article.summary)}
						</p>
						<div className="flex flex-wrap items-center justify-between gap-3 border-y border-rule py-3 text-sm text-muted">
							<p>
								By{' '}
								<Byline
									name={article.author}
									author={byline}
									className="font-semibold text-ink hover:underline"
								/>{' '}
								·{' '}
								<time dateTime={article.publishedAt}>
									{formatLongDate(article.publishedAt)}
								</time>
								{article.revisedAt ? (
									<>
										{' '}
										· Updated{' '}
										<time dateTime={article.revisedAt}>
											{formatLongDate(article.revisedAt)}
										</time>
									</>
								) : null}{' '}
								·{' '}
								<span className="whitespace-nowrap">
									{readingMinutes} min read
								</span>
								{/* Counts are for the screen (issue 21 item 10: none in print), and never a zero (item 6). */}
								{article.views > 0 || article.shares > 0 ? (
									<span data-count>
										{article.views > 0
											? ` · ${countOf(article.views, 'view')}`
											: null}
										{article.shares > 0
											? ` · ${countOf(article.shares, 'share', { compact: true })}`
											: null}
									</span>
								) : null}
							</p>
							{preview ? null : (
								<div className="ml-auto flex items-center gap-2 print:hidden">
									<ShareMenu article={shareTarget} siteName={siteName} />
									<SaveButton />
								</div>
							)}
						</div>
					</header>

					{article.imageUrl ? (
						<figure className="mt-6">
							<ResponsiveImage
								src={article.imageUrl}
								alt={article.imageAlt}
								imageMeta={article.imageMeta}
								sizes={LEAD_IMAGE_SIZES}
								priority
								crop="lead"
								className="w-full rounded"
							/>
							{article.imageCaption || article.imageCredit ? (
								<figcaption className="mt-1 text-xs text-muted">
									{article.imageCaption ? (
										<span className="text-sm text-ink">
											{article.imageCaption}
										</span>
									) : null}
									{article.imageCaption && article.imageCredit ? ' ' : null}
									{article.imageCredit
										? formatImageCredit(article.imageCredit)
										: null}
								</figcaption>
							) : null}
						</figure>
					) : null}

					{videoId ? (
						<VideoFacade
							videoId={videoId}
							poster={article.videoPoster}
							title={article.headline}
						/>
					) : null}

					{/* A drop cap opens features only (docs/design/README.md, "Typography"). */}
					<div
						className={
							article.featured
								? 'article-body drop-cap mt-8'
								: 'article-body mt-8'
						}
						dangerouslySetInnerHTML={{ __html: html }}
					/>

					{article.imageUrls && article.imageUrls.length > 0 ? (
						<div className="mt-8 grid grid-cols-2 gap-4">
							{article.imageUrls.map(src => (
								<ResponsiveImage
									key={src}
									src={src}
									imageMeta={article.imageMeta}
									sizes="(min-width: 1024px) 430px, 50vw"
									className="max-h-[400px] w-full rounded object-cover"
								/>
							))}
						</div>
					) : null}

					<ArticleTags article={article} />

					<PromotionBand promotions={footerPromotions} className="mt-10" />

					{preview ? null : <ViewBeacon articleId={article.id} />}

					<footer className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-rule pt-4 text-sm text-muted">
						<p>
							Filed under{' '}
							<Link
								to={`/category/${article.category}`}
								className="font-semibold text-ink hover:underline"
							>
								{category}
							</Link>{' '}
							by{' '}
							<Byline
								name={article.author}
								author={byline}
								className="font-semibold text-ink hover:underline"
							/>
						</p>
						<div className="print:hidden">
							{preview ? null : <CompactShareButton article={shareTarget} />}
						</div>
					</footer>
				</article>

				<ArticleEnd
					article={article}
					author={byline}
					related={related}
					preview={preview}
				/>

				{/* Our own promotion comes after the reading, never on the first screen. */}
				<div className="mt-12 print:hidden">
					<AdSlot category={article.category} />
				</div>
			</div>
			{/* The rail holds one sponsored promotion, the only one a first screen may show (decision 059). */}
			<div className="flex flex-col gap-6 lg:pt-10 print:hidden">
				<SponsoredPromotions promotions={promotions} />
			</div>
		</div>
	)
}
