import type { Route } from './+types/admin.newsletter_.sends.$send_.figures[.csv]'
import { toCsv } from '#app/lib/csv.ts'
import {
	reportRows,
	sendReport,
} from '#app/server/newsletter/send-stats.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'

/** /admin/newsletter/sends/:send/figures.csv: the send page's numbers (docs/decisions/083). */
export async function loader({ params }: Route.LoaderArgs) {
	try {
		const report = await sendReport(params.send)
		return new Response(toCsv(reportRows(report)), {
			headers: {
				'Content-Type': 'text/csv; charset=utf-8',
				'Content-Disposition': `attachment; filename="send-${report.id}.csv"`,
				'Cache-Control': 'private, no-store',
			},
		})
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		return new Response('No such send.', { status: 404 })
	}
}
