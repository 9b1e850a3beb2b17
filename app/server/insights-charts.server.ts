/** The Insights page's charts as data: what the SVG draws, the table behind it and its CSV hold. */
import { INSIGHT_RANGES, readInsights, type InsightSeries } from "./insights.server.ts";

export type InsightRange = (typeof INSIGHT_RANGES)[number];

export function rangeOf(url: URL): InsightRange {
  const days = Number(url.searchParams.get("days"));
  return (INSIGHT_RANGES as readonly number[]).includes(days) ? (days as InsightRange) : 30;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function totals(series: Record<string, number[]>, label: (key: string) => string = (key) => key): { label: string; value: number }[] {
  return Object.entries(series)
    .map(([key, values]) => ({ label: label(key), value: sum(values) }))
    .filter((bar) => bar.value > 0)
    .sort((a, b) => b.value - a.value || a.label.localeCompare(b.label));
}

const PLATFORM_LABELS: Record<string, string> = { linkedin: "LinkedIn", twitter: "X (Twitter)", email: "E-mail", copy_link: "Copy link", native_share: "Device share" };

export interface InsightCharts {
  days: InsightRange;
  dates: string[];
  growth: { label: string; values: number[] }[];
  sources: { label: string; value: number }[];
  shares: { label: string; value: number }[];
}

function chartsOf(series: InsightSeries, days: InsightRange): InsightCharts {
  const zeros = series.dates.map(() => 0);
  const signups = Object.values(series.values.signups).reduce((total, values) => total.map((value, index) => value + (values[index] ?? 0)), zeros);
  return {
    days,
    dates: series.dates,
    growth: [
      { label: "Sign-ups", values: signups },
      { label: "Confirmations", values: series.values.confirmations.all ?? zeros },
      { label: "Unsubscribes", values: series.values.unsubscribes.all ?? zeros },
    ],
    sources: totals(series.values.signups),
    shares: totals(series.values.shares, (key) => PLATFORM_LABELS[key] ?? key),
  };
}

export async function loadInsightCharts(days: InsightRange, now = new Date()): Promise<InsightCharts> {
  return chartsOf(await readInsights(days, now), days);
}

export const INSIGHT_CHART_IDS = ["growth", "sources", "shares"] as const;
export type InsightChartId = (typeof INSIGHT_CHART_IDS)[number];

/** One chart's numbers as CSV rows (header first). */
export function chartRows(charts: InsightCharts, chart: InsightChartId): string[][] {
  if (chart === "growth") {
    return [["Date", ...charts.growth.map((line) => line.label)], ...charts.dates.map((date, index) => [date, ...charts.growth.map((line) => String(line.values[index] ?? 0))])];
  }
  const bars = chart === "sources" ? charts.sources : charts.shares;
  return [[chart === "sources" ? "Source" : "Platform", "Count"], ...bars.map((bar) => [bar.label, String(bar.value)])];
}
