import { redirect } from 'react-router'
import type { Route } from './+types/newsletter_.one-click.$token'
import { LINK_PAGE_HEADERS } from '#app/components/newsletter/link-page.tsx'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { methodNotAllowed, readForm } from '#app/server/edge/http.server.ts'
import { unsubscribe } from '#app/server/newsletter/subscribers.server.ts'
import { attributed, viaOf } from '#app/server/newsletter/send-stats.server.ts'

const TEXT = {
	...LINK_PAGE_HEADERS,
	'Content-Type': 'text/plain; charset=utf-8',
}

/**
 * One-click unsubscribe (RFC 8058), the address in every message's List-Unsubscribe header. Mail
 * clients POST `List-Unsubscribe=One-Click` with no cookies or session, some from a web page on
 * their own origin: the signed token is the authority, so server/app.ts lets this path through
 * the cross-site check, and as a resource route React Router's own origin check does not apply.
 * Answered 200 with a line of text, never a redirect. The header's address carries the send it
 * came in (`via`, signed), so the unsubscribe counts for that send (decision record 083).
 */
export async function action({ params, request }: Route.ActionArgs) {
	if (request.method !== 'POST') return methodNotAllowed(['POST'])
	// The body says "List-Unsubscribe=One-Click"; a client that sends something else still means it.
	await readForm(request).catch(() => undefined)
	try {
		await attributed(
			{ ...viaOf(request), purpose: 'unsubscribe', token: params.token },
			'unsubscribes',
			() => unsubscribe(params.token),
		)
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return new Response(error.message, { status: 404, headers: TEXT })
	}
	return new Response('You have been unsubscribed.', {
		status: 200,
		headers: TEXT,
	})
}

/** A client that opens the header's address instead gets the page with the button. */
export function loader({ params, request }: Route.LoaderArgs) {
	return redirect(
		`/newsletter/unsubscribe/${encodeURIComponent(params.token)}${new URL(request.url).search}`,
		{ headers: LINK_PAGE_HEADERS },
	)
}
