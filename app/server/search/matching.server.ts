/**
 * Which articles match every word of a query, and how well. Each word becomes a group of terms (its
 * stem; for the last word being typed, the stems of the words it begins; for an unknown word of 5+
 * letters, the words one edit away); the groups are read rarest first, and only articles that
 * matched every earlier group are carried on, so the work is the sum of the groups' document
 * frequencies. The scratch arrays are kept between searches: nothing is allocated per article.
 */
import { type DocumentTable } from './documents.server.ts'
import {
	FIELD,
	grow,
	PostingCursor,
	type PostingLists,
} from './postings.server.ts'
import {
	bodyScorer,
	idf,
	MATCH_WEIGHT,
	SHORT_FIELDS_WEIGHT,
} from './scoring.server.ts'
import { STOP_WORDS, stem } from './text.server.ts'
import { type TermDictionary } from './vocabulary.server.ts'

export interface Expansion {
	term: number
	weight: number
	idf: number
}

/** Stems a prefix may stand for (the most frequent first), and expansions a whole query may read. */
export const MAX_PREFIX_TERMS = 24
export const MAX_EXPANSIONS = 32
/** A prefix shorter than this matches only itself (three letters: "aud" finds audience). */
export const MIN_PREFIX = 3
/** Words of this many letters or more that no article holds match words one edit away. */
export const MIN_FUZZY = 5

export interface MatchSources {
	dictionary: TermDictionary
	postings: PostingLists
	docs: DocumentTable
}

/** The terms one query word stands for, best first, at most `room`. None: nothing can match. */
export function expandWord(
	{ dictionary, postings, docs }: MatchSources,
	word: string,
	{
		prefix,
		exactOnly,
		room,
	}: { prefix: boolean; exactOnly: boolean; room: number },
): Expansion[] {
	const n = docs.live || 1
	const out: Expansion[] = []
	// A longer or misspelt word never counts for more than the word typed would (a rare "Brandt" is
	// no better a match for "brand" than "brand" itself).
	let cap = Infinity
	const add = (term: number, weight: number) => {
		const df = postings.df[term]!
		if (df === 0) return
		const found = out.find(expansion => expansion.term === term)
		if (found) found.weight = Math.max(found.weight, weight)
		else out.push({ term, weight, idf: Math.min(cap, idf(df, n)) })
	}
	const exact = dictionary.termOfStem(stem(word))
	if (exact !== undefined && !STOP_WORDS.has(word)) {
		add(exact, MATCH_WEIGHT.exact)
		cap = out[0]?.idf ?? Infinity
	}
	if (exactOnly) return out
	const prefixWeight =
		out.length > 0 ? MATCH_WEIGHT.prefixOfWord : MATCH_WEIGHT.prefix
	if (prefix && word.length >= MIN_PREFIX)
		[...new Set(dictionary.vocabulary.prefixTerms(word))]
			.sort((a, b) => postings.df[b]! - postings.df[a]!)
			.slice(0, MAX_PREFIX_TERMS)
			.forEach(term => add(term, prefixWeight))
	if (word.length >= MIN_FUZZY && !knows({ dictionary, postings }, word))
		for (const [, term] of dictionary.vocabulary.oneEdit(word))
			add(term, MATCH_WEIGHT.fuzzy)
	out.sort(
		(a, b) =>
			b.weight - a.weight || postings.df[b.term]! - postings.df[a.term]!,
	)
	return out.slice(0, Math.min(room, MAX_EXPANSIONS))
}

/** Whether some live or dead article holds this word as written. */
export function knows(
	{ dictionary, postings }: Pick<MatchSources, 'dictionary' | 'postings'>,
	word: string,
): boolean {
	const term = dictionary.vocabulary.get(word)
	return term !== undefined && postings.df[term]! > 0
}

export interface MatchFilter {
	/** A category code (DocumentTable.lookupCategory), or −1 for any. */
	category: number
	from: number
	to: number
}

/** Scratch space and the result of one `collect`: candidates and, per article, its sums. */
export class Collector {
	/** Articles that matched the first group (and passed the filter); those with `count` = groups matched all. */
	candidates = new Int32Array(1024)
	candidateCount = 0
	count = new Uint8Array(1024)
	score = new Float32Array(1024)
	/** Bit i: the article matched the query's i-th expansion (counting across groups). */
	matched = new Uint32Array(1024)
	private seen = new Uint32Array(1024)
	private best = new Float32Array(1024)
	private touchedAt = new Uint32Array(1024)
	private touched = new Int32Array(1024)
	private touchedCount = 0
	private stamp = 0
	private readonly cursor = new PostingCursor()

	collect(
		sources: MatchSources,
		groups: readonly Expansion[][],
		filter: MatchFilter,
	): void {
		this.ensure(sources.docs.next)
		const epoch = ++this.stamp
		this.candidateCount = 0
		let bit = 0
		for (let gi = 0; gi < groups.length; gi++) {
			const wordStamp = ++this.stamp
			this.touchedCount = 0
			const group = groups[gi]!
			for (const expansion of group) {
				this.read(sources, expansion, {
					first: gi === 0,
					group: gi,
					epoch,
					wordStamp,
					bit: bit < 32 ? 2 ** bit : 0,
					filter,
				})
				bit++
			}
			for (let i = 0; i < this.touchedCount; i++) {
				const d = this.touched[i]!
				this.score[d]! += this.best[d]!
				this.count[d]!++
			}
		}
	}

	/** Reads one term's postings, keeping each article's best score for the current word. */
	private read(
		{ postings, docs }: MatchSources,
		expansion: Expansion,
		step: {
			first: boolean
			group: number
			epoch: number
			wordStamp: number
			bit: number
			filter: MatchFilter
		},
	): void {
		const { alive, published, category, bodyLength } = docs
		const { seen, count, touchedAt, best } = this
		const { first, group, epoch, wordStamp, bit, filter } = step
		const body = bodyScorer(docs.averageBodyLength)
		const factor = expansion.idf * expansion.weight
		const cursor = this.cursor
		cursor.open(postings, expansion.term)
		while (cursor.next()) {
			const d = cursor.doc
			if (!alive[d]) continue
			if (first) {
				if (seen[d] !== epoch) {
					const date = published[d]!
					if (
						(filter.category >= 0 && category[d] !== filter.category) ||
						date < filter.from ||
						date > filter.to
					)
						continue
					seen[d] = epoch
					count[d] = 0
					this.score[d] = 0
					this.matched[d] = 0
					this.candidates[this.candidateCount++] = d
				}
			} else if (seen[d] !== epoch || count[d] !== group) continue
			let s = SHORT_FIELDS_WEIGHT[cursor.fields & 31]!
			if (cursor.fields & FIELD.body)
				s += body(cursor.bodyCount, bodyLength[d]!)
			s *= factor
			if (touchedAt[d] !== wordStamp) {
				touchedAt[d] = wordStamp
				best[d] = s
				this.touched[this.touchedCount++] = d
			} else if (s > best[d]!) best[d] = s
			this.matched[d]! |= bit
		}
	}

	private ensure(n: number): void {
		if (n <= this.seen.length) return
		this.candidates = grow(this.candidates, n)
		this.count = grow(this.count, n)
		this.score = grow(this.score, n)
		this.matched = grow(this.matched, n)
		this.seen = grow(this.seen, n)
		this.best = grow(this.best, n)
		this.touchedAt = grow(this.touchedAt, n)
		this.touched = grow(this.touched, n)
	}
}
