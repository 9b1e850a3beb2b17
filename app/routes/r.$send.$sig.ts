import { redirect } from 'react-router'
import type { Route } from './+types/r.$send.$sig'
import {
	asksNotToBeTracked,
	countedReader,
} from '#app/server/edge/reader-request.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'
import { countSendClick } from '#app/server/newsletter/send-stats.server.ts'
import { verifyClick } from '#app/server/newsletter/send-links.server.ts'

const HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/**
 * A link in a newsletter message (decision record 083): `/r/<send>/<signature>?u=<target>`. The
 * signature covers the send and the target, so a changed link is refused (no redirect: this is not
 * an open redirect). A person's click is added to the send's count for that link, nothing more:
 * bots and prefetchers (isbot), HEAD requests, readers who ask not to be tracked and clients past
 * their counting limit go on uncounted, and the link opens even if counting fails.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const target = new URL(request.url).searchParams.get('u') ?? ''
	if (!verifyClick(params.send, params.sig, target))
		return new Response('This link is not valid.', {
			status: 404,
			headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
		})
	if (request.method === 'GET' && !asksNotToBeTracked(request)) {
		try {
			if (await countedReader(request, context))
				countSendClick(params.send, target)
		} catch (error) {
			context
				.get(requestInfoContext)
				.log.warn({ err: error }, 'newsletter click not counted')
		}
	}
	return redirect(URL.parse(target)?.href ?? '/', { headers: HEADERS })
}
