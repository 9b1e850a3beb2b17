import type { Route } from './+types/category.$category.rss[.xml]'
import { CATEGORY_INFO, isCategory } from '#app/content/categories.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { renderRss, rssResponse } from '#app/server/articles/feeds.server.ts'

/** /category/{slug}/rss.xml — the newest articles of one category; 404 for a category that does not exist. */
export async function loader({ params }: Route.LoaderArgs) {
	if (!isCategory(params.category))
		return new Response('Category not found.', {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8' },
		})
	const env = getEnv()
	const { slug, title, description } = CATEGORY_INFO[params.category]
	return rssResponse(
		await renderRss({
			siteUrl: env.PUBLIC_URL,
			siteName: (await getSettings()).siteName,
			description,
			category: { slug, title },
		}),
	)
}
