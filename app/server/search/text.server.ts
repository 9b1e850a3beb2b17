/**
 * Text analysis for search (decision 058): the one place that says what a word is, so the index,
 * the query parser, snippets and highlighting agree. A word is a run of letters and digits,
 * lower-cased, accents stripped ("Tomás" → tomas), apostrophes inside it dropped ("LinkedIn's" →
 * linkedins, which stems to linkedin). Words are stemmed with Porter2 (the Snowball English
 * stemmer: branding, branded, brands → brand; "generous" stays apart from "general").
 */
import { stem as porter2 } from 'porter2'

/** Not indexed (they are in nearly every article); still part of quoted phrases. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our she so than that the their them then there these they this to was we were what when which who will with you your'.split(
		' ',
	),
)

const NON_ASCII = /[\u0080-\uffff]/
const MARKS = /\p{M}/gu
const APOSTROPHES = /['’]/g
/** Letters and digits, with apostrophes between them ("don't", "LinkedIn’s"). */
const WORD_SOURCE = String.raw`[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*`

function fold(text: string): string {
	const lower = text.toLowerCase()
	return NON_ASCII.test(lower)
		? lower.normalize('NFKD').replace(MARKS, '')
		: lower
}

/** The words of a text, normalised ("LinkedIn’s café" → linkedins, cafe). */
export function words(text: string): string[] {
	const found = fold(text).match(new RegExp(WORD_SOURCE, 'gu'))
	if (!found) return []
	for (let i = 0; i < found.length; i++)
		if (found[i]!.includes("'") || found[i]!.includes('’'))
			found[i] = found[i]!.replace(APOSTROPHES, '')
	return found
}

/** A word of the text where it stands: offsets into the original text, and its normalised form. */
export interface Token {
	start: number
	end: number
	word: string
}

/** The words of a text with their places in it (for snippets and highlighting). */
export function tokens(text: string): Token[] {
	const out: Token[] = []
	for (const match of text.matchAll(new RegExp(WORD_SOURCE, 'gu'))) {
		const word = words(match[0]).join('')
		if (word)
			out.push({ start: match.index, end: match.index + match[0].length, word })
	}
	return out
}

const stems = new Map<string, string>()
const STEM_MEMO = 200_000

/** The stem of a normalised word (memoised: the stemmer costs microseconds a call). */
export function stem(word: string): string {
	let found = stems.get(word)
	if (found === undefined) {
		found = detach(
			word.length < 3 || STOP_WORDS.has(word) ? word : porter2(word),
		)
		if (stems.size >= STEM_MEMO) stems.clear()
		stems.set(detach(word), found)
	}
	return found
}

/** Frees the stem memo (after a bulk build: searches need only a few stems). */
export function forgetStems(): void {
	stems.clear()
}

/**
 * A copy of a word that does not keep the text it was cut from alive. V8 keeps a slice of 13 or
 * more characters as a view into its parent string: one such word kept in the vocabulary would
 * keep a whole article body in memory (measured: 600 MB of heap at 100,000 articles).
 */
export function detach(word: string): string {
	return word.length < 13 ? word : (' ' + word).slice(1)
}

const ENTITIES: Record<string, string> = {
	amp: '&',
	lt: '<',
	gt: '>',
	quot: '"',
	apos: "'",
	nbsp: ' ',
}
/** Tags inside a word's run of text: removed without a space ("<strong>brand</strong>ing"). */
const INLINE =
	/^(?:a|abbr|b|code|del|em|i|ins|kbd|mark|q|s|small|span|strong|sub|sup|u)$/i

function decodeEntity(entity: string, name: string): string {
	if (name.startsWith('#')) {
		const code =
			name[1] === 'x' || name[1] === 'X'
				? Number.parseInt(name.slice(2), 16)
				: Number.parseInt(name.slice(1), 10)
		return Number.isInteger(code) && code > 0 && code <= 0x10ffff
			? String.fromCodePoint(code)
			: entity
	}
	return ENTITIES[name.toLowerCase()] ?? entity
}

/**
 * The text a reader sees in an article body's sanitised HTML: tags removed (block elements leave a
 * space), character references decoded, white space collapsed.
 */
export function htmlToText(html: string): string {
	return html
		.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) =>
			INLINE.test(name) ? '' : ' ',
		)
		.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, decodeEntity)
		.replace(/\s+/g, ' ')
		.trim()
}
