import { markedPieces, type TextRange } from '#app/lib/marks.ts'

/** Text with the stretches a search matched inside <mark>: React escapes every piece, so the text stays text. */
export function MarkedText({
	text,
	marks,
}: {
	text: string
	marks: readonly TextRange[]
}) {
	return (
		<>
			{markedPieces(text, marks).map((piece, i) =>
				piece.marked ? (
					<mark key={i} className="rounded-sm bg-accent/15 text-inherit">
						{piece.text}
					</mark>
				) : (
					piece.text
				),
			)}
		</>
	)
}
