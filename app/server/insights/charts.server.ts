/** The Insights page's charts as data: what the SVG draws, the table behind it and its CSV hold. */
import { utcDayBefore } from '#app/lib/utc-day.ts'
import { deskDay, deskZone } from './desk-days.server.ts'
import { topArticles, type ArticleActivity } from './activity.server.ts'
import {
	INSIGHT_RANGES,
	readInsights,
	type InsightSeries,
} from './insights.server.ts'

export type InsightRange = (typeof INSIGHT_RANGES)[number]

export function rangeOf(url: URL): InsightRange {
	const days = Number(url.searchParams.get('days'))
	return (INSIGHT_RANGES as readonly number[]).includes(days)
		? (days as InsightRange)
		: 30
}

const sum = (values: number[]) =>
	values.reduce((total, value) => total + value, 0)

function totals(
	series: Record<string, number[]>,
	label: (key: string) => string = key => key,
): { label: string; value: number }[] {
	return Object.entries(series)
		.map(([key, values]) => ({ label: label(key), value: sum(values) }))
		.filter(bar => bar.value > 0)
		.sort((a, b) => b.value - a.value || a.label.localeCompare(b.label))
}

const PLATFORM_LABELS: Record<string, string> = {
	linkedin: 'LinkedIn',
	twitter: 'X (Twitter)',
	email: 'E-mail',
	copy_link: 'Copy link',
	native_share: 'Device share',
}

type Bars = { label: string; value: number }[]
type Lines = { label: string; values: number[] }[]

export interface InsightCharts {
	days: InsightRange
	dates: string[]
	growth: Lines
	sources: Bars
	shares: Bars
	/** Views and engaged reads per day. */
	reading: Lines
	/** Promotion impressions and clicks per day. */
	promotions: Lines
	topViews: Bars
	/** Average engaged minutes per engaged read (SPEC §9 values), articles with enough reads. */
	topEngaged: Bars
}

const bars = (
	rows: ArticleActivity[],
	value: (row: ArticleActivity) => number,
): Bars => rows.map(row => ({ label: row.headline, value: value(row) }))

function chartsOf(
	series: InsightSeries,
	days: InsightRange,
	top: { byViews: ArticleActivity[]; byEngagement: ArticleActivity[] },
): InsightCharts {
	const zeros = series.dates.map(() => 0)
	const all = (metric: keyof InsightSeries['values']) =>
		series.values[metric].all ?? zeros
	const signups = Object.values(series.values.signups).reduce(
		(total, values) =>
			total.map((value, index) => value + (values[index] ?? 0)),
		zeros,
	)
	return {
		days,
		dates: series.dates,
		growth: [
			{ label: 'Sign-ups', values: signups },
			{
				label: 'Confirmations',
				values: series.values.confirmations.all ?? zeros,
			},
			{
				label: 'Unsubscribes',
				values: series.values.unsubscribes.all ?? zeros,
			},
		],
		sources: totals(series.values.signups),
		shares: totals(series.values.shares, key => PLATFORM_LABELS[key] ?? key),
		reading: [
			{ label: 'Views', values: all('views') },
			{ label: 'Engaged reads', values: all('engagedReads') },
		],
		promotions: [
			{ label: 'Impressions', values: all('impressions') },
			{ label: 'Clicks', values: all('clicks') },
		],
		topViews: bars(top.byViews, row => row.views),
		topEngaged: bars(top.byEngagement, row => row.averageEngagedMinutes),
	}
}

export async function loadInsightCharts(
	days: InsightRange,
	now = new Date(),
	timeZone = deskZone(),
): Promise<InsightCharts> {
	const [series, top] = await Promise.all([
		readInsights(days, now, timeZone),
		topArticles(utcDayBefore(deskDay(now, timeZone), days - 1)),
	])
	return chartsOf(series, days, top)
}

export const INSIGHT_CHART_IDS = [
	'growth',
	'sources',
	'shares',
	'reading',
	'promotions',
	'top-views',
	'top-engaged',
] as const
export type InsightChartId = (typeof INSIGHT_CHART_IDS)[number]

const LINE_CHARTS = {
	growth: 'growth',
	reading: 'reading',
	promotions: 'promotions',
} as const
const BAR_CHARTS = {
	sources: ['sources', 'Source', 'Count'],
	shares: ['shares', 'Platform', 'Count'],
	'top-views': ['topViews', 'Article', 'Views'],
	'top-engaged': ['topEngaged', 'Article', 'Average engaged minutes'],
} as const

/** One chart's numbers as CSV rows (header first). */
export function chartRows(
	charts: InsightCharts,
	chart: InsightChartId,
): string[][] {
	if (chart in LINE_CHARTS) {
		const lines = charts[LINE_CHARTS[chart as keyof typeof LINE_CHARTS]]
		return [
			['Date', ...lines.map(line => line.label)],
			...charts.dates.map((date, index) => [
				date,
				...lines.map(line => String(line.values[index] ?? 0)),
			]),
		]
	}
	const [field, name, value] = BAR_CHARTS[chart as keyof typeof BAR_CHARTS]
	return [
		[name, value],
		...charts[field].map(bar => [bar.label, String(bar.value)]),
	]
}
