/**
 * Issue 22 item 3, whose articles (docs/decisions/073): an Author opens, saves and publishes the
 * articles they created and no one else's; a Contributor saves drafts only and submits them for
 * review, which the whole desk sees on the dashboard; an Editor publishes a submitted draft, and
 * publishing it answers the request; every active Editor and Administrator is told by e-mail (a
 * real SMTP listener). Every refusal changes nothing. Through the production server.
 */
import mongoose from 'mongoose'
import { describe, expect, it } from 'vitest'
import { mailSinkFor } from '../helpers/mail-sink.ts'
import { testSite } from '../helpers/site.ts'
import { signInNewPerson } from '../helpers/staff.ts'
import {
	Article,
	AuditEntry,
	type ArticleFields,
} from '#app/server/models/index.ts'

// The listener starts before the server, which is told its port.
const env: Record<string, string> = { SMTP_FROM: 'desk@brandline.example' }
const mail = mailSinkFor(env)
const site = testSite('ownership', env)

const CONTENT =
	'Owning your words means owning the draft too: who wrote it, and who said it may go out. '.repeat(
		3,
	)

function articleForm(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [name, value] of Object.entries({
		author: 'Desk Writer',
		category: 'personal-branding',
		summary: 'Who may change which article.',
		content: CONTENT,
		status: 'draft',
		...fields,
	}))
		body.set(name, value)
	return body
}

async function save(
	cookie: string,
	id: string,
	fields: Record<string, string>,
	reader: number,
) {
	const response = await site().request(`/admin/article/${id}`, {
		method: 'POST',
		reader,
		headers: { cookie },
		body: articleForm(fields),
	})
	return { status: response.status, html: await response.text() }
}

const byHeadline = (headline: string) =>
	Article.findOne({ headline }).lean<ArticleFields>()

const open = (cookie: string, path: string, reader: number) =>
	site().request(path, { reader, headers: { cookie } })

describe('whose articles', () => {
	it('lets an Author work on and publish their own articles only', async () => {
		const mine = await signInNewPerson(site(), 'author', 61)
		const theirs = await signInNewPerson(site(), 'author', 62)
		const created = await save(
			mine.cookie,
			'new',
			{ headline: 'An author’s own piece', status: 'published' },
			61,
		)
		expect(created.status, created.html).toBe(302)
		const article = await byHeadline('An author’s own piece')
		expect(article).toMatchObject({
			ownerId: mine.person._id,
			status: 'published',
		})
		const id = article!._id

		// The owner opens it; the dashboard lists it for them and not for the other Author.
		expect((await open(mine.cookie, `/admin/article/${id}`, 61)).status).toBe(
			200,
		)
		const ownList = await (await open(mine.cookie, '/admin', 61)).text()
		expect(ownList).toContain('An author’s own piece')
		const otherList = await (await open(theirs.cookie, '/admin', 62)).text()
		expect(otherList).not.toContain('An author’s own piece')
		// An Author is not offered the desk's import, bulk work or deleting, which the middleware
		// refuses them; an Editor's list of the same article offers all three.
		for (const control of [
			'Import Articles',
			'Apply to selected',
			'value="delete-article"',
		])
			expect(ownList, control).not.toContain(control)
		const editor = await signInNewPerson(site(), 'editor', 66)
		const editorList = await (await open(editor.cookie, '/admin', 66)).text()
		expect(editorList).toContain('An author’s own piece')
		for (const control of [
			'Import Articles',
			'Apply to selected',
			'value="delete-article"',
		])
			expect(editorList, control).toContain(control)

		// The other Author can neither open, preview, list revisions of, nor save it.
		for (const path of [
			`/admin/article/${id}`,
			`/admin/article/${id}/preview`,
			`/admin/article/${id}/revisions`,
		]) {
			const refused = await open(theirs.cookie, path, 62)
			expect(refused.status, path).toBe(403)
			const page = await refused.text()
			expect(page, path).toContain('Not your article')
			expect(page, path).toContain('This article is not yours')
		}
		const overwrite = await save(
			theirs.cookie,
			id,
			{ headline: 'Taken over', version: String(article!.version ?? 0) },
			62,
		)
		expect(overwrite.status).toBe(403)
		expect(await byHeadline('Taken over')).toBeNull()
		expect((await byHeadline('An author’s own piece'))?.version).toBe(
			article!.version,
		)

		// An article nobody owns (the seed's, an import's) is the whole desk's, not an Author's.
		const seeded = await Article.findOne({
			ownerId: mongoose.trusted({ $exists: false }),
		}).lean<ArticleFields>()
		expect(seeded).not.toBeNull()
		expect(
			(await open(mine.cookie, `/admin/article/${seeded!._id}`, 61)).status,
		).toBe(403)
	})

	it('keeps a Contributor to drafts, refusing a publish with every value kept', async () => {
		const { person, cookie } = await signInNewPerson(site(), 'contributor', 63)
		for (const status of ['published', 'scheduled']) {
			const refused = await save(
				cookie,
				'new',
				{
					headline: `A contributor tries ${status}`,
					status,
					publishedAt: '2030-01-01T09:00',
				},
				63,
			)
			expect(refused.status, status).toBe(403)
			expect(refused.html).toContain('Your role (Contributor) saves drafts')
			// The form comes back with what was typed.
			expect(refused.html).toContain(`A contributor tries ${status}`)
			expect(await byHeadline(`A contributor tries ${status}`)).toBeNull()
		}
		const draft = await save(
			cookie,
			'new',
			{ headline: 'A contributor’s draft' },
			63,
		)
		expect(draft.status, draft.html).toBe(302)
		const stored = await byHeadline('A contributor’s draft')
		expect(stored).toMatchObject({ ownerId: person._id, status: 'draft' })
		expect(stored?.reviewRequestedAt).toBeUndefined()
		// The editor offers drafts only, and the way to ask for review.
		const page = await (
			await open(cookie, `/admin/article/${stored!._id}`, 63)
		).text()
		expect(page).toContain('Submit for review')
		expect(page).not.toMatch(/<option[^>]*value="published"/)
	})

	it('carries a submitted draft to an Editor, whose publication answers the request', async () => {
		const writer = await signInNewPerson(site(), 'contributor', 64)
		const editor = await signInNewPerson(site(), 'editor', 65)
		const submitted = await save(
			writer.cookie,
			'new',
			{ headline: 'Ready for an editor’s eye', intent: 'submit-review' },
			64,
		)
		expect(submitted.status, submitted.html).toBe(302)
		const draft = await byHeadline('Ready for an editor’s eye')
		expect(draft?.status).toBe('draft')
		expect(draft?.reviewRequestedAt).toBeInstanceOf(Date)
		const logged = await AuditEntry.findOne({
			action: 'review-requested',
			subjectId: draft!._id,
		}).lean<{ actorId?: string }>()
		expect(logged?.actorId).toBe(writer.person._id)

		// Every active Editor and Administrator is told, with the link to the draft; the writer is not.
		const told = mail().to(editor.person.email)
		expect(told).toHaveLength(1)
		expect(told[0]!.subject).toBe('For review: Ready for an editor’s eye')
		expect(told[0]!.text).toContain(writer.person.name)
		expect(told[0]!.text).toContain(`/admin/article/${draft!._id}`)
		expect(mail().to(writer.person.email)).toHaveLength(0)

		// The Editor's dashboard marks it; saving it again as a draft keeps the request.
		const list = await (await open(editor.cookie, '/admin', 65)).text()
		const row = list.slice(list.indexOf('Ready for an editor’s eye'))
		expect(row.slice(0, 2_000)).toContain('Awaiting review')
		const touched = await save(
			editor.cookie,
			draft!._id,
			{
				headline: 'Ready for an editor’s eye',
				version: String(draft!.version ?? 0),
			},
			65,
		)
		expect(touched.status, touched.html).toBe(302)
		const kept = await byHeadline('Ready for an editor’s eye')
		expect(kept?.reviewRequestedAt?.getTime()).toBe(
			draft!.reviewRequestedAt!.getTime(),
		)

		// The Editor publishes it: the request is answered, and the writer can no longer change it.
		const published = await save(
			editor.cookie,
			draft!._id,
			{
				headline: 'Ready for an editor’s eye',
				status: 'published',
				version: String(kept!.version ?? 0),
			},
			65,
		)
		expect(published.status, published.html).toBe(302)
		const live = await byHeadline('Ready for an editor’s eye')
		expect(live?.status).toBe('published')
		expect(live?.reviewRequestedAt).toBeUndefined()
		const locked = await open(writer.cookie, `/admin/article/${draft!._id}`, 64)
		expect(locked.status).toBe(403)
		expect(await locked.text()).toContain('no longer a draft')
		// Its preview stays the writer's to read.
		expect(
			(await open(writer.cookie, `/admin/article/${draft!._id}/preview`, 64))
				.status,
		).toBe(200)
	})
})
