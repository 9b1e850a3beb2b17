import { data, redirect } from "react-router";
import type { Route } from "./+types/tag.$tag";
import { ArticleCard } from "~/components/article-card";
import { Breadcrumb } from "~/components/breadcrumb";
import { Pager, pageMetaLinks } from "~/components/pager";
import { breadcrumbLd, pageMeta, siteOf } from "~/lib/seo";
import { isTagSlug, tagsOf } from "~/lib/tags";
import { cursorParam, listArticlePage } from "~/server/articles.server";

/** Cards per page of a tag (as a category's). */
const PAGE_SIZE = 24;

/**
 * /tag/{slug}: the published articles carrying a tag, newest first, paged by cursor like a
 * category. A tag no public article carries has no page (404, never cached: the page appears with
 * its first article). Its name is the one the newest article spells it with.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  if (!isTagSlug(params.tag)) throw data(null, { status: 404 });
  const beforeParam = url.searchParams.get("before");
  const afterParam = url.searchParams.get("after");
  const before = cursorParam(beforeParam);
  const after = cursorParam(afterParam);
  const base = `/tag/${params.tag}`;
  // A cursor that is not one (edited by hand) leads to the first page.
  if ((beforeParam !== null && !before) || (afterParam !== null && !after)) throw redirect(base);
  const list = await listArticlePage({ tag: params.tag, before, after, limit: PAGE_SIZE });
  if (list.articles.length === 0 && !before && !after) throw data(null, { status: 404 });
  const name = list.articles.flatMap((article) => tagsOf(article)).find((tag) => tag.slug === params.tag)?.name ?? params.tag;
  return {
    name,
    base,
    ...list,
    paged: Boolean(before || after),
    // The canonical path names the page of the list it shows.
    path: `${base}${before ? `?before=${beforeParam}` : after ? `?after=${afterParam}` : ""}`,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteOf(matches);
  if (!loaderData) return [{ title: `404 Page Not Found | ${site.name}` }, { name: "robots", content: "noindex" }];
  return pageMeta({
    site,
    title: `${loaderData.name}${loaderData.paged ? " (older articles)" : ""}`,
    description: `Articles tagged ${loaderData.name} from ${site.name}.`,
    path: loaderData.path,
    jsonLd: [breadcrumbLd(site, [{ name: loaderData.name, path: loaderData.base }])],
    extra: pageMetaLinks(site.url, loaderData.base, loaderData),
  });
}

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { name, articles, base } = loaderData;
  return (
    <div>
      <Breadcrumb items={[{ label: `Tagged ${name}` }]} />
      <header className="mt-4 border-b-2 border-ink pb-4">
        <p className="text-xs font-bold tracking-[0.1em] text-muted uppercase">Tag</p>
        <h1 className="font-serif text-4xl font-black">{name}</h1>
      </header>
      {articles.length > 0 ? (
        <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <ArticleCard key={article.id} article={article} size="medium" />
          ))}
        </div>
      ) : (
        <p className="py-16 text-center text-muted">No more articles with this tag.</p>
      )}
      <Pager base={base} links={loaderData} label={`More articles tagged ${name}`} />
    </div>
  );
}
