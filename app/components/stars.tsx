/** A 1–5 rating as stars, read out as text. */
export function Stars({ rating }: { rating: number }) {
	const rounded = Math.round(rating)
	return (
		<span
			role="img"
			aria-label={`${rating} out of 5 stars`}
			className="tracking-wider text-accent"
		>
			{'★'.repeat(rounded)}
			<span className="text-rule">{'★'.repeat(5 - rounded)}</span>
		</span>
	)
}
