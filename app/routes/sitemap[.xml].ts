import { getEnv } from '#app/server/platform/env.server.ts'
import { renderSitemapIndex } from '#app/server/articles/feeds.server.ts'

/** /sitemap.xml for search engines: an index of child sitemaps of at most 5,000 URLs each. */
export async function loader() {
	return new Response(await renderSitemapIndex(getEnv().PUBLIC_URL), {
		headers: {
			'Content-Type': 'application/xml; charset=utf-8',
			'Cache-Control': 'public, max-age=3600',
		},
	})
}
