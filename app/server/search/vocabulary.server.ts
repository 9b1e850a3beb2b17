/**
 * The index's words. Every indexed word as written (normalised) maps to its stem's term number;
 * the words are kept in one sorted array, so a prefix is a binary search and a typo is a look-up
 * of the ~50·n one-edit variants of the query word (MiniSearch's radix tree does the same look-ups
 * at ~250 bytes a word, against ~50 here: 73 MB against 17 MB for 300,000 words).
 */
import { detach, STOP_WORDS, stem } from './text.server.ts'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** Indexed words, sorted; new words wait in `pending` until the next look-up merges them in. */
export class Vocabulary {
	private sorted: string[] = []
	private termAt = new Int32Array(0)
	private pending = new Map<string, number>()

	get size(): number {
		return this.sorted.length + this.pending.size
	}

	add(word: string, term: number): void {
		if (this.pending.has(word) || this.indexOf(word) >= 0) return
		this.pending.set(detach(word), term)
	}

	/** The term of an indexed word. */
	get(word: string): number | undefined {
		const waiting = this.pending.get(word)
		if (waiting !== undefined) return waiting
		const at = this.indexOf(word)
		return at >= 0 ? this.termAt[at] : undefined
	}

	/** The terms of the words that start with `prefix` (at most `max` words looked at). */
	prefixTerms(prefix: string, max = 5000): number[] {
		this.flush()
		const out: number[] = []
		for (
			let i = this.lowerBound(prefix);
			i < this.sorted.length &&
			out.length < max &&
			this.sorted[i]!.startsWith(prefix);
			i++
		)
			out.push(this.termAt[i]!)
		return out
	}

	/** Indexed words one edit from `word` (a letter deleted, inserted or replaced, or two neighbours swapped), with their terms. */
	oneEdit(word: string): [string, number][] {
		this.flush()
		const out: [string, number][] = []
		for (const variant of oneEditVariants(word)) {
			const at = this.indexOf(variant)
			if (at >= 0) out.push([variant, this.termAt[at]!])
		}
		return out
	}

	/** Indexed words within `max` edits of `word`: those one edit away, and those sharing its first letter. [word, term, distance]. */
	near(word: string, max: number): [string, number, number][] {
		const out = new Map<string, [string, number, number]>()
		for (const [found, term] of this.oneEdit(word))
			out.set(found, [found, term, 1])
		const first = word[0] ?? ''
		for (
			let i = this.lowerBound(first);
			i < this.sorted.length && this.sorted[i]!.startsWith(first);
			i++
		) {
			const candidate = this.sorted[i]!
			if (Math.abs(candidate.length - word.length) > max || out.has(candidate))
				continue
			const distance = editDistance(word, candidate, max)
			if (distance <= max && distance > 0)
				out.set(candidate, [candidate, this.termAt[i]!, distance])
		}
		return [...out.values()]
	}

	/** Merges the pending words into the sorted array (one pass). */
	flush(): void {
		if (this.pending.size === 0) return
		const added = [...this.pending.keys()].sort()
		const n = this.sorted.length + added.length
		const sorted: string[] = new Array<string>(n)
		const termAt = new Int32Array(n)
		let i = 0
		let j = 0
		for (let k = 0; k < n; k++) {
			if (
				j >= added.length ||
				(i < this.sorted.length && this.sorted[i]! < added[j]!)
			) {
				sorted[k] = this.sorted[i]!
				termAt[k] = this.termAt[i++]!
			} else {
				sorted[k] = added[j]!
				termAt[k] = this.pending.get(added[j++]!)!
			}
		}
		this.sorted = sorted
		this.termAt = termAt
		this.pending.clear()
	}

	private indexOf(word: string): number {
		const at = this.lowerBound(word)
		return at < this.sorted.length && this.sorted[at] === word ? at : -1
	}

	private lowerBound(word: string): number {
		let lo = 0
		let hi = this.sorted.length
		while (lo < hi) {
			const mid = (lo + hi) >>> 1
			if (this.sorted[mid]! < word) lo = mid + 1
			else hi = mid
		}
		return lo
	}
}

/** Every string one edit from `word` (deletes, swaps of neighbours, replacements, inserts), each once. */
export function oneEditVariants(word: string): Set<string> {
	const out = new Set<string>()
	for (let i = 0; i <= word.length; i++) {
		const head = word.slice(0, i)
		const rest = word.slice(i)
		if (rest) out.add(head + rest.slice(1))
		if (rest.length > 1) out.add(head + rest[1]! + rest[0]! + rest.slice(2))
		for (const letter of ALPHABET) {
			if (rest) out.add(head + letter + rest.slice(1))
			out.add(head + letter + rest)
		}
	}
	out.delete(word)
	return out
}

const ROW = 65
const rows = [new Int32Array(ROW), new Int32Array(ROW), new Int32Array(ROW)]

/**
 * Optimal string alignment distance (a swap of neighbours is one edit), or `max + 1` as soon as it
 * must exceed `max`. Words longer than 64 characters count as too far.
 */
export function editDistance(a: string, b: string, max: number): number {
	const n = a.length
	const m = b.length
	if (Math.abs(n - m) > max || m >= ROW) return max + 1
	let [before, prev, cur] = rows as [Int32Array, Int32Array, Int32Array]
	for (let j = 0; j <= m; j++) prev[j] = j
	for (let i = 1; i <= n; i++) {
		cur[0] = i
		let rowMin = i
		const ai = a.charCodeAt(i - 1)
		for (let j = 1; j <= m; j++) {
			const bj = b.charCodeAt(j - 1)
			let v = prev[j - 1]! + (ai === bj ? 0 : 1)
			if (prev[j]! + 1 < v) v = prev[j]! + 1
			if (cur[j - 1]! + 1 < v) v = cur[j - 1]! + 1
			if (
				i > 1 &&
				j > 1 &&
				ai === b.charCodeAt(j - 2) &&
				a.charCodeAt(i - 2) === bj &&
				before[j - 2]! + 1 < v
			)
				v = before[j - 2]! + 1
			cur[j] = v
			if (v < rowMin) rowMin = v
		}
		if (rowMin > max) return max + 1
		;[before, prev, cur] = [prev, cur, before]
	}
	return Math.min(prev[m]!, max + 1)
}

/**
 * Stems and their term numbers, and every indexed word mapped to its stem's term. While a build
 * runs, words already seen are remembered (`memo`) so each is stemmed once.
 */
export class TermDictionary {
	readonly vocabulary = new Vocabulary()
	private termOf = new Map<string, number>()
	private stems: string[] = []
	private memo = new Map<string, number>()

	get count(): number {
		return this.stems.length
	}

	/** The term of a stem, if indexed. */
	termOfStem(stemmed: string): number | undefined {
		return this.termOf.get(stemmed)
	}

	stemOf(term: number): string {
		return this.stems[term]!
	}

	/** The term of a normalised word as written, made if new; calls `grew` with the new count. */
	termOfWord(word: string, grew: (count: number) => void): number {
		const remembered = this.memo.get(word)
		if (remembered !== undefined) return remembered
		const stemmed = stem(word)
		let term = this.termOf.get(stemmed)
		if (term === undefined) {
			term = this.stems.length
			this.stems.push(stemmed)
			this.termOf.set(stemmed, term)
			grew(this.stems.length)
		}
		if (this.memo.size > 200_000) this.memo.clear()
		this.memo.set(detach(word), term)
		if (!STOP_WORDS.has(word)) this.vocabulary.add(word, term)
		return term
	}

	/** After a bulk build: frees the memo and sorts the words in. */
	settle(): void {
		this.memo.clear()
		this.vocabulary.flush()
	}
}
