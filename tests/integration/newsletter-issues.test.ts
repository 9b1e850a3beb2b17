/**
 * Editors' newsletter issues (issue 23 item 1, docs/decisions/079) through a real SMTP server on
 * 127.0.0.1, counted by what the server received: an issue sent now reaches each subscriber once
 * with two workers racing and after a worker dies half-way, a scheduled send is started by the job
 * at its time (in the publication's zone) and sends nothing once cancelled, readers' choices are
 * honoured, the test send leaves the ledger alone, and bad input changes nothing.
 */
import { beforeEach, describe, expect, it } from 'vitest'

process.env.NEWSLETTER_DIGEST_HOUR = '0'
process.env.NEWSLETTER_TIME_ZONE = 'Europe/Berlin'

import type { Category } from '#app/content/categories.ts'
import { setupTestDatabase } from '../helpers/database.ts'
import {
	HOUR,
	duplicates,
	startDigestFixture,
} from '../helpers/digest-fixture.ts'
import { startMailSink } from '../helpers/mail-sink.ts'
import { issueEditorAction } from '#app/server/edge/issue-editor.server.ts'
import { listIssues } from '#app/server/newsletter/issue-admin.server.ts'
import { runIssueJob } from '#app/server/newsletter/issue-sending.server.ts'
import { verifyLinkToken } from '#app/server/newsletter/links.server.ts'
import { useEmailTransport } from '#app/server/platform/email.server.ts'
import {
	Article,
	NewsletterDelivery,
	NewsletterIssue,
	NewsletterSubscriber,
	Promotion,
	type SubscriberFields,
} from '#app/server/models/index.ts'

setupTestDatabase('newsletter_issues')

const fixture = startDigestFixture()
const sink = () => fixture.sink()

beforeEach(async () => {
	await Promise.all([NewsletterIssue.deleteMany({}), Promotion.deleteMany({})])
})

const listedSince = () => new Date(Date.now() - HOUR)

async function addReader(
	name: string,
	choices: Partial<SubscriberFields> = {},
): Promise<string> {
	const email = `${name}@example.com`
	await NewsletterSubscriber.create({
		email,
		confirmedAt: new Date(),
		subscribedAt: listedSince(),
		...choices,
	})
	return email
}

async function addReaders(count: number): Promise<string[]> {
	const emails = Array.from(
		{ length: count },
		(_, index) => `reader-${index}@example.com`,
	)
	await NewsletterSubscriber.create(
		emails.map(email => ({
			email,
			confirmedAt: new Date(),
			subscribedAt: listedSince(),
		})),
	)
	return emails
}

async function addArticle(
	headline: string,
	category: Category = 'personal-branding',
): Promise<string> {
	const article = await Article.create({
		headline,
		summary: `${headline}, in short.`,
		content: 'Body.',
		author: 'Ada Editor',
		category,
		publishedAt: new Date(Date.now() - 2 * HOUR),
	})
	return article._id
}

interface Answer {
	status: number
	location?: string
	result?: { error?: Record<string, string[] | null> }
}

/** Posts the editor's form (or a button) as a browser without JavaScript would. */
async function post(
	id: string,
	fields: Record<string, string | string[]>,
): Promise<Answer> {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(fields))
		for (const one of [value].flat()) body.append(name, one)
	const request = new Request(`http://localhost/admin/newsletter/${id}`, {
		method: 'POST',
		body,
	})
	const answer = await issueEditorAction(request, id, '203.0.113.7').catch(
		(error: unknown) => {
			if (error && typeof error === 'object' && 'init' in error)
				return error as never
			throw error
		},
	)
	if (answer instanceof Response)
		return {
			status: answer.status,
			location: answer.headers.get('Location') ?? undefined,
		}
	const { data, init } = answer as unknown as {
		data: Answer['result'] extends infer R ? { result: R } : never
		init: ResponseInit | null
	}
	return { status: init?.status ?? 200, result: data.result }
}

const FORM = {
	subject: 'Our week in audience growth',
	preheader: 'Three stories and a note from the editor',
	introduction:
		'Hello **readers**. See [the archive](/archive).\n\n<script>alert(1)</script>',
}

async function onlyIssue() {
	const [issue] = await NewsletterIssue.find().lean()
	if (!issue) throw new Error('no issue was saved')
	return issue
}

describe('an issue sent now', () => {
	it('reaches each subscriber once when two workers race, with the list headers and its own Message-ID', async () => {
		const readers = await addReaders(40)
		const lead = await addArticle('Lead story of the issue')
		const second = await addArticle('Second story of the issue')
		const promotion = await Promotion.create({
			title: 'Sponsor of the issue',
			description: "A sponsor's message.",
			url: 'https://sponsor.example/offer',
			placement: 'newsletter',
		})

		const answer = await post('new', {
			...FORM,
			articleIds: [lead, second],
			promotionId: promotion._id,
			intent: 'send',
		})
		expect(answer).toMatchObject({ status: 302, location: '/admin/newsletter' })
		const issue = await onlyIssue()
		expect(issue.state).toBe('sending')

		await Promise.all(
			['a', 'b'].map(by => runIssueJob({ by, ratePerSecond: 1000 })),
		)
		await runIssueJob({ ratePerSecond: 1000 })

		expect(duplicates(sink().messages)).toEqual([])
		expect(new Set(sink().messages.flatMap(message => message.to))).toEqual(
			new Set(readers),
		)
		const mail = sink().to(readers[0]!)[0]!
		expect(mail.subject).toBe(FORM.subject)
		expect(mail.html).toContain('<strong>readers</strong>')
		expect(mail.html).not.toContain('<script>')
		// Made absolute for the inbox, through the send's counted redirect (docs/decisions/083).
		expect(mail.html).toMatch(
			/href="https?:\/\/[^"]+\/r\/[^"?]+\?u=https?:\/\/[^"]+\/archive"/,
		)
		expect(mail.html).toContain(FORM.preheader)
		expect(mail.html.indexOf('Lead story of the issue')).toBeLessThan(
			mail.html.indexOf('Second story of the issue'),
		)
		expect(mail.html).toContain('Sponsored')
		expect(mail.html).toContain(`/promotions/${promotion._id}/go`)
		expect(mail.text).toContain('Hello **readers**')
		expect(mail.text).toContain('Second story of the issue')
		const subscriber = await NewsletterSubscriber.findOne({
			email: readers[0],
		}).lean()
		expect(mail.headers['list-unsubscribe-post']).toBe(
			'List-Unsubscribe=One-Click',
		)
		const oneClick = /\/newsletter\/one-click\/([^>?]+)[^>]*>/.exec(
			mail.headers['list-unsubscribe'] ?? '',
		)
		expect(verifyLinkToken('unsubscribe', oneClick?.[1] ?? '')).toBe(
			subscriber?._id,
		)
		expect(mail.headers['list-id']).toMatch(/<newsletter\./)
		expect(mail.messageId).toBe(
			`<issue-${issue._id}-${subscriber?._id}@${new URL(process.env.PUBLIC_URL ?? 'http://localhost:3000').hostname}>`,
		)

		const [entry] = await listIssues()
		expect(entry).toMatchObject({ state: 'sent', sent: 40, failed: 0 })
		// Sent: the editor can no longer change it.
		const late = await post(issue._id, {
			...FORM,
			subject: 'Changed after sending',
			version: String(issue.version),
		})
		expect(late.status).toBe(409)
		expect((await onlyIssue()).subject).toBe(FORM.subject)
	})

	it('resumes after a worker dies half-way, without sending anyone a second message', async () => {
		const readers = await addReaders(24)
		await post('new', { ...FORM, intent: 'send' })

		const crash = new AbortController()
		let received = 0
		const crashing = await startMailSink({
			beforeAccept: () => {
				received += 1
				if (received === 11) crash.abort()
				if (crash.signal.aborted) throw new Error('connection lost')
			},
		})
		useEmailTransport(crashing.transport())
		try {
			await expect(
				runIssueJob({
					ratePerSecond: 1000,
					concurrency: 1,
					signal: crash.signal,
				}),
			).rejects.toThrow('stopped')
			expect(crashing.messages).toHaveLength(10)
			expect((await onlyIssue()).state).toBe('sending')
		} finally {
			useEmailTransport(sink().transport())
		}
		// Another instance, once the dead worker's lease has run out.
		await runIssueJob({
			now: new Date(Date.now() + 5 * 60_000),
			ratePerSecond: 1000,
			by: 'survivor',
		})
		const all = [...crashing.messages, ...sink().messages]
		await crashing.close()
		expect(duplicates(all)).toEqual([])
		expect(new Set(all.flatMap(message => message.to))).toEqual(
			new Set(readers),
		)
		expect(await onlyIssue()).toMatchObject({ state: 'sent', sent: 24 })
	})
})

describe('a scheduled issue', () => {
	it('goes out when the job finds it due, at the wall time of the publication’s zone', async () => {
		const readers = await addReaders(3)
		const answer = await post('new', {
			...FORM,
			scheduledAt: '2030-07-01T09:00',
			intent: 'schedule',
		})
		expect(answer.status).toBe(302)
		const issue = await onlyIssue()
		// 09:00 in Berlin in summer is 07:00 UTC.
		expect(issue).toMatchObject({
			state: 'scheduled',
			scheduledAt: new Date('2030-07-01T07:00:00Z'),
		})

		await runIssueJob({ now: new Date('2030-07-01T06:59:59Z') })
		expect(sink().messages).toHaveLength(0)
		expect((await onlyIssue()).state).toBe('scheduled')

		await runIssueJob({
			now: new Date('2030-07-01T07:00:00Z'),
			ratePerSecond: 1000,
		})
		expect(new Set(sink().messages.flatMap(message => message.to))).toEqual(
			new Set(readers),
		)
		expect(await onlyIssue()).toMatchObject({ state: 'sent', sent: 3 })
	})

	it('cancelled, sends nothing when its time comes', async () => {
		await addReaders(3)
		await post('new', {
			...FORM,
			scheduledAt: '2030-07-01T09:00',
			intent: 'schedule',
		})
		const issue = await onlyIssue()
		expect(await post(issue._id, { intent: 'cancel' })).toMatchObject({
			status: 302,
		})
		await runIssueJob({
			now: new Date('2030-07-01T08:00:00Z'),
			ratePerSecond: 1000,
		})
		expect(sink().messages).toHaveLength(0)
		expect(await NewsletterDelivery.countDocuments()).toBe(0)
		expect((await onlyIssue()).state).toBe('cancelled')
		// Cancelling twice changes nothing; a cancelled issue can be edited again as a draft.
		expect((await post(issue._id, { intent: 'cancel' })).status).toBe(302)
		const again = await post(issue._id, {
			...FORM,
			subject: 'Rewritten',
			version: String((await onlyIssue()).version),
		})
		expect(again.status).toBe(302)
		expect(await onlyIssue()).toMatchObject({
			state: 'draft',
			subject: 'Rewritten',
		})
	})
})

describe('a cancel racing the scheduler', () => {
	it('either cancels with nothing sent, or loses and the issue goes to everyone once', async () => {
		const readers = await addReaders(5)
		await post('new', {
			...FORM,
			scheduledAt: '2030-07-01T09:00',
			intent: 'schedule',
		})
		const issue = await onlyIssue()
		const due = new Date('2030-07-01T07:00:00Z')
		const [cancel] = await Promise.all([
			post(issue._id, { intent: 'cancel' }),
			runIssueJob({ now: due, ratePerSecond: 1000, by: 'a' }),
			runIssueJob({ now: due, ratePerSecond: 1000, by: 'b' }),
		])
		await runIssueJob({ now: due, ratePerSecond: 1000 })
		const final = await onlyIssue()
		expect(cancel.status).toBe(302)
		if (final.state === 'cancelled') expect(sink().messages).toHaveLength(0)
		else {
			expect(final).toMatchObject({ state: 'sent', sent: 5 })
			expect(duplicates(sink().messages)).toEqual([])
			expect(sink().messages).toHaveLength(readers.length)
		}
	})
})

describe('readers’ choices', () => {
	it('go to readers of the digest and of editors’ sends, not to breaking-only or paused readers; topics by the articles’ categories', async () => {
		const article = await addArticle('A growth story', 'audience-growth')
		const expected = [
			await addReader('daily'),
			await addReader('stories-only', { receives: 'stories' }),
			await addReader('growth-fan', { topics: ['audience-growth'] }),
		]
		await addReader('breaking-only', { receives: 'breaking' })
		await addReader('paused', {
			pausedUntil: new Date(Date.now() + 24 * HOUR),
		})
		await addReader('other-topic', { topics: ['expert-interviews'] })
		await addReader('left', { active: false })
		await addReader('pending', { pending: true, confirmedAt: undefined })

		await post('new', { ...FORM, articleIds: [article], intent: 'send' })
		await runIssueJob({ ratePerSecond: 1000 })

		expect(
			sink()
				.messages.flatMap(message => message.to)
				.sort(),
		).toEqual([...expected].sort())
		expect(await onlyIssue()).toMatchObject({
			state: 'sent',
			sent: 3,
			skipped: 3,
		})
	})
})

describe('the editor', () => {
	it('sends a test to one address, outside the ledger, a few times only', async () => {
		await addReaders(2)
		await post('new', FORM)
		const issue = await onlyIssue()
		const answer = await post(issue._id, {
			intent: 'test',
			email: 'editor@example.com',
		})
		expect(answer.status).toBe(302)
		expect(sink().messages).toHaveLength(1)
		expect(sink().messages[0]).toMatchObject({
			to: ['editor@example.com'],
			subject: `[Test] ${FORM.subject}`,
		})
		expect(await NewsletterDelivery.countDocuments()).toBe(0)
		expect((await onlyIssue()).state).toBe('draft')

		const answers: number[] = []
		for (let index = 0; index < 10; index += 1)
			answers.push(
				(await post(issue._id, { intent: 'test', email: 'editor@example.com' }))
					.status,
			)
		expect(answers.filter(status => status === 429)).toHaveLength(1)
		expect(sink().messages).toHaveLength(10)
	})

	it('refuses bad input with the field’s message and changes nothing', async () => {
		await addReaders(2)
		const expectRefused = async (
			id: string,
			fields: Record<string, string | string[]>,
			field: string,
		) => {
			const answer = await post(id, fields)
			expect(answer.status).toBe(400)
			expect(answer.result?.error?.[field]?.length).toBeGreaterThan(0)
		}
		await expectRefused('new', { ...FORM, subject: '  ' }, 'subject')
		await expectRefused(
			'new',
			{ ...FORM, articleIds: 'no-such-article' },
			'articleIds',
		)
		await expectRefused('new', { ...FORM, promotionId: 'nope' }, 'promotionId')
		await expectRefused(
			'new',
			{ ...FORM, intent: 'schedule', scheduledAt: '2001-01-01T09:00' },
			'scheduledAt',
		)
		await expectRefused(
			'new',
			{ ...FORM, intent: 'schedule', scheduledAt: '' },
			'scheduledAt',
		)
		// The hour the clocks skip in Berlin does not exist.
		await expectRefused(
			'new',
			{ ...FORM, intent: 'schedule', scheduledAt: '2031-03-30T02:30' },
			'scheduledAt',
		)
		expect(await NewsletterIssue.countDocuments()).toBe(0)

		await post('new', FORM)
		const saved = await onlyIssue()
		await expectRefused(
			saved._id,
			{ ...FORM, intent: 'test', email: 'not an address' },
			'email',
		)
		// A save from a page opened before another save is refused.
		const first = await post(saved._id, {
			...FORM,
			subject: 'First tab',
			version: String(saved.version),
		})
		expect(first.status).toBe(302)
		const stale = await post(saved._id, {
			...FORM,
			subject: 'Second tab',
			version: String(saved.version),
		})
		expect(stale.status).toBe(409)
		expect((await onlyIssue()).subject).toBe('First tab')
		expect(sink().messages).toHaveLength(0)
		expect(await NewsletterDelivery.countDocuments()).toBe(0)
	})

	it('makes one issue when the new issue’s “Send now” is sent twice (a double click without JavaScript)', async () => {
		await addReaders(3)
		const form = { ...FORM, intent: 'send', draftId: 'draft-double-click-1' }
		const [first, second] = await Promise.all([
			post('new', form),
			post('new', form),
		])
		expect([first.status, second.status].sort()).toEqual([302, 409])
		expect(await NewsletterIssue.countDocuments()).toBe(1)
		expect((await onlyIssue())._id).toBe('draft-double-click-1')
		// Sent once more later (a retry), it still changes nothing.
		expect((await post('new', form)).status).toBe(409)
		expect(await NewsletterIssue.countDocuments()).toBe(1)
	})
})
