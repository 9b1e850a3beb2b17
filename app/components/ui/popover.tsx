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
 * Escape and on a click outside, and is kept inside the viewport.
 */
export function Popover({
	summary,
	summaryClassName,
	panelClassName = '',
	align = 'end',
	panelRole,
	panelLabel,
	children,
}: {
	summary: ReactNode
	summaryClassName: string
	panelClassName?: string
	align?: PopoverAlign
	panelRole?: 'dialog' | 'alertdialog'
	panelLabel?: string
	children: ReactNode
}) {
	const details = useEnhancement(enhancePopover)
	return (
		<details ref={details} data-popover="" className="relative">
			<summary className={`cursor-pointer list-none ${summaryClassName}`}>
				{summary}
			</summary>
			<div
				role={panelRole}
				aria-label={panelLabel}
				className={`popover-panel popover-${align} rounded border border-rule bg-surface p-3 shadow-lg ${panelClassName}`}
			>
				{children}
			</div>
		</details>
	)
}
