/**
 * The only script of the reading pages, which do not load React (decision 051; routes whose handle
 * is READER_PAGE). It adds to the server's markup what React components add on the pages that load
 * React, by running the same functions: toasts and the server's flashed notice, the share menu and
 * Save, the video's click-to-load poster, the header's instant search, the newsletter form and the free guide's offer, the view
 * beacon and reading progress, and promotion impressions. Built on its own (a self-contained
 * script; root.tsx imports its URL), so it shares no chunk with the React client. (Not named
 * `*.client.ts`: React Router empties such modules in the server build.)
 */
import { watchImpression } from '#app/lib/promotion-impressions.ts'
import { enhanceGuideOffer, enhanceNewsletterForm } from './newsletter.ts'
import { enhancePopover } from './popover.ts'
import { trackReadingProgress, watchArticleView } from './reading.ts'
import { enhanceSearch } from './search.ts'
import { enhanceShareAndSave } from './share.ts'
import { enhanceThemeToggle } from './theme.ts'
import { enhanceVideoFacade } from './video.ts'
import { prepareToasts, promoteFlashToast } from './toast.ts'

/** Runs `enhance` on every element `selector` finds; one that fails is reported and leaves the others working. */
function each<T extends Element = HTMLElement>(
	selector: string,
	enhance: (element: T) => unknown,
) {
	for (const element of document.querySelectorAll<T>(selector)) {
		try {
			enhance(element)
		} catch (error) {
			console.error(`Could not enhance ${selector}`, error)
		}
	}
}

function enhancePage() {
	each('body', () => prepareToasts())
	each('[data-flash-toast]', promoteFlashToast)
	each<HTMLDetailsElement>('details[data-popover]', enhancePopover)
	each('body', enhanceShareAndSave)
	each('[data-search]', container => enhanceSearch(container))
	each('[data-theme-toggle]', enhanceThemeToggle)
	each<HTMLAnchorElement>('a[data-video-embed]', enhanceVideoFacade)
	each<HTMLFormElement>('form[data-newsletter]', enhanceNewsletterForm)
	each('[data-guide-offer]', enhanceGuideOffer)
	each(
		'[data-view-beacon]',
		holder =>
			holder.dataset.viewBeacon && watchArticleView(holder.dataset.viewBeacon),
	)
	each('[data-reading-progress]', bar => {
		const target = bar.dataset.readingProgress
			? document.getElementById(bar.dataset.readingProgress)
			: null
		if (target) trackReadingProgress(target, bar)
	})
	// Once per document: the set of promotions already reported starts empty with every page load.
	each(
		'[data-promotion-id]',
		card =>
			card.dataset.promotionId &&
			watchImpression(card, card.dataset.promotionId, 'page'),
	)
	// What tests (and a stylesheet) wait for: the enhancements are in place (HydrationMark does the same with React).
	document.documentElement.dataset.enhanced = 'true'
}

if (document.readyState === 'loading')
	document.addEventListener('DOMContentLoaded', enhancePage, { once: true })
else enhancePage()
