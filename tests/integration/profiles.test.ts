/**
 * Bylines are people (issue 22 item 5, docs/decisions/078): each staff person edits their own
 * profile at /admin/profile, a new article's byline defaults to it, and the author page (a cached
 * page) shows the change on the next request. Bad input is refused and changes nothing.
 */
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import { addPerson, signInNewPerson } from '../helpers/staff.ts'
import {
	Article,
	ArticleRevision,
	AuditEntry,
	Author,
	StaffMember,
	type AuthorFields,
	type StaffMemberFields,
} from '#app/server/models/index.ts'

const site = testSite('profiles')

let readers = 0
const newReader = () => ++readers

const CONTENT =
	'A byline is a person: their name, their face and where else they write. '.repeat(
		3,
	)

function profileForm(fields: Record<string, string>): FormData {
	const body = new FormData()
	for (const [name, value] of Object.entries(fields)) body.set(name, value)
	return body
}

async function linkedAuthor(personId: string): Promise<AuthorFields> {
	const person = await StaffMember.findById(personId).lean<StaffMemberFields>()
	expect(person?.authorId).toBeTruthy()
	const author = await Author.findById(person!.authorId).lean<AuthorFields>()
	return author!
}

describe('staff profiles and bylines', () => {
	it('a new article’s byline is the writer’s profile; the author page shows an edit at once, cached or not; bad input changes nothing', async () => {
		const reader = newReader()
		const { person, cookie } = await signInNewPerson(site(), 'author', reader)
		const open = (path: string) =>
			site().request(path, { reader, headers: { cookie } })
		const save = (fields: Record<string, string>) =>
			site().request('/admin/profile', {
				method: 'POST',
				reader,
				redirect: 'manual',
				headers: { cookie },
				body: profileForm(fields),
			})

		// The editor's new article carries the writer's name as its byline.
		const editor = await (await open('/admin/article/new')).text()
		expect(editor).toMatch(
			new RegExp(`name="author"[^>]*value="${person.name}"`),
		)
		// Opening pages changes nothing: no profile is made or linked before a save.
		expect(
			(await StaffMember.findById(person._id).lean<StaffMemberFields>())
				?.authorId,
		).toBeFalsy()
		expect(await Author.countDocuments({ name: person.name })).toBe(0)
		expect((await open('/admin/profile')).status).toBe(200)
		expect(await Author.countDocuments({ name: person.name })).toBe(0)

		// Published under it, the author page exists and is cached.
		const created = await site().request('/admin/article/new', {
			method: 'POST',
			reader,
			headers: { cookie },
			body: profileForm({
				headline: `Profiles ${Date.now()}`,
				author: person.name,
				category: 'personal-branding',
				summary: 'Whose byline it is.',
				content: CONTENT,
				status: 'published',
			}),
		})
		expect(created.status).toBeLessThan(400)
		// Its revision names the person who saved it, not "admin".
		const article = await Article.findOne({ author: person.name }).lean<{
			_id: string
		}>()
		expect(
			(await ArticleRevision.findOne({ articleId: article!._id }).lean<{
				by: string
			}>())!.by,
		).toBe(person.name)
		const author = (await Author.findOne({
			name: person.name,
		}).lean<AuthorFields>())!
		const page = `/author/${author._id}`
		expect((await site().request(page)).status).toBe(200)
		expect((await site().request(page)).headers.get('x-cache')).toBe('HIT')

		const good = {
			name: person.name,
			role: 'Staff Writer, Audience Growth',
			shortBio: 'Writes about readers and the habits that keep them.',
			bio: 'Ten years on **local news** desks.',
			photoUrl: '',
			photoAlt: '',
			linkWebsite: 'https://writer.example/',
			linkBluesky: '',
			linkMastodon: 'https://mastodon.example/@writer',
			linkLinkedin: '',
			linkX: '',
		}
		// Refused: an http:// link, an empty short bio. Nothing changed.
		const bad = await save({
			...good,
			linkWebsite: 'http://writer.example/',
			shortBio: '',
		})
		expect(bad.status).toBe(400)
		const badHtml = await bad.text()
		expect(badHtml).toContain('Website must be a full https:// address')
		expect(badHtml).toContain('Short bio is required')
		expect(await Author.findById(author._id).lean()).toEqual(author)
		// Refused: another byline's name. Nothing changed, the articles neither.
		await Author.create({
			_id: `taken-${Date.now()}`,
			name: 'A Name Already Taken',
			role: 'Contributor',
			shortBio: 'Someone else.',
			kind: 'contributor',
		})
		const taken = await save({ ...good, name: 'A Name Already Taken' })
		expect(taken.status).toBe(400)
		expect(await taken.text()).toContain('Another byline already uses')
		expect(await Author.findById(author._id).lean()).toEqual(author)
		expect(await Article.countDocuments({ author: person.name })).toBe(1)
		// Refused too: the name of a colleague who has no profile (no author record) yet.
		const colleague = await addPerson({ role: 'contributor' })
		const theirs = await save({ ...good, name: colleague.name })
		expect(theirs.status).toBe(400)
		expect(await theirs.text()).toContain('Another byline already uses')
		expect(await Author.findById(author._id).lean()).toEqual(author)

		const saved = await save(good)
		expect(saved.status).toBe(302)
		const shown = await (await site().request(page)).text()
		expect(shown).toContain('Staff Writer, Audience Growth')
		expect(shown).toContain('<strong>local news</strong>')
		expect(shown).toContain('href="https://mastodon.example/@writer"')
		expect(
			await AuditEntry.countDocuments({
				action: 'profile-changed',
				actorId: person._id,
			}),
		).toBe(1)

		// A new name follows to the byline of their articles, and the author page.
		const renamed = `${person.name} Q. Writer`
		expect((await save({ ...good, name: renamed })).status).toBe(302)
		expect(await Article.countDocuments({ author: renamed })).toBe(1)
		expect(await (await site().request(page)).text()).toContain(renamed)
		const record = await StaffMember.findById(
			person._id,
		).lean<StaffMemberFields>()
		expect(record?.name).toBe(renamed)
		expect((await linkedAuthor(person._id))._id).toBe(author._id)
	})

	it('a name that is another author’s (a masthead name, a guest, an imported credit) cannot be claimed as a profile', async () => {
		const reader = newReader()
		const { person, cookie } = await signInNewPerson(site(), 'author', reader)
		// The invitee chose, as their name, a byline whose articles are not theirs.
		const name = `Masthead Writer ${Date.now()}`
		await StaffMember.updateOne({ _id: person._id }, { $set: { name } })
		const masthead = await Author.create({
			_id: `masthead-${Date.now()}`,
			name,
			role: 'Columnist',
			shortBio: 'Writes the back page.',
			kind: 'staff',
		})
		await Article.create({
			_id: `masthead-article-${Date.now()}`,
			headline: 'The back page',
			author: name,
			category: 'personal-branding',
			summary: 'A column.',
			content: CONTENT,
			status: 'published',
			publishedAt: new Date(),
		})
		const before = await Author.findById(masthead._id).lean()
		const answer = await site().request('/admin/profile', {
			method: 'POST',
			reader,
			redirect: 'manual',
			headers: { cookie },
			body: profileForm({
				name,
				role: 'Impostor',
				shortBio: 'Not the columnist.',
				bio: '',
				photoUrl: '',
				photoAlt: '',
				linkWebsite: 'https://impostor.example/',
				linkBluesky: '',
				linkMastodon: '',
				linkLinkedin: '',
				linkX: '',
			}),
		})
		expect(answer.status).toBe(400)
		expect(await answer.text()).toContain('Another byline already uses')
		expect(await Author.findById(masthead._id).lean()).toEqual(before)
		expect(
			(await StaffMember.findById(person._id).lean<StaffMemberFields>())
				?.authorId,
		).toBeFalsy()
	})
})
