import { Link } from "react-router";
import { SearchForm } from "~/components/search-form";
import type { Route } from "./+types/search";
import { categoryTitle } from "~/content/categories";
import { SEARCH_MIN_LENGTH } from "~/lib/search";
import { searchArticles } from "~/server/articles.server";

export async function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("q") ?? "").slice(0, 200);
  const trimmed = query.trim();
  const searched = trimmed.length >= SEARCH_MIN_LENGTH;
  return { query: trimmed, searched, results: searched ? await searchArticles(trimmed) : [] };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData?.searched ? `Search: ${loaderData.query}` : "Search" },
    { name: "robots", content: "noindex" },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { query, searched, results } = loaderData;
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="font-serif text-4xl font-black">Search</h1>
      <SearchForm className="mt-4" defaultValue={query} size="large" />

      {!searched ? (
        <p className="mt-6 text-muted">Type at least {SEARCH_MIN_LENGTH} characters to search headlines, summaries and authors.</p>
      ) : results.length === 0 ? (
        <p className="mt-6 text-muted" role="status">
          No articles found for "{query}"
        </p>
      ) : (
        <section aria-label="Search results" className="mt-6">
          <p className="text-sm text-muted" role="status">
            {results.length} {results.length === 1 ? "article" : "articles"} for "{query}"
          </p>
          <ul className="mt-4 divide-y divide-rule">
            {results.map((result) => (
              <li key={result.id} className="py-4">
                <p className="text-xs font-semibold uppercase tracking-wide text-accent">{categoryTitle(result.category)}</p>
                <Link to={`/article/${result.id}`} className="font-serif text-xl font-bold hover:underline">
                  {result.headline}
                </Link>
                <p className="text-muted">{result.summary}</p>
                <p className="text-xs text-muted">{result.author}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
