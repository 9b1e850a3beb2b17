import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
	bodyScorer,
	idf,
	SHORT_FIELDS_WEIGHT,
	TopK,
	WEIGHT,
} from './scoring.server.ts'
import { FIELD } from './postings.server.ts'

describe('TopK', () => {
	it('keeps the same articles, in the same order, as sorting everything by score then date', () => {
		const item = fc.record({
			score: fc.integer({ min: 0, max: 20 }).map(n => n / 4),
			date: fc.integer({ min: 0, max: 50 }),
		})
		fc.assert(
			fc.property(
				fc.array(item, { maxLength: 200 }),
				fc.integer({ min: 0, max: 30 }),
				(items, k) => {
					const top = new TopK(k)
					items.forEach(({ score, date }, doc) => {
						if (top.admits(score, date)) top.push(doc, score, date)
					})
					const expected = items
						.map((entry, doc) => ({ doc, ...entry }))
						.sort((a, b) => b.score - a.score || b.date - a.date)
						.slice(0, k)
					const kept = top.sorted()
					// Ties of score and date may keep either article; the (score, date) sequence is the same.
					expect(kept.map(({ score, date }) => [score, date])).toEqual(
						expected.map(({ score, date }) => [score, date]),
					)
				},
			),
		)
	})
})

describe('weights', () => {
	it('rank a headline over tags and summary, and those over the body', () => {
		expect(SHORT_FIELDS_WEIGHT[FIELD.headline]).toBe(WEIGHT.headline)
		expect(WEIGHT.headline).toBeGreaterThan(WEIGHT.tags)
		expect(WEIGHT.summary).toBeGreaterThan(bodyScorer(500)(1, 500))
		// However often the body says it, the body alone never outweighs a headline.
		expect(bodyScorer(500)(255, 100)).toBeLessThan(WEIGHT.headline)
		expect(SHORT_FIELDS_WEIGHT[FIELD.headline | FIELD.tags]).toBe(
			WEIGHT.headline + WEIGHT.tags,
		)
	})

	it('value a rare word over a common one', () => {
		expect(idf(3, 1000)).toBeGreaterThan(idf(300, 1000))
		expect(idf(1000, 1000)).toBeGreaterThan(0)
	})
})
