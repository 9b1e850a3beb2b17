import type { Route } from './+types/admin.subscribers[.csv]'
import { SubscriberListQuery, readListQuery } from '#app/schemas/admin-lists.ts'
import { subscribersCsvStream } from '#app/server/newsletter/subscriber-admin.server.ts'

/**
 * The subscriber list as CSV (SPEC §9 columns and file name), for the administrator only (the
 * /admin layout's middleware). It takes the list's filter from its address (search, status,
 * source), so the file holds what the list shows; the body is streamed from a database cursor.
 */
export function loader({ request }: Route.LoaderArgs) {
	const query = readListQuery(
		SubscriberListQuery,
		new URL(request.url).searchParams,
	)
	const date = new Date().toISOString().slice(0, 10)
	return new Response(subscribersCsvStream(query), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="newsletter-subscribers-${date}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
