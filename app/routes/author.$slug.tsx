import { Link, data } from "react-router";
import type { Route } from "./+types/author.$slug";
import { ArticleCard } from "~/components/article-card";
import { Breadcrumb } from "~/components/breadcrumb";
import { CredentialList, PublicationList } from "~/components/credentials";
import { RichText } from "~/components/rich-text";
import { authors } from "~/content/pages";
import { listArticlesByAuthor } from "~/server/articles.server";
import { getEnv } from "~/server/env.server";
import { renderStaticMarkdown } from "~/server/markdown.server";

export async function loader({ params }: Route.LoaderArgs) {
  const author = authors.find((profile) => profile.slug === params.slug);
  if (!author) throw data(null, { status: 404 });
  const env = getEnv();
  return {
    author,
    bioHtml: renderStaticMarkdown(author.bio),
    articles: await listArticlesByAuthor(author.name, 6),
    canonical: `${env.PUBLIC_URL}/author/${author.slug}`,
    siteName: env.SITE_NAME,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: `${loaderData.author.name}, ${loaderData.author.title} | ${loaderData.siteName}` },
    { name: "description", content: loaderData.author.shortBio },
    { tagName: "link", rel: "canonical", href: loaderData.canonical },
    { property: "og:type", content: "profile" },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Person",
        name: loaderData.author.name,
        jobTitle: loaderData.author.title,
        description: loaderData.author.shortBio,
        url: loaderData.canonical,
        worksFor: { "@type": "Organization", name: loaderData.siteName },
        knowsAbout: loaderData.author.expertise,
        sameAs: loaderData.author.links.map((link) => link.url),
      },
    },
  ];
}

export default function AuthorPage({ loaderData }: Route.ComponentProps) {
  const { author, bioHtml, articles } = loaderData;
  return (
    <div className="mx-auto max-w-4xl">
      <Breadcrumb items={[{ label: "Authors" }, { label: author.name }]} />
      <header className="mt-4 border-b-2 border-ink pb-6">
        <h1 className="font-serif text-4xl font-black sm:text-5xl">{author.name}</h1>
        <p className="mt-2 text-lg text-muted">{author.title}</p>
      </header>
      <div className="mt-8 grid gap-10 md:grid-cols-[1fr_260px]">
        <RichText html={bioHtml} />
        <aside className="space-y-6 text-sm">
          <section aria-labelledby="credentials-heading">
            <h2 id="credentials-heading" className="font-semibold uppercase tracking-wide">
              Credentials
            </h2>
            <CredentialList credentials={author.credentials} className="mt-2" />
          </section>
          <section aria-labelledby="expertise-heading">
            <h2 id="expertise-heading" className="font-semibold uppercase tracking-wide">
              Writes about
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {author.expertise.map((topic) => (
                <li key={topic} className="rounded bg-white px-2 py-1">
                  {topic}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="publications-heading">
            <h2 id="publications-heading" className="font-semibold uppercase tracking-wide">
              Featured in
            </h2>
            <PublicationList publications={author.publications} className="mt-2" />
          </section>
          <ul className="flex gap-3">
            {author.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer me" className="font-semibold text-accent underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {articles.length > 0 ? (
        <section aria-labelledby="latest-heading" className="mt-12">
          <h2 id="latest-heading" className="mb-4 border-b-2 border-ink pb-1 font-serif text-2xl font-bold">
            Latest from {author.name}
          </h2>
          <div className="grid gap-6 md:grid-cols-3">
            {articles.map((article) => (
              <ArticleCard key={article.id} article={article} size="small" />
            ))}
          </div>
        </section>
      ) : null}
      <p className="mt-10 text-sm">
        <Link to="/about" className="font-semibold underline">
          About the magazine
        </Link>
      </p>
    </div>
  );
}
