const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/
const HOSTS = new Set([
	'youtube.com',
	'www.youtube.com',
	'm.youtube.com',
	'music.youtube.com',
	'youtube-nocookie.com',
	'www.youtube-nocookie.com',
])

/**
 * The 11-character video id of a YouTube link in watch, short (youtu.be and /shorts/), embed or
 * live form; undefined for anything else, so no video is shown (SPEC §5).
 */
export function youtubeVideoId(
	link: string | undefined | null,
): string | undefined {
	if (!link) return undefined
	let url: URL
	try {
		url = new URL(link.trim())
	} catch {
		return undefined
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined
	let candidate: string | undefined | null
	if (url.hostname === 'youtu.be') {
		candidate = url.pathname.split('/')[1]
	} else if (HOSTS.has(url.hostname)) {
		const [, kind, id] = url.pathname.split('/')
		if (kind === 'watch') candidate = url.searchParams.get('v')
		else if (kind === 'shorts' || kind === 'embed' || kind === 'live')
			candidate = id
	}
	return candidate && VIDEO_ID.test(candidate) ? candidate : undefined
}

/** The privacy-enhanced embed address for a video id. */
export function youtubeEmbedUrl(videoId: string): string {
	return `https://www.youtube-nocookie.com/embed/${videoId}`
}

/** The canonical watch address of a video id (what an imported article's youtubeUrl holds). */
export function youtubeWatchUrl(videoId: string): string {
	return `https://www.youtube.com/watch?v=${videoId}`
}
