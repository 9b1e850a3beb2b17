import { describe, expect, it } from 'vitest'
import {
	digestSelection,
	inTopics,
	isPaused,
	modeOf,
	pauseEnd,
	receivesIssue,
	takesDigest,
} from './newsletter-choices.ts'

const now = new Date('2026-11-26T09:00:00Z')
const articles = [
	{ id: 'a', category: 'audience-growth', breaking: false },
	{ id: 'b', category: 'personal-branding', breaking: true },
	{ id: 'c', category: 'audience-growth', breaking: true },
]
const ids = (items: { id: string }[]) => items.map(item => item.id)

describe('newsletter choices', () => {
	it('a record from before the preferences page gets the daily digest', () => {
		expect(modeOf({})).toBe('daily')
		expect(ids(digestSelection({}, articles, now))).toEqual(['a', 'b', 'c'])
	})

	it('a pause holds until its instant, and not after', () => {
		const choices = { pausedUntil: pauseEnd(now) }
		expect(choices.pausedUntil.toISOString()).toBe('2026-12-26T09:00:00.000Z')
		expect(isPaused(choices, now)).toBe(true)
		expect(digestSelection(choices, articles, now)).toEqual([])
		expect(isPaused(choices, choices.pausedUntil)).toBe(false)
		const after = new Date('2026-12-27T00:00:00Z')
		expect(digestSelection(choices, articles, after)).toHaveLength(3)
	})

	it('digest off gets nothing; breaking only gets the breaking articles in its topics', () => {
		expect(digestSelection({ receives: 'stories' }, articles, now)).toEqual([])
		expect(
			ids(digestSelection({ receives: 'breaking' }, articles, now)),
		).toEqual(['b', 'c'])
		expect(
			ids(
				digestSelection(
					{ receives: 'breaking', topics: ['audience-growth'] },
					articles,
					now,
				),
			),
		).toEqual(['c'])
		expect(
			digestSelection({ receives: 'breaking' }, articles.slice(0, 1), now),
		).toEqual([])
	})

	it('topics keep their articles in order; none chosen keeps all', () => {
		expect(inTopics(articles, ['audience-growth']).map(a => a.id)).toEqual([
			'a',
			'c',
		])
		expect(inTopics(articles, []).map(a => a.id)).toEqual(['a', 'b', 'c'])
		expect(inTopics(articles, undefined)).toHaveLength(3)
		expect(inTopics(articles, ['expert-interviews'])).toEqual([])
	})

	it("an editor's issue: not while paused nor for breaking news only; topics by its articles' categories", () => {
		const growth = ['audience-growth']
		expect(receivesIssue({}, growth, now)).toBe(true)
		expect(receivesIssue({ receives: 'stories' }, growth, now)).toBe(true)
		expect(receivesIssue({ receives: 'breaking' }, growth, now)).toBe(false)
		expect(receivesIssue({ receives: 'breaking' }, [], now)).toBe(false)
		expect(receivesIssue({ pausedUntil: pauseEnd(now) }, growth, now)).toBe(
			false,
		)
		expect(receivesIssue({ pausedUntil: now }, growth, now)).toBe(true)
		expect(receivesIssue({ topics: ['personal-branding'] }, growth, now)).toBe(
			false,
		)
		expect(
			receivesIssue(
				{ topics: ['personal-branding'] },
				['audience-growth', 'personal-branding'],
				now,
			),
		).toBe(true)
		// A letter without articles goes to every reader who takes issues.
		expect(receivesIssue({ topics: ['personal-branding'] }, [], now)).toBe(true)
	})
})

describe('daily and weekly digests (decision record 084)', () => {
	it('each mode takes the digests it names', () => {
		expect(takesDigest('daily', 'daily')).toBe(true)
		expect(takesDigest('daily', 'weekly')).toBe(false)
		expect(takesDigest('weekly', 'weekly')).toBe(true)
		expect(takesDigest('weekly', 'daily')).toBe(false)
		expect(takesDigest('both', 'daily')).toBe(true)
		expect(takesDigest('both', 'weekly')).toBe(true)
		expect(takesDigest('stories', 'weekly')).toBe(false)
		expect(takesDigest('breaking', 'weekly')).toBe(false)
		expect(receivesIssue({ receives: 'weekly' }, [], now)).toBe(true)
	})

	it('leaves out what was already sent, and nothing left is nothing', () => {
		const weekly = { receives: 'weekly' as const }
		expect(ids(digestSelection(weekly, articles, now, 'weekly'))).toEqual([
			'a',
			'b',
			'c',
		])
		expect(
			ids(digestSelection(weekly, articles, now, 'weekly', a => a.id !== 'b')),
		).toEqual(['b'])
		expect(
			digestSelection(weekly, articles, now, 'weekly', () => true),
		).toEqual([])
		expect(digestSelection(weekly, articles, now, 'daily')).toEqual([])
	})
})
