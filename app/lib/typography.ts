import { retext } from 'retext'
import retextSmartypants from 'retext-smartypants'

/**
 * Typographic punctuation (docs/design/README.md, "Typography"): curly quotes and apostrophes,
 * an ellipsis character for three dots, en dashes for number ranges ("3–5") and for a spaced
 * hyphen, by SmartyPants (retext-smartypants). Article bodies get the same rule when they are
 * saved (the markdown renderer's remark-smartypants and `rangeDashes`); headlines, summaries and
 * our own copy get it when they are shown, through `typeset`.
 */
export const SMARTYPANTS_OPTIONS = {
	quotes: true,
	ellipses: true,
	backticks: false,
	// "--" an en dash, "---" an em dash.
	dashes: 'oldschool',
} as const

const processor = retext().use(retextSmartypants, SMARTYPANTS_OPTIONS)

/** A hyphen between two numbers ("3-5", "1990-95"), not inside a longer run such as a date "2026-11-26". */
const NUMBER_RANGE = /(?<![\d-])(\d{1,4})-(\d{1,4})(?![\d-])/g
/** A hyphen standing alone between words. */
const SPACED_HYPHEN = / - /g

/** En dashes where a hyphen stands for "to" or for a pause. */
export function rangeDashes(text: string): string {
	return text.replace(NUMBER_RANGE, '$1–$2').replace(SPACED_HYPHEN, ' – ')
}

const cache = new Map<string, string>()
const CACHE_LIMIT = 2000

/** `text` with typographic quotes, apostrophes, dashes and ellipses; the same text otherwise. */
export function typeset(text: string): string {
	if (!/['"-]|\.\.\./.test(text)) return text
	let done = cache.get(text)
	if (done === undefined) {
		done = rangeDashes(String(processor.processSync(text)))
		if (cache.size >= CACHE_LIMIT) cache.clear()
		cache.set(text, done)
	}
	return done
}

/** Punctuation that should not end a cut text before its ellipsis. */
const TRAILING = /[\s,;:–—-]+$/

/**
 * `text` cut to at most `max` characters at a word boundary, with "…" after it (SPEC §2's
 * 100-character summaries): never a word cut in half. A text within `max` is returned whole.
 */
export function cutAtWord(text: string, max: number): string {
	const clean = text.trim()
	if (clean.length <= max) return clean
	const head = clean.slice(0, max)
	const space = head.lastIndexOf(' ')
	// One very long word: cut it rather than return almost nothing.
	const cut = space > max * 0.5 ? head.slice(0, space) : head
	return `${cut.replace(TRAILING, '')}…`
}
