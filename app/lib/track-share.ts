import type { ShareEventInput } from '#app/schemas/share.ts'

/** Tells the server about a share made in the browser (copy, native, email). Failures are only logged. */
export function trackShare(event: Omit<ShareEventInput, 'timestamp'>): void {
	fetch('/api/analytics/share', {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify({ ...event, timestamp: new Date().toISOString() }),
		keepalive: true,
	})
		.then(response => {
			if (!response.ok)
				console.warn(`Share tracking failed: ${response.status}`)
		})
		.catch((error: unknown) => console.warn('Share tracking failed', error))
}
