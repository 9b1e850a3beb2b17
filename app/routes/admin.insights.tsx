import { countOf } from '#app/lib/plural.ts'
import { Link } from 'react-router'
import type { Route } from './+types/admin.insights'
import { BarChart } from '#app/components/admin/bar-chart.tsx'
import { LineChart } from '#app/components/admin/charts.tsx'
import { INSIGHT_RANGES } from '#app/server/insights/insights.server.ts'
import {
	loadInsightCharts,
	rangeOf,
} from '#app/server/insights/charts.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

/** /admin/insights: first-party figures as charts drawn on the server (7, 30 or 90 days). */
export async function loader({ request }: Route.LoaderArgs) {
	const { timeZone } = await getSettings()
	return {
		...(await loadInsightCharts(
			rangeOf(new URL(request.url)),
			new Date(),
			timeZone,
		)),
		ranges: INSIGHT_RANGES,
		timeZone,
	}
}

export function meta() {
	return [
		{ title: 'Insights | Admin' },
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

export default function AdminInsightsPage({
	loaderData,
}: Route.ComponentProps) {
	const {
		days,
		timeZone,
		dates,
		growth,
		sources,
		shares,
		reading,
		promotions,
		topViews,
		topEngaged,
		ranges,
	} = loaderData
	const csv = (chart: string) =>
		`/admin/insights.csv?chart=${chart}&days=${days}`
	const sum = (values: number[]) =>
		values.reduce((total, value) => total + value, 0)
	const [impressions, clicks] = [
		sum(promotions[0]!.values),
		sum(promotions[1]!.values),
	]
	return (
		<div className="mx-auto max-w-5xl">
			<Link to="/admin" className="text-sm font-semibold hover:underline">
				← Back to the dashboard
			</Link>
			<div className="mt-4 flex flex-wrap items-end justify-between gap-3">
				<h1 className="font-serif text-3xl font-black">Insights</h1>
				<nav aria-label="Period" className="flex gap-1 text-sm">
					{ranges.map(range => (
						<Link
							key={range}
							to={`/admin/insights?days=${range}`}
							aria-current={range === days ? 'page' : undefined}
							className={`rounded border px-3 py-1 font-semibold ${range === days ? 'border-accent bg-accent text-white' : 'border-rule'}`}
						>
							{range} days
						</Link>
					))}
				</nav>
			</div>
			<p className="mt-2 text-sm text-muted">
				Counted on this site, from {dates[0]} to {dates[dates.length - 1]} (days
				in {timeZone}; today so far). Nothing here identifies a reader; the
				reading of readers who send Do Not Track or Global Privacy Control
				(views, engaged time, referrers) is not counted.
			</p>
			<div className="mt-6 grid gap-6">
				<LineChart
					title="Reading"
					description={`Per day: ${countOf(sum(reading[0]!.values), 'article view')} and ${countOf(sum(reading[1]!.values), 'engaged read')} (more than 30 seconds on the page) in ${days} days.`}
					dates={dates}
					series={reading}
					csvHref={csv('reading')}
				/>
				<div className="grid gap-6 md:grid-cols-2">
					<BarChart
						title="Top articles by views"
						description={`The ten articles read most, ${days} days.`}
						bars={topViews}
						csvHref={csv('top-views')}
						valueLabel="Views"
					/>
					<BarChart
						title="Top articles by engaged time"
						description={`Average engaged minutes per engaged read (articles with at least three), ${days} days.`}
						bars={topEngaged}
						csvHref={csv('top-engaged')}
						valueLabel="Minutes"
					/>
				</div>
				<LineChart
					title="Promotions"
					description={`Per day: ${countOf(impressions, 'impression')} and ${countOf(clicks, 'click')} in ${days} days; click-through rate ${impressions > 0 ? `${((clicks / impressions) * 100).toFixed(1)}%` : 'not known yet (no impressions)'}.`}
					dates={dates}
					series={promotions}
					csvHref={csv('promotions')}
				/>
				<LineChart
					title="Subscriber growth"
					description={`Per day: ${countOf(sum(growth[0]!.values), 'sign-up')}, ${countOf(sum(growth[1]!.values), 'confirmation')} and ${countOf(sum(growth[2]!.values), 'unsubscribe')} in ${days} days.`}
					dates={dates}
					series={growth}
					csvHref={csv('growth')}
				/>
				<div className="grid gap-6 md:grid-cols-2">
					<BarChart
						title="Sign-ups by source"
						description={`Which form readers signed up from, ${days} days.`}
						bars={sources}
						csvHref={csv('sources')}
					/>
					<BarChart
						title="Shares by platform"
						description={`Share clicks per platform, ${days} days.`}
						bars={shares}
						csvHref={csv('shares')}
					/>
				</div>
			</div>
		</div>
	)
}
