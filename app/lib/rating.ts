/** The aggregate rating of testimonials: their mean, to one decimal (SPEC §3 Testimonial). */
export function averageRating(ratings: readonly number[]): number | undefined {
	if (ratings.length === 0) return undefined
	return (
		Math.round(
			(ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10,
		) / 10
	)
}
