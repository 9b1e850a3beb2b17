/**
 * WordPress post_content (WXR `content:encoded`) helpers: shortcodes and auto-paragraphs.
 *
 * Shortcode grammar follows get_shortcode_regex() and shortcode_parse_atts() in
 * WordPress/wordpress-develop src/wp-includes/shortcodes.php: `[name attrs]`, `[name attrs /]`,
 * `[name attrs]content[/name]`, `[[name]]` is an escaped literal "[name]". WordPress only runs
 * *registered* shortcodes; we cannot know what the old site had registered, so:
 * - known ones are converted (caption, wp_caption, embed, gallery, video, audio, youtube) or
 *   removed (forms, playlists, …);
 * - an unknown *enclosing* shortcode ([vc_row]…[/vc_row], page builders) is unwrapped: its content
 *   is the article's text and is kept;
 * - an unknown self-closing one is removed only if it looks like a shortcode (has attributes or a
 *   `-`/`_` in its name, or ends in "/]"); a bare `[word]` ("[sic]", "[1]") is left alone and
 *   reported in `suspects`.
 * Every conversion or removal is counted per shortcode name.
 */
import {
	HANDLERS,
	otherShortcode,
	type Count,
	type Shortcode,
} from './wordpress-shortcode-handlers.server.ts'

export interface GalleryImage {
	src: string
	alt?: string
	caption?: string
}

export interface ShortcodeOptions {
	/**
	 * Images for a [gallery]: by attachment ids (`ids="12,13"`), or `'children'` for a gallery
	 * without ids (WordPress then shows the post's attached images). Missing → gallery removed.
	 */
	galleryImages?: (ids: number[] | 'children') => GalleryImage[]
	/** Nested shortcodes deeper than this are left as text. Default 8. */
	maxDepth?: number
}

export interface ShortcodeResult {
	html: string
	/** Per shortcode name: how many were converted, unwrapped or removed. */
	counts: Record<
		string,
		{ converted: number; unwrapped: number; removed: number }
	>
	/** Bare `[word]` left alone because they might be prose (first 100). */
	suspects: string[]
}

/**
 * The opening tag of WordPress's shortcode regex with "any name" instead of the registered list:
 * 1 extra "[" (escape) · 2 name · 3 attributes · 4 self-closing "/". Unlike WordPress, attributes
 * may not contain "[" — that keeps a failed match from rescanning to the end of the text, so the
 * whole scan stays linear (a single regex for tag+content+closer was quadratic on "[x]"×50 000).
 * The closer is found by lookup: WordPress's content group `[^[]*(?:\[(?!\/\2\])[^[]*)*` means
 * "up to the first [/name]", which is what `firstAtOrAfter` returns.
 */
const OPENER =
	/\[(\[?)([A-Za-z][\w-]*)(?![\w-])([^\]/[]*(?:\/(?!\])[^\]/[]*)*?)(\/)?\]/g
const CLOSER = /\[\/([A-Za-z][\w-]*)\]/g

function firstAtOrAfter(sorted: number[], value: number): number {
	let lo = 0
	let hi = sorted.length
	while (lo < hi) {
		const mid = (lo + hi) >> 1
		if ((sorted[mid] ?? 0) < value) lo = mid + 1
		else hi = mid
	}
	return lo < sorted.length ? (sorted[lo] ?? -1) : -1
}

/** shortcode_parse_atts(): name="v", name='v', name=v, "v", 'v', v. */
export function parseShortcodeAttributes(text: string): {
	named: Record<string, string>
	positional: string[]
} {
	const named: Record<string, string> = {}
	const positional: string[] = []
	const pattern =
		/([\w-]+)\s*=\s*"([^"]*)"(?:\s|$)|([\w-]+)\s*=\s*'([^']*)'(?:\s|$)|([\w-]+)\s*=\s*([^\s'"]+)(?:\s|$)|"([^"]*)"(?:\s|$)|'([^']*)'(?:\s|$)|(\S+)(?:\s|$)/g
	const cleaned = text.replace(/[\u00a0\u200b]/g, ' ')
	for (let m = pattern.exec(cleaned); m; m = pattern.exec(cleaned)) {
		if (m[1] !== undefined) named[m[1].toLowerCase()] = m[2] ?? ''
		else if (m[3] !== undefined) named[m[3].toLowerCase()] = m[4] ?? ''
		else if (m[5] !== undefined) named[m[5].toLowerCase()] = m[6] ?? ''
		else if (m[7] !== undefined) positional.push(m[7])
		else if (m[8] !== undefined) positional.push(m[8])
		else if (m[9] !== undefined) positional.push(m[9])
	}
	return { named, positional }
}

/** A shortcode as the scan finds it: its name as written, attributes, and content if it encloses any. */
export interface ShortcodeMatch {
	rawName: string
	attrText: string
	/** "/" when it closes itself (`[name /]`). */
	selfClose: string | undefined
	/** The text up to its [/name], if it has one. */
	inner: string | undefined
	/** The shortcode as written, from "[" to its end. */
	whole: string
}

/**
 * Replaces each shortcode in the text by what `convert` makes of it, leaving `[[name]]` (WordPress's
 * escape) as the literal `[name]`. One pass, linear in the text (see OPENER).
 */
function replaceShortcodes(
	text: string,
	convert: (match: ShortcodeMatch) => string,
): string {
	const closers = new Map<string, number[]>()
	for (const m of text.matchAll(CLOSER)) {
		const name = m[1] ?? ''
		const list = closers.get(name) ?? []
		list.push(m.index)
		closers.set(name, list)
	}
	const opener = new RegExp(OPENER.source, 'g')
	let out = ''
	let last = 0
	for (let m = opener.exec(text); m; m = opener.exec(text)) {
		const [whole, open = '', rawName = '', attrText = '', selfClose] = m
		const start = m.index
		let end = start + whole.length
		let inner: string | undefined
		if (!selfClose) {
			const closeAt = firstAtOrAfter(closers.get(rawName) ?? [], end)
			if (closeAt !== -1) {
				inner = text.slice(end, closeAt)
				end = closeAt + rawName.length + 3
			}
		}
		if (open === '[' && text[end] === ']') {
			// [[name]] (or [[name]…[/name]]) is WordPress's escape: the literal text.
			out += text.slice(last, start) + text.slice(start + 1, end)
			last = end + 1
			opener.lastIndex = last
			continue
		}
		out +=
			text.slice(last, start) +
			open +
			convert({
				rawName,
				attrText,
				selfClose,
				inner,
				whole: text.slice(start + open.length, end),
			})
		last = end
		opener.lastIndex = end
	}
	return out + text.slice(last)
}

export function convertShortcodes(
	content: string,
	options: ShortcodeOptions = {},
): ShortcodeResult {
	const counts: ShortcodeResult['counts'] = {}
	const suspects: string[] = []
	const maxDepth = options.maxDepth ?? 8
	const count: Count = (name, what) => {
		const entry = (counts[name] ??= { converted: 0, unwrapped: 0, removed: 0 })
		entry[what]++
	}

	const convert = (match: ShortcodeMatch, depth: number): string => {
		const name = match.rawName.toLowerCase()
		const code: Shortcode = {
			...match,
			name,
			...parseShortcodeAttributes(match.attrText),
			body: match.inner === undefined ? undefined : run(match.inner, depth + 1),
		}
		const outcome = (HANDLERS.get(name) ?? otherShortcode)(code, options, count)
		if (outcome.what !== 'left') count(name, outcome.what)
		// The first 100 suspects are plenty for a report.
		else if (suspects.length < 100) suspects.push(match.whole)
		return outcome.html
	}
	const run = (text: string, depth: number): string =>
		depth > maxDepth || !text.includes('[')
			? text
			: replaceShortcodes(text, match => convert(match, depth))

	return { html: run(content, 0), counts, suspects }
}

const BLOCK =
	'(?:address|article|aside|blockquote|details|div|dl|fieldset|figcaption|figure|footer|form|h[1-6]|header|hr|iframe|li|main|nav|ol|p|pre|section|table|tbody|thead|tfoot|tr|td|th|ul|style|script|!--)'

/**
 * A much simplified wpautop() (wp-includes/formatting.php): classic-editor content is stored
 * without <p>; WordPress adds them when displaying. Blank-line-separated chunks that do not start
 * with a block tag become paragraphs and single newlines inside them <br>. Block-editor content
 * (it has `<!-- wp:` markers) already has its markup and is returned unchanged. <pre> is kept.
 */
export function autoParagraphs(content: string): string {
	if (content.includes('<!-- wp:')) return content
	const preserved: string[] = []
	const text = content.replace(/<pre\b[\s\S]*?<\/pre>/gi, match => {
		preserved.push(match)
		return `\u0000${preserved.length - 1}\u0000`
	})
	const startsWithBlock = new RegExp(`^\\s*<${BLOCK}[\\s/>]`, 'i')
	const html = text
		.replace(/\r\n?/g, '\n')
		.split(/\n\s*\n/)
		.map(chunk => chunk.trim())
		.filter(chunk => chunk !== '')
		.map(chunk =>
			// eslint-disable-next-line no-control-regex -- the placeholders are NUL-delimited on purpose
			startsWithBlock.test(chunk) || /^\u0000\d+\u0000$/.test(chunk)
				? chunk
				: `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`,
		)
		.join('\n')
	return html.replace(
		// eslint-disable-next-line no-control-regex -- the placeholders are NUL-delimited on purpose
		/\u0000(\d+)\u0000/g,
		(_, index: string) => preserved[Number(index)] ?? '',
	)
}
