/**
 * Ghost editor cards (Koenig) → intermediate HTML, shared by the Lexical and Mobiledoc renderers.
 *
 * Card names and payload fields follow TryGhost/Koenig packages/kg-default-nodes/src/nodes/* (the
 * Lexical node `exportJSON` shapes) and packages/kg-default-cards/src/cards/* (Mobiledoc payloads);
 * packages/kg-converters/src/mobiledoc-to-lexical.ts maps one to the other (code→codeblock,
 * hr→horizontalrule, embed `type`→`embedType`), which is what `normaliseCardName` does here.
 *
 * Caption-like fields (image/gallery/embed/code captions, callout text, toggle heading/content,
 * header/product text) are HTML in Ghost; they are passed through and sanitised later by
 * html-to-markdown.ts. Everything else is escaped here.
 */
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { bump, escapeHtml, isRecord, safeUrl, str } from './html-util.server.ts'
import { youtubeVideoId } from '#app/lib/youtube.ts'

export interface CardContext {
	/** Cards dropped, by reason ("unknown-card:foo", "paywall", "email-only", …). */
	dropped: Record<string, number>
	/** Cards kept in a reduced form (e.g. a video card that became a link), by card name. */
	simplified: Record<string, number>
}

/** Mobiledoc card names that differ from the Lexical node type. */
const CARD_NAME_MAP: Record<string, string> = {
	code: 'codeblock',
	hr: 'horizontalrule',
	'card-markdown': 'markdown', // Ghost 1.x
}

export function normaliseCardName(name: string): string {
	return CARD_NAME_MAP[name] ?? name
}

/** Cards that carry nothing a reader of the web article should see. */
const DROPPED_CARDS = new Set([
	'paywall', // members-only marker: everything after it is still imported (see REPORT.md)
	'email', // email-only content
	'email-cta',
	'signup',
	'collection',
	'transistor',
])

const markdownProcessor = unified()
	.use(remarkParse)
	.use(remarkGfm)
	// Raw HTML inside a markdown card (common in Ghost 1.x posts) is kept as a string here and
	// sanitised with everything else by html-to-markdown.ts.
	.use(remarkRehype, { allowDangerousHtml: true })
	.use(rehypeStringify, { allowDangerousHtml: true })

/** Ghost's card visibility (kg-default-nodes utils/visibility.ts): true when not shown on the web. */
function hiddenOnWeb(visibility: unknown): boolean {
	if (!isRecord(visibility)) return false
	if (visibility.showOnWeb === false || visibility.emailOnly === true)
		return true
	const web = visibility.web
	if (isRecord(web) && web.nonMember === false && web.memberSegment === '')
		return true
	return false
}

function figcaption(caption: unknown): string {
	const html = str(caption).trim()
	return html ? `<figcaption>${html}</figcaption>` : ''
}

function captionParagraph(caption: unknown): string {
	const html = str(caption).trim()
	return html ? `<p>${html}</p>` : ''
}

function img(src: string, alt: unknown, title?: unknown): string {
	const titleText = str(title).trim()
	return `<img src="${escapeHtml(src)}" alt="${escapeHtml(str(alt))}"${
		titleText ? ` title="${escapeHtml(titleText)}"` : ''
	}>`
}

function linkParagraph(href: string, text: string): string {
	return `<p><a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a></p>`
}

/** Renders one card's payload as HTML, counting in ctx what it dropped or simplified. */
type CardRenderer = (
	payload: Record<string, unknown>,
	ctx: CardContext,
	name: string,
) => string

function imageCard(payload: Record<string, unknown>, ctx: CardContext) {
	const src = safeUrl(payload.src)
	if (!src) {
		bump(ctx.dropped, 'image-without-safe-src')
		return ''
	}
	const href = safeUrl(payload.href)
	const image = img(src, payload.alt, payload.title)
	const inner = href ? `<a href="${escapeHtml(href)}">${image}</a>` : image
	return `<figure>${inner}${figcaption(payload.caption)}</figure>`
}

function galleryCard(payload: Record<string, unknown>, ctx: CardContext) {
	const images = Array.isArray(payload.images) ? payload.images : []
	const rendered: string[] = []
	for (const image of images) {
		if (!isRecord(image)) continue
		const src = safeUrl(image.src)
		if (!src) {
			bump(ctx.dropped, 'image-without-safe-src')
			continue
		}
		// Per-image captions are HTML; the title attribute takes plain text.
		const caption = str(image.caption).replace(/<[^>]*>/g, '')
		rendered.push(img(src, image.alt, image.title || caption))
	}
	if (rendered.length === 0) {
		bump(ctx.dropped, 'empty-gallery')
		return ''
	}
	return `<figure class="gallery">${rendered.join('')}${figcaption(payload.caption)}</figure>`
}

/** A YouTube video as its player; any other embed as a link to it, else its own HTML. */
function embedCard(payload: Record<string, unknown>, ctx: CardContext) {
	const url = safeUrl(payload.url)
	const html = str(payload.html)
	const iframeSrc = /<iframe[^>]+src\s*=\s*["']([^"']+)["']/i.exec(html)?.[1]
	const videoId = youtubeVideoId(url) ?? youtubeVideoId(iframeSrc)
	if (videoId) {
		return `<figure><iframe src="https://www.youtube.com/embed/${videoId}"></iframe>${figcaption(payload.caption)}</figure>`
	}
	if (url) {
		const metadata = isRecord(payload.metadata) ? payload.metadata : {}
		bump(ctx.simplified, 'embed')
		return (
			linkParagraph(url, str(metadata.title)) +
			captionParagraph(payload.caption)
		)
	}
	if (html) {
		bump(ctx.simplified, 'embed-html-only')
		return html
	}
	bump(ctx.dropped, 'empty-embed')
	return ''
}

function bookmarkCard(payload: Record<string, unknown>, ctx: CardContext) {
	const url = safeUrl(payload.url)
	if (!url) {
		bump(ctx.dropped, 'bookmark-without-safe-url')
		return ''
	}
	// Lexical nests title/description under metadata in exportJSON; older data may not.
	const metadata = isRecord(payload.metadata) ? payload.metadata : payload
	const description = str(metadata.description).trim()
	bump(ctx.simplified, 'bookmark')
	return (
		`<p><a href="${escapeHtml(url)}">${escapeHtml(str(metadata.title) || url)}</a>` +
		(description ? ` — ${escapeHtml(description)}` : '') +
		'</p>' +
		captionParagraph(payload.caption)
	)
}

function codeblockCard(payload: Record<string, unknown>) {
	const code = str(payload.code)
	const language = /^[A-Za-z0-9_+-]{1,30}$/.test(str(payload.language))
		? str(payload.language)
		: ''
	const cls = language ? ` class="language-${language}"` : ''
	return `<pre><code${cls}>${escapeHtml(code)}</code></pre>${captionParagraph(payload.caption)}`
}

/** A video, audio or file card: a link to it, labelled with its title, file name or caption. */
function mediaCard(
	payload: Record<string, unknown>,
	ctx: CardContext,
	name: string,
) {
	const url = safeUrl(payload.src)
	if (!url) {
		bump(ctx.dropped, `${name}-without-safe-src`)
		return ''
	}
	bump(ctx.simplified, name)
	const label =
		str(payload.fileTitle) ||
		str(payload.title) ||
		str(payload.fileName) ||
		str(payload.caption).replace(/<[^>]*>/g, '') ||
		name
	return linkParagraph(url, label)
}

/** A button, when enabled and with a safe address, as a link. */
function enabledButton(enabled: unknown, href: unknown, text: unknown) {
	const url = safeUrl(href)
	return enabled === true && url ? linkParagraph(url, str(text)) : ''
}

function productCard(payload: Record<string, unknown>, ctx: CardContext) {
	bump(ctx.simplified, 'product')
	const src = safeUrl(payload.productImageSrc)
	const title = str(payload.productTitle).trim()
	return (
		(src ? `<figure>${img(src, title.replace(/<[^>]*>/g, ''))}</figure>` : '') +
		(title ? `<h3>${title}</h3>` : '') +
		str(payload.productDescription) +
		enabledButton(
			payload.productButtonEnabled,
			payload.productUrl,
			payload.productButton,
		)
	)
}

/** The cards rendered, by (normalised) name; any other is dropped as unknown. */
const CARDS = new Map<string, CardRenderer>([
	['image', imageCard],
	['gallery', galleryCard],
	['embed', embedCard],
	['bookmark', bookmarkCard],
	[
		'callout',
		payload => {
			const emoji = str(payload.calloutEmoji)
			const text = str(payload.calloutText)
			if (!text.trim()) return ''
			return `<p>${emoji ? `${escapeHtml(emoji)} ` : ''}${text}</p>`
		},
	],
	['html', payload => str(payload.html)],
	[
		'markdown',
		payload => {
			const markdown = str(payload.markdown)
			return markdown ? String(markdownProcessor.processSync(markdown)) : ''
		},
	],
	['codeblock', codeblockCard],
	['horizontalrule', () => '<hr>'],
	[
		'button',
		(payload, ctx) => {
			const url = safeUrl(payload.buttonUrl)
			if (!url) {
				bump(ctx.dropped, 'button-without-safe-url')
				return ''
			}
			bump(ctx.simplified, 'button')
			return linkParagraph(url, str(payload.buttonText))
		},
	],
	[
		'toggle',
		(payload, ctx) => {
			bump(ctx.simplified, 'toggle')
			const heading = str(payload.heading).trim()
			return (
				(heading ? `<p><strong>${heading}</strong></p>` : '') +
				str(payload.content)
			)
		},
	],
	['video', mediaCard],
	['audio', mediaCard],
	['file', mediaCard],
	[
		'header',
		(payload, ctx) => {
			bump(ctx.simplified, 'header')
			const header = str(payload.header).trim()
			const sub = str(payload.subheader).trim()
			return (
				(header ? `<h2>${header}</h2>` : '') +
				(sub ? `<p>${sub}</p>` : '') +
				enabledButton(
					payload.buttonEnabled,
					payload.buttonUrl,
					payload.buttonText,
				)
			)
		},
	],
	['product', productCard],
	[
		'call-to-action',
		(payload, ctx) => {
			bump(ctx.simplified, 'call-to-action')
			return (
				str(payload.textValue) +
				enabledButton(payload.showButton, payload.buttonUrl, payload.buttonText)
			)
		},
	],
])

/**
 * Renders one card. `payload` is the Lexical node (minus children) or the Mobiledoc card payload.
 * Returns "" when the card is dropped (and counts why in ctx.dropped).
 */
export function renderCard(
	rawName: string,
	payload: Record<string, unknown>,
	ctx: CardContext,
): string {
	const name = normaliseCardName(rawName)
	if (DROPPED_CARDS.has(name)) {
		bump(ctx.dropped, name)
		return ''
	}
	if (hiddenOnWeb(payload.visibility)) {
		bump(ctx.dropped, `hidden-on-web:${name}`)
		return ''
	}
	const render = CARDS.get(name)
	if (render) return render(payload, ctx, name)
	bump(ctx.dropped, `unknown-card:${name.slice(0, 40)}`)
	return ''
}
