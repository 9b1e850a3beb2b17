/**
 * Where a result's words are in its text: ranges to mark in headlines and summaries, and a snippet
 * of the body around the best cluster of matches. Ranges, never HTML: the page escapes the text
 * and wraps each range in <mark> itself, so nothing in an article can become markup.
 */
import { STOP_WORDS, stem, tokens, type Token } from './text.server.ts'

export interface Range {
	start: number
	end: number
}

export interface Snippet {
	/** A slice of the text, about `size` words around the matches (its start when nothing matches). */
	text: string
	/** Where the matches are in `text`. */
	ranges: Range[]
	/** The text goes on before / after the slice (show an ellipsis). */
	cutStart: boolean
	cutEnd: boolean
}

interface Stemmed extends Token {
	stem: string
}

function stemmedTokens(text: string): Stemmed[] {
	return tokens(text).map(token => ({ ...token, stem: stem(token.word) }))
}

/** The matches of `terms` (stems) and `phrases` (stems, in order) among the tokens; a phrase is one range. */
function findMatches(
	toks: Stemmed[],
	terms: readonly string[],
	phrases: readonly string[][],
): { ranges: Range[]; groupAt: Map<number, number>; phrasesFound: boolean[] } {
	const wanted = new Set(terms.filter(term => !STOP_WORDS.has(term)))
	const ranges: Range[] = []
	/** Token index → which term or phrase matched there (to count distinct matches in a window). */
	const groupAt = new Map<number, number>()
	const ids = new Map<string, number>()
	const phrasesFound = phrases.map(() => false)
	for (let i = 0; i < toks.length; i++) {
		const p = phrases.findIndex(
			phrase =>
				phrase.length > 1 &&
				i + phrase.length <= toks.length &&
				phrase.every((s, j) => toks[i + j]!.stem === s),
		)
		if (p >= 0) {
			const length = phrases[p]!.length
			ranges.push({ start: toks[i]!.start, end: toks[i + length - 1]!.end })
			for (let j = 0; j < length; j++) groupAt.set(i + j, 1000 + p)
			phrasesFound[p] = true
			i += length - 1
			continue
		}
		const s = toks[i]!.stem
		if (!wanted.has(s)) continue
		if (!ids.has(s)) ids.set(s, ids.size)
		groupAt.set(i, ids.get(s)!)
		ranges.push({ start: toks[i]!.start, end: toks[i]!.end })
	}
	return { ranges, groupAt, phrasesFound }
}

/** Marks every match of `terms` and `phrases` (stems, from a hit) in a short text: a headline, a summary. */
export function markTerms(
	text: string,
	terms: readonly string[],
	phrases: readonly string[][] = [],
): Range[] {
	return findMatches(stemmedTokens(text), terms, phrases).ranges
}

/** Whether every phrase (stems) stands, in order, in one of the texts: the exact check behind the pair filters. */
export function containsPhrases(
	texts: readonly string[],
	phrases: readonly string[][],
): boolean {
	if (phrases.length === 0) return true
	const found = phrases.map(() => false)
	for (const text of texts) {
		findMatches(stemmedTokens(text), [], phrases).phrasesFound.forEach(
			(yes, p) => (found[p] ||= yes),
		)
	}
	return found.every(Boolean)
}

/** The first token of the window of `size` tokens holding the most distinct matches, then the most matches. */
function bestWindow(
	count: number,
	groupAt: Map<number, number>,
	size: number,
): number {
	let best = 0
	let bestKey = -1
	const inWindow = new Map<number, number>()
	let matches = 0
	for (let start = 0, end = 0; start < Math.max(1, count - size + 1); start++) {
		for (; end < count && end < start + size; end++) {
			const group = groupAt.get(end)
			if (group === undefined) continue
			inWindow.set(group, (inWindow.get(group) ?? 0) + 1)
			matches++
		}
		const key = inWindow.size * 1000 + matches
		if (key > bestKey) {
			bestKey = key
			best = start
		}
		const leaving = groupAt.get(start)
		if (leaving === undefined) continue
		const left = inWindow.get(leaving)! - 1
		if (left === 0) inWindow.delete(leaving)
		else inWindow.set(leaving, left)
		matches--
	}
	// The same matches with a few words before the first (a third of the room left, at most 8).
	let first = -1
	let last = -1
	for (let i = best; i < Math.min(count, best + size); i++) {
		if (!groupAt.has(i)) continue
		if (first < 0) first = i
		last = i
	}
	const slack = size - (last - first + 1)
	return Math.max(
		0,
		Math.min(first - Math.min(8, Math.floor(slack / 3)), count - size),
	)
}

const TRAILING_PUNCTUATION = /[.,;:!?)”"’']/

/** About `size` words of `text` around the best cluster of matches, cut at word boundaries. */
export function snippet(
	text: string,
	terms: readonly string[],
	phrases: readonly string[][] = [],
	size = 30,
): Snippet {
	const toks = stemmedTokens(text)
	const { ranges, groupAt } = findMatches(toks, terms, phrases)
	const start = ranges.length ? bestWindow(toks.length, groupAt, size) : 0
	const last = Math.min(toks.length, start + size) - 1
	if (last < 0) return { text: '', ranges: [], cutStart: false, cutEnd: false }
	const from = start === 0 ? 0 : toks[start]!.start
	let to = last === toks.length - 1 ? text.length : toks[last]!.end
	if (last < toks.length - 1)
		while (to < text.length && TRAILING_PUNCTUATION.test(text[to]!)) to++
	return {
		text: text.slice(from, to),
		ranges: ranges
			.filter(range => range.start >= from && range.end <= to)
			.map(range => ({ start: range.start - from, end: range.end - from })),
		cutStart: from > 0,
		cutEnd: to < text.length,
	}
}
