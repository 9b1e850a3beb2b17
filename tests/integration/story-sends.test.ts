/**
 * Story sends from the article editor (issue 23 item 1, docs/decisions/082), through the production
 * server and a real SMTP listener: "Publish and send" posted twice at once publishes the article
 * and mails each active subscriber exactly once, and cannot be sent again; "Send by e-mail only"
 * mails the article's text and leaves it out of the site; an Author does not get the buttons and is
 * refused; the issue's List-Id is the newsletter's, not the daily digest's.
 */
import { describe, expect, it } from 'vitest'
import { mailSinkFor } from '../helpers/mail-sink.ts'
import { testSite } from '../helpers/site.ts'
import { signInNewPerson } from '../helpers/staff.ts'
import {
	Article,
	NewsletterIssue,
	NewsletterSubscriber,
	type ArticleFields,
} from '#app/server/models/index.ts'

// The listener starts before the server, which is told its port. Today's digest is due from
// 00:00 UTC and never sent by the job (no grace), so an editor's "send now" sends it at any hour.
const env: Record<string, string> = {
	SMTP_FROM: 'news@brandline.example',
	NEWSLETTER_DIGEST_HOUR: '0',
	NEWSLETTER_TIME_ZONE: 'UTC',
	NEWSLETTER_DIGEST_GRACE_MINUTES: '0',
}
const inbox = mailSinkFor(env)
const site = testSite('story_sends', env)

const CONTENT =
	'A story worth a letter: how a small publication grew by writing to its readers every week. '.repeat(
		3,
	)

function articleForm(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [name, value] of Object.entries({
		author: 'Desk Writer',
		category: 'personal-branding',
		summary: 'What a weekly letter did for one small publication.',
		content: CONTENT,
		status: 'draft',
		...fields,
	}))
		body.set(name, value)
	return body
}

async function post(
	cookie: string,
	id: string,
	fields: Record<string, string>,
) {
	const response = await site().request(`/admin/article/${id}`, {
		method: 'POST',
		headers: { cookie },
		body: articleForm(fields),
	})
	return { status: response.status, html: await response.text() }
}

async function newDraft(cookie: string, headline: string) {
	expect((await post(cookie, 'new', { headline })).status).toBe(302)
	const article = await Article.findOne({ headline }).lean<ArticleFields>()
	return article!
}

/** The editor page's send token (a hidden field), or null when the buttons are not shown. */
async function editorPage(cookie: string, id: string) {
	const html = await (
		await site().request(`/admin/article/${id}`, { headers: { cookie } })
	).text()
	return {
		html,
		token: /name="storyToken" value="([^"]+)"/.exec(html)?.[1] ?? null,
	}
}

const READERS = ['ana', 'ben', 'cy', 'dee', 'eve'].map(
	name => `${name}@readers.example`,
)

async function addReaders() {
	await NewsletterSubscriber.deleteMany({})
	await NewsletterSubscriber.create([
		...READERS.map(email => ({
			email,
			confirmedAt: new Date(),
			subscribedAt: new Date(Date.now() - 3_600_000),
		})),
		{ email: 'gone@readers.example', active: false },
		{ email: 'waiting@readers.example', pending: true },
	])
}

const storyMail = (subject: string) =>
	inbox().messages.filter(message => message.subject === subject)

describe('publish and send', () => {
	it('publishes the article and mails each active subscriber once, however often the form is posted', async () => {
		await addReaders()
		const editor = await signInNewPerson(site(), 'editor', 71)
		const headline = 'The weekly letter that grew a publication'
		const draft = await newDraft(editor.cookie, headline)
		const { token } = await editorPage(editor.cookie, draft._id)
		expect(token).toBeTruthy()
		const form = {
			headline,
			version: String(draft.version ?? 0),
			storyToken: token!,
			intent: 'publish-and-send',
		}
		const [first, second] = await Promise.all([
			post(editor.cookie, draft._id, form),
			post(editor.cookie, draft._id, form),
		])
		// One post makes the send; the other answers as it did, or says it is under way.
		expect([first.status, second.status]).toContain(302)
		expect(
			await NewsletterIssue.countDocuments({ 'story.articleId': draft._id }),
		).toBe(1)
		const article = await Article.findById(draft._id).lean<ArticleFields>()
		expect(article?.status).toBe('published')

		await inbox().waitFor(
			() => storyMail(headline).length >= READERS.length,
			90_000,
			'the story to every reader',
		)
		// The job has finished the send once it is marked sent; nothing more goes out after.
		await expect
			.poll(
				async () =>
					(await NewsletterIssue.findById(`story-${draft._id}`).lean())?.state,
				{
					timeout: 90_000,
				},
			)
			.toBe('sent')
		const received = storyMail(headline).flatMap(message => message.to)
		expect(received.sort()).toEqual([...READERS].sort())
		const mail = storyMail(headline)[0]!
		expect(mail.html).toContain(`/article/${article!.slug}`)
		expect(mail.html).toContain(
			'What a weekly letter did for one small publication.',
		)
		expect(mail.headers['list-id']).toMatch(
			/ Newsletter <newsletter\.[\w.-]+>$/,
		)

		// The same form again (a retry): the same send, nothing more. Another form: a clear refusal.
		expect(
			(
				await post(editor.cookie, draft._id, {
					...form,
					version: String(article!.version),
				})
			).status,
		).toBe(302)
		const again = await post(editor.cookie, draft._id, {
			...form,
			version: String(article!.version),
			storyToken: 'another-form-token',
		})
		expect(again.status).toBe(409)
		expect(again.html).toContain('already sent to the subscribers as a story')
		// By e-mail only would take a published article off the site: refused.
		const offSite = await post(editor.cookie, draft._id, {
			...form,
			version: String(article!.version),
			storyToken: 'a-third-form-token',
			intent: 'send-email-only',
		})
		expect(offSite.status).toBe(400)
		expect(offSite.html).toContain('is for drafts')
		expect(
			(await Article.findById(draft._id).lean<ArticleFields>())?.status,
		).toBe('published')
		const page = await editorPage(editor.cookie, draft._id)
		expect(page.token).toBeNull()
		expect(page.html).toContain('Published and sent to the subscribers')
		expect(storyMail(headline)).toHaveLength(READERS.length)

		// The daily digest keeps its own list.
		inbox().clear()
		expect(
			(
				await site().request('/admin/newsletter/send-now', {
					method: 'POST',
					headers: { cookie: editor.cookie },
				})
			).status,
		).toBe(302)
		await inbox().waitFor(messages => messages.length > 0, 90_000, 'the digest')
		expect(inbox().messages[0]!.headers['list-id']).toMatch(
			/ Daily Brief <daily\.[\w.-]+>$/,
		)
	}, 180_000)
})

describe('a reservation left behind', () => {
	it('is a draft the editor does not call sent; a fresh one is refused as under way, an old one is taken over', async () => {
		await addReaders()
		const editor = await signInNewPerson(site(), 'editor', 72)
		const headline = 'A letter whose first send never started'
		const draft = await newDraft(editor.cookie, headline)
		// A request reserved the send, then its instance died before the send started.
		const leftBehind = (reservedAt: Date) =>
			NewsletterIssue.create({
				_id: `story-${draft._id}`,
				subject: '(story send)',
				articleIds: [],
				story: {
					articleId: draft._id,
					mode: 'published',
					token: 'a-dead-request-token',
					reservedAt,
				},
				state: 'draft',
				version: 1,
				sliceCount: 4,
			})
		await leftBehind(new Date())
		const page = await editorPage(editor.cookie, draft._id)
		expect(page.html).not.toContain('Published and sent to the subscribers')
		expect(page.token).toBeTruthy()
		const form = {
			headline,
			version: String(draft.version ?? 0),
			storyToken: page.token!,
			intent: 'publish-and-send',
		}
		const fresh = await post(editor.cookie, draft._id, form)
		expect(fresh.status).toBe(409)
		expect(fresh.html).toContain('being prepared right now')
		expect(
			(await Article.findById(draft._id).lean<ArticleFields>())?.status,
		).toBe('draft')

		// Eleven minutes later it counts as abandoned: this send takes it over and goes out once.
		await NewsletterIssue.deleteOne({ _id: `story-${draft._id}` })
		await leftBehind(new Date(Date.now() - 11 * 60_000))
		expect((await post(editor.cookie, draft._id, form)).status).toBe(302)
		await inbox().waitFor(
			() => storyMail(headline).length >= READERS.length,
			90_000,
			'the story to every reader',
		)
		const issue = await NewsletterIssue.findById(`story-${draft._id}`).lean()
		expect(issue?.story?.token).toBe(page.token)
		expect(
			storyMail(headline)
				.flatMap(message => message.to)
				.sort(),
		).toEqual([...READERS].sort())
	}, 180_000)
})

describe('send by e-mail only', () => {
	it('mails the article’s text and keeps it off the site', async () => {
		await addReaders()
		inbox().clear()
		const editor = await signInNewPerson(site(), 'editor', 72)
		const headline = 'A letter only our subscribers read'
		const draft = await newDraft(editor.cookie, headline)
		const { token } = await editorPage(editor.cookie, draft._id)
		const answer = await post(editor.cookie, draft._id, {
			headline,
			slug: 'a-letter-only-subscribers-read',
			version: String(draft.version ?? 0),
			storyToken: token!,
			intent: 'send-email-only',
		})
		expect(answer.status, answer.html).toBe(302)
		await inbox().waitFor(
			() => storyMail(headline).length >= READERS.length,
			90_000,
			'the e-mail-only story',
		)
		expect(
			storyMail(headline)
				.flatMap(message => message.to)
				.sort(),
		).toEqual([...READERS].sort())
		expect(storyMail(headline)[0]!.text).toContain(
			'how a small publication grew',
		)

		const article = await Article.findById(draft._id).lean<ArticleFields>()
		expect(article?.status).toBe('draft')
		const page = await site().request(`/article/${article!.slug}`)
		expect(page.status).toBe(404)
		for (const path of [
			'/',
			'/archive',
			'/category/personal-branding',
			'/rss.xml',
			'/sitemap.xml',
		])
			expect(await (await site().request(path)).text()).not.toContain(headline)
	}, 120_000)
})

describe('roles', () => {
	it('gives an Author no send buttons and refuses their post', async () => {
		const author = await signInNewPerson(site(), 'author', 73)
		const headline = 'An author may publish but not mail the list'
		const draft = await newDraft(author.cookie, headline)
		const page = await editorPage(author.cookie, draft._id)
		expect(page.token).toBeNull()
		expect(page.html).not.toContain('Publish and send')
		const refused = await post(author.cookie, draft._id, {
			headline,
			version: String(draft.version ?? 0),
			storyToken: 'an-author-token-123',
			intent: 'publish-and-send',
		})
		expect(refused.status).toBe(403)
		expect(
			(await Article.findById(draft._id).lean<ArticleFields>())?.status,
		).toBe('draft')
		expect(
			await NewsletterIssue.countDocuments({ 'story.articleId': draft._id }),
		).toBe(0)
	})
})
