/**
 * Imported HTML (Ghost `html`, the output of lexical-to-html / mobiledoc-to-html, WordPress
 * `content:encoded` after wordpress-shortcodes) → the app's GFM markdown.
 *
 * unified: rehype-parse (fragment) → `prepare` (ours) → rehype-sanitize (GitHub schema) →
 * rehype-remark → remark-gfm → remark-stringify.
 *
 * `prepare` runs before sanitising so it can still see what sanitising would silently unwrap:
 * - removes script/style/noscript/template/object/embed/form/svg/… *with their content*
 *   (rehype-sanitize would keep the text of most of them), counting each;
 * - iframes: a YouTube player becomes a link to the watch page and is reported in
 *   `youtubeUrls` (for the article's youtubeUrl field); every other iframe is removed;
 * - video/audio become a link to their http(s) source;
 * - a figure's caption becomes its image's title, which the app renders as <figcaption>
 *   (app/server/markdown.server.ts `editorialMarkup`); lazy-load attributes (data-src,
 *   data-lazy-src) are honoured; images without a safe src are removed; every image is
 *   reported in `images` so the importer can fetch or rewrite it;
 * - `rewriteUrl` maps every href/src (Ghost's __GHOST_URL__, old WordPress uploads, old
 *   permalinks to new /article/{slug} paths); returning undefined drops the link/image.
 * Subtrees nested deeper than `maxDepth` are flattened to their text.
 */
import rehypeParse from 'rehype-parse'
import rehypeRemark from 'rehype-remark'
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'
import { prepare, type State } from './html-prepare.server.ts'

export interface ImportedImage {
	src: string
	alt: string
	title?: string
}

export interface HtmlToMarkdownOptions {
	/** Longer input is refused (result.error). Default 2 000 000 characters (~4 s of CPU; real posts are < 200 KB). */
	maxInputLength?: number
	/** Input whose tags nest deeper than this (estimated) is refused. Default 400. */
	maxNesting?: number
	/** Elements nested deeper are flattened to text. Default 48. */
	maxDepth?: number
	/** "drop": YouTube players are only reported (for the article's youtubeUrl), not linked in the body. Default "link". */
	youtubeInBody?: 'link' | 'drop'
	/** Maps a link or image URL (already checked by safeUrl); undefined drops it. */
	rewriteUrl?: (url: string, kind: 'link' | 'image') => string | undefined
}

export interface HtmlToMarkdownResult {
	markdown: string
	/** YouTube players found (iframes, or a paragraph that is only a YouTube link), as watch URLs. */
	youtubeUrls: string[]
	images: ImportedImage[]
	/** Removed elements by tag name, plus "unsafe-link", "unsafe-image", "flattened-too-deep". */
	removed: Record<string, number>
	error?: string
}

const schema = {
	...defaultSchema,
	// Ids and names are of no use in an article body and only invite clobbering.
	clobber: [],
	attributes: {
		...defaultSchema.attributes,
		'*': (defaultSchema.attributes?.['*'] ?? []).filter(
			attr => attr !== 'id' && attr !== 'name',
		),
		img: ['src', 'alt', 'title'],
	},
	strip: ['script', 'style', 'template', 'noscript'],
}

const VOID_OR_AUTO_CLOSED = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
	'p',
	'li',
	'dt',
	'dd',
	'option',
	'optgroup',
	'tr',
	'td',
	'th',
	'thead',
	'tbody',
	'tfoot',
	'colgroup',
	'caption',
	'rb',
	'rt',
	'rp',
])

/**
 * An upper estimate of element nesting, from the tags alone (no tree). rehype-parse builds its
 * tree recursively (hast-util-from-parse5) and overflows the stack at a few thousand levels, so
 * hostile nesting is refused before parsing.
 */
export function estimateNesting(html: string): number {
	let depth = 0
	let max = 0
	const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)(?:[^>"']|"[^"]*"|'[^']*')*?(\/?)>/g
	for (let m = tag.exec(html); m; m = tag.exec(html)) {
		const name = (m[2] ?? '').toLowerCase()
		if (VOID_OR_AUTO_CLOSED.has(name) || m[3] === '/') continue
		if (m[1] === '/') depth = Math.max(0, depth - 1)
		else if (++depth > max) max = depth
	}
	return max
}

export function htmlToMarkdown(
	html: string,
	options: HtmlToMarkdownOptions = {},
): HtmlToMarkdownResult {
	const state: State = {
		youtube: new Set(),
		images: [],
		imageRecords: new WeakMap(),
		removed: {},
		options,
	}
	const empty = {
		markdown: '',
		youtubeUrls: [],
		images: [],
		removed: state.removed,
	}
	if (html.length > (options.maxInputLength ?? 2_000_000))
		return { ...empty, error: 'HTML is too long' }
	if (estimateNesting(html) > (options.maxNesting ?? 400))
		return { ...empty, error: 'HTML is nested too deeply' }
	try {
		const file = unified()
			.use(rehypeParse, { fragment: true })
			.use(prepare, state)
			.use(rehypeSanitize, schema)
			.use(rehypeRemark)
			.use(remarkGfm)
			.use(remarkStringify, {
				bullet: '-',
				emphasis: '_',
				strong: '*',
				fence: '`',
				fences: true,
				rule: '-',
				listItemIndent: 'one',
			})
			.processSync(html)
		return {
			markdown: String(file).trim() + '\n',
			youtubeUrls: [...state.youtube],
			images: state.images,
			removed: state.removed,
		}
	} catch (error) {
		// A RangeError here means input nested beyond what the parser's recursion survives.
		return {
			...empty,
			error: `Could not convert HTML: ${(error as Error).message}`,
		}
	}
}
