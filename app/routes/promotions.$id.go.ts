import { redirect } from 'react-router'
import type { Route } from './+types/promotions.$id.go'
import {
	countReaderClick,
	findPromotionUrl,
} from '#app/server/promotions/promotions.server.ts'
import { countedReader } from '#app/server/edge/reader-request.server.ts'
import { requestInfoContext } from '#app/server/edge/request-context.ts'

/**
 * A promotion's link goes through here: the click is counted, then the reader is sent on. It
 * works without JavaScript, and the destination opens even if counting fails (SPEC §4). A click
 * counts once per client address and promotion in 30 minutes; bots and clients past their limit
 * (`track`) are sent on without being counted.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
	const url = await findPromotionUrl(params.id)
	if (!url) throw new Response('Promotion not found', { status: 404 })
	try {
		const reader = await countedReader(request, context)
		if (reader) await countReaderClick(params.id, reader)
	} catch (error) {
		context
			.get(requestInfoContext)
			.log.warn({ err: error }, 'promotion click not counted')
	}
	// The stored address as the URL parser writes it: percent-encoded ASCII, fit for a Location header.
	return redirect(URL.parse(url)?.href ?? '/', {
		headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
	})
}
