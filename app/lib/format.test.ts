import { describe, expect, it } from 'vitest'
import {
	formatCompactNumber,
	formatCount,
	formatImageCredit,
	formatLongDate,
	formatDateline,
	formatMastheadDate,
	formatShortDate,
} from './format.ts'

describe('formatLongDate', () => {
	it('names the weekday, month, day and year', () => {
		expect(formatLongDate('2026-11-22T05:00:00Z')).toBe(
			'Sunday, November 22, 2026',
		)
	})
})

describe('formatShortDate', () => {
	it('names the month short, then day and year, in UTC', () => {
		expect(formatShortDate('2026-11-22T23:30:00Z')).toBe('Nov 22, 2026')
	})
})

describe('formatMastheadDate', () => {
	it('adds the short weekday for the masthead', () => {
		expect(formatMastheadDate('2026-11-26T08:00:00Z')).toBe('Thu, Nov 26, 2026')
	})
})

describe('formatDateline', () => {
	const now = new Date('2026-11-22T12:00:00Z')
	it('counts hours under a day', () => {
		expect(formatDateline('2026-11-22T09:00:00Z', now)).toBe('3 hours ago')
		expect(formatDateline('2026-11-22T11:00:00Z', now)).toBe('1 hour ago')
	})
	it('counts days from 24 hours, within a week', () => {
		expect(formatDateline('2026-11-21T12:00:00Z', now)).toBe('1 day ago')
		expect(formatDateline('2026-11-16T12:00:00Z', now)).toBe('6 days ago')
	})
	it('prints the date from a week on', () => {
		expect(formatDateline('2026-11-15T12:00:00Z', now)).toBe(
			'November 15, 2026',
		)
		expect(formatDateline('2026-05-30T12:00:00Z', now)).toBe('May 30, 2026')
	})
	it('says just now for the last hour and for clock skew', () => {
		expect(formatDateline('2026-11-22T11:30:00Z', now)).toBe('Just now')
		expect(formatDateline('2026-11-22T13:00:00Z', now)).toBe('Just now')
	})
})

describe('number formats', () => {
	it('compacts thousands and millions', () => {
		expect(formatCompactNumber(950)).toBe('950')
		expect(formatCompactNumber(1234)).toBe('1.2K')
		expect(formatCompactNumber(48_000)).toBe('48K')
		expect(formatCompactNumber(1_500_000)).toBe('1.5M')
	})
	it('separates thousands', () => {
		expect(formatCount(48213)).toBe('48,213')
	})
})

describe('image credits', () => {
	it("prefixes a bare credit with 'Photo:'", () => {
		expect(formatImageCredit('Brandline studio')).toBe(
			'Photo: Brandline studio',
		)
		expect(formatImageCredit('  Leading Voices / Brandline studio ')).toBe(
			'Photo: Leading Voices / Brandline studio',
		)
	})
	it('keeps a credit that names its kind as it is', () => {
		expect(formatImageCredit('Illustration: Brandline')).toBe(
			'Illustration: Brandline',
		)
		expect(formatImageCredit('Photograph: Brandline')).toBe(
			'Photograph: Brandline',
		)
		expect(formatImageCredit('courtesy of the author')).toBe(
			'Courtesy of the author',
		)
		expect(formatImageCredit('Photo: Reuters')).toBe('Photo: Reuters')
	})
	it('does not mistake a name that starts like a label', () => {
		expect(formatImageCredit('Imagery Lab')).toBe('Photo: Imagery Lab')
		expect(formatImageCredit('Artemis Pictures')).toBe(
			'Photo: Artemis Pictures',
		)
	})
})
