/**
 * What a reader typed, as the index reads it: loose words (every one must match; the last also as
 * a prefix while it is being typed) and "quoted phrases" (their words in that order).
 */
import { STOP_WORDS, words } from './text.server.ts'

export interface QueryWord {
	/** Normalised (text.server.ts: lower-case, no accents, no apostrophes). */
	word: string
	/** Also matches as the start of a longer word: the last loose word, unless the query ends in a space or a quote. */
	prefix: boolean
}

export interface ParsedQuery {
	/** Loose words, each once, stop words left out (a stop word being typed as the last word stays, as a prefix). */
	words: QueryWord[]
	/** Quoted phrases of two words or more, normalised, stop words kept. */
	phrases: string[][]
	/** Loose words typed side by side (neither a stop word): articles where they stand together rank higher. */
	pairs: [string, string][]
}

/** Words a query may hold (loose and quoted together): beyond them the rest is ignored. */
export const MAX_QUERY_WORDS = 10

const QUOTED = /"([^"]*)"/g
const ENDS_IN_WORD = /[\p{L}\p{N}]$/u

/**
 * `linkedin "Personal Brand" gro` → loose words linkedin and gro (a prefix), the phrase
 * [personal, brand]. A one-word "phrase" is an exact word (never a prefix); an unclosed quote
 * counts as loose words.
 */
export function parseQuery(raw: string): ParsedQuery {
	const phrases: string[][] = []
	const exact = new Set<string>()
	const loose: string[] = []
	const pairs: [string, string][] = []
	const pairUp = (segment: string) => {
		const found = words(segment)
		for (let i = 1; i < found.length; i++) {
			const [a, b] = [found[i - 1]!, found[i]!]
			if (!STOP_WORDS.has(a) && !STOP_WORDS.has(b) && a !== b)
				pairs.push([a, b])
		}
	}
	let budget = MAX_QUERY_WORDS
	let last = 0
	for (const match of raw.matchAll(QUOTED)) {
		loose.push(raw.slice(last, match.index))
		pairUp(raw.slice(last, match.index))
		last = match.index + match[0].length
		const quoted = words(match[1] ?? '').slice(0, budget)
		if (quoted.length > 1) {
			phrases.push(quoted)
			budget -= quoted.length
		} else if (quoted[0] !== undefined) {
			loose.push(quoted[0])
			exact.add(quoted[0])
		}
	}
	const tail = raw.slice(last)
	loose.push(tail.replaceAll('"', ' '))
	pairUp(tail)
	const found = words(loose.join(' '))
	// The last word is still being typed when the text ends in it, after the last closed quote.
	const open = ENDS_IN_WORD.test(raw) && tail.trim() !== ''
	const out: QueryWord[] = []
	found.forEach((word, i) => {
		const prefix = open && i === found.length - 1 && !exact.has(word)
		if (STOP_WORDS.has(word) && !prefix) return
		const seen = out.findIndex(existing => existing.word === word)
		// A word typed again as the last one, still being typed, moves to the end as the prefix.
		if (seen >= 0 && prefix) out.splice(seen, 1)
		else if (seen >= 0) return
		if (out.length < budget) out.push({ word, prefix })
	})
	return { words: out, phrases, pairs: pairs.slice(0, MAX_QUERY_WORDS) }
}

/** The query's words without repeats, loose and quoted, stop words left out (for suggestions). */
export function contentWords(query: ParsedQuery): string[] {
	return [
		...new Set([
			...query.words.map(item => item.word),
			...query.phrases.flat(),
		]),
	].filter(word => !STOP_WORDS.has(word))
}
