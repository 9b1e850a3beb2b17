import type { Route } from './+types/admin.subscribers.import_.$id_.refused[.csv]'
import {
	getSubscriberImport,
	refusedRowsCsv,
} from '#app/server/newsletter/subscriber-import.server.ts'

/**
 * The refused rows of a subscriber import as CSV (line, e-mail, reason), streamed from the
 * database, for whoever may manage subscribers (the /admin layout's middleware).
 */
export async function loader({ params }: Route.LoaderArgs) {
	const run = await getSubscriberImport(params.id)
	return new Response(refusedRowsCsv(run._id), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="refused-rows-${run._id}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
