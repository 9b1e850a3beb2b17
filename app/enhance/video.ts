import { isPlainClick } from '#app/lib/plain-click.ts'

/**
 * The video facade (components/video-facade.tsx, decision 080): the poster is a link to the video
 * on YouTube, which is all a reader without JavaScript gets. With it, a plain click puts the
 * privacy-enhanced player in the poster's place and starts it; nothing is loaded from YouTube
 * before that click. A click with a modifier key (a new tab, a new window) stays the link.
 */
export function enhanceVideoFacade(link: HTMLAnchorElement): () => void {
	const embed = link.dataset.videoEmbed
	const slot =
		link.parentElement?.querySelector<HTMLElement>('[data-video-frame]')
	const onClick = (event: MouseEvent) => {
		if (!embed || !slot || !isPlainClick(event)) return
		event.preventDefault()
		const frame = document.createElement('iframe')
		frame.src = `${embed}?autoplay=1`
		frame.title = link.dataset.videoTitle ?? 'Video'
		frame.allow =
			'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture'
		frame.allowFullscreen = true
		frame.referrerPolicy = 'strict-origin-when-cross-origin'
		frame.className = 'h-full w-full'
		slot.replaceChildren(frame)
		slot.hidden = false
		link.hidden = true
		frame.focus()
	}
	link.addEventListener('click', onClick)
	return () => link.removeEventListener('click', onClick)
}
