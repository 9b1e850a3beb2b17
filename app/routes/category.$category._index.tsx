import { data } from "react-router";
import type { Route } from "./+types/category.$category._index";
import { ArticleCard } from "~/components/article-card";
import { Breadcrumb } from "~/components/breadcrumb";
import { CATEGORY_INFO, isCategory } from "~/content/categories";
import { listArticlesInCategory } from "~/server/articles.server";
import { getEnv } from "~/server/env.server";

export async function loader({ params }: Route.LoaderArgs) {
  const known = isCategory(params.category);
  const info = known ? CATEGORY_INFO[params.category as keyof typeof CATEGORY_INFO] : null;
  const page = {
    slug: params.category,
    // An unknown slug is titled 'Category' with no description (SPEC §2), and answers 404.
    title: info?.title ?? "Category",
    description: info?.description ?? "",
    articles: known ? await listArticlesInCategory(params.category, 30) : [],
    canonical: `${getEnv().PUBLIC_URL}/category/${encodeURIComponent(params.category)}`,
    feed: known ? `/category/${encodeURIComponent(params.category)}/rss.xml` : null,
    siteName: getEnv().SITE_NAME,
  };
  return known ? page : data(page, { status: 404 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.title} | ${loaderData.siteName}` },
    { name: "description", content: loaderData.description || `${loaderData.title} articles from ${loaderData.siteName}.` },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    // Feed readers find the category's own feed from its page.
    ...(loaderData.feed ? [{ tagName: "link", rel: "alternate", type: "application/rss+xml", title: `${loaderData.title} | ${loaderData.siteName}`, href: loaderData.feed }] : []),
  ];
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { title, description, articles } = loaderData;
  return (
    <div>
      <Breadcrumb items={[{ label: title }]} />
      <header className="mt-4 border-b-2 border-ink pb-4">
        <h1 className="font-serif text-4xl font-black">{title}</h1>
        {description ? <p className="mt-2 text-lg text-muted">{description}</p> : null}
      </header>
      {articles.length > 0 ? (
        <section aria-labelledby="latest-heading">
          <h2 id="latest-heading" className="mt-6 mb-4 text-xs font-bold tracking-[0.1em] text-muted uppercase">
            Latest in {title}
          </h2>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} size="medium" />
            ))}
          </div>
        </section>
      ) : (
        <section className="py-16 text-center">
          <h2 className="font-serif text-2xl font-bold">No Articles Found</h2>
          <p className="mt-2 text-muted">Check back soon for new content in this category.</p>
        </section>
      )}
    </div>
  );
}
