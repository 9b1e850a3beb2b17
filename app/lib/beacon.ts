/**
 * Sends a report the page does not wait for (views, time on page, promotion impressions):
 * `navigator.sendBeacon`, which outlives the page, else a keep-alive fetch. A failure is dropped:
 * a lost report is a count missed, never an error for the reader. The body's own type (a form, a
 * JSON Blob) is the request's content type either way.
 */
export function sendBeacon(path: string, body: URLSearchParams | Blob): void {
	if (!navigator.sendBeacon?.(path, body))
		void fetch(path, { method: 'POST', body, keepalive: true }).catch(
			() => undefined,
		)
}
