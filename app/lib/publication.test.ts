import { describe, expect, it } from 'vitest'
import {
	SCHEDULE_IN_PAST_MESSAGE,
	decidePublication,
	parsePublishTime,
	publishTimeInputValue,
	type Publication,
} from './publication.ts'

const now = new Date('2026-11-23T12:00:00Z')
const past = new Date('2026-01-05T09:30:00Z')
const future = new Date('2026-11-24T08:00:00Z')

function decided(...args: Parameters<typeof decidePublication>): Publication {
	const decision = decidePublication(...args)
	if (!decision.ok) throw new Error(decision.message)
	return decision.publication
}

describe('decidePublication', () => {
	it('publishes a new article now when nothing is asked (the JSON API before statuses)', () => {
		expect(decided({}, null, now)).toEqual({
			status: 'published',
			publishedAt: now,
			publishedAtChosen: false,
			firstPublishedAt: now,
		})
	})

	it('back-dates: published with a past date keeps that date', () => {
		expect(
			decided({ status: 'published', publishedAt: past }, null, now),
		).toEqual({
			status: 'published',
			publishedAt: past,
			publishedAtChosen: true,
			firstPublishedAt: past,
		})
	})

	it('schedules whatever asks for a future date, published or scheduled', () => {
		expect(
			decided({ status: 'published', publishedAt: future }, null, now).status,
		).toBe('scheduled')
		expect(
			decided({ status: 'scheduled', publishedAt: future }, null, now),
		).toEqual({
			status: 'scheduled',
			publishedAt: future,
			publishedAtChosen: true,
		})
	})

	it('refuses to schedule for a time that has passed', () => {
		expect(
			decidePublication({ status: 'scheduled', publishedAt: past }, null, now),
		).toEqual({
			ok: false,
			field: 'publishedAt',
			message: SCHEDULE_IN_PAST_MESSAGE,
		})
		expect(decidePublication({ status: 'scheduled' }, null, now).ok).toBe(false)
	})

	it('lets an editor tab opened before the scheduled time save an article that has since gone live', () => {
		const live: Publication = {
			status: 'published',
			publishedAt: past,
			publishedAtChosen: true,
			firstPublishedAt: past,
		}
		expect(
			decided({ status: 'scheduled', publishedAt: past }, live, now),
		).toEqual(live)
	})

	it('dates a draft when it is published, unless an editor chose its date', () => {
		const draft: Publication = {
			status: 'draft',
			publishedAt: past,
			publishedAtChosen: false,
		}
		expect(decided({ status: 'published' }, draft, now)).toEqual({
			status: 'published',
			publishedAt: now,
			publishedAtChosen: false,
			firstPublishedAt: now,
		})
		const datedDraft: Publication = { ...draft, publishedAtChosen: true }
		expect(decided({ status: 'published' }, datedDraft, now)).toEqual({
			status: 'published',
			publishedAt: past,
			publishedAtChosen: true,
			firstPublishedAt: past,
		})
		const scheduledDraft: Publication = {
			status: 'draft',
			publishedAt: future,
			publishedAtChosen: true,
		}
		expect(decided({ status: 'published' }, scheduledDraft, now).status).toBe(
			'scheduled',
		)
	})

	it('keeps status and date when a save asks for neither', () => {
		const live: Publication = {
			status: 'published',
			publishedAt: past,
			publishedAtChosen: false,
			firstPublishedAt: past,
		}
		expect(decided({}, live, now)).toEqual(live)
		const draft: Publication = {
			status: 'draft',
			publishedAt: past,
			publishedAtChosen: true,
		}
		expect(decided({}, draft, now)).toEqual(draft)
	})

	it('unpublishing keeps the date the article went live with', () => {
		const live: Publication = {
			status: 'published',
			publishedAt: past,
			publishedAtChosen: false,
			firstPublishedAt: past,
		}
		expect(decided({ status: 'draft' }, live, now)).toEqual({
			status: 'draft',
			publishedAt: past,
			publishedAtChosen: false,
			firstPublishedAt: past,
		})
	})

	it('publishing again what was taken off the site keeps its first date (only the first publication dates it)', () => {
		const unpublished: Publication = {
			status: 'draft',
			publishedAt: past,
			publishedAtChosen: false,
			firstPublishedAt: past,
		}
		expect(decided({ status: 'published' }, unpublished, now)).toEqual({
			status: 'published',
			publishedAt: past,
			publishedAtChosen: false,
			firstPublishedAt: past,
		})
		// An editor may still choose another date; the first publication stays what it was.
		const redated = decided(
			{ status: 'published', publishedAt: new Date('2026-11-20T00:00:00Z') },
			unpublished,
			now,
		)
		expect(redated.firstPublishedAt).toEqual(past)
	})

	it('a legacy published article (no first date recorded) takes its date as its first publication', () => {
		expect(
			decided(
				{},
				{ status: 'published', publishedAt: past, publishedAtChosen: false },
				now,
			).firstPublishedAt,
		).toEqual(past)
	})
})

describe('publish times', () => {
	it("reads the editor's datetime-local values as UTC, and ISO times with their zone", () => {
		expect(parsePublishTime('2026-11-23T14:05')).toEqual(
			new Date('2026-11-23T14:05:00Z'),
		)
		expect(parsePublishTime('2026-11-23T14:05:09')).toEqual(
			new Date('2026-11-23T14:05:09Z'),
		)
		expect(parsePublishTime('2026-11-23T14:05:09+02:00')).toEqual(
			new Date('2026-11-23T12:05:09Z'),
		)
		expect(parsePublishTime('2026-11-23T14:05:09.250Z')).toEqual(
			new Date('2026-11-23T14:05:09.250Z'),
		)
	})

	it('refuses anything else', () => {
		for (const text of [
			'',
			'tomorrow',
			'2026-11-23',
			'2026-13-45T99:99',
			'1700000000',
		])
			expect(parsePublishTime(text)).toBeUndefined()
	})

	it('shows a time in the input as UTC to the second, and reads it back unchanged', () => {
		const value = publishTimeInputValue(new Date('2026-11-23T14:05:09.000Z'))
		expect(value).toBe('2026-11-23T14:05:09')
		expect(parsePublishTime(value)).toEqual(new Date('2026-11-23T14:05:09Z'))
	})
})
