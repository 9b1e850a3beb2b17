/**
 * How a send did (issue 23 item 3, docs/decisions/083), through the production server and a real
 * SMTP listener: a story send's links go through the signed redirect, concurrent clicks are counted
 * exactly (a bot's are not), a tampered link is refused without a redirect, an unsubscribe and a
 * change of preferences from the message's links are attributed to the send once each (a `via`
 * moved to another reader's link is not), and the send's page and CSV show what was sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailSink, type MailSink } from '../helpers/mail-sink.ts'
import { testSite } from '../helpers/site.ts'
import { signInNewPerson } from '../helpers/staff.ts'
import {
	Article,
	NewsletterIssue,
	NewsletterSubscriber,
	type ArticleFields,
} from '#app/server/models/index.ts'
import mongoose from 'mongoose'

const env: Record<string, string> = { SMTP_FROM: 'news@brandline.example' }
let sink: MailSink
beforeAll(async () => {
	// One address is refused for good: it must show as bounced.
	sink = await startMailSink({
		refuseRecipient: address =>
			address.startsWith('dead@')
				? { code: 550, message: 'No such user' }
				: undefined,
	})
	env.SMTP_HOST = sink.host
	env.SMTP_PORT = String(sink.port)
})
afterAll(async () => {
	await sink.close()
})
const site = testSite('send_stats', env)

const READERS = ['ana', 'ben', 'cy', 'dee'].map(
	name => `${name}@readers.example`,
)
const GOOGLEBOT =
	'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** Publishes an article and sends it as a story, as an editor does; returns the send's id. */
async function sendStory(headline: string): Promise<string> {
	const editor = await signInNewPerson(site(), 'editor', 83)
	const form = (fields: Record<string, string>) => {
		const body = new FormData()
		for (const [name, value] of Object.entries({
			headline,
			author: 'Desk Writer',
			category: 'personal-branding',
			summary: 'A story the readers click.',
			content: 'A story worth a letter, and worth a click. '.repeat(8),
			status: 'draft',
			...fields,
		}))
			body.set(name, value)
		return body
	}
	const post = (id: string, fields: Record<string, string>) =>
		site().request(`/admin/article/${id}`, {
			method: 'POST',
			headers: { cookie: editor.cookie },
			body: form(fields),
		})
	expect((await post('new', {})).status).toBe(302)
	const draft = await Article.findOne({ headline }).lean<ArticleFields>()
	const page = await (
		await site().request(`/admin/article/${draft!._id}`, {
			headers: { cookie: editor.cookie },
		})
	).text()
	const token = /name="storyToken" value="([^"]+)"/.exec(page)![1]!
	const sent = await post(draft!._id, {
		version: String(draft!.version ?? 0),
		storyToken: token,
		intent: 'publish-and-send',
	})
	expect(sent.status).toBe(302)
	return `issue-story-${draft!._id}`
}

/** The first tracked link of a message (relative to the site), and the target it names. */
function trackedLink(html: string, pathPart: string) {
	const links = [...html.matchAll(/href="([^"]+\/r\/[^"]+)"/g)].map(match =>
		match[1]!.replaceAll('&amp;', '&'),
	)
	const link = links.find(href => decodeURIComponent(href).includes(pathPart))!
	const url = new URL(link)
	return { path: url.pathname + url.search, target: url.searchParams.get('u')! }
}

const hrefOf = (html: string, pattern: RegExp) =>
	new URL(pattern.exec(html)![1]!.replaceAll('&amp;', '&'))

async function figures(cookie: string, send: string) {
	const response = await site().request(
		`/admin/newsletter/sends/${send}/figures.csv`,
		{ headers: { cookie } },
	)
	expect(response.status).toBe(200)
	const rows = (await response.text())
		.trim()
		.split('\r\n')
		.map(line => line.split(','))
	return {
		measure: (label: string) =>
			Number(rows.find(row => row[0] === label)?.[1] ?? NaN),
		clicksOf: (url: string) =>
			Number(rows.find(row => row[0] === url)?.[1] ?? 0),
	}
}

/** Waits until every counted increment is written and folded into its document. */
async function countersSettled(): Promise<void> {
	const batches = mongoose.connection.collection('counter_batches')
	await expect.poll(() => batches.countDocuments(), { timeout: 30_000 }).toBe(0)
}

describe('a send’s figures', () => {
	it('counts clicks exactly, refuses a tampered link, and attributes unsubscribes and changes to the send', async () => {
		await NewsletterSubscriber.deleteMany({})
		await NewsletterSubscriber.create(
			[...READERS, 'dead@readers.example'].map(email => ({
				email,
				confirmedAt: new Date(),
				subscribedAt: new Date(Date.now() - 3_600_000),
			})),
		)
		const headline = 'The letter readers click'
		const send = await sendStory(headline)
		const ours = () => sink.messages.filter(mail => mail.subject === headline)
		await sink.waitFor(
			() => ours().length >= READERS.length,
			90_000,
			'the story',
		)
		await expect
			.poll(
				async () =>
					(await NewsletterIssue.findById(send.slice('issue-'.length)).lean())
						?.state,
				{ timeout: 90_000 },
			)
			.toBe('sent')
		const [ana, ben, cy] = READERS.map(email =>
			ours().find(mail => mail.to.includes(email))!,
		)
		const article = await Article.findOne({ headline }).lean<ArticleFields>()
		const link = trackedLink(ana!.html, `/article/${article!.slug}`)
		// The same address for every reader: nothing in it names who clicked.
		expect(trackedLink(ben!.html, `/article/${article!.slug}`).path).toBe(
			link.path,
		)
		expect(ana!.text).toContain(`/article/${article!.slug}`)

		// 40 readers click at once, from 40 addresses; a crawler clicks 5 times.
		const clicks = await Promise.all(
			Array.from({ length: 40 }, (_, index) =>
				site().request(link.path, { reader: 10 + index }),
			),
		)
		for (const answer of clicks) {
			expect(answer.status).toBe(302)
			expect(answer.headers.get('location')).toBe(link.target)
		}
		for (let index = 0; index < 5; index += 1)
			expect(
				(await site().request(link.path, { userAgent: GOOGLEBOT })).status,
			).toBe(302)

		// A changed target or signature: refused, no redirect anywhere.
		const changed = new URL(link.path, site().url)
		changed.searchParams.set('u', 'https://evil.example/')
		const forged = changed.pathname + changed.search
		const refused = await site().request(forged)
		expect(refused.status).toBe(404)
		expect(refused.headers.get('location')).toBeNull()
		const badSignature = link.path.replace(
			/\/r\/([^/]+)\/[^?]+/,
			'/r/$1/AAAAAAAAAAAAAAAAAAAAAA',
		)
		expect((await site().request(badSignature)).status).toBe(404)

		// Ana leaves with her mail client's one-click button (twice: counted once).
		const oneClick = new URL(
			/^<(.+)>$/.exec(ana!.headers['list-unsubscribe']!)![1]!,
		)
		expect(oneClick.searchParams.get('via')).toMatch(new RegExp(`^${send}\\.`))
		for (let index = 0; index < 2; index += 1) {
			const answer = await site().request(oneClick.pathname + oneClick.search, {
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: 'List-Unsubscribe=One-Click',
			})
			expect(answer.status).toBe(200)
		}
		// Ben opens his unsubscribe link (a GET counts nothing) and presses the button.
		const benLeave = hrefOf(
			ben!.html,
			/href="([^"]+\/newsletter\/unsubscribe\/[^"]+)"/,
		)
		const benPath = benLeave.pathname + benLeave.search
		const benPage = await (await site().request(benPath)).text()
		expect(benPage).toContain('Unsubscribe')
		const left = await site().request(benPath, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: '',
		})
		expect(left.status).toBe(303)
		expect(left.headers.get('location')).toContain(benLeave.search)
		// Cy pauses from his preferences link; his `via` on Dee's link counts nothing.
		const cyPrefs = hrefOf(
			cy!.html,
			/href="([^"]+\/newsletter\/preferences\/[^"]+)"/,
		)
		const paused = await site().request(cyPrefs.pathname + cyPrefs.search, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: 'intent=pause',
		})
		expect(paused.status).toBe(303)
		const dee = ours().find(mail => mail.to.includes(READERS[3]!))!
		const deePrefs = hrefOf(
			dee.html,
			/href="([^"]+\/newsletter\/preferences\/[^"]+)"/,
		)
		const moved = await site().request(
			`${deePrefs.pathname}${cyPrefs.search}`,
			{
				method: 'POST',
				headers: { 'content-type': 'application/x-www-form-urlencoded' },
				body: 'intent=pause',
			},
		)
		expect(moved.status).toBe(303)
		expect(
			(await NewsletterSubscriber.findOne({ email: READERS[3] }).lean())
				?.pausedUntil,
		).toBeTruthy()

		// Counts show within seconds (a flush, then a fold): wait for them, then for nothing pending.
		const editor = await signInNewPerson(site(), 'editor', 84)
		await expect
			.poll(
				async () => {
					const now = await figures(editor.cookie, send)
					return (
						now.measure('Link clicks') >= 40 &&
						now.measure('Unsubscribed from this send') >= 2 &&
						now.measure('Changed preferences from this send') >= 1
					)
				},
				{ timeout: 30_000 },
			)
			.toBe(true)
		await countersSettled()
		const csv = await figures(editor.cookie, send)
		expect(csv.measure('Recipients')).toBe(READERS.length + 1)
		expect(csv.measure('Accepted by the mail server')).toBe(READERS.length)
		expect(csv.measure('Bounced (address refused for good)')).toBe(1)
		expect(csv.measure('Failed (after retries)')).toBe(0)
		expect(csv.measure('Unsubscribed from this send')).toBe(2)
		expect(csv.measure('Changed preferences from this send')).toBe(1)
		expect(csv.clicksOf(link.target)).toBe(40)
		expect(csv.measure('Link clicks')).toBe(40)
		expect(ours()).toHaveLength(READERS.length)

		// The page shows the same, and the newsletter page links to it.
		const page = await (
			await site().request(`/admin/newsletter/sends/${send}`, {
				headers: { cookie: editor.cookie },
			})
		).text()
		expect(page).toContain(headline)
		expect(page).toContain('Clicks per link')
		expect(page).toContain(link.target)
		const list = await (
			await site().request('/admin/newsletter', {
				headers: { cookie: editor.cookie },
			})
		).text()
		expect(list).toContain(`/admin/newsletter/sends/${send}`)
		// An unknown send, and anyone signed out: no figures.
		expect(
			(
				await site().request('/admin/newsletter/sends/issue-nothing', {
					headers: { cookie: editor.cookie },
				})
			).status,
		).toBe(404)
		expect(
			(await site().request(`/admin/newsletter/sends/${send}/figures.csv`))
				.status,
		).not.toBe(200)
	}, 240_000)
})
