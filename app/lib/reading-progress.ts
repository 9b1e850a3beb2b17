/** How far through an element the reader is, 0 to 100: 0 before its top reaches the viewport, 100 once its end is in view. */
export function readingProgress(
	top: number,
	height: number,
	viewportHeight: number,
): number {
	const travel = height - viewportHeight
	if (travel <= 0) return top <= 0 ? 100 : 0
	return Math.round(Math.min(1, Math.max(0, -top / travel)) * 100)
}
