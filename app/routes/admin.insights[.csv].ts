import { toCsv } from '#app/lib/csv.ts'
import {
	INSIGHT_CHART_IDS,
	chartRows,
	loadInsightCharts,
	rangeOf,
	type InsightChartId,
} from '#app/server/insights/charts.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'
import { zonedDay } from '#app/lib/zoned-time.ts'

/** /admin/insights.csv?chart=growth&days=30: one chart's numbers, for the administrator only. */
export async function loader({ request }: { request: Request }) {
	const url = new URL(request.url)
	const chart = url.searchParams.get('chart')
	if (!(INSIGHT_CHART_IDS as readonly string[]).includes(chart ?? ''))
		return new Response('Unknown chart.', { status: 404 })
	const days = rangeOf(url)
	const { timeZone } = await getSettings()
	const now = new Date()
	const rows = chartRows(
		await loadInsightCharts(days, now, timeZone),
		chart as InsightChartId,
	)
	return new Response(toCsv(rows), {
		headers: {
			'Content-Type': 'text/csv; charset=utf-8',
			'Content-Disposition': `attachment; filename="insights-${chart}-${days}-days-${zonedDay(now, timeZone)}.csv"`,
			'Cache-Control': 'private, no-store',
		},
	})
}
