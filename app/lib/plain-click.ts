/**
 * A click a script may take over (following a link in place, playing a video here): the main
 * button, no modifier key. With one (a new tab, a new window, a download), the browser's own
 * handling of the link is left alone.
 */
export function isPlainClick(event: MouseEvent): boolean {
	return (
		event.button === 0 &&
		!event.metaKey &&
		!event.ctrlKey &&
		!event.shiftKey &&
		!event.altKey
	)
}
