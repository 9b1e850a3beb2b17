import { describe, expect, it } from 'vitest'
import { waitUntil } from '../helpers/server-process.ts'
import { testSite } from '../helpers/site.ts'
import {
	Article,
	ArticleStats,
	ReaderMark,
	ShareEvent,
} from '#app/server/models/index.ts'

// The production server on this file's database: reading, beacons and the tracking image over HTTP.
const site = testSite('reading_counts')

const COUNTERS = {
	views: 1,
	shares: 1,
	linkedinShares: 1,
	twitterShares: 1,
	emailShares: 1,
	copyLinkShares: 1,
} as const
const counters = (id: string) => Article.findById(id, COUNTERS).lean()
const views = async (id: string) => (await counters(id))!.views
const beacon = (id: string, reader: number, userAgent?: string) =>
	site().request('/api/analytics/view', {
		method: 'POST',
		reader,
		userAgent,
		body: new URLSearchParams({ article: id }),
	})

let witnesses = 200

/** Counts are written within a few seconds of arriving (a flush, then a fold): a view of `witness` that lands proves the earlier ones landed too. */
async function afterNextFlush(witness: string) {
	const before = await views(witness)
	witnesses += 1
	expect(await (await beacon(witness, witnesses)).json()).toEqual({
		counted: true,
	})
	await waitUntil(
		async () => (await views(witness)) > before,
		20_000,
		'a witness view to be written',
	)
}

describe('reading changes nothing', () => {
	it('a GET of an article, its .data, by people, bots and link previewers, leaves every counter unchanged', async () => {
		const id = 'three-topic-rule'
		const before = {
			article: await counters(id),
			stats: await ArticleStats.findById(id).lean(),
			marks: await ReaderMark.countDocuments(),
			shares: await ShareEvent.countDocuments(),
		}
		for (const reader of [1, 2, 3]) {
			expect((await site().request(`/article/${id}`, { reader })).status).toBe(
				200,
			)
			expect(
				(await site().request(`/article/${id}.data`, { reader })).status,
			).toBe(200)
			expect(
				(
					await site().request(
						`/article/${id}.data?_routes=root,routes/article.$id._index`,
						{ reader },
					)
				).status,
			).toBe(200)
		}
		await site().request(`/article/${id}`, {
			userAgent: 'facebookexternalhit/1.1',
		})
		await site().request(`/article/${id}`, {
			userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)',
		})
		// The reload after Save (a POST, then a GET of the page) counts nothing either.
		const save = await site().request(`/article/${id}`, {
			method: 'POST',
			body: new URLSearchParams({}),
		})
		expect(save.status).toBe(302)
		await site().request(`/article/${id}`, {
			headers: { cookie: save.headers.get('set-cookie')!.split(';')[0]! },
		})

		await afterNextFlush('visibility-for-introverted-leaders')
		expect(await counters(id)).toEqual(before.article)
		expect(await ArticleStats.findById(id).lean()).toEqual(before.stats)
		expect(await ShareEvent.countDocuments()).toBe(before.shares)
		// Only the witness's reader mark is new.
		expect(await ReaderMark.countDocuments()).toBe(before.marks + 1)
	})
})

describe('the view beacon', () => {
	it('counts a reader once, however often they reload', async () => {
		const id = 'build-a-credibility-library'
		const before = await views(id)
		const answers = []
		for (let n = 0; n < 3; n += 1)
			answers.push(await (await beacon(id, 7)).json())
		expect(answers).toEqual([
			{ counted: true },
			{ counted: false },
			{ counted: false },
		])
		await afterNextFlush('how-to-own-a-public-mistake')
		expect(await views(id)).toBe(before + 1)
	})

	it('gives exactly +N for N distinct readers at once', async () => {
		const id = 'borrowed-stages-podcasts-panels'
		const before = await views(id)
		const answers = await Promise.all(
			Array.from({ length: 60 }, (_, n) =>
				beacon(id, 10 + n).then(
					response => response.json() as Promise<{ counted: boolean }>,
				),
			),
		)
		expect(answers.filter(answer => answer.counted)).toHaveLength(60)
		await waitUntil(
			async () => (await views(id)) >= before + 60,
			20_000,
			'60 views written',
		)
		await afterNextFlush('how-to-own-a-public-mistake')
		expect(await views(id)).toBe(before + 60)
	})

	it('counts nothing for bots, previewers or a request without a user agent', async () => {
		const id = 'should-you-comment-on-the-news'
		const before = await views(id)
		for (const userAgent of [
			'Googlebot/2.1 (+http://www.google.com/bot.html)',
			'Twitterbot/1.0',
			'python-requests/2.32',
			'',
		]) {
			expect(await (await beacon(id, 99, userAgent)).json()).toEqual({
				counted: false,
			})
			expect(
				(
					await site().request(`/api/analytics/view.gif?article=${id}`, {
						reader: 99,
						userAgent,
					})
				).status,
			).toBe(200)
		}
		await afterNextFlush('how-to-own-a-public-mistake')
		expect(await views(id)).toBe(before)
	})

	it('without JavaScript the tracking image counts the view once, is never cached, and is in the page', async () => {
		const id = 'first-90-days-as-ceo-public-profile-plan'
		const page = await (await site().request(`/article/${id}`)).text()
		expect(page).toContain(
			`<noscript><img src="/api/analytics/view.gif?article=${id}"`,
		)
		const before = await views(id)
		const first = await site().request(
			`/api/analytics/view.gif?article=${id}`,
			{ reader: 41 },
		)
		expect(first.headers.get('content-type')).toBe('image/gif')
		expect(first.headers.get('cache-control')).toBe('no-store')
		await site().request(`/api/analytics/view.gif?article=${id}`, {
			reader: 41,
		})
		await site().request(`/api/analytics/view.gif?article=${id}`, {
			reader: 42,
		})
		await afterNextFlush('how-to-own-a-public-mistake')
		expect(await views(id)).toBe(before + 2)
	})

	it('records engaged time above 30 seconds once per reader', async () => {
		const id = 'three-topic-rule'
		const engagement = (seconds: number, reader: number) =>
			site()
				.request('/api/analytics/engagement', {
					method: 'POST',
					reader,
					body: new URLSearchParams({ article: id, seconds: String(seconds) }),
				})
				.then(response => response.json())
		expect(await engagement(20, 1)).toEqual({ counted: false })
		expect(await engagement(120, 1)).toEqual({ counted: true })
		expect(await engagement(120, 1)).toEqual({ counted: false })
		await waitUntil(
			async () => (await ArticleStats.findById(id).lean())?.engagedReads === 1,
			20_000,
			'engagement written',
		)
		expect(await ArticleStats.findById(id).lean()).toMatchObject({
			engagedReads: 1,
			engagedMinutes: 2,
		})
	})
})

describe('share and promotion redirects', () => {
	it('send everyone on, but count people only', async () => {
		const id = 'three-topic-rule'
		const before = await counters(id)
		const bot = await site().request(`/article/${id}/share/linkedin`, {
			userAgent: 'Slackbot-LinkExpanding 1.0',
		})
		expect(bot.status).toBe(302)
		const person = await site().request(`/article/${id}/share/twitter`, {
			reader: 5,
		})
		expect(person.status).toBe(302)
		expect(
			(
				await site().request('/promotions/leading-voices-show/go', {
					userAgent: 'Googlebot/2.1',
				})
			).status,
		).toBe(302)
		await waitUntil(
			async () => (await counters(id))!.shares === before!.shares + 1,
			20_000,
			"the person's share written",
		)
		await afterNextFlush('how-to-own-a-public-mistake')
		expect(await counters(id)).toMatchObject({
			shares: before!.shares + 1,
			twitterShares: before!.twitterShares + 1,
			linkedinShares: before!.linkedinShares,
		})
	})
})
