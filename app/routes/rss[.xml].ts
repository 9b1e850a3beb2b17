import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { renderRss, rssResponse } from '#app/server/articles/feeds.server.ts'

/** /rss.xml — the newest articles for feed readers. */
export async function loader() {
	const env = getEnv()
	const settings = await getSettings()
	return rssResponse(
		await renderRss({
			siteUrl: env.PUBLIC_URL,
			siteName: settings.siteName,
			description: settings.description,
		}),
	)
}
