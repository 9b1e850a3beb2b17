import { markedPieces, type TextRange } from '#app/lib/marks.ts'
import { typeset } from '#app/lib/typography.ts'

/**
 * Text with the stretches a search matched inside <mark>: React escapes every piece, so the text
 * stays text. Typeset like every headline (curly quotes and apostrophes, en dashes in ranges) when
 * that changes no length, so the marks' offsets still fit; a text with "..." or "--" (which
 * typesetting shortens) is shown as stored.
 */
export function MarkedText({
	text,
	marks,
}: {
	text: string
	marks: readonly TextRange[]
}) {
	const typographic = typeset(text)
	const shown = typographic.length === text.length ? typographic : text
	return (
		<>
			{markedPieces(shown, marks).map((piece, i) =>
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
