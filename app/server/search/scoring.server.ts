/**
 * Relevance (decision 058). For each query word, an article scores the word's idf times: the
 * weights of the short fields that hold it (headline 4, tags 2, summary 2, author 2, category name
 * 1.5) plus the body's BM25 term (k1 1.2, b 0.75: at most 2.2), times how the word matched (itself
 * 1, as a prefix 0.6 (0.3 when the typed word is a whole word itself), one edit away 0.5; the
 * best match of the word counts). Words typed side by side that stand side by side in the article
 * (in any field) add twice their mean idf. An article's score is the sum, rounded to 3 decimals;
 * ties go to the newer article.
 */
import { FIELD } from './postings.server.ts'

export const WEIGHT = {
	headline: 4,
	tags: 2,
	summary: 2,
	author: 2,
	category: 1.5,
} as const

/** How a query word matched: as itself, as the start of a longer word (less when it is a whole word itself), one edit away. */
export const MATCH_WEIGHT = {
	exact: 1,
	prefix: 0.6,
	prefixOfWord: 0.3,
	fuzzy: 0.5,
} as const

/** Two query words typed side by side that also stand side by side in the article: this times their mean idf. */
export const ADJACENCY_WEIGHT = 2

const K1 = 1.2
const B = 0.75

/** The short fields' weight for every combination of field flags (bits 0–4). */
export const SHORT_FIELDS_WEIGHT: Float64Array = (() => {
	const table = new Float64Array(32)
	for (let flags = 0; flags < 32; flags++)
		table[flags] =
			(flags & FIELD.headline ? WEIGHT.headline : 0) +
			(flags & FIELD.summary ? WEIGHT.summary : 0) +
			(flags & FIELD.tags ? WEIGHT.tags : 0) +
			(flags & FIELD.author ? WEIGHT.author : 0) +
			(flags & FIELD.category ? WEIGHT.category : 0)
	return table
})()

/** Inverse document frequency of a word in `df` of `n` articles (BM25's, never negative). */
export function idf(df: number, n: number): number {
	return Math.log(1 + (n - df + 0.5) / (df + 0.5))
}

/** BM25's body term as (count, length) → score, for an archive whose bodies average `averageLength` words. */
export function bodyScorer(averageLength: number) {
	const norm = K1 * (1 - B)
	const perWord = (K1 * B) / Math.max(1, averageLength)
	return (count: number, length: number): number =>
		(count * (K1 + 1)) / (count + norm + perWord * length)
}

/** Scores are compared at 3 decimals, so tiny differences of floating point do not beat recency. */
export function roundScore(score: number): number {
	return Math.round(score * 1000) / 1000
}

/** Whether (score, date) ranks before (otherScore, otherDate): higher score, then newer. */
export function ranksBefore(
	score: number,
	date: number,
	otherScore: number,
	otherDate: number,
): boolean {
	return score > otherScore || (score === otherScore && date > otherDate)
}

/**
 * The best `capacity` of a stream of (article, score, date): a min-heap whose root is the worst
 * kept (lowest score; on a tie, the oldest).
 */
export class TopK {
	readonly capacity: number
	size = 0
	private doc: Int32Array
	private score: Float64Array
	private date: Float64Array

	constructor(capacity: number) {
		this.capacity = capacity
		this.doc = new Int32Array(capacity)
		this.score = new Float64Array(capacity)
		this.date = new Float64Array(capacity)
	}

	/** Whether an article with this score and date would be kept. */
	admits(score: number, date: number): boolean {
		return (
			this.capacity > 0 &&
			(this.size < this.capacity ||
				ranksBefore(score, date, this.score[0]!, this.date[0]!))
		)
	}

	/** Offers an article; call only when `admits` says so. */
	push(doc: number, score: number, date: number): void {
		if (this.size < this.capacity) {
			this.set(this.size, doc, score, date)
			this.siftUp(this.size++)
		} else {
			this.set(0, doc, score, date)
			this.siftDown(0)
		}
	}

	/** The kept articles, best first. */
	sorted(): { doc: number; score: number; date: number }[] {
		const out = Array.from({ length: this.size }, (_, i) => ({
			doc: this.doc[i]!,
			score: this.score[i]!,
			date: this.date[i]!,
		}))
		return out.sort((a, b) => b.score - a.score || b.date - a.date)
	}

	private set(i: number, doc: number, score: number, date: number): void {
		this.doc[i] = doc
		this.score[i] = score
		this.date[i] = date
	}

	/** Whether the item at i should sit above (nearer the root than) the item at j: it ranks lower. */
	private lower(i: number, j: number): boolean {
		return ranksBefore(
			this.score[j]!,
			this.date[j]!,
			this.score[i]!,
			this.date[i]!,
		)
	}

	private swap(i: number, j: number): void {
		const doc = this.doc[i]!
		const score = this.score[i]!
		const date = this.date[i]!
		this.set(i, this.doc[j]!, this.score[j]!, this.date[j]!)
		this.set(j, doc, score, date)
	}

	private siftUp(i: number): void {
		while (i > 0) {
			const parent = (i - 1) >> 1
			if (!this.lower(i, parent)) return
			this.swap(i, parent)
			i = parent
		}
	}

	private siftDown(i: number): void {
		for (;;) {
			const left = 2 * i + 1
			const right = left + 1
			let lowest = i
			if (left < this.size && this.lower(left, lowest)) lowest = left
			if (right < this.size && this.lower(right, lowest)) lowest = right
			if (lowest === i) return
			this.swap(i, lowest)
			i = lowest
		}
	}
}
