import type { Route } from './+types/api.analytics.view[.gif]'
import { beaconReader } from '#app/server/edge/reader-request.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { countView } from '#app/server/insights/views.server.ts'

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from(
	'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
	'base64',
)

/**
 * GET /api/analytics/view.gif?article={id}: the article page's tracking image for readers
 * without JavaScript (inside <noscript>, so a browser with JavaScript sends the beacon instead).
 * Never cached, so every visit asks; the counting rules are the beacon's. Always the image.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
	const articleId = url.searchParams.get('article') ?? ''
	try {
		const reader = await beaconReader(request, context, articleId)
		if (reader) await countView(articleId, reader)
	} catch (error) {
		context
			.get(requestInfoContext)
			.log.debug({ err: error }, 'view not counted')
	}
	return new Response(PIXEL, {
		headers: {
			'Content-Type': 'image/gif',
			'Content-Length': String(PIXEL.length),
			'Cache-Control': 'no-store',
			'X-Robots-Tag': 'noindex',
		},
	})
}
