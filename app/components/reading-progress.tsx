import { trackReadingProgress } from '#app/enhance/reading.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'

/**
 * A thin bar along the top of the window showing how much of the article is read. Rendered hidden
 * and shown by JavaScript (it means nothing without the scroll position): enhance/reading.ts, run
 * from here on pages with React and by the reader script on pages without it.
 */
export function ReadingProgress({ targetId }: { targetId: string }) {
	const bar = useEnhancement<HTMLDivElement>(
		element => {
			const target = document.getElementById(targetId)
			return target ? trackReadingProgress(target, element) : undefined
		},
		[targetId],
	)
	return (
		<div
			ref={bar}
			hidden
			data-reading-progress={targetId}
			role="progressbar"
			aria-label="Reading progress"
			aria-valuemin={0}
			aria-valuemax={100}
			aria-valuenow={0}
			className="pointer-events-none fixed inset-x-0 top-0 z-40 h-1 print:hidden"
		>
			<div className="h-full origin-left scale-x-0 bg-accent transition-transform duration-100 ease-out" />
		</div>
	)
}
