import { Link, data } from "react-router";
import type { Route } from "./+types/article.$id._index";
import { AdSlot } from "~/components/ad-slot";
import { ArticleCard } from "~/components/article-card";
import { ReadingProgress } from "~/components/reading-progress";
import { Breadcrumb } from "~/components/breadcrumb";
import { Byline } from "~/components/byline";
import { PromotionBand, SponsoredPromotions } from "~/components/promotion-card";
import { LEAD_IMAGE_SIZES, ResponsiveImage } from "~/components/responsive-image";
import { ARTICLE_SAVED_TOAST, SaveButton } from "~/components/save-button";
import { CompactShareButton, ShareMenu } from "~/components/share-menu";
import { ViewBeacon } from "~/components/view-beacon";
import { categoryTitle } from "~/content/categories";
import { formatCompactNumber, formatCount, formatImageCredit, formatLongDate } from "~/lib/format";
import { DEFAULT_SOCIAL_IMAGE, breadcrumbLd, newsArticleLd, pageMeta, siteOf } from "~/lib/seo";
import { youtubeEmbedUrl, youtubeVideoId } from "~/lib/youtube";
import { getArticleForReading, listRelatedArticles } from "~/server/articles.server";
import { findAuthorRef } from "~/server/authors.server";
import { getEnv } from "~/server/env.server";
import { listActivePromotions } from "~/server/promotions.server";
import { redirectWithToast } from "~/server/toast.server";

/** Reading changes nothing: the view is counted by the page's beacon (ViewBeacon). */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await getArticleForReading(params.id);
  if (!found) throw data({ notFound: true }, { status: 404 });
  const { article, html } = found;
  const env = getEnv();
  return {
    article,
    html,
    videoId: youtubeVideoId(article.youtubeUrl),
    related: await listRelatedArticles(article, 3),
    byline: await findAuthorRef(article.author),
    promotions: await listActivePromotions({ placement: "sidebar", category: article.category }),
    footerPromotions: await listActivePromotions({ placement: "article-footer", category: article.category, limit: 1 }),
    url: `${env.PUBLIC_URL}/article/${article.id}`,
    siteName: env.SITE_NAME,
  };
}

/** Save only confirms (SPEC §4: nothing is stored); a form, so it works without JavaScript. */
export async function action({ url }: Route.ActionArgs) {
  return redirectWithToast(url.pathname, ARTICLE_SAVED_TOAST);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return [{ title: `Article Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
  const { article } = loaderData;
  const path = `/article/${article.id}`;
  const section = categoryTitle(article.category);
  const image = article.imageUrl ?? DEFAULT_SOCIAL_IMAGE.path;
  const imageSize = article.imageUrl ? article.imageMeta?.find((meta) => meta.url === article.imageUrl) : DEFAULT_SOCIAL_IMAGE;
  return pageMeta({
    site,
    title: article.headline,
    description: article.summary,
    path,
    type: "article",
    image: { url: image, alt: article.imageUrl ? article.headline : site.name, ...(imageSize ? { width: imageSize.width, height: imageSize.height } : {}) },
    extra: [
      { property: "article:published_time", content: article.publishedAt },
      { property: "article:section", content: section },
      { property: "article:author", content: article.author },
    ],
    jsonLd: [
      newsArticleLd(site, {
        headline: article.headline,
        description: article.summary,
        path,
        image,
        datePublished: article.publishedAt,
        section,
        author: { name: article.author, ...(loaderData.byline ? { path: `/author/${loaderData.byline.slug}` } : {}) },
      }),
      breadcrumbLd(site, [
        { name: section, path: `/category/${article.category}` },
        { name: article.headline, path },
      ]),
    ],
  });
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, html, videoId, related, url, siteName, promotions, footerPromotions, byline } = loaderData;
  const shareTarget = { id: article.id, category: article.category, url, title: article.headline, summary: article.summary };
  const category = categoryTitle(article.category);

  return (
    <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
      <div className="min-w-0">
        <ReadingProgress targetId="article" />
        <div className="print:hidden">
          <Breadcrumb items={[{ label: category, to: `/category/${article.category}` }, { label: article.headline }]} />
        </div>

        <article id="article" className="mt-6">
          <header className="flex flex-col gap-3">
            <p className="flex gap-2 text-xs font-semibold uppercase tracking-wide">
              <Link to={`/category/${article.category}`} className="text-accent">
                {category}
              </Link>
              {article.breaking ? <span className="rounded bg-accent px-1.5 text-white">Breaking</span> : null}
            </p>
            <h1 className="font-serif text-4xl leading-[1.1] font-bold tracking-[-0.015em] sm:text-5xl">{article.headline}</h1>
            <p className="max-w-measure font-serif text-xl leading-relaxed text-muted sm:text-[1.375rem]">{article.summary}</p>
            <div className="flex flex-wrap items-center justify-between gap-3 border-y border-rule py-3 text-sm text-muted">
              <p>
                By <Byline name={article.author} author={byline} className="font-semibold text-ink hover:underline" />{" "}
                · <time dateTime={article.publishedAt}>{formatLongDate(article.publishedAt)}</time> · {formatCount(article.views)} views
                {article.shares > 0 ? <> · {formatCompactNumber(article.shares)} shares</> : null}
              </p>
              <div className="ml-auto flex items-center gap-2 print:hidden">
                <ShareMenu article={shareTarget} siteName={siteName} />
                <SaveButton />
              </div>
            </div>
          </header>

          {article.imageUrl ? (
            <figure className="mt-6">
              <ResponsiveImage
                src={article.imageUrl}
                imageMeta={article.imageMeta}
                sizes={LEAD_IMAGE_SIZES}
                priority
                fallbackSize={{ width: 1200, height: 800 }}
                className="max-h-[500px] w-full rounded object-cover"
              />
              {article.imageCredit ? <figcaption className="mt-1 text-xs text-muted">{formatImageCredit(article.imageCredit)}</figcaption> : null}
            </figure>
          ) : null}

          {videoId ? (
            <div className="mt-6 aspect-video">
              <iframe
                src={youtubeEmbedUrl(videoId)}
                title={`Video: ${article.headline}`}
                className="h-full w-full rounded"
                loading="lazy"
                allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
              />
            </div>
          ) : null}

          <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: html }} />

          {article.imageUrls && article.imageUrls.length > 0 ? (
            <div className="mt-8 grid grid-cols-2 gap-4">
              {article.imageUrls.map((src) => (
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

          <PromotionBand promotions={footerPromotions} className="mt-10" />

          <ViewBeacon articleId={article.id} />

          <footer className="mt-10 flex flex-wrap items-center justify-between gap-3 border-t border-rule pt-4 text-sm text-muted">
            <p>
              Filed under{" "}
              <Link to={`/category/${article.category}`} className="font-semibold text-ink hover:underline">
                {category}
              </Link>{" "}
              by <Byline name={article.author} author={byline} className="font-semibold text-ink hover:underline" />
            </p>
            <div className="print:hidden">
              <CompactShareButton article={shareTarget} />
            </div>
          </footer>
        </article>

        {related.length > 0 ? (
          <section aria-labelledby="related-heading" className="mt-12 print:hidden">
            <div className="mb-4 flex items-baseline justify-between border-b-2 border-ink pb-1">
              <h2 id="related-heading" className="font-serif text-2xl font-bold">
                Related Articles
              </h2>
              <Link to={`/category/${article.category}`} className="text-sm font-semibold text-accent hover:underline">
                View more
              </Link>
            </div>
            <div className="grid gap-6 md:grid-cols-3">
              {related.map((item) => (
                <ArticleCard key={item.id} article={item} size="small" />
              ))}
            </div>
          </section>
        ) : null}
      </div>
      <div className="flex flex-col gap-6 lg:pt-10 print:hidden">
        <AdSlot category={article.category} />
        <SponsoredPromotions promotions={promotions} />
        <Link to="/game-of-influence" className="rounded bg-ink p-4 text-sm font-semibold text-white">
          Play the Game of Influence: your score from 0 to 100 →
        </Link>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <title>Article Not Found</title>
      <h1 className="font-serif text-4xl font-bold">Article Not Found</h1>
      <p className="mt-4 text-muted">The article you're looking for doesn't exist or has been moved.</p>
      <Link to="/" className="mt-8 inline-block border-b-2 border-accent font-semibold">
        Back to the front page
      </Link>
    </section>
  );
}
