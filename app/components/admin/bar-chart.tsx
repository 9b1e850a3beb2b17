/**
 * Totals as horizontal bars, largest first, drawn on the server as SVG (see charts.tsx). Each
 * label sits on its own line above its bar, starting at the chart's left edge, so a long title is
 * never pushed past the edge and cut off; it is shortened only past what the full width holds,
 * and the full label is in the bar's tooltip and the table.
 */
import { useId } from 'react'
import { niceMax } from '#app/lib/chart-scale.ts'
import { CHART_COLOURS, ChartFrame, WIDTH } from './charts.tsx'

/** Room kept right of the longest bar for its value. */
const VALUE_GUTTER = 60
/** Characters a label line holds across the chart (12px text averages well under 7.5px a character). */
export const BAR_LABEL_MAX_CHARS = 80
export const BAR_ROW_HEIGHT = 40

/** A label the chart's width holds; the full label is in the tooltip and the table. */
export function barLabel(label: string): string {
	return label.length > BAR_LABEL_MAX_CHARS
		? `${label.slice(0, BAR_LABEL_MAX_CHARS - 1).trimEnd()}…`
		: label
}

export function BarChart({
	title,
	description,
	bars,
	csvHref,
	valueLabel = 'Count',
}: {
	title: string
	description: string
	bars: { label: string; value: number }[]
	csvHref: string
	valueLabel?: string
}) {
	const id = useId()
	const max = niceMax(Math.max(0, ...bars.map(bar => bar.value)))
	const height = Math.max(1, bars.length) * BAR_ROW_HEIGHT + 4
	const barWidth = (value: number) => ((WIDTH - VALUE_GUTTER) * value) / max
	const table = (
		<table className="w-full border-collapse text-left">
			<caption className="sr-only">{title}</caption>
			<thead>
				<tr className="border-b border-rule">
					<th scope="col" className="p-1">
						Name
					</th>
					<th scope="col" className="p-1 text-right">
						{valueLabel}
					</th>
				</tr>
			</thead>
			<tbody>
				{bars.map((bar, index) => (
					<tr key={`${index}:${bar.label}`} className="border-b border-rule">
						<th scope="row" className="p-1 font-normal">
							{bar.label}
						</th>
						<td className="p-1 text-right">{bar.value}</td>
					</tr>
				))}
			</tbody>
		</table>
	)
	return (
		<ChartFrame
			title={title}
			description={description}
			csvHref={csvHref}
			table={table}
		>
			{bars.length === 0 ? (
				<p className="py-6 text-center text-sm text-muted">
					Nothing recorded in this period.
				</p>
			) : (
				<svg
					viewBox={`0 0 ${WIDTH} ${height}`}
					role="img"
					aria-labelledby={`${id}-title ${id}-desc`}
					className="h-auto w-full"
				>
					<title id={`${id}-title`}>{title}</title>
					<desc id={`${id}-desc`}>{description}</desc>
					{bars.map((bar, index) => (
						<g
							key={`${index}:${bar.label}`}
							transform={`translate(0 ${index * BAR_ROW_HEIGHT + 4})`}
						>
							<text x={0} y={12} fontSize="12" fill="#111418">
								{barLabel(bar.label)}
							</text>
							<rect
								x={0}
								y={18}
								width={Math.max(1, barWidth(bar.value))}
								height={14}
								fill={CHART_COLOURS[0]}
							>
								<title>{`${bar.label}: ${bar.value}`}</title>
							</rect>
							<text
								x={barWidth(bar.value) + 6}
								y={30}
								fontSize="12"
								fill="#111418"
							>
								{bar.value}
							</text>
						</g>
					))}
				</svg>
			)}
		</ChartFrame>
	)
}
