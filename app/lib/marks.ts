/** A stretch of a text to mark as matching a search: [start, end) in UTF-16 offsets. */
export interface TextRange {
	start: number
	end: number
}

export interface TextPiece {
	text: string
	marked: boolean
}

/**
 * A text cut into plain and marked pieces by `ranges` (sorted or not, overlapping or not; those
 * outside the text are clipped). The pieces join back into the text; rendering each as a text
 * node, marked ones inside <mark>, keeps whatever the text holds as text.
 */
export function markedPieces(
	text: string,
	ranges: readonly TextRange[],
): TextPiece[] {
	const pieces: TextPiece[] = []
	let at = 0
	const sorted = [...ranges].sort((a, b) => a.start - b.start)
	for (const range of sorted) {
		const start = Math.max(at, Math.min(range.start, text.length))
		const end = Math.min(Math.max(range.end, start), text.length)
		if (end <= start) continue
		if (start > at) pieces.push({ text: text.slice(at, start), marked: false })
		pieces.push({ text: text.slice(start, end), marked: true })
		at = end
	}
	if (at < text.length) pieces.push({ text: text.slice(at), marked: false })
	return pieces
}
