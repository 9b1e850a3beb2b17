/** Scales for the server-drawn SVG charts: a round top for the axis and the ticks under it. */

/** The smallest "round" number (1, 2, 5 × 10ⁿ) at or above `value`; at least 1. */
export function niceMax(value: number): number {
	if (!(value > 1)) return 1
	const power = 10 ** Math.floor(Math.log10(value))
	for (const step of [1, 2, 5, 10])
		if (step * power >= value) return step * power
	return 10 * power
}

/** `count + 1` evenly spaced tick values from 0 to `max` (whole numbers when max allows). */
export function ticks(max: number, count = 4): number[] {
	const step = max / count
	return Array.from(
		{ length: count + 1 },
		(_, index) => Math.round(step * index * 100) / 100,
	)
}
