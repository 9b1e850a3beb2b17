import { describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { GuestPostSubmissionSchema } from '#app/schemas/guest-post.ts'
import { settleCounters } from '#app/server/coordination/counters.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import {
	approveGuestPost,
	publishedArticleId,
	rejectGuestPost,
	submitGuestPost,
} from '#app/server/guest-posts/guest-posts.server.ts'
import { statusOf } from '#app/server/edge/http.server.ts'
import {
	Article,
	Claim,
	GuestPost,
	Promotion,
	ShareEvent,
} from '#app/server/models/index.ts'
import { countPromotionClick } from '#app/server/promotions/promotions.server.ts'
import { recordShare } from '#app/server/insights/shares.server.ts'
import { countView } from '#app/server/insights/views.server.ts'

setupTestDatabase('transitions')

const N = 20

async function pendingPost(label: string): Promise<string> {
	const submitted = await submitGuestPost(
		GuestPostSubmissionSchema.parse({
			authorName: `Contributor ${label}`,
			email: `contributor.${label}@example.com`,
			category: 'trust-building',
			headline: `Race ${label}: one article, however many clicks`,
			content: `**Problem** ${'Two editors clicked Approve at the same moment and we published twice. '.repeat(6)}\n\n**Solution** ${'One write only one request can win. '.repeat(4)}`,
			agreeTerms: true,
		}),
	)
	return submitted.id
}

/** Runs all at once; each outcome as "ok" or the HTTP status its failure would answer. */
async function simultaneously(
	runs: (() => Promise<unknown>)[],
): Promise<(number | 'ok')[]> {
	const outcomes = await Promise.allSettled(runs.map(run => run()))
	return outcomes.map(outcome => {
		if (outcome.status === 'fulfilled') return 'ok'
		expect(outcome.reason, String(outcome.reason)).toBeInstanceOf(DomainError)
		return statusOf(outcome.reason as DomainError)
	})
}

const tally = (outcomes: (number | 'ok')[]) =>
	outcomes.reduce<Record<string, number>>(
		(counts, outcome) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }),
		{},
	)

describe('guest-post review happens exactly once', () => {
	it(`${N} simultaneous approvals: one success, ${N - 1} conflicts, one article under the derived id`, async () => {
		const id = await pendingPost('approve')
		const outcomes = await simultaneously(
			Array.from({ length: N }, () => () => approveGuestPost(id)),
		)
		expect(tally(outcomes)).toEqual({ ok: 1, 409: N - 1 })
		expect(
			await Article.countDocuments({
				headline: 'Race approve: one article, however many clicks',
			}),
		).toBe(1)
		expect(await Article.exists({ _id: publishedArticleId(id) })).toBeTruthy()
		expect(await GuestPost.findById(id).lean()).toMatchObject({
			status: 'approved',
			articleId: publishedArticleId(id),
		})
	})

	it('approvals and rejections at once: one decision wins and the others are 409s that change nothing', async () => {
		const id = await pendingPost('mixed')
		const runs = Array.from({ length: N }, (_, i) =>
			i % 2 === 0 ? () => approveGuestPost(id) : () => rejectGuestPost(id),
		)
		const outcomes = await simultaneously(runs)
		expect(tally(outcomes)).toEqual({ ok: 1, 409: N - 1 })
		const post = await GuestPost.findById(id).lean()
		const articles = await Article.countDocuments({
			_id: publishedArticleId(id),
		})
		// Whichever won, the state is that decision's, whole.
		if (post!.status === 'approved') expect(articles).toBe(1)
		else expect([post!.status, articles]).toEqual(['rejected', 0])
	})

	it('a review that stopped between its writes (a crash) is finished by the next attempt, never repeated', async () => {
		// Claimed and published, but the status was never set: the instance died in between.
		const id = await pendingPost('crash')
		const crashedAt = new Date(Date.now() - 5 * 60_000)
		await Claim.create({
			_id: `guest-post-review:${id}`,
			outcome: 'approve',
			claimedAt: crashedAt,
		})
		const post = await GuestPost.findById(id).lean()
		await Article.create({
			_id: publishedArticleId(id),
			headline: post!.headline,
			summary: 'Published before the crash.',
			content: post!.content,
			author: post!.authorName,
			category: 'guest-contributions',
		})

		const retry = await approveGuestPost(id).catch((error: unknown) => error)
		expect(retry).toBeInstanceOf(DomainError)
		expect([
			statusOf(retry as DomainError),
			(retry as DomainError).message,
		]).toEqual([409, 'This guest post was already approved.'])
		expect(await GuestPost.findById(id).lean()).toMatchObject({
			status: 'approved',
			articleId: publishedArticleId(id),
		})
		expect(await Article.countDocuments({ headline: post!.headline })).toBe(1)

		// Claimed for rejection only: a later approval finishes the rejection instead.
		const rejectedId = await pendingPost('crash-reject')
		await Claim.create({
			_id: `guest-post-review:${rejectedId}`,
			outcome: 'reject',
			claimedAt: crashedAt,
		})
		expect(
			await approveGuestPost(rejectedId).catch(
				(error: unknown) => (error as DomainError).message,
			),
		).toBe('This guest post was already rejected.')
		expect((await GuestPost.findById(rejectedId).lean())!.status).toBe(
			'rejected',
		)
		expect(
			await Article.exists({ _id: publishedArticleId(rejectedId) }),
		).toBeNull()
	})

	it('a review in progress (a fresh claim) is left to its winner: the next attempt answers 409 at once and writes nothing', async () => {
		const id = await pendingPost('in-progress')
		await Claim.create({
			_id: `guest-post-review:${id}`,
			outcome: 'approve',
			claimedAt: new Date(),
		})
		expect(
			await approveGuestPost(id).catch(
				(error: unknown) => (error as DomainError).message,
			),
		).toBe('This guest post was already approved.')
		expect((await GuestPost.findById(id).lean())!.status).toBe('pending')
		expect(await Article.exists({ _id: publishedArticleId(id) })).toBeNull()
	})
})

describe('counters under concurrency (batched)', () => {
	it(`${N * 2} simultaneous views, shares and clicks are exact on every server: one $inc per document a second`, async () => {
		// Raw simultaneous $incs lose updates on FerretDB v1 (it rewrites the whole document). The
		// batched counters (counters.server.ts) merge them in the process and write one $inc per
		// document per flush, flushes one at a time: exact on MongoDB and FerretDB alike.
		const hits = N * 2
		await Article.create({
			_id: 'counted',
			headline: 'Counted',
			summary: 'Counted.',
			author: 'Desk',
			category: 'trust-building',
		})
		await Promotion.create({
			_id: 'counted-promo',
			title: 'Counted',
			description: 'Counted.',
			url: 'https://example.com/',
			placement: 'sidebar',
		})
		const browser =
			'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
		await Promise.all([
			...Array.from({ length: hits }, (_, n) =>
				countView('counted', { ip: `203.0.113.${n}`, userAgent: browser }),
			),
			...Array.from({ length: hits }, () =>
				recordShare({
					articleId: 'counted',
					platform: 'linkedin',
					category: 'trust-building',
				}),
			),
			...Array.from({ length: hits }, () =>
				countPromotionClick('counted-promo'),
			),
		])
		await settleCounters()
		const article = await Article.findById('counted').lean()
		const promotion = await Promotion.findById('counted-promo').lean()
		expect(await ShareEvent.countDocuments({ articleId: 'counted' })).toBe(hits)
		expect([
			article!.views,
			article!.shares,
			article!.linkedinShares,
			promotion!.clicks,
		]).toEqual([hits, hits, hits, hits])
	})
})
