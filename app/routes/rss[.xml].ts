import { SITE } from "~/content/site";
import { getEnv } from "~/server/env.server";
import { renderRss } from "~/server/feeds.server";

/** /rss.xml — the newest articles for feed readers. */
export async function loader() {
  const env = getEnv();
  const xml = await renderRss({ siteUrl: env.PUBLIC_URL, siteName: env.SITE_NAME, description: SITE.tagline });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" } });
}
