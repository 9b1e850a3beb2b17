import { redirect } from 'react-router'
import type { Route } from './+types/article.$id.share.$platform'
import { articlePath } from '#app/lib/article-path.ts'
import { linkedinShareUrl, twitterShareUrl } from '#app/lib/share.ts'
import {
	articleAtAddress,
	getArticleSummary,
} from '#app/server/articles/reading.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import {
	countedReader,
	shareClient,
} from '#app/server/edge/reader-request.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { recordReaderShare } from '#app/server/insights/shares.server.ts'

const DESTINATIONS = {
	linkedin: (article: { url: string; title: string; summary: string }) =>
		linkedinShareUrl(article, Date.now()),
	twitter: twitterShareUrl,
} as const

/**
 * /article/{address}/share/{linkedin|twitter}, the address being any the article page answers (its
 * slug, a former one, its id): counts the share, then opens the network's share dialog. A plain
 * link, so sharing is counted with or without JavaScript: once per client address, article and
 * platform in 30 minutes. Bots and clients past their limit (`track`) are sent on without being
 * counted.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	if (!Object.hasOwn(DESTINATIONS, params.platform))
		throw new Response('Not found', { status: 404 })
	const platform = params.platform as keyof typeof DESTINATIONS
	const destination = DESTINATIONS[platform]
	const article = await articleAtAddress(params.id, getArticleSummary)
	if (!article) throw new Response('Not found', { status: 404 })
	try {
		const reader = await countedReader(request, context)
		if (reader)
			await recordReaderShare(
				{ articleId: article.id, platform, category: article.category },
				reader,
				shareClient(request),
			)
	} catch (error) {
		context
			.get(requestInfoContext)
			.log.warn({ err: error }, 'share not recorded')
	}
	const url = `${getEnv().PUBLIC_URL}${articlePath(article)}`
	return redirect(
		destination({ url, title: article.headline, summary: article.summary }),
		{ headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
	)
}
