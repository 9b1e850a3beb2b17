import { SITE } from '~/content/site'
import { getEnv } from '~/server/env.server'
import { renderRss, rssResponse } from '~/server/feeds.server'

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
