import { formatCount } from '#app/lib/format.ts'
import {
	formatClickThroughRate,
	type PromotionCounts,
} from '#app/lib/promotion-stats.ts'

/**
 * A promotion's reach on its admin card: impressions, clicks and click-through rate, as rows of
 * the card's description list (any admin list of promotions can place it).
 */
export function PromotionStats({ promotion }: { promotion: PromotionCounts }) {
	return (
		<>
			<dt>Impressions</dt>
			<dd>{formatCount(promotion.impressions)}</dd>
			<dt>Clicks</dt>
			<dd>{formatCount(promotion.clicks)}</dd>
			<dt>Click-through rate</dt>
			<dd>{formatClickThroughRate(promotion)}</dd>
		</>
	)
}
