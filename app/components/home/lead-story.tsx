import { Link } from 'react-router'
import { articlePath } from '#app/lib/article-path.ts'
import { readingMinutes } from '#app/lib/reading-time.ts'
import { typeset } from '#app/lib/typography.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import type { AuthorRef } from '#app/server/people/authors.server.ts'
import { Dateline, Kicker } from '#app/components/article-meta.tsx'
import { Byline } from '#app/components/byline.tsx'
import {
	LEAD_IMAGE_SIZES,
	ResponsiveImage,
} from '#app/components/responsive-image.tsx'
import { SaveButton, ShareMenu } from '#app/components/share-menu.tsx'

/** The front page's lead: the lead slot's image (16:9), the largest headline of the page, its deck and byline. */
export function LeadStory({
	lead,
	author,
	url,
	siteName,
}: {
	lead: ArticleSummary
	author: AuthorRef | null
	url: string
	siteName: string
}) {
	return (
		<article aria-labelledby="lead-headline" className="flex min-w-0 flex-col">
			{lead.imageUrl ? (
				<Link
					to={articlePath(lead)}
					tabIndex={-1}
					aria-hidden="true"
					className="mb-2.5 block overflow-hidden rounded-sm sm:mb-3"
				>
					<ResponsiveImage
						src={lead.imageUrl}
						imageMeta={lead.imageMeta}
						alt={lead.imageAlt}
						sizes={LEAD_IMAGE_SIZES}
						priority
						crop="lead"
						className="w-full"
					/>
				</Link>
			) : null}
			<Kicker category={lead.category} breaking={lead.breaking} />
			<h2
				id="lead-headline"
				data-headline=""
				className="mt-1.5 font-serif text-2xl leading-[1.12] font-bold tracking-[-0.015em] sm:text-4xl lg:text-[2.375rem]"
			>
				<Link
					to={articlePath(lead)}
					className="decoration-accent decoration-2 underline-offset-4 hover:underline"
				>
					{typeset(lead.headline)}
				</Link>
			</h2>
			{/* The deck from 640 px: on a phone the first screen is the lead and three more headlines. */}
			<p className="mt-2 hidden max-w-measure font-serif text-lg leading-snug text-muted sm:block">
				{typeset(lead.summary)}
			</p>
			<div className="mt-2 flex items-center justify-between gap-3 sm:mt-3">
				<p className="text-xs text-muted sm:text-sm">
					By{' '}
					<Byline
						name={lead.author}
						author={author}
						className="font-semibold text-ink hover:underline"
					/>{' '}
					· <Dateline date={lead.publishedAt} />
					{lead.wordCount ? (
						<span className="hidden sm:inline">
							{' '}
							· {readingMinutes(lead.wordCount)} min read
						</span>
					) : null}
				</p>
				<div className="flex shrink-0 items-center gap-2">
					<ShareMenu
						article={{
							id: lead.id,
							category: lead.category,
							url,
							title: lead.headline,
							summary: lead.summary,
						}}
						siteName={siteName}
					/>
					<SaveButton action="/?index" />
				</div>
			</div>
		</article>
	)
}
