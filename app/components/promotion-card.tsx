import { useLocation } from 'react-router'
import { watchImpression } from '#app/lib/promotion-impressions.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'
import type { PromotionView } from '#app/server/promotions/promotions.server.ts'

/**
 * Reports the promotion once per page view (on reader pages without React, the reader script does
 * the same for every `[data-promotion-id]`) when at least half of it has been on screen (JavaScript
 * only). Never from the admin (an editor previewing a draft is not an audience).
 */
function useImpression(id: string) {
	const { key, pathname } = useLocation()
	const admin = pathname.startsWith('/admin')
	return useEnhancement<HTMLElement>(
		admin ? null : element => watchImpression(element, id, key),
		[id, key, admin],
	)
}

/**
 * A sponsored promotion, labelled as such. The link counts the click on its way out; being seen
 * counts an impression. `wide` lays it out as a band (article footer, home and category pages).
 */
export function PromotionCard({
	promotion,
	wide = false,
}: {
	promotion: PromotionView
	wide?: boolean
}) {
	const ref = useImpression(promotion.id)
	const image = promotion.imageUrl ? (
		<img
			src={promotion.imageUrl}
			alt=""
			loading="lazy"
			className="aspect-[3/2] w-full rounded object-cover"
		/>
	) : null
	const text = (
		<>
			<h3
				className={`mt-2 font-serif font-bold ${wide ? 'text-xl' : 'text-lg'}`}
			>
				{promotion.title}
			</h3>
			<p className="mt-1 text-sm text-muted">{promotion.description}</p>
			<a
				href={`/promotions/${encodeURIComponent(promotion.id)}/go`}
				target="_blank"
				rel="sponsored noopener"
				className="mt-3 inline-block rounded border border-ink px-3 py-1.5 text-sm font-semibold hover:bg-ink hover:text-paper"
			>
				{promotion.buttonText}
			</a>
		</>
	)
	const label = (
		<p className="text-[10px] font-semibold tracking-widest text-muted uppercase">
			Sponsored
		</p>
	)
	if (wide) {
		return (
			<article
				ref={ref}
				data-promotion-id={promotion.id}
				data-promo="sponsored"
				data-promo-key={`promotion:${promotion.id}`}
				className={`rounded border border-rule bg-surface p-4 ${image ? 'grid gap-4 sm:grid-cols-[200px_minmax(0,1fr)]' : ''}`}
			>
				{image}
				<div>
					{label}
					{text}
				</div>
			</article>
		)
	}
	return (
		<article
			ref={ref}
			data-promotion-id={promotion.id}
			data-promo="sponsored"
			data-promo-key={`promotion:${promotion.id}`}
			className="rounded border border-rule bg-surface p-4"
		>
			{label}
			{image ? <div className="mt-2">{image}</div> : null}
			{text}
		</article>
	)
}

/** Promotions of one placement across the page's column (article footer, home band, category page), if any are running. */
export function PromotionBand({
	promotions,
	className = '',
}: {
	promotions: PromotionView[]
	className?: string
}) {
	if (promotions.length === 0) return null
	return (
		<section
			aria-label="Promoted by our partners"
			className={`flex flex-col gap-3 ${className}`}
		>
			{promotions.map(promotion => (
				<PromotionCard key={promotion.id} promotion={promotion} wide />
			))}
		</section>
	)
}

/** The sidebar's promotions (at most two), if any are running. */
export function SponsoredPromotions({
	promotions,
}: {
	promotions: PromotionView[]
}) {
	if (promotions.length === 0) return null
	return (
		<section aria-label="Sponsored" className="flex flex-col gap-3">
			{promotions.map(promotion => (
				<PromotionCard key={promotion.id} promotion={promotion} />
			))}
		</section>
	)
}
