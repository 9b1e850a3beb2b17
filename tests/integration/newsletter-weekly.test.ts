/**
 * The weekly digest and the digest's no-repeat rule (decision record 084), on the real database and
 * a real SMTP listener on 127.0.0.1: the weekly digest goes out once at the day and hour the
 * settings give it in the publication's zone (Sunday 09:00 Berlin, the morning the clocks go
 * forward: 07:00 UTC), with two workers at once; it honours each reader's choices; it leaves out
 * what a story send and an earlier digest already gave each reader (only what each got); a reader
 * with nothing left gets nothing. The admin's preview shows it as it would go out.
 */
import { describe, expect, it } from 'vitest'

// The daily digest at 20:00 Berlin, out of the weekly one's way.
process.env.NEWSLETTER_DIGEST_HOUR = '20'
process.env.NEWSLETTER_TIME_ZONE = 'Europe/Berlin'
process.env.NEWSLETTER_DIGEST_GRACE_MINUTES = '120'

import type { Category } from '#app/content/categories.ts'
import { setupTestDatabase } from '../helpers/database.ts'
import { duplicates, startDigestFixture } from '../helpers/digest-fixture.ts'
import { runDigestJob } from '#app/server/newsletter/digest.server.tsx'
import { previewDigest } from '#app/server/newsletter/digest-admin.server.ts'
import { runIssueJob } from '#app/server/newsletter/issue-sending.server.ts'
import { SEND_SLICE_LEASE } from '#app/server/newsletter/send-rate.server.ts'
import { takeLease } from '#app/server/coordination/leases.server.ts'
import {
	ActivityDay,
	Article,
	NewsletterDigest,
	NewsletterIssue,
	NewsletterSubscriber,
	PublicationSettings,
	settingsVersionId,
	type SubscriberFields,
} from '#app/server/models/index.ts'
import { forgetSettings } from '#app/server/site/settings.server.ts'

setupTestDatabase('newsletter_weekly')

const fixture = startDigestFixture()
const sink = () => fixture.sink()

const at = (iso: string) => new Date(iso)
const FAST = { ratePerSecond: 500 }

async function useSettings(): Promise<void> {
	await PublicationSettings.deleteMany({})
	await PublicationSettings.create({
		_id: settingsVersionId(1),
		version: 1,
		siteName: 'Brandline',
		description: 'News.',
		contactEmail: 'desk@example.com',
		senderName: 'Brandline',
		senderEmail: 'desk@example.com',
		digestHour: 20,
		weeklyDay: 0,
		weeklyHour: 9,
		timeZone: 'Europe/Berlin',
		savedById: 'test',
		savedByName: 'Test',
	})
	forgetSettings()
}

/** No issues and no reading figures yet. */
async function clearDesk(): Promise<void> {
	await NewsletterIssue.deleteMany({})
	await ActivityDay.deleteMany({})
}

async function addReader(
	name: string,
	choices: Partial<SubscriberFields>,
): Promise<{ id: string; email: string }> {
	const email = `${name}@example.com`
	const created = await NewsletterSubscriber.create({
		email,
		confirmedAt: at('2026-03-01T00:00:00Z'),
		subscribedAt: at('2026-03-01T00:00:00Z'),
		...choices,
	})
	return { id: created._id, email }
}

async function addArticle(
	headline: string,
	category: Category,
	publishedAt: string,
	views = 0,
	breaking = false,
): Promise<string> {
	const article = await Article.create({
		headline,
		summary: `${headline}, in short.`,
		content: 'Body.',
		author: 'Ada Editor',
		category,
		breaking,
		publishedAt: at(publishedAt),
		firstPublishedAt: at(publishedAt),
	})
	if (views > 0)
		await ActivityDay.create({
			_id: `2026-03-25:article:${article._id}`,
			day: '2026-03-25',
			kind: 'article',
			subject: article._id,
			views,
		})
	return article._id
}

/** A story send of one article, as the article editor's "Publish and send" leaves it (082). */
async function sendStory(articleId: string, now: Date): Promise<void> {
	await NewsletterIssue.create({
		_id: `story-${articleId}`,
		subject: 'A story',
		articleIds: [articleId],
		story: { articleId, mode: 'published', token: 'form-1' },
		state: 'sending',
		version: 2,
		startedAt: now,
		sliceCount: 16,
	})
	await runIssueJob({ now, ...FAST })
}

const HEADLINES = {
	a1: 'The week’s big read on audience growth',
	a2: 'A rebrand in a weekend',
	a3: 'An interview everyone shared',
	a4: 'Ten thousand readers from one niche',
}

function headlinesIn(text: string): string[] {
	return Object.entries(HEADLINES)
		.filter(([, headline]) => text.includes(headline))
		.map(([key]) => key)
}

describe('the weekly digest', () => {
	it('goes out once at its day and hour in the zone, honours choices and repeats nothing already sent', async () => {
		await useSettings()
		await NewsletterIssue.deleteMany({})
		await ActivityDay.deleteMany({})
		const daily = await addReader('daily', { receives: 'daily' })
		const weekly = await addReader('weekly', { receives: 'weekly' })
		const both = await addReader('both', { receives: 'both' })
		await addReader('stories', { receives: 'stories' })
		await addReader('breaking', { receives: 'breaking' })
		await addReader('paused', {
			receives: 'weekly',
			pausedUntil: at('2030-01-01T00:00:00Z'),
		})
		// Weekly, interviews only: its one article came in the story send: nothing left.
		const interviews = await addReader('interviews', {
			receives: 'weekly',
			topics: ['expert-interviews'],
		})
		// Both, branding only: the daily gave it the one branding article: nothing left.
		const branding = await addReader('branding', {
			receives: 'both',
			topics: ['personal-branding'],
		})
		// Branding only on Saturday (the daily gave it a2), every topic by Sunday.
		const widened = await addReader('widened', {
			receives: 'both',
			topics: ['personal-branding'],
		})

		const a1 = await addArticle(
			HEADLINES.a1,
			'audience-growth',
			'2026-03-24T10:00:00Z',
			100,
		)
		await addArticle(
			HEADLINES.a2,
			'personal-branding',
			'2026-03-28T12:00:00Z',
			0,
			true,
		)
		const a3 = await addArticle(
			HEADLINES.a3,
			'expert-interviews',
			'2026-03-27T10:00:00Z',
			50,
		)
		await addArticle(HEADLINES.a4, 'audience-growth', '2026-03-28T13:00:00Z')

		// Friday: a3 as a story send. Saturday 20:00 Berlin (19:00 UTC): the daily with a2 and a4.
		await sendStory(a3, at('2026-03-27T11:00:00Z'))
		const saturday = await runDigestJob({
			now: at('2026-03-28T19:30:00Z'),
			...FAST,
		})
		expect(saturday.weekly).toBeNull()
		await NewsletterSubscriber.updateOne(
			{ _id: widened.id },
			{ $unset: { topics: 1 } },
		)
		sink().clear()

		// A minute before 09:00 Berlin on Sunday (summer time from 03:00): not yet.
		const early = await runDigestJob({
			now: at('2026-03-29T06:59:00Z'),
			...FAST,
		})
		expect(early.weekly).toBeNull()
		expect(sink().messages).toHaveLength(0)

		// The admin's preview at the same moment: the digest as it would go out now.
		const preview = await previewDigest(at('2026-03-29T06:59:00Z'), 'weekly')
		expect(preview.subject).toMatch(/^The Weekly Brief: /)
		expect(headlinesIn(preview.text).sort()).toEqual(['a1', 'a2', 'a3', 'a4'])
		expect(preview.nextSendAt).toBe('2026-03-29T07:00:00.000Z')

		// 09:00 Berlin is 07:00 UTC that morning; two workers at once, then a third run.
		const now = at('2026-03-29T07:00:30Z')
		const runs = await Promise.all([
			runDigestJob({ now, by: 'worker-a', ...FAST }),
			runDigestJob({ now, by: 'worker-b', ...FAST }),
		])
		const again = await runDigestJob({ now, ...FAST })
		expect(runs.map(run => run.weekly)).toEqual([
			'weekly-2026-03-29',
			'weekly-2026-03-29',
		])
		expect(runs[0].sent + runs[1].sent).toBe(3)
		expect(again.sent).toBe(0)
		expect(duplicates(sink().messages)).toEqual([])
		expect(
			sink()
				.messages.flatMap(message => message.to)
				.sort((x, y) => x.localeCompare(y)),
		).toEqual([both.email, weekly.email, widened.email].sort())

		const record = await NewsletterDigest.findById('weekly-2026-03-29').lean()
		expect(record).toMatchObject({
			kind: 'weekly',
			scheduledAt: at('2026-03-29T07:00:00Z'),
			sent: 3,
			skipped: 6,
		})
		// Most-read first, then the newest.
		expect(record!.articleIds.slice(0, 2)).toEqual([a1, a3])

		// The story send gave a3 to every issue reader; the daily gave a2 and a4 to "both".
		const toWeekly = sink().to(weekly.email)[0]!
		expect(headlinesIn(toWeekly.text).sort()).toEqual(['a1', 'a2', 'a4'])
		expect(toWeekly.subject).toMatch(/^The Weekly Brief: /)
		expect(toWeekly.headers['list-unsubscribe']).toBeTruthy()
		expect(toWeekly.headers['list-unsubscribe-post']?.trim()).toBe(
			'List-Unsubscribe=One-Click',
		)
		expect(toWeekly.headers['list-id']).toContain('Daily Brief')
		expect(toWeekly.messageId).toContain('digest-weekly-2026-03-29-')
		expect(headlinesIn(sink().to(both.email)[0]!.text)).toEqual(['a1'])
		// Saturday's daily gave this reader a2 only (its topic then; the story was not in it), so a3
		// and a4 are still new to them.
		expect(headlinesIn(sink().to(widened.email)[0]!.text).sort()).toEqual([
			'a1',
			'a3',
			'a4',
		])
		for (const reader of [daily, interviews, branding])
			expect(sink().to(reader.email)).toHaveLength(0)
	})
})

describe('the daily digest after a story send', () => {
	it('leaves out the story for those who had it; a reader with nothing left gets nothing', async () => {
		await useSettings()
		await NewsletterIssue.deleteMany({})
		await ActivityDay.deleteMany({})
		const reader = await addReader('reader', { receives: 'daily' })
		const urgent = await addReader('urgent', { receives: 'breaking' })
		const story = await addArticle(
			HEADLINES.a2,
			'personal-branding',
			'2026-03-28T10:00:00Z',
			0,
			true,
		)
		// Issues do not go to "breaking news only": the digest is their only way to it.
		await sendStory(story, at('2026-03-28T10:05:00Z'))
		expect(sink().to(reader.email)).toHaveLength(1)
		expect(sink().to(urgent.email)).toHaveLength(0)
		sink().clear()

		const report = await runDigestJob({
			now: at('2026-03-28T19:30:00Z'),
			...FAST,
		})
		expect(report.digest).toBe('2026-03-28')
		expect(report.sent).toBe(1)
		expect(sink().to(reader.email)).toHaveLength(0)
		expect(headlinesIn(sink().to(urgent.email)[0]!.text)).toEqual(['a2'])
		const record = await NewsletterDigest.findById('2026-03-28').lean()
		expect(record).toMatchObject({ sent: 1, skipped: 1 })
	})
})

describe('a story sent while the daily digest goes out', () => {
	it('is left out of the digest’s later slices for the readers it reached', async () => {
		await useSettings()
		await clearDesk()
		// Ids in the first and the last of the 16 slices (each a range of ids).
		const early = await addReader('early', { _id: 'AAAAAAAAAAAA' })
		const late = await addReader('late', { _id: 'zzzzzzzzzzzz' })
		const story = await addArticle(
			HEADLINES.a1,
			'audience-growth',
			'2026-03-28T10:00:00Z',
		)
		await addArticle(HEADLINES.a2, 'personal-branding', '2026-03-28T11:00:00Z')

		// Saturday 20:00 Berlin: the digest goes out, but the last slice is held by a worker that then dies.
		const digestAt = at('2026-03-28T19:30:00Z')
		expect(
			await takeLease(SEND_SLICE_LEASE, '2026-03-28/15', {
				forMs: 120_000,
				holder: 'stalled',
				now: digestAt,
			}),
		).not.toBeNull()
		await runDigestJob({ now: digestAt, ...FAST })
		expect(headlinesIn(sink().to(early.email)[0]!.text).sort()).toEqual([
			'a1',
			'a2',
		])
		expect(sink().to(late.email)).toHaveLength(0)

		// Meanwhile a1 is sent as a story (to both); then the last slice is taken over.
		await sendStory(story, at('2026-03-28T19:31:00Z'))
		sink().clear()
		await runDigestJob({ now: at('2026-03-28T19:40:00Z'), ...FAST })
		const [digest, ...more] = sink().to(late.email)
		expect(more).toHaveLength(0)
		expect(digest!.subject).toMatch(/^The Daily Brief: /)
		expect(headlinesIn(digest!.text)).toEqual(['a2'])
		expect(sink().to(early.email)).toHaveLength(0)
	})
})

/** The headlines in `text`, in the order they first appear. */
function headlinesInOrder(text: string): string[] {
	return headlinesIn(text).sort(
		(x, y) =>
			text.indexOf(HEADLINES[x as keyof typeof HEADLINES]) -
			text.indexOf(HEADLINES[y as keyof typeof HEADLINES]),
	)
}

/** The headlines under each of the two headings, in order (null: a heading missing or out of order). */
function underHeadings(
	body: string,
	[first, second]: readonly [string, string],
): [string[], string[]] | null {
	const at = body.indexOf(first)
	const then = body.indexOf(second, at)
	if (at < 0 || then < 0) return null
	return [
		headlinesInOrder(body.slice(at, then)),
		headlinesInOrder(body.slice(then)),
	]
}

describe('the weekly digest’s message', () => {
	it('has "Most read this week" over the week’s most-read and "New this week" over the rest, in both parts', async () => {
		await useSettings()
		await clearDesk()
		const reader = await addReader('weekly', { receives: 'weekly' })
		// a1 and a3 were read this week (a1 most); a2 and a4 were only published (a4 last).
		const week: [keyof typeof HEADLINES, Category, string, number][] = [
			['a1', 'audience-growth', '2026-03-24T10:00:00Z', 100],
			['a2', 'personal-branding', '2026-03-28T12:00:00Z', 0],
			['a3', 'expert-interviews', '2026-03-27T10:00:00Z', 50],
			['a4', 'audience-growth', '2026-03-28T13:00:00Z', 0],
		]
		for (const [key, category, publishedAt, views] of week)
			await addArticle(HEADLINES[key], category, publishedAt, views)

		const report = await runDigestJob({
			now: at('2026-03-29T07:00:30Z'),
			...FAST,
		})
		expect(report.weekly).toBe('weekly-2026-03-29')
		const [message, ...more] = sink().to(reader.email)
		expect(more).toHaveLength(0)
		const parts = [
			['a1', 'a3'],
			['a4', 'a2'],
		]
		const headings = ['Most read this week', 'New this week'] as const
		const inCapitals = [
			headings[0].toUpperCase(),
			headings[1].toUpperCase(),
		] as const
		expect(underHeadings(message!.html, headings)).toEqual(parts)
		expect(underHeadings(message!.text, inCapitals)).toEqual(parts)
		// Its footer names the digest the reader chose.
		for (const part of [message!.html, message!.text])
			expect(part).toContain('You receive The Weekly Brief because')

		// The preview says the same.
		await NewsletterDigest.deleteMany({})
		const preview = await previewDigest(at('2026-03-29T06:59:00Z'), 'weekly')
		expect(underHeadings(preview.text, inCapitals)).toEqual(parts)
	})
})
