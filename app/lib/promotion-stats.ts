/** A promotion's reach as the admin cards show it: impressions, clicks and click-through rate. */
export interface PromotionCounts {
	impressions: number
	clicks: number
}

/** Clicks per impression, as a percentage with one decimal ("2.4%"), or "—" before any impression. */
export function formatClickThroughRate({
	impressions,
	clicks,
}: PromotionCounts): string {
	if (impressions <= 0) return '—'
	const rate = (Math.min(clicks, impressions) / impressions) * 100
	return `${rate.toFixed(1)}%`
}
