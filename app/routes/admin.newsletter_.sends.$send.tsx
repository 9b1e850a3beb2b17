import { Link, data } from 'react-router'
import type { Route } from './+types/admin.newsletter_.sends.$send'
import { BarChart } from '#app/components/admin/bar-chart.tsx'
import { formatCount } from '#app/lib/format.ts'
import { countOf } from '#app/lib/plural.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import {
	reportFigures,
	sendReport,
	type SendKind,
} from '#app/server/newsletter/send-stats.server.ts'
import { isDomainError } from '#app/server/platform/errors.server.ts'
import { getSettings } from '#app/server/site/settings.server.ts'

const KIND_LABELS: Record<SendKind, string> = {
	digest: 'Daily digest',
	issue: 'Issue',
	story: 'Story send',
}

/** /admin/newsletter/sends/:send: how one send did (docs/decisions/083), drawn on the server. */
export async function loader({ params }: Route.LoaderArgs) {
	const { timeZone } = await getSettings()
	try {
		const report = await sendReport(params.send)
		return {
			...report,
			startedAt: report.startedAt
				? formatZonedDateTime(report.startedAt, timeZone)
				: null,
			figures: reportFigures(report),
		}
	} catch (error) {
		if (!isDomainError(error, 'not-found')) throw error
		throw data({ message: 'Send not found' }, { status: 404 })
	}
}

export function meta({ loaderData }: Route.MetaArgs) {
	return [
		{
			title: loaderData
				? `${loaderData.title} | Sends | Admin`
				: 'Send not found | Admin',
		},
		{ name: 'robots', content: 'noindex, nofollow' },
	]
}

const rate = (part: number, whole: number) =>
	whole > 0 ? `${((part / whole) * 100).toFixed(1)}%` : '—'

export default function SendReportPage({ loaderData }: Route.ComponentProps) {
	const report = loaderData
	const csv = `/admin/newsletter/sends/${encodeURIComponent(report.id)}/figures.csv`
	return (
		<div className="mx-auto max-w-5xl">
			<Link
				to="/admin/newsletter"
				className="text-sm font-semibold hover:underline"
			>
				← Back to the newsletter
			</Link>
			<p className="mt-4 text-sm font-semibold tracking-wide text-muted uppercase">
				{KIND_LABELS[report.kind]}
				{report.finished ? '' : ' · still sending'}
			</p>
			<h1 className="font-serif text-3xl font-black">{report.title}</h1>
			<p className="mt-2 text-sm text-muted">
				{report.startedAt ? `Sent ${report.startedAt}. ` : ''}
				Counted on this site, in aggregate: which reader clicked what is not
				kept, and opens are not counted (mail clients fetch images on their own,
				so open rates mislead). Clicks by bots and link scanners are left out;
				clicks and changes show within a few seconds.
			</p>
			<dl className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
				{[
					['Recipients', report.recipients],
					['Accepted', report.accepted],
					['Link clicks', report.clicks],
					['Unsubscribed', report.unsubscribes],
				].map(([label, value]) => (
					<div key={label} className="rounded border border-rule bg-white p-3">
						<dt className="text-sm text-muted">{label}</dt>
						<dd className="font-serif text-2xl font-bold">
							{formatCount(Number(value))}
						</dd>
					</div>
				))}
			</dl>
			<p className="mt-3 text-sm text-muted">
				Accepted by the mail servers: {rate(report.accepted, report.recipients)}{' '}
				of recipients. Unsubscribed:{' '}
				{rate(report.unsubscribes, report.accepted)} of those who received it.
			</p>
			<div className="mt-6 grid gap-6">
				<BarChart
					title="What became of the send"
					description="Recipients, what the mail servers answered, and what readers did from its links."
					bars={report.figures}
					csvHref={csv}
				/>
				<BarChart
					title="Clicks per link"
					description={
						report.links.length > 0
							? `${countOf(report.clicks, 'click')} on ${countOf(report.links.length, 'link')}, most clicked first.`
							: 'No link in this send has been clicked yet.'
					}
					bars={report.links.map(link => ({
						label: link.url,
						value: link.clicks,
					}))}
					csvHref={csv}
					valueLabel="Clicks"
				/>
			</div>
		</div>
	)
}
