/**
 * Sharing and saving in the browser (decision 051): the share menu's pop-ups and copy button, the
 * footer's device share sheet, and Save's instant confirmation. The markup (components/share-menu.tsx)
 * works without JavaScript: the networks' links go through our counting redirect in a new tab,
 * Email is a mailto: link, Save posts a form. These functions add the rest to that markup, on pages
 * with React or without it.
 */
import { SHARE_POPUPS } from '#app/lib/share.ts'
import { trackShare } from '#app/lib/track-share.ts'
import { showToast } from './toast.ts'

/** What Save says (SPEC §4, §8): it only confirms; nothing is stored. */
export const ARTICLE_SAVED_TOAST = {
	title: 'Article saved!',
	description: 'Article added to your reading list',
} as const

/** The article a share control belongs to, carried by its element's data attributes (see shareData). */
export interface ShareTarget {
	id: string
	category: string
	url: string
	title: string
	summary: string
}

/** The data attributes that carry `article` to the share controls. */
export function shareData(
	article: ShareTarget,
): Record<`data-share-${string}`, string> {
	return {
		'data-share-id': article.id,
		'data-share-category': article.category,
		'data-share-url': article.url,
		'data-share-title': article.title,
		'data-share-summary': article.summary,
	}
}

function shareTargetOf(element: HTMLElement): ShareTarget | null {
	const holder = element.closest<HTMLElement>('[data-share-id]')
	const data = holder?.dataset
	if (!data?.shareId || !data.shareCategory || !data.shareUrl) return null
	return {
		id: data.shareId,
		category: data.shareCategory,
		url: data.shareUrl,
		title: data.shareTitle ?? '',
		summary: data.shareSummary ?? '',
	}
}

function openPopup(
	link: HTMLAnchorElement,
	name: string,
	size: { width: number; height: number },
) {
	const left = Math.max(
		0,
		Math.round(window.screenX + (window.outerWidth - size.width) / 2),
	)
	const top = Math.max(
		0,
		Math.round(window.screenY + (window.outerHeight - size.height) / 2),
	)
	window.open(
		link.href,
		name,
		`width=${size.width},height=${size.height},left=${left},top=${top},noopener`,
	)
}

/** Copies the article's link; says so on `button` for two seconds. */
async function copyLink(article: ShareTarget, button: HTMLButtonElement) {
	try {
		await navigator.clipboard.writeText(article.url)
	} catch {
		showToast({
			title: 'Copy failed',
			description: 'Please try copying the URL manually',
			variant: 'destructive',
		})
		return
	}
	const label = button.dataset.label ?? button.textContent ?? ''
	button.dataset.label = label
	button.textContent = 'Copied!'
	setTimeout(() => (button.textContent = label), 2000)
	showToast({
		title: 'Link copied!',
		description: 'Article URL copied to clipboard',
	})
	trackShare({
		articleId: article.id,
		platform: 'copy_link',
		category: article.category,
	})
}

/** The device's own share sheet, else copying the link. */
async function shareNatively(article: ShareTarget, button: HTMLButtonElement) {
	if (typeof navigator.share !== 'function') return copyLink(article, button)
	try {
		await navigator.share({
			title: article.title,
			text: article.summary,
			url: article.url,
		})
		trackShare({
			articleId: article.id,
			platform: 'native_share',
			category: article.category,
		})
	} catch (error) {
		if ((error as DOMException).name !== 'AbortError')
			console.warn('Native share failed', error)
	}
}

function onClick(event: MouseEvent) {
	const control = (event.target as Element).closest<HTMLElement>(
		'[data-share-popup], [data-share-email], [data-copy-link], [data-native-share]',
	)
	if (!control) return
	const article = shareTargetOf(control)
	if (!article) return
	const { sharePopup: platform, shareLabel: label } = control.dataset
	if (
		control instanceof HTMLAnchorElement &&
		(platform === 'linkedin' || platform === 'twitter')
	) {
		event.preventDefault()
		openPopup(control, `share-${platform}`, SHARE_POPUPS[platform])
		showToast({
			title: `Shared to ${label}`,
			description: `Opening ${label} share dialog...`,
		})
	} else if ('shareEmail' in control.dataset) {
		trackShare({
			articleId: article.id,
			platform: 'email',
			category: article.category,
		})
		showToast({
			title: 'Email sharing',
			description: 'Opening your email client...',
		})
	} else if (control instanceof HTMLButtonElement) {
		void ('nativeShare' in control.dataset
			? shareNatively(article, control)
			: copyLink(article, control))
	}
}

function onSubmit(event: SubmitEvent) {
	if (!(event.target as HTMLFormElement).matches('[data-save]')) return
	event.preventDefault()
	showToast(ARTICLE_SAVED_TOAST)
}

/**
 * Share and Save inside `root`: its JavaScript-only buttons (Copy, the footer's Share) appear, and
 * clicks and submits are handled by delegation, so controls rendered later are covered too.
 */
export function enhanceShareAndSave(root: HTMLElement): () => void {
	for (const button of root.querySelectorAll<HTMLElement>(
		'[data-copy-link], [data-native-share]',
	))
		button.hidden = false
	root.addEventListener('click', onClick)
	root.addEventListener('submit', onSubmit)
	return () => {
		root.removeEventListener('click', onClick)
		root.removeEventListener('submit', onSubmit)
	}
}
