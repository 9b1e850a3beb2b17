import { describe, expect, it } from 'vitest'
import { candidateLimits, fillSections } from './home-sections.ts'

const articles = (...ids: string[]) => ids.map(id => ({ id }))

describe('fillSections', () => {
	it('never shows an article twice, and fills each section from its next eligible candidate', () => {
		const filled = fillSections(
			[
				{
					key: 'featuredToday',
					count: 2,
					candidates: articles('lead', 'a', 'b', 'c'),
				},
				{
					key: 'personalBranding',
					count: 2,
					candidates: articles('lead', 'a', 'd', 'e'),
				},
				{ key: 'guest', count: 2, candidates: articles('b', 'f') },
			],
			['lead'],
		)
		expect(filled.featuredToday.map(article => article.id)).toEqual(['a', 'b'])
		expect(filled.personalBranding.map(article => article.id)).toEqual([
			'd',
			'e',
		])
		expect(filled.guest.map(article => article.id)).toEqual(['f'])
		const all = [
			...filled.featuredToday,
			...filled.personalBranding,
			...filled.guest,
		].map(article => article.id)
		expect(new Set(all).size).toBe(all.length)
	})

	it('leaves a section short (or empty) rather than repeating', () => {
		const filled = fillSections(
			[{ key: 'one', count: 3, candidates: articles('x', 'x', 'y') }],
			['y'],
		)
		expect(filled.one.map(article => article.id)).toEqual(['x'])
	})
})

describe('candidateLimits', () => {
	it('asks each section for its count plus every slot above it', () => {
		expect(
			candidateLimits(
				[
					{ key: 'a', count: 2 },
					{ key: 'b', count: 3 },
					{ key: 'c', count: 2 },
				],
				1,
			),
		).toEqual({ a: 3, b: 6, c: 8 })
	})
})
