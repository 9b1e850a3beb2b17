/**
 * What the article page does while it is read (decision 051): the view beacon and the reading
 * progress bar. Plain functions, so the article page runs them without React, and the React
 * components (ViewBeacon, ReadingProgress) run the same code from an effect.
 */
import { sendBeacon } from '#app/lib/beacon.ts'
import { engagementValue } from '#app/lib/engagement.ts'
import { readingProgress } from '#app/lib/reading-progress.ts'

function send(path: string, fields: Record<string, string>) {
	sendBeacon(path, new URLSearchParams(fields))
}

/** Do Not Track or Global Privacy Control: the server would count nothing, so nothing is sent. */
function asksNotToBeTracked(): boolean {
	return (
		navigator.doNotTrack === '1' ||
		(navigator as Navigator & { globalPrivacyControl?: boolean })
			.globalPrivacyControl === true
	)
}

/**
 * Counts the reader's view once the article is visible, and reports the time spent when they
 * leave (SPEC §4 view timer; §9: only above 30 seconds), with the page's referrer (the server
 * keeps its host name only). Reading the page itself counts nothing. The returned function is
 * leaving: for another page of the site, it is leaving the article too.
 */
export function watchArticleView(articleId: string): () => void {
	if (asksNotToBeTracked()) return () => undefined
	let visibleSince: number | null = null
	const start = () => {
		if (visibleSince !== null || document.visibilityState !== 'visible') return
		visibleSince = Date.now()
		send('/api/analytics/view', {
			article: articleId,
			referrer: document.referrer,
		})
	}
	const report = () => {
		if (visibleSince === null) return
		const seconds = (Date.now() - visibleSince) / 1000
		if (engagementValue(seconds) !== null)
			send('/api/analytics/engagement', {
				article: articleId,
				seconds: seconds.toFixed(0),
			})
		visibleSince = Number.POSITIVE_INFINITY // reported once per visit
	}
	start()
	document.addEventListener('visibilitychange', start)
	window.addEventListener('pagehide', report)
	return () => {
		report()
		document.removeEventListener('visibilitychange', start)
		window.removeEventListener('pagehide', report)
	}
}

/**
 * The thin bar along the top of the window showing how much of `target` is read
 * (`bar` is rendered hidden: it means nothing without the scroll position). Updated at most once a
 * frame; a progress bar to assistive technology rather than live-updated text.
 */
export function trackReadingProgress(
	target: HTMLElement,
	bar: HTMLElement,
): () => void {
	const fill = bar.firstElementChild as HTMLElement | null
	let frame = 0
	const measure = () => {
		frame = 0
		const box = target.getBoundingClientRect()
		const value = readingProgress(box.top, box.height, window.innerHeight)
		bar.setAttribute('aria-valuenow', String(value))
		if (fill) fill.style.scale = `${value / 100} 1`
	}
	const schedule = () => {
		if (!frame) frame = requestAnimationFrame(measure)
	}
	bar.hidden = false
	measure()
	window.addEventListener('scroll', schedule, { passive: true })
	window.addEventListener('resize', schedule)
	return () => {
		window.removeEventListener('scroll', schedule)
		window.removeEventListener('resize', schedule)
		cancelAnimationFrame(frame)
	}
}
