import { Form } from "react-router";
import { SEARCH_MIN_LENGTH } from "~/lib/search";

/** A plain GET form to /search: works without JavaScript, enhanced into a client navigation with it. */
export function SearchForm({ className = "", defaultValue, size = "compact" }: { className?: string; defaultValue?: string; size?: "compact" | "large" }) {
  const large = size === "large";
  return (
    <Form action="/search" method="get" role="search" className={`flex items-center gap-2 ${className}`}>
      <label className={large ? "flex-1" : undefined}>
        <span className="sr-only">Search articles</span>
        <input
          type="search"
          name="q"
          defaultValue={defaultValue}
          minLength={SEARCH_MIN_LENGTH}
          required
          placeholder="Search articles"
          className={large ? "w-full rounded border border-rule bg-white px-3 py-2" : "w-56 rounded border border-rule bg-paper px-3 py-1.5 text-sm"}
        />
      </label>
      <button type="submit" className={`rounded bg-ink font-semibold text-white ${large ? "px-4 py-2" : "px-3 py-1.5 text-sm"}`}>
        Search
      </button>
    </Form>
  );
}
