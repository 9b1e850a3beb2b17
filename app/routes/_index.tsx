import { articlePath } from '#app/lib/article-path.ts'
import { Link } from 'react-router'
import type { Route } from './+types/_index'
import { AdSlot } from '#app/components/ad-slot.tsx'
import { ArticleCard } from '#app/components/article-card.tsx'
import { Byline } from '#app/components/byline.tsx'
import { ContentUpgrade } from '#app/components/content-upgrade.tsx'
import { NewsletterForm } from '#app/components/newsletter-form.tsx'
import { MostReadList } from '#app/components/most-read.tsx'
import {
	LEAD_IMAGE_SIZES,
	ResponsiveImage,
} from '#app/components/responsive-image.tsx'
import {
	PromotionBand,
	SponsoredPromotions,
} from '#app/components/promotion-card.tsx'
import { SaveButton } from '#app/components/share-menu.tsx'
import { ARTICLE_SAVED_TOAST } from '#app/enhance/share.ts'
import { ShareMenu } from '#app/components/share-menu.tsx'
import { categoryTitle } from '#app/content/categories.ts'
import { gamePage } from '#app/content/pages/index.ts'
import { NAV_CATEGORIES, SITE } from '#app/content/site.ts'
import { formatLongDate } from '#app/lib/format.ts'
import { readingMinutes } from '#app/lib/reading-time.ts'
import { candidateLimits, fillSections } from '#app/lib/home-sections.ts'
import { organizationLd, pageMeta, siteOf, websiteLd } from '#app/lib/seo.ts'
import {
	listMostReadArticles,
	listNewestMany,
} from '#app/server/articles/lists.server.ts'
import type { ArticleSummary } from '#app/server/articles/public.server.ts'
import { findAuthorRef } from '#app/server/people/authors.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { READER_PAGE, type PageHandle } from '#app/lib/page-handle.ts'

/**
 * The front page's sections, top to bottom, with the anchors SPEC §2 links to. Each fills from the
 * next eligible article no section above it shows (app/lib/home-sections.ts).
 */
const SECTIONS = [
	{ key: 'featuredToday', count: 2 },
	{ key: 'personalBranding', count: 2 },
	{ key: 'audienceGrowth', count: 3 },
	{ key: 'trustBuilding', count: 2 },
	{ key: 'strategies', count: 3 },
	{ key: 'expertInterviews', count: 2 },
	{ key: 'guestContributions', count: 2 },
	{ key: 'archives', count: 4 },
] as const

const BREAKING_COUNT = 2

export async function loader() {
	const limits = candidateLimits(SECTIONS, 1 + BREAKING_COUNT)
	// The response cache keeps the finished page; its lists are read once per render, cut from one
	// read of the newest articles where they can be (listNewestMany).
	const category = (slug: string) =>
		({ kind: 'category', category: slug }) as const
	const [lists, mostRead, promotions, bandPromotions] = await Promise.all([
		listNewestMany({
			featured: { list: { kind: 'featured' }, limit: 1 },
			latest: { list: { kind: 'latest' }, limit: limits.featuredToday },
			breaking: { list: { kind: 'breaking' }, limit: BREAKING_COUNT + 1 },
			personalBranding: {
				list: category('personal-branding'),
				limit: limits.personalBranding,
			},
			audienceGrowth: {
				list: category('audience-growth'),
				limit: limits.audienceGrowth,
			},
			trustBuilding: {
				list: category('trust-building'),
				limit: limits.trustBuilding,
			},
			strategies: {
				list: category('influence-strategies'),
				limit: limits.strategies,
			},
			expertInterviews: {
				list: category('expert-interviews'),
				limit: limits.expertInterviews,
			},
			guestContributions: {
				list: category('guest-contributions'),
				limit: limits.guestContributions,
			},
			archives: { list: { kind: 'latest' }, limit: limits.archives },
		}),
		listMostReadArticles(3),
		listActivePromotions({ placement: 'sidebar' }),
		listActivePromotions({ placement: 'homepage', limit: 1 }),
	])
	const {
		featured,
		latest,
		breaking,
		personalBranding,
		audienceGrowth,
		trustBuilding,
		strategies,
		expertInterviews,
		guestContributions,
		archives,
	} = lists
	const lead = featured[0] ?? latest[0] ?? null
	const leadAuthor = lead ? await findAuthorRef(lead.author) : null
	const candidates = {
		featuredToday: latest,
		personalBranding,
		audienceGrowth,
		trustBuilding,
		strategies,
		expertInterviews,
		guestContributions,
		archives,
	}
	const filled = fillSections(
		[
			{ key: 'breaking', count: BREAKING_COUNT, candidates: breaking },
			...SECTIONS.map(({ key, count }) => ({
				key,
				count,
				candidates: candidates[key],
			})),
		],
		lead ? [lead.id] : [],
	)
	const env = getEnv()
	return {
		lead,
		leadAuthor,
		leadUrl: lead ? `${env.PUBLIC_URL}${articlePath(lead)}` : null,
		siteName: env.SITE_NAME,
		...filled,
		mostRead,
		promotions,
		bandPromotions,
	}
}

/** Save on the lead story, without JavaScript: only the confirmation (SPEC §4), back on the front page. */
export async function action() {
	return redirectWithToast('/', ARTICLE_SAVED_TOAST)
}

/** The sidebar has the newsletter sign-up, so the header's Subscribe link lands there. */
export const handle = { ...READER_PAGE, hasSignup: true } satisfies PageHandle

export function meta({ matches }: Route.MetaArgs) {
	const site = siteOf(matches)
	return pageMeta({
		site,
		title: `${site.name} — Personal Branding, Audience Growth and Influence`,
		fullTitle: true,
		description: SITE.tagline,
		path: '/',
		jsonLd: [websiteLd(site), organizationLd(site)],
	})
}

function truncate(text: string, length: number): string {
	return text.length > length ? `${text.slice(0, length)}...` : text
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const {
		lead,
		leadAuthor,
		leadUrl,
		siteName,
		breaking,
		featuredToday,
		personalBranding,
		audienceGrowth,
		trustBuilding,
		strategies,
		expertInterviews,
		guestContributions,
		archives,
		mostRead,
		promotions,
		bandPromotions,
	} = loaderData
	if (!lead) {
		return (
			<p className="py-16 text-center text-muted">
				No articles have been published yet.
			</p>
		)
	}
	return (
		<div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_320px]">
			<div className="flex min-w-0 flex-col gap-12">
				<article
					aria-labelledby="lead-headline"
					className="flex flex-col gap-3"
				>
					{lead.imageUrl ? (
						<ResponsiveImage
							src={lead.imageUrl}
							imageMeta={lead.imageMeta}
							sizes={LEAD_IMAGE_SIZES}
							priority
							fallbackSize={{ width: 1200, height: 800 }}
							className="max-h-[500px] w-full rounded object-cover"
						/>
					) : null}
					<h2
						id="lead-headline"
						className="font-serif text-4xl leading-tight font-black"
					>
						<Link to={articlePath(lead)} className="hover:underline">
							{lead.headline}
						</Link>
					</h2>
					<p className="text-lg text-muted">{lead.summary}</p>
					<div className="flex flex-wrap items-center justify-between gap-3">
						<p className="text-sm text-muted">
							By{' '}
							<Byline
								name={lead.author}
								author={leadAuthor}
								className="font-semibold text-ink hover:underline"
							/>{' '}
							·{' '}
							<time dateTime={lead.publishedAt}>
								{formatLongDate(lead.publishedAt)}
							</time>
							{lead.wordCount
								? ` · ${readingMinutes(lead.wordCount)} min read`
								: null}
						</p>
						<div className="ml-auto flex items-center gap-2">
							<ShareMenu
								article={{
									id: lead.id,
									category: lead.category,
									url: leadUrl ?? articlePath(lead),
									title: lead.headline,
									summary: lead.summary,
								}}
								siteName={siteName}
							/>
							<SaveButton action="/?index" />
						</div>
					</div>
				</article>

				{breaking.length > 0 ? (
					<section
						aria-labelledby="breaking-heading"
						className="rounded border-l-4 border-accent bg-white p-4"
					>
						<h2
							id="breaking-heading"
							className="text-sm font-bold tracking-wide text-accent uppercase"
						>
							Breaking News
						</h2>
						<ul className="mt-2 space-y-3">
							{breaking.map(article => (
								<li key={article.id}>
									<Link
										to={articlePath(article)}
										className="font-serif text-lg font-bold hover:underline"
									>
										{article.headline}
									</Link>
									<p className="text-sm text-muted">
										{truncate(article.summary, 100)}
									</p>
								</li>
							))}
						</ul>
					</section>
				) : null}

				<Section
					id="featured-today"
					title="Featured Today"
					articles={featuredToday}
					size="medium"
					columns="md:grid-cols-2"
				/>
				<Section
					id="personal-branding"
					title="Personal Branding"
					category="personal-branding"
					articles={personalBranding}
					size="medium"
					columns="md:grid-cols-2"
				/>
				<Section
					id="audience-growth"
					title="Audience Growth"
					category="audience-growth"
					articles={audienceGrowth}
					size="small"
					columns="md:grid-cols-3"
				/>
				<PromotionBand promotions={bandPromotions} />
				<Section
					id="trust-building"
					title="Trust Building"
					category="trust-building"
					articles={trustBuilding}
					size="medium"
					columns="md:grid-cols-2"
				/>
				<Section
					id="strategies"
					title="Influence Strategies"
					category="influence-strategies"
					articles={strategies}
					size="small"
					columns="md:grid-cols-3"
				/>
				<Section
					id="expert-interviews"
					title="Expert Interviews"
					category="expert-interviews"
					articles={expertInterviews}
					size="medium"
					columns="md:grid-cols-2"
				/>
				{guestContributions.length > 0 ? (
					<Section
						id="guest-contributions"
						title="Guest Contributions"
						category="guest-contributions"
						articles={guestContributions}
						size="medium"
						columns="md:grid-cols-2"
					/>
				) : null}
				<section id="archives" aria-labelledby="archives-heading">
					<h2
						id="archives-heading"
						className="mb-4 border-b-2 border-ink pb-1 font-serif text-2xl font-bold"
					>
						From the Archives
					</h2>
					<ul className="grid gap-x-8 gap-y-4 md:grid-cols-2">
						{archives.map(article => (
							<li key={article.id} className="border-b border-rule pb-3">
								<p className="text-xs font-semibold tracking-wide text-accent uppercase">
									{categoryTitle(article.category)}
								</p>
								<Link
									to={articlePath(article)}
									className="font-serif text-lg font-bold hover:underline"
								>
									{article.headline}
								</Link>
								<p className="text-xs text-muted">
									{article.author} ·{' '}
									<time dateTime={article.publishedAt}>
										{formatLongDate(article.publishedAt)}
									</time>
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
			</div>

			<aside className="flex min-w-0 flex-col gap-8">
				<section
					aria-labelledby="game-heading"
					className="rounded bg-ink p-5 text-white"
				>
					<p className="text-xs font-semibold tracking-wide text-white/70 uppercase">
						Interactive
					</p>
					<h2 id="game-heading" className="mt-1 font-serif text-2xl font-bold">
						{gamePage.title}
					</h2>
					<p className="mt-2 text-sm text-white/80">{gamePage.teaser}</p>
					<Link
						to="/game-of-influence"
						className="mt-4 inline-block rounded bg-accent px-4 py-2 text-sm font-semibold"
					>
						Play and get your score (0–100)
					</Link>
				</section>
				<ContentUpgrade />
				<AdSlot />
				<SponsoredPromotions promotions={promotions} />
				<section
					aria-labelledby="most-read-heading"
					className="rounded bg-white p-4"
				>
					<h2
						id="most-read-heading"
						className="border-b border-rule pb-2 font-serif text-xl font-bold"
					>
						Most Read
					</h2>
					<MostReadList articles={mostRead} />
				</section>
				<NewsletterForm source="homepage-sidebar" id="subscribe" />
			</aside>
		</div>
	)
}

function Section({
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
			<div className="mb-4 flex items-baseline justify-between gap-3 border-b-2 border-ink pb-1">
				<h2 id={`${id}-heading`} className="font-serif text-2xl font-bold">
					{title}
				</h2>
				{category ? (
					<Link
						to={`/category/${category}`}
						className="shrink-0 text-sm font-semibold text-accent hover:underline"
					>
						More <span className="sr-only">{title}</span> →
					</Link>
				) : null}
			</div>
			{articles.length > 0 ? (
				<div className={`grid gap-6 ${columns}`}>
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
