import { getEnv } from "~/server/env.server";
import { renderSitemap } from "~/server/feeds.server";

/** /sitemap.xml for search engines. */
export async function loader() {
  return new Response(await renderSitemap(getEnv().PUBLIC_URL), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
