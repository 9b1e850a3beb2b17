/**
 * The behaviour of a `<details>` disclosure used as a menu or confirmation (components/ui/popover.tsx
 * renders it; `.popover-panel` in app.css positions it). It opens and closes without JavaScript;
 * with it, Escape or its close button (`[data-popover-close]`, shown now) closes it and puts focus
 * back on its button, a click outside closes it, and on wide screens the open panel is shifted back
 * inside the viewport if it would cross an edge and scrolled into view (on phones the panel is a
 * bottom sheet, placed by CSS alone).
 */

/** How close to the viewport's edges a panel may come, in CSS pixels. */
const EDGE = 8

export function enhancePopover(details: HTMLDetailsElement): () => void {
	const panel = details.querySelector<HTMLElement>('.popover-panel')
	const closeButton = details.querySelector<HTMLButtonElement>(
		'[data-popover-close]',
	)
	let applied = 0

	const place = () => {
		if (!panel) return
		if (getComputedStyle(panel).position === 'fixed') {
			applied = 0
			panel.style.translate = ''
			return
		}
		// Where the panel would be unshifted, then the smallest shift that brings it inside.
		const rect = panel.getBoundingClientRect()
		const left = rect.left - applied
		const right = rect.right - applied
		const width = document.documentElement.clientWidth
		applied =
			left < EDGE
				? EDGE - left
				: right > width - EDGE
					? Math.max(width - EDGE - right, EDGE - left)
					: 0
		panel.style.translate = applied ? `${applied}px 0` : ''
	}
	const close = (focusButton: boolean) => {
		details.open = false
		if (focusButton) details.querySelector('summary')?.focus()
	}
	const onPointerDown = (event: PointerEvent) => {
		if (!details.contains(event.target as Node)) close(false)
	}
	const onKeyDown = (event: KeyboardEvent) => {
		if (event.key === 'Escape') close(true)
	}
	const stopListening = () => {
		document.removeEventListener('pointerdown', onPointerDown)
		document.removeEventListener('keydown', onKeyDown)
		window.removeEventListener('resize', place)
	}
	const onClose = () => close(true)
	const onToggle = () => {
		stopListening()
		if (!details.open) return
		place()
		// A panel opened near the bottom of the screen is brought into view (not a phone's sheet: fixed).
		if (panel && getComputedStyle(panel).position !== 'fixed')
			panel.scrollIntoView({ block: 'nearest', inline: 'nearest' })
		document.addEventListener('pointerdown', onPointerDown)
		document.addEventListener('keydown', onKeyDown)
		window.addEventListener('resize', place)
	}
	details.addEventListener('toggle', onToggle)
	if (closeButton) {
		closeButton.hidden = false
		closeButton.addEventListener('click', onClose)
	}
	if (details.open) onToggle()
	return () => {
		details.removeEventListener('toggle', onToggle)
		closeButton?.removeEventListener('click', onClose)
		stopListening()
	}
}
