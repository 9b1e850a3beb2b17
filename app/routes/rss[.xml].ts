import { SITE } from '#app/content/site.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { renderRss, rssResponse } from '#app/server/articles/feeds.server.ts'

/** /rss.xml — the newest articles for feed readers. */
export async function loader() {
	const env = getEnv()
	return rssResponse(
		await renderRss({
			siteUrl: env.PUBLIC_URL,
			siteName: env.SITE_NAME,
			description: SITE.tagline,
		}),
	)
}
