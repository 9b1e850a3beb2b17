/**
 * What becomes of each WordPress shortcode (wordpress-shortcodes.server.ts finds them): one handler
 * per shortcode WordPress sites commonly have, and the rule for any other.
 */
import { escapeHtml, safeUrl } from './html-util.server.ts'
import { youtubeVideoId } from '#app/lib/youtube.ts'
import type {
	GalleryImage,
	ShortcodeMatch,
	ShortcodeOptions,
} from './wordpress-shortcodes.server.ts'

/** Removed with their content: nothing a reader of the imported article can use. */
const REMOVED = new Set([
	'contact-form-7',
	'contact-form',
	'contact_form',
	'gravityform',
	'gravityforms',
	'wpforms',
	'ninja_form',
	'ninja_forms',
	'mc4wp_form',
	'playlist',
	'newsletter',
	'wp_ad_camp',
	'adrotate',
	'ad',
	'table_of_contents',
	'toc',
	'related_posts',
	'jetpack_subscription_form',
	'jetpack-related-posts',
	'shareaholic',
	'ssba',
	'addtoany',
	'wpdiscuz-feedback',
])

function youtubeIframe(id: string): string {
	return `<figure><iframe src="https://www.youtube.com/embed/${id}"></iframe></figure>`
}

function link(url: string): string {
	return `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
}

/** [caption]<a><img></a> Text[/caption] → <figure> with the text as <figcaption>. */
function caption(content: string, named: Record<string, string>): string {
	const media = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)/i.exec(
		content,
	)
	const image = media?.[1] ?? ''
	const text =
		(media ? content.slice(media[0].length) : content).trim() ||
		(named.caption ?? '').trim()
	if (!image) return text ? `<p>${text}</p>` : ''
	return `<figure>${image}${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`
}

/** The address of a [video] or [audio] shortcode: the first of its source attributes that is set. */
function mediaSource(named: Record<string, string>): string | undefined {
	return [
		'src',
		'mp4',
		'm4v',
		'webm',
		'ogv',
		'wmv',
		'flv',
		'mp3',
		'ogg',
		'wav',
		'm4a',
	]
		.map(key => named[key])
		.find(value => value)
}

/** The attachment ids a [gallery] names (`ids`, or `include`); none: the post's own images. */
function galleryIds(named: Record<string, string>): number[] {
	return (named.ids ?? named.include ?? '')
		.split(',')
		.map(id => Number.parseInt(id.trim(), 10))
		.filter(id => Number.isSafeInteger(id) && id > 0)
}

/** A gallery's images as <img> tags, those without a safe address left out. */
function galleryImageTags(images: GalleryImage[]): string[] {
	const rendered: string[] = []
	for (const image of images) {
		const src = safeUrl(image.src)
		if (!src) continue
		const title = image.caption ? ` title="${escapeHtml(image.caption)}"` : ''
		rendered.push(
			`<img src="${escapeHtml(src)}" alt="${escapeHtml(image.alt ?? '')}"${title}>`,
		)
	}
	return rendered
}

/** A shortcode to convert: its name in lower case, its attributes, its content converted. */
export interface Shortcode extends ShortcodeMatch {
	name: string
	named: Record<string, string>
	positional: string[]
	/** Its content with the shortcodes inside converted; undefined when it encloses nothing. */
	body: string | undefined
}

/** What became of a shortcode, counted under its name; `left`: kept as text, a suspect. */
export interface Outcome {
	what: 'converted' | 'unwrapped' | 'removed' | 'left'
	html: string
}

export type Count = (
	name: string,
	what: 'converted' | 'unwrapped' | 'removed',
) => void

type ShortcodeHandler = (
	code: Shortcode,
	options: ShortcodeOptions,
	count: Count,
) => Outcome

const REMOVE: Outcome = { what: 'removed', html: '' }
const converted = (html: string): Outcome => ({ what: 'converted', html })

const captionShortcode: ShortcodeHandler = ({ body, named }) =>
	converted(caption(body ?? '', named))

/** [video] and [audio]: a YouTube video as its player, any other safe address as a link. */
const mediaShortcode: ShortcodeHandler = ({ named }) => {
	const source = mediaSource(named)
	const id = youtubeVideoId(source)
	if (id) return converted(youtubeIframe(id))
	const url = safeUrl(source)
	return url ? converted(link(url)) : REMOVE
}

/** The shortcodes WordPress sites commonly have, by name (a Map: names come from the text). */
export const HANDLERS = new Map<string, ShortcodeHandler>([
	['caption', captionShortcode],
	['wp_caption', captionShortcode],
	[
		'embed',
		({ body, named }) => {
			const url = safeUrl((body ?? named.src ?? '').trim())
			if (!url) return REMOVE
			const id = youtubeVideoId(url)
			return converted(id ? youtubeIframe(id) : link(url))
		},
	],
	[
		'youtube',
		({ positional, attrText }) => {
			// Jetpack: [youtube https://…] or [youtube=https://…]
			const candidate = positional[0] ?? attrText.trim()
			const id = youtubeVideoId(candidate.replace(/^=/, ''))
			return id ? converted(youtubeIframe(id)) : REMOVE
		},
	],
	['video', mediaShortcode],
	['audio', mediaShortcode],
	[
		'gallery',
		({ named }, options, count) => {
			const ids = galleryIds(named)
			const rendered = galleryImageTags(
				options.galleryImages?.(ids.length ? ids : 'children') ?? [],
			)
			if (ids.length > rendered.length)
				count('gallery:missing-image', 'removed')
			if (!rendered.length) return REMOVE
			return converted(`<figure class="gallery">${rendered.join('')}</figure>`)
		},
	],
])

/** Any other shortcode: removed if on the REMOVED list, unwrapped if it encloses text (rules in wordpress-shortcodes.server.ts). */
export const otherShortcode: ShortcodeHandler = ({
	name,
	body,
	selfClose,
	named,
	positional,
	whole,
}) => {
	if (REMOVED.has(name)) return REMOVE
	if (body !== undefined) return { what: 'unwrapped', html: body }
	const looksLikeShortcode =
		selfClose === '/' ||
		/[-_]/.test(name) ||
		Object.keys(named).length > 0 ||
		positional.length > 0
	return looksLikeShortcode ? REMOVE : { what: 'left', html: whole }
}
