import type { ReactNode } from 'react'
import { enhancePopover } from '#app/enhance/popover.ts'
import { useEnhancement } from '#app/lib/use-enhancement.ts'

/** Where the panel hangs from its button on wide screens: its left edge under the button's ("start") or its right edge ("end"). */
export type PopoverAlign = 'start' | 'end'

/**
 * A menu or confirmation that opens under its button: a `<details>` disclosure, so it opens and
 * closes without JavaScript. On phones (under 640 px) the panel is a sheet along the bottom of the
 * screen; on wider screens it hangs from the button on the side `align` names (`.popover-panel` in
 * app.css). With JavaScript (enhance/popover.ts, also run on pages without React) it closes on
 * Escape and on a click outside, and is kept inside the viewport (scrolled into view on opening).
 * With a `heading`, the phone's sheet is a titled sheet over a scrim: the heading and a close
 * button (shown with JavaScript) on top; a tap on the scrim closes it, with or without JavaScript
 * (the scrim is drawn by the button itself, `[data-sheet]` in app.css).
 */
export function Popover({
	summary,
	summaryClassName,
	panelClassName = '',
	align = 'end',
	panelRole,
	panelLabel,
	heading,
	children,
}: {
	summary: ReactNode
	summaryClassName: string
	panelClassName?: string
	align?: PopoverAlign
	panelRole?: 'dialog' | 'alertdialog'
	panelLabel?: string
	/** The phone sheet's title (its heading, close button and scrim come with it). */
	heading?: string
	children: ReactNode
}) {
	const details = useEnhancement(enhancePopover)
	return (
		<details
			ref={details}
			data-popover=""
			data-sheet={heading ? '' : undefined}
			className="relative"
		>
			<summary className={`cursor-pointer list-none ${summaryClassName}`}>
				{summary}
			</summary>
			<div
				role={panelRole}
				aria-label={panelLabel}
				className={`popover-panel popover-${align} rounded border border-rule bg-surface p-3 shadow-lg ${panelClassName}`}
			>
				{heading ? (
					<div className="-mt-1 mb-3 flex items-center justify-between gap-3 border-b border-rule pb-2 sm:hidden">
						<h2 className="font-serif text-lg font-bold">{heading}</h2>
						<button
							type="button"
							hidden
							data-popover-close=""
							aria-label="Close"
							className="-mr-1 grid size-9 place-items-center rounded text-xl leading-none hover:bg-rule"
						>
							<span aria-hidden="true">×</span>
						</button>
					</div>
				) : null}
				{children}
			</div>
		</details>
	)
}
