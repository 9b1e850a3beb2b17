/**
 * From the articles that matched every word to a page of results: scores rounded, the bonus of
 * words typed side by side that stand side by side in the article, quoted phrases pre-checked by
 * the pair filters, the best `offset + limit + 1` kept (the extra one says another page follows).
 */
import { type DocumentTable } from './documents.server.ts'
import { type Collector } from './matching.server.ts'
import { mayHoldAll } from './phrases.server.ts'
import { roundScore, TopK } from './scoring.server.ts'

/** One article in this many that would not enter the page is checked for phrases, to estimate the total. */
const PHRASE_SAMPLE = 8

/**
 * Scores are rounded to 3 decimals after the bonus is added: the unrounded `score + maxBonus` may
 * fall a hair below an equal rounded score (0.098 + 0.022 < 0.12 in floating point), so the check of
 * whether a bonus could let an article in allows for more than a rounding step.
 */
const BONUS_SLACK = 0.001

/** A pair of query words typed side by side: its filter probe, and what it adds where it stands together. */
export interface Adjacency {
	probe: [number, number]
	bonus: number
}

export interface RankInput {
	collector: Collector
	docs: DocumentTable
	/** How many groups (query words) an article must have matched. */
	groups: number
	/** Pair probes every quoted phrase needs (flattened); empty without phrases. */
	phraseProbes: readonly number[]
	adjacencies: readonly Adjacency[]
	keep: number
}

export interface Ranked {
	kept: { doc: number; score: number; date: number }[]
	total: number
	totalExact: boolean
}

function withAdjacency(
	{ docs, adjacencies }: RankInput,
	d: number,
	score: number,
): number {
	let s = score
	for (const { probe, bonus } of adjacencies)
		if (
			mayHoldAll(docs.filters, docs.filterAt[d]!, docs.filterBytes[d]!, probe)
		)
			s += bonus
	return roundScore(s)
}

/**
 * Ranks the collector's full matches. The adjacency bonus is looked up only for an article that
 * could enter the page with it (its score plus every bonus); with phrases, the pair filter is read
 * for each article that would enter the page, and for every PHRASE_SAMPLE-th other one to estimate
 * how many of the rest pass.
 */
export function rankMatches(input: RankInput): Ranked {
	const { collector, docs, groups, phraseProbes, adjacencies } = input
	const { candidates, candidateCount, count, score } = collector
	const top = new TopK(input.keep)
	const maxBonus = adjacencies.reduce((sum, pair) => sum + pair.bonus, 0)
	let total = 0
	let unchecked = 0
	let sampled = 0
	let sampledPass = 0
	for (let i = 0; i < candidateCount; i++) {
		const d = candidates[i]!
		if (count[d] !== groups) continue
		const date = docs.published[d]!
		let s = roundScore(score[d]!)
		if (maxBonus > 0 && top.admits(s + maxBonus + BONUS_SLACK, date))
			s = withAdjacency(input, d, s)
		const enters = top.admits(s, date)
		if (phraseProbes.length) {
			if (!enters && (unchecked + sampled) % PHRASE_SAMPLE !== 0) {
				unchecked++
				continue
			}
			const pass = mayHoldAll(
				docs.filters,
				docs.filterAt[d]!,
				docs.filterBytes[d]!,
				phraseProbes,
			)
			if (!enters) sampled++
			if (!pass) continue
			if (!enters) sampledPass++
		}
		total++
		if (enters) top.push(d, s, date)
	}
	if (unchecked > 0)
		total += Math.round((unchecked * sampledPass) / Math.max(1, sampled))
	return { kept: top.sorted(), total, totalExact: unchecked === 0 }
}
