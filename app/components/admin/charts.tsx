/**
 * Charts drawn on the server as SVG: readable without JavaScript, each with a title and
 * description for assistive technology, a native tooltip on every mark (<title>), the numbers in a
 * table behind it, and a CSV download. With JavaScript a line chart also follows the pointer and
 * the arrow keys: a guide line and a tooltip with every series' value on that day, announced
 * politely to screen readers.
 */
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { niceMax, ticks } from '#app/lib/chart-scale.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'

export const CHART_COLOURS = [
	'#b4232c',
	'#1f5f8b',
	'#3b7a3b',
	'#8a5a00',
	'#6b3fa0',
] as const

export interface LineSeries {
	label: string
	values: number[]
}

export const WIDTH = 640
const HEIGHT = 220
const PAD = { top: 12, right: 12, bottom: 28, left: 40 }

export function ChartFrame({
	title,
	description,
	csvHref,
	table,
	children,
}: {
	title: string
	description: string
	csvHref: string
	table: React.ReactNode
	children: React.ReactNode
}) {
	return (
		<figure className="rounded border border-rule bg-white p-4">
			<figcaption className="flex flex-wrap items-baseline justify-between gap-2">
				<span className="font-serif text-lg font-bold">{title}</span>
				<a href={csvHref} download className="text-sm font-semibold underline">
					Download CSV
				</a>
			</figcaption>
			<p className="text-xs text-muted">{description}</p>
			<div className="mt-2">{children}</div>
			<details className="mt-2 text-sm">
				<summary className="cursor-pointer font-semibold">
					Show the numbers
				</summary>
				<div className="mt-2 max-h-72 overflow-auto">{table}</div>
			</details>
		</figure>
	)
}

/** Daily values, one line per series. */
export function LineChart({
	title,
	description,
	dates,
	series,
	csvHref,
}: {
	title: string
	description: string
	dates: string[]
	series: LineSeries[]
	csvHref: string
}) {
	const id = useId()
	const max = niceMax(Math.max(0, ...series.flatMap(line => line.values)))
	const innerWidth = WIDTH - PAD.left - PAD.right
	const innerHeight = HEIGHT - PAD.top - PAD.bottom
	const x = (index: number) =>
		PAD.left +
		(dates.length <= 1
			? innerWidth / 2
			: (index / (dates.length - 1)) * innerWidth)
	const y = (value: number) =>
		PAD.top + innerHeight - (value / max) * innerHeight
	const labelEvery = Math.max(1, Math.ceil(dates.length / 6))
	const table = (
		<table className="w-full border-collapse text-left">
			<caption className="sr-only">{title}</caption>
			<thead>
				<tr className="border-b border-rule">
					<th scope="col" className="p-1">
						Date
					</th>
					{series.map(line => (
						<th key={line.label} scope="col" className="p-1 text-right">
							{line.label}
						</th>
					))}
				</tr>
			</thead>
			<tbody>
				{dates.map((date, index) => (
					<tr key={date} className="border-b border-rule">
						<th scope="row" className="p-1 font-normal">
							{date}
						</th>
						{series.map(line => (
							<td key={line.label} className="p-1 text-right">
								{line.values[index] ?? 0}
							</td>
						))}
					</tr>
				))}
			</tbody>
		</table>
	)
	const { active, tooltip, surface } = useDayPointer(dates, series, x, title)
	return (
		<ChartFrame
			title={title}
			description={description}
			csvHref={csvHref}
			table={table}
		>
			<div {...surface}>
				<svg
					viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
					role="img"
					aria-labelledby={`${id}-title ${id}-desc`}
					className="h-auto w-full"
				>
					<title id={`${id}-title`}>{title}</title>
					<desc id={`${id}-desc`}>{description}</desc>
					{ticks(max).map(tick => (
						<g key={tick}>
							<line
								x1={PAD.left}
								x2={WIDTH - PAD.right}
								y1={y(tick)}
								y2={y(tick)}
								stroke="#e3e0d8"
							/>
							<text
								x={PAD.left - 6}
								y={y(tick) + 4}
								textAnchor="end"
								fontSize="11"
								fill="#5c6470"
							>
								{tick}
							</text>
						</g>
					))}
					{dates.map((date, index) =>
						index % labelEvery === 0 ? (
							<text
								key={date}
								x={x(index)}
								y={HEIGHT - 8}
								textAnchor="middle"
								fontSize="11"
								fill="#5c6470"
							>
								{date.slice(5)}
							</text>
						) : null,
					)}
					{series.map((line, lineIndex) => {
						const colour = CHART_COLOURS[lineIndex % CHART_COLOURS.length]
						return (
							<g key={line.label}>
								<polyline
									fill="none"
									stroke={colour}
									strokeWidth="2"
									points={line.values
										.map((value, index) => `${x(index)},${y(value)}`)
										.join(' ')}
								/>
								{line.values.map((value, index) => (
									<circle
										key={dates[index]}
										cx={x(index)}
										cy={y(value)}
										r="3"
										fill={colour}
									>
										<title>{`${dates[index]}: ${value} ${line.label.toLowerCase()}`}</title>
									</circle>
								))}
							</g>
						)
					})}
					{active === null ? null : (
						<g aria-hidden="true" pointerEvents="none">
							<line
								x1={x(active)}
								x2={x(active)}
								y1={PAD.top}
								y2={HEIGHT - PAD.bottom}
								stroke="#111418"
								strokeDasharray="3 3"
							/>
							{series.map((line, lineIndex) => (
								<circle
									key={line.label}
									cx={x(active)}
									cy={y(line.values[active] ?? 0)}
									r="5"
									fill="white"
									stroke={CHART_COLOURS[lineIndex % CHART_COLOURS.length]}
									strokeWidth="2"
								/>
							))}
						</g>
					)}
				</svg>
				{tooltip}
			</div>
			<ul className="mt-1 flex flex-wrap gap-4 text-xs">
				{series.map((line, lineIndex) => (
					<li key={line.label} className="flex items-center gap-1">
						<span
							aria-hidden="true"
							className="inline-block h-2 w-4"
							style={{
								backgroundColor:
									CHART_COLOURS[lineIndex % CHART_COLOURS.length],
							}}
						/>
						{line.label}
					</li>
				))}
			</ul>
		</ChartFrame>
	)
}

/** What the tooltip says about one day: the date, then each series' value. */
export function describeDay(
	date: string,
	series: LineSeries[],
	index: number,
): { date: string; values: { label: string; value: number }[] } {
	return {
		date,
		values: series.map(line => ({
			label: line.label,
			value: line.values[index] ?? 0,
		})),
	}
}

/** The day nearest a horizontal position in the chart's own units. */
export function nearestDay(chartX: number, days: number): number {
	if (days <= 1) return 0
	const innerWidth = WIDTH - PAD.left - PAD.right
	return Math.min(
		days - 1,
		Math.max(0, Math.round(((chartX - PAD.left) / innerWidth) * (days - 1))),
	)
}

/** The tooltip over the chosen day (`left`: its place, in percent of the width), and the same text announced politely. */
function DayTooltip({
	day,
	left,
	text,
}: {
	day: ReturnType<typeof describeDay> | null
	left: number
	text: string
}) {
	return (
		<>
			{day ? (
				<div
					role="tooltip"
					className="pointer-events-none absolute top-0 z-10 rounded bg-ink px-2 py-1 text-xs whitespace-nowrap text-white shadow"
					style={{
						left: `${left}%`,
						transform: `translateX(${left < 20 ? '0' : left > 80 ? '-100%' : '-50%'})`,
					}}
				>
					<div className="font-semibold">{day.date}</div>
					{day.values.map((value, index) => (
						<div
							key={value.label}
							className="flex items-center gap-1 tabular-nums"
						>
							<span
								aria-hidden="true"
								className="inline-block h-2 w-2 rounded-full"
								style={{
									backgroundColor: CHART_COLOURS[index % CHART_COLOURS.length],
								}}
							/>
							{value.label}: {value.value}
						</div>
					))}
				</div>
			) : null}
			<p aria-live="polite" className="sr-only">
				{text}
			</p>
		</>
	)
}

/**
 * The JavaScript layer of a line chart: the day under the pointer (or chosen with the arrow keys
 * once the chart has focus), a tooltip placed over it, and a polite announcement of the same text.
 * Before hydration (and without JavaScript) the chart is not focusable and shows no tooltip.
 */
function useDayPointer(
	dates: string[],
	series: LineSeries[],
	x: (index: number) => number,
	title: string,
) {
	const enhanced = useHydrated()
	const [active, setActive] = useState<number | null>(null)
	const last = dates.length - 1

	function onPointerMove(event: PointerEvent<HTMLDivElement>) {
		const svg = event.currentTarget.querySelector('svg')
		if (!svg || dates.length === 0) return
		const box = svg.getBoundingClientRect()
		if (box.width === 0) return
		setActive(
			nearestDay(
				((event.clientX - box.left) / box.width) * WIDTH,
				dates.length,
			),
		)
	}
	function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
		if (dates.length === 0) return
		const moves: Record<string, (current: number) => number> = {
			ArrowRight: current => Math.min(last, current + 1),
			ArrowLeft: current => Math.max(0, current - 1),
			Home: () => 0,
			End: () => last,
		}
		const move = moves[event.key]
		if (event.key === 'Escape') setActive(null)
		if (!move) return
		event.preventDefault()
		setActive(current => move(current ?? last))
	}

	const day =
		active === null || !dates[active]
			? null
			: describeDay(dates[active], series, active)
	const text = day
		? `${day.date}: ${day.values.map(value => `${value.value} ${value.label.toLowerCase()}`).join(', ')}`
		: ''
	const left = active === null ? 0 : (x(active) / WIDTH) * 100
	const tooltip = enhanced ? (
		<DayTooltip day={day} left={left} text={text} />
	) : null
	const surface = enhanced
		? {
				className: 'relative outline-offset-2',
				tabIndex: 0,
				role: 'group',
				'aria-label': `${title}: use the left and right arrow keys to read each day`,
				onPointerMove,
				onPointerLeave: () => setActive(null),
				onKeyDown,
				onBlur: () => setActive(null),
			}
		: { className: 'relative' }
	return { active, tooltip, surface }
}
