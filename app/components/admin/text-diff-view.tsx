import type { TextDiff } from '#app/lib/text-diff.ts'

/**
 * A word diff as text: words only in the revision are struck through (<del>), words only in the
 * current text underlined (<ins>); both also say so to screen readers, so no change is told by
 * colour alone.
 */
export function TextDiffView({
	diff,
	className = '',
}: {
	diff: TextDiff
	className?: string
}) {
	if (diff.parts.length === 0)
		return <p className="text-sm text-muted italic">(empty)</p>
	return (
		<div
			className={`rounded border border-rule bg-white p-3 leading-relaxed break-words whitespace-pre-wrap ${className}`}
		>
			{diff.parts.map((part, index) =>
				part.kind === 'added' ? (
					<ins
						key={index}
						className="bg-green-100 text-green-950 underline decoration-2 underline-offset-2"
					>
						<span className="sr-only">[current text: </span>
						{part.text}
						<span className="sr-only">]</span>
					</ins>
				) : part.kind === 'removed' ? (
					<del
						key={index}
						className="bg-red-100 text-red-950 line-through decoration-2"
					>
						<span className="sr-only">[this revision: </span>
						{part.text}
						<span className="sr-only">]</span>
					</del>
				) : (
					<span key={index}>{part.text}</span>
				),
			)}
		</div>
	)
}

/** What the two marks mean, shown above the comparison. */
export function TextDiffLegend() {
	return (
		<p className="text-sm text-muted">
			<del className="bg-red-100 text-red-950 line-through decoration-2">
				Struck-through words
			</del>{' '}
			are in this revision only;{' '}
			<ins className="bg-green-100 text-green-950 underline decoration-2 underline-offset-2">
				underlined words
			</ins>{' '}
			are in the current text only.
		</p>
	)
}
