import { articlePath } from '#app/lib/article-path.ts'
import { youtubeVideoId } from '#app/lib/youtube.ts'
import { listRelatedArticles } from './related.server.ts'
import { type ArticleForReading } from './public.server.ts'
import { findAuthorCard } from '#app/server/people/authors.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { listActivePromotions } from '#app/server/promotions/promotions.server.ts'

/**
 * Sponsored promotions in the article's rail: one, so a first screen carries at most one promotion
 * (issue 21; the home sidebar keeps SPEC's two).
 */
export const ARTICLE_RAIL_PROMOTIONS = 1

/**
 * Everything the article page shows around an article and its stored HTML: the article page and
 * the admin's preview load it alike, so the preview is the page (app/components/article-view.tsx).
 */
export async function articlePageData({
	article,
	html,
	readingMinutes,
}: ArticleForReading) {
	const env = getEnv()
	return {
		article,
		html,
		readingMinutes,
		videoId: youtubeVideoId(article.youtubeUrl),
		related: await listRelatedArticles(article, 3),
		byline: await findAuthorCard(article.author),
		promotions: await listActivePromotions({
			placement: 'sidebar',
			category: article.category,
			limit: ARTICLE_RAIL_PROMOTIONS,
		}),
		footerPromotions: await listActivePromotions({
			placement: 'article-footer',
			category: article.category,
			limit: 1,
		}),
		url: `${env.PUBLIC_URL}${articlePath(article)}`,
		siteName: (await getSettings()).siteName,
	}
}
