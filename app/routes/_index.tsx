import { articlePath } from "~/lib/article-path";
import { Link } from "react-router";
import type { Route } from "./+types/_index";
import { AdSlot } from "~/components/ad-slot";
import { ArticleCard } from "~/components/article-card";
import { ContentUpgrade } from "~/components/content-upgrade";
import { NewsletterForm } from "~/components/newsletter-form";
import { LEAD_IMAGE_SIZES, ResponsiveImage } from "~/components/responsive-image";
import { SponsoredPromotions } from "~/components/promotion-card";
import { gamePage } from "~/content/pages";
import { SITE } from "~/content/site";
import { formatCount, formatLongDate } from "~/lib/format";
import {
  listArticlesInCategory,
  listBreakingArticles,
  listFeaturedArticles,
  listLatestArticles,
  listMostReadArticles,
} from "~/server/articles.server";
import { listActivePromotions } from "~/server/promotions.server";

export async function loader() {
  // The response cache keeps the finished page; its lists are read once per render.
  const [featured, breaking, latest, personalBranding, audienceGrowth, guestContributions, mostRead, promotions] = await Promise.all([
    listFeaturedArticles(3),
    listBreakingArticles(2),
    listLatestArticles(2),
    listArticlesInCategory("personal-branding", 2),
    listArticlesInCategory("audience-growth", 3),
    listArticlesInCategory("guest-contributions", 2),
    listMostReadArticles(3),
    listActivePromotions({ placement: "sidebar" }),
  ]);
  return { lead: featured[0] ?? latest[0] ?? null, featuredToday: latest, breaking, personalBranding, audienceGrowth, guestContributions, mostRead, promotions };
}

/** The sidebar has the newsletter sign-up, so the header's Subscribe link lands there. */
export const handle = { hasSignup: true };

export function meta({ matches }: Route.MetaArgs) {
  const siteName = matches[0]?.loaderData?.siteName ?? "Brandline";
  const publicUrl = matches[0]?.loaderData?.publicUrl;
  return [
    { title: `${siteName} — Personal Branding, Audience Growth and Influence` },
    { name: "description", content: SITE.tagline },
    ...(publicUrl ? [{ tagName: "link", rel: "canonical", href: `${publicUrl}/` }] : []),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: siteName,
        url: publicUrl,
        potentialAction: { "@type": "SearchAction", target: `${publicUrl}/search?q={search_term_string}`, "query-input": "required name=search_term_string" },
      },
    },
  ];
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { lead, featuredToday, breaking, personalBranding, audienceGrowth, guestContributions, mostRead, promotions } = loaderData;
  if (!lead) {
    return <p className="py-16 text-center text-muted">No articles have been published yet.</p>;
  }
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_320px]">
      <div className="flex flex-col gap-12">
        <article aria-labelledby="lead-headline" className="flex flex-col gap-3">
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
          <h2 id="lead-headline" className="font-serif text-4xl font-black leading-tight">
            <Link to={articlePath(lead)} className="hover:underline">
              {lead.headline}
            </Link>
          </h2>
          <p className="text-lg text-muted">{lead.summary}</p>
          <p className="text-sm text-muted">
            By {lead.author} · <time dateTime={lead.publishedAt}>{formatLongDate(lead.publishedAt)}</time> · 8 min read
          </p>
        </article>

        {breaking.length > 0 ? (
          <section aria-labelledby="breaking-heading" className="rounded border-l-4 border-accent bg-white p-4">
            <h2 id="breaking-heading" className="text-sm font-bold uppercase tracking-wide text-accent">
              Breaking News
            </h2>
            <ul className="mt-2 space-y-3">
              {breaking.map((article) => (
                <li key={article.id}>
                  <Link to={articlePath(article)} className="font-serif text-lg font-bold hover:underline">
                    {article.headline}
                  </Link>
                  <p className="text-sm text-muted">{truncate(article.summary, 100)}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <Section id="featured-today" title="Featured Today" articles={featuredToday} size="medium" columns="md:grid-cols-2" />
        <Section id="personal-branding" title="Personal Branding" articles={personalBranding} size="medium" columns="md:grid-cols-2" />
        <Section id="audience-growth" title="Audience Growth" articles={audienceGrowth} size="small" columns="md:grid-cols-3" />
        {guestContributions.length > 0 ? (
          <Section id="guest-contributions" title="Guest Contributions" articles={guestContributions} size="medium" columns="md:grid-cols-2" />
        ) : null}
      </div>

      <aside className="flex flex-col gap-8">
        <section aria-labelledby="game-heading" className="rounded bg-ink p-5 text-white">
          <p className="text-xs font-semibold uppercase tracking-wide text-white/70">Interactive</p>
          <h2 id="game-heading" className="mt-1 font-serif text-2xl font-bold">
            {gamePage.title}
          </h2>
          <p className="mt-2 text-sm text-white/80">{gamePage.teaser}</p>
          <Link to="/game-of-influence" className="mt-4 inline-block rounded bg-accent px-4 py-2 text-sm font-semibold">
            Play and get your score (0–100)
          </Link>
        </section>
        <ContentUpgrade />
        <AdSlot />
        <SponsoredPromotions promotions={promotions} />
        <section aria-labelledby="most-read-heading" className="rounded bg-white p-4">
          <h2 id="most-read-heading" className="border-b border-rule pb-2 font-serif text-xl font-bold">
            Most Read
          </h2>
          <ol className="mt-3 space-y-4">
            {mostRead.map((article, index) => (
              <li key={article.id} className="flex gap-3">
                <span className="font-serif text-3xl font-black text-accent">{index + 1}</span>
                <div>
                  <Link to={articlePath(article)} className="font-semibold hover:underline">
                    {article.headline}
                  </Link>
                  <p className="text-xs text-muted">{formatCount(article.views)} views</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
        <NewsletterForm source="homepage-sidebar" id="subscribe" />
      </aside>
    </div>
  );
}

function Section({
  id,
  title,
  articles,
  size,
  columns,
}: {
  id: string;
  title: string;
  articles: Route.ComponentProps["loaderData"]["featuredToday"];
  size: "small" | "medium";
  columns: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 border-b-2 border-ink pb-1 font-serif text-2xl font-bold">
        {title}
      </h2>
      <div className={`grid gap-6 ${columns}`}>
        {articles.map((article) => (
          <ArticleCard key={article.id} article={article} size={size} />
        ))}
      </div>
    </section>
  );
}
