/**
 * "Did you mean": when a query finds nothing, the same query with its unknown words replaced by
 * indexed words near them (one edit for words under five letters, two from five), closest first,
 * then the most frequent. Only rewrites that find something are offered.
 */
import { knows, MIN_FUZZY, type MatchSources } from './matching.server.ts'
import { contentWords, parseQuery } from './query.server.ts'
import { words } from './text.server.ts'

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu

/** Up to `max` rewrites of `query`, each of which `finds` says has results. */
export function suggestQueries(
	sources: MatchSources,
	query: string,
	finds: (rewritten: string) => boolean,
	max = 3,
): string[] {
	const { dictionary, postings } = sources
	const fixes = new Map<string, string[]>()
	for (const word of contentWords(parseQuery(query))) {
		if (knows(sources, word)) continue
		const ranked = dictionary.vocabulary
			.near(word, word.length >= MIN_FUZZY ? 2 : 1)
			.filter(([, term]) => postings.df[term]! > 0)
			.sort(
				(a, b) =>
					a[2] - b[2] ||
					postings.df[b[1]]! - postings.df[a[1]]! ||
					a[0].localeCompare(b[0]),
			)
			.map(([found]) => found)
		if (ranked.length) fixes.set(word, ranked.slice(0, max))
	}
	const [first] = fixes.keys()
	if (first === undefined) return []
	const out: string[] = []
	for (const alternative of fixes.get(first)!) {
		const rewritten = query
			.replace(WORD, token => {
				const word = words(token).join('')
				return word === first ? alternative : (fixes.get(word)?.[0] ?? token)
			})
			.trim()
		if (!out.includes(rewritten) && finds(rewritten)) out.push(rewritten)
		if (out.length >= max) break
	}
	return out
}
