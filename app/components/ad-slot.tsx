import { Link } from 'react-router'
import { houseAdFor } from '#app/content/ad-slots.ts'

/** An advertising slot; today it carries our own house ads, chosen by section. */
export function AdSlot({ category }: { category?: string }) {
	const ad = houseAdFor(category)
	return (
		<aside
			aria-label="Advertisement"
			data-promo="house"
			data-promo-key={`house:${ad.key}`}
			className="rounded border border-dashed border-muted bg-surface p-4"
		>
			<p className="text-[10px] font-semibold tracking-widest text-muted uppercase">
				From Brandline · {ad.eyebrow}
			</p>
			<p className="mt-2 font-serif text-lg font-bold">{ad.title}</p>
			<p className="mt-1 text-sm text-muted">{ad.body}</p>
			<Link
				to={ad.href}
				className="mt-3 inline-block text-sm font-semibold text-accent underline"
			>
				{ad.cta}
			</Link>
		</aside>
	)
}
