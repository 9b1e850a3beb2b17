import { Link } from "react-router";
import { pageHref, type PageLinks } from "~/lib/cursor";

/** <link rel="prev|next"> for a paginated list's meta. */
export function pageMetaLinks(origin: string, base: string, links: PageLinks) {
  const newer = pageHref(base, links, "newer");
  const older = pageHref(base, links, "older");
  return [...(newer ? [{ tagName: "link", rel: "prev", href: origin + newer }] : []), ...(older ? [{ tagName: "link", rel: "next", href: origin + older }] : [])];
}

/** "Newer articles" / "Older articles": plain links, so paging works without JavaScript. */
export function Pager({ base, links, label }: { base: string; links: PageLinks; label: string }) {
  const newer = pageHref(base, links, "newer");
  const older = pageHref(base, links, "older");
  if (!newer && !older) return null;
  return (
    <nav aria-label={label} className="mt-10 flex items-center justify-between border-t border-rule pt-4 text-sm font-semibold">
      {newer ? (
        <Link to={newer} rel="prev" className="text-accent hover:underline">
          ← Newer articles
        </Link>
      ) : (
        <span />
      )}
      {older ? (
        <Link to={older} rel="next" className="text-accent hover:underline">
          Older articles →
        </Link>
      ) : null}
    </nav>
  );
}
