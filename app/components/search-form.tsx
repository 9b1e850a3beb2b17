import { articlePath } from "~/lib/article-path";
import { useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { categoryTitle } from "~/content/categories";
import { SEARCH_MIN_LENGTH } from "~/lib/search";
import { useHydrated } from "~/lib/use-hydrated";

interface Result {
  id: string;
  headline: string;
  summary: string;
  category: string;
}

type PanelState = { status: "closed" } | { status: "loading"; query: string } | { status: "done"; query: string; results: Result[] } | { status: "failed"; query: string };

/**
 * A GET form to /search. With JavaScript the header's form opens a results panel in place (SPEC §4:
 * only on submit, only past 2 characters; 'Searching...'; closed by choosing a result, the clear
 * button or a click outside). Without it, /search shows the results.
 */
export function SearchForm({ className = "", defaultValue, size = "compact" }: { className?: string; defaultValue?: string; size?: "compact" | "large" }) {
  const large = size === "large";
  const hydrated = useHydrated();
  const [query, setQuery] = useState(defaultValue ?? "");
  const [panel, setPanel] = useState<PanelState>({ status: "closed" });
  const container = useRef<HTMLDivElement>(null);
  const instant = hydrated && !large;

  useEffect(() => {
    if (panel.status === "closed") return;
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setPanel({ status: "closed" });
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [panel.status]);

  const search = (event: React.FormEvent<HTMLFormElement>) => {
    if (!instant) return;
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed.length < SEARCH_MIN_LENGTH) return;
    void showResults(trimmed);
  };

  const showResults = async (trimmed: string) => {
    setPanel({ status: "loading", query: trimmed });
    try {
      const response = await fetch(`/api/articles/search?q=${encodeURIComponent(trimmed)}`);
      if (!response.ok) throw new Error(`${response.status}`);
      setPanel({ status: "done", query: trimmed, results: (await response.json()) as Result[] });
    } catch {
      setPanel({ status: "failed", query: trimmed });
    }
  };

  return (
    <div ref={container} className={`relative ${className}`}>
      <Form action="/search" method="get" role="search" onSubmit={search} className="flex items-center gap-2">
        <label className={large ? "flex-1" : undefined}>
          <span className="sr-only">Search articles</span>
          <input
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            minLength={SEARCH_MIN_LENGTH}
            required
            placeholder="Search articles"
            className={`${large ? "w-full rounded border border-rule bg-white px-3 py-2" : "w-56 min-w-0 rounded border border-rule bg-paper px-3 py-1.5 text-sm"} ${instant ? "own-clear-button" : ""}`}
          />
        </label>
        {instant && query ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery("");
              setPanel({ status: "closed" });
            }}
            className="px-1 text-lg leading-none text-muted hover:text-ink"
          >
            ×
          </button>
        ) : null}
        <button type="submit" className={`rounded bg-ink font-semibold text-white ${large ? "px-4 py-2" : "px-3 py-1.5 text-sm"}`}>
          Search
        </button>
      </Form>
      {panel.status !== "closed" ? (
        <div role="region" aria-label="Search results" aria-live="polite" className="absolute right-0 z-20 mt-2 max-h-96 w-96 max-w-[90vw] overflow-y-auto rounded border border-rule bg-white p-3 shadow-lg">
          {panel.status === "loading" ? <p className="text-sm text-muted">Searching...</p> : null}
          {panel.status === "failed" ? <p className="text-sm text-accent">Search failed</p> : null}
          {panel.status === "done" && panel.results.length === 0 ? <p className="text-sm text-muted">No articles found for "{panel.query}"</p> : null}
          {panel.status === "done" && panel.results.length > 0 ? (
            <ul className="divide-y divide-rule">
              {panel.results.map((result) => (
                <li key={result.id} className="py-2">
                  <Link to={articlePath(result)} onClick={() => setPanel({ status: "closed" })} className="block hover:underline">
                    <span className="block text-[11px] font-semibold tracking-wide text-accent uppercase">{categoryTitle(result.category)}</span>
                    <span className="block font-serif font-bold">{result.headline}</span>
                    <span className="line-clamp-2 block text-xs text-muted">{result.summary}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
