/**
 * Counting promotion impressions from the browser: a card that has been at least half visible
 * reports its id once per page view; ids are gathered for a moment and sent together in one
 * beacon (POST /api/promotions/impressions), so cached pages stay cacheable and the page's own GET
 * counts nothing. Readers without JavaScript (and most bots) send none.
 */
import { sendBeacon } from './beacon.ts'

const queued = new Set<string>()
const reported = new Set<string>()
let timer: ReturnType<typeof setTimeout> | undefined

/** How long ids gather before one beacon carries them, and at most how many (the server's PROMOTION_IMPRESSION_BATCH). */
const BATCH_MS = 1500
const MAX_BATCH = 12

function flush() {
	timer = undefined
	if (queued.size === 0) return
	const ids = [...queued]
	queued.clear()
	sendBeacon(
		'/api/promotions/impressions',
		new Blob([JSON.stringify({ ids })], { type: 'application/json' }),
	)
}

/** Counts `id` once for the page view `pageKey` (the router's location key: a new page view counts again). */
export function reportImpression(id: string, pageKey: string) {
	const key = `${pageKey}|${id}`
	if (reported.has(key)) return
	reported.add(key)
	queued.add(id)
	if (queued.size >= MAX_BATCH) flush()
	else timer ??= setTimeout(flush, BATCH_MS)
}

if (typeof document !== 'undefined') {
	document.addEventListener('visibilitychange', () => {
		if (document.visibilityState === 'hidden') flush()
	})
}

/**
 * Reports the promotion `element` shows once per page view (`pageKey`), when at least half of it
 * has been on screen. Returns the function that stops watching.
 */
export function watchImpression(
	element: Element,
	id: string,
	pageKey: string,
): () => void {
	if (typeof IntersectionObserver === 'undefined') return () => undefined
	const observer = new IntersectionObserver(
		entries => {
			if (!entries.some(entry => entry.isIntersecting)) return
			reportImpression(id, pageKey)
			observer.disconnect()
		},
		{ threshold: 0.5 },
	)
	observer.observe(element)
	return () => observer.disconnect()
}
