import { articlePath } from '#app/lib/article-path.ts'
import type { Route } from './+types/_index'
import { AdSlot } from '#app/components/ad-slot.tsx'
import { ContentUpgrade } from '#app/components/content-upgrade.tsx'
import { GameTeaser } from '#app/components/game-teaser.tsx'
import { FromTheArchives } from '#app/components/home/from-the-archives.tsx'
import { HomeSection } from '#app/components/home/home-section.tsx'
import { LeadStory } from '#app/components/home/lead-story.tsx'
import { MostRead } from '#app/components/home/most-read.tsx'
import { TopStories } from '#app/components/home/top-stories.tsx'
import { NewsletterForm } from '#app/components/newsletter-form.tsx'
import {
	PromotionBand,
	SponsoredPromotions,
} from '#app/components/promotion-card.tsx'
import { ARTICLE_SAVED_TOAST } from '#app/enhance/share.ts'
import { SITE } from '#app/content/site.ts'
import { candidateLimits, fillSections } from '#app/lib/home-sections.ts'
import { organizationLd, pageMeta, siteOf, websiteLd } from '#app/lib/seo.ts'
import {
	listMostReadArticles,
	listNewestMany,
} from '#app/server/articles/lists.server.ts'
import { findAuthorRef } from '#app/server/people/authors.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'
import { redirectWithToast } from '#app/server/edge/toast.server.ts'
import { READER_PAGE, type PageHandle } from '#app/lib/page-handle.ts'

/**
 * The front page's sections, top to bottom, with the anchors SPEC §2 links to. Each fills from the
 * next eligible article no section above it shows (app/lib/home-sections.ts).
 */
const SECTIONS = [
	// Featured Today (SPEC: 2) grows to keep the second tier at TIER_HEADLINES when there is less breaking news.
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

/** Headlines in the second tier beside the lead (breaking news, then Featured Today). */
const TIER_HEADLINES = 4

const category = (slug: string) =>
	({ kind: 'category', category: slug }) as const

/**
 * Each section's candidates, newest first. The response cache keeps the finished page; its lists
 * are read once per render, cut from one read of the newest articles where they can be
 * (listNewestMany).
 */
function newestLists(limits: Record<(typeof SECTIONS)[number]['key'], number>) {
	return listNewestMany({
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
	})
}

export async function loader() {
	const limits = candidateLimits(
		SECTIONS.map(section =>
			section.key === 'featuredToday'
				? { ...section, count: TIER_HEADLINES }
				: section,
		),
		1 + BREAKING_COUNT,
	)
	const [lists, mostRead, promotions, bandPromotions] = await Promise.all([
		newestLists(limits),
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
	const top = fillSections(
		[{ key: 'breaking', count: BREAKING_COUNT, candidates: breaking }],
		lead ? [lead.id] : [],
	)
	const filled = fillSections(
		SECTIONS.map(({ key, count }) => ({
			key,
			count:
				key === 'featuredToday'
					? Math.max(count, TIER_HEADLINES - top.breaking.length)
					: count,
			candidates: candidates[key],
		})),
		[...(lead ? [lead.id] : []), ...top.breaking.map(article => article.id)],
	)
	const env = getEnv()
	return {
		lead,
		leadAuthor,
		leadUrl: lead ? `${env.PUBLIC_URL}${articlePath(lead)}` : null,
		siteName: (await getSettings()).siteName,
		...top,
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
		description: site.description ?? SITE.tagline,
		path: '/',
		jsonLd: [websiteLd(site), organizationLd(site)],
	})
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
	// One promotion once per page: the band leaves out what the sidebar already shows.
	const band = bandPromotions.filter(
		promotion => !promotions.some(shown => shown.id === promotion.id),
	)
	return (
		<div className="flex flex-col gap-12">
			<div className="grid gap-3 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-8">
				<LeadStory
					lead={lead}
					author={leadAuthor}
					url={leadUrl ?? articlePath(lead)}
					siteName={siteName}
				/>
				<TopStories breaking={breaking} featured={featuredToday} />
			</div>

			<div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_300px] lg:gap-10">
				<div className="flex min-w-0 flex-col gap-12">
					<HomeSection
						id="personal-branding"
						title="Personal Branding"
						category="personal-branding"
						articles={personalBranding}
						size="medium"
						columns="sm:grid-cols-2"
					/>
					<HomeSection
						id="audience-growth"
						title="Audience Growth"
						category="audience-growth"
						articles={audienceGrowth}
						size="small"
						columns="sm:grid-cols-3"
					/>
					<PromotionBand promotions={band} />
					<HomeSection
						id="trust-building"
						title="Trust Building"
						category="trust-building"
						articles={trustBuilding}
						size="medium"
						columns="sm:grid-cols-2"
					/>
					<HomeSection
						id="strategies"
						title="Influence Strategies"
						category="influence-strategies"
						articles={strategies}
						size="small"
						columns="sm:grid-cols-3"
					/>
					<HomeSection
						id="expert-interviews"
						title="Expert Interviews"
						category="expert-interviews"
						articles={expertInterviews}
						size="medium"
						columns="sm:grid-cols-2"
					/>
					{guestContributions.length > 0 ? (
						<HomeSection
							id="guest-contributions"
							title="Guest Contributions"
							category="guest-contributions"
							articles={guestContributions}
							size="medium"
							columns="sm:grid-cols-2"
						/>
					) : null}
					<FromTheArchives articles={archives} />
				</div>

				<aside
					aria-label="More from Brandline"
					className="flex min-w-0 flex-col gap-10"
				>
					<MostRead articles={mostRead} />
					<NewsletterForm source="homepage-sidebar" id="subscribe" />
					<GameTeaser />
					<SponsoredPromotions promotions={promotions} />
					<ContentUpgrade />
					<AdSlot />
				</aside>
			</div>
		</div>
	)
}
