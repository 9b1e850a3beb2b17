import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/article.$id._index";
import { ArticleView } from "~/components/article-view";
import { categoryTitle } from "~/content/categories";
import { articlePageData } from "~/server/article-page.server";
import { findArticleByAddress } from "~/server/articles.server";
import { redirectWithToast } from "~/server/toast.server";

/**
 * /article/{slug}. Reading changes nothing: the view is counted by the page's beacon (ViewBeacon).
 * A former slug of the article, or its id (links from before slugs), answers a permanent redirect
 * to where it lives now; drafts and scheduled articles are not found.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await findArticleByAddress(params.id);
  if (!found) throw data({ notFound: true }, { status: 404 });
  if ("movedTo" in found) throw redirect(found.movedTo, 301);
  return articlePageData(found.reading);
}

/** Save only confirms (SPEC §4: nothing is stored); a form, so it works without JavaScript. */
export async function action({ url }: Route.ActionArgs) {
  return redirectWithToast(url.pathname, { title: "Article saved!", description: "Article added to your reading list" });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "Article Not Found" }, { name: "robots", content: "noindex" }];
  const { article, url, siteName } = loaderData;
  const image = article.imageUrl ? new URL(article.imageUrl, url).toString() : `${new URL(url).origin}/api/og-image`;
  return [
    { title: `${article.headline} | ${siteName}` },
    { name: "description", content: article.summary },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.headline },
    { property: "og:description", content: article.summary },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "article:published_time", content: article.publishedAt },
    { property: "article:section", content: categoryTitle(article.category) },
    { name: "twitter:card", content: "summary_large_image" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        headline: article.headline,
        description: article.summary,
        datePublished: article.publishedAt,
        articleSection: categoryTitle(article.category),
        author: { "@type": "Person", name: article.author },
        publisher: { "@type": "Organization", name: siteName },
        mainEntityOfPage: url,
        image: [image],
      },
    },
  ];
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  return <ArticleView {...loaderData} />;
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
