/**
 * Issue 22 item 6, the audit log (docs/decisions/070): sign-ins and failed sign-ins, an article's
 * life (created, scheduled, published, unpublished, deleted), a bulk action, a subscriber's
 * erasure and a settings change are recorded with the person, the time and the client's address,
 * through the production server; the log is Administrators' only, filterable, and cannot be
 * changed through the app's model; the expiry sweep removes entries after 400 days.
 */
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import { PERSON_PASSWORD, signInNewPerson } from '../helpers/staff.ts'
import { AUDIT_KEEP_DAYS } from '#app/content/audit.ts'
import { DAY_MS } from '#app/lib/utc-day.ts'
import { SCHEDULER } from '#app/server/admin/audit.server.ts'
import { publishDueArticles } from '#app/server/articles/publishing-queue.server.ts'
import { sweepExpiredRecords } from '#app/server/expiring-records.server.ts'
import {
	AuditEntry,
	NewsletterSubscriber,
	type AuditEntryFields,
} from '#app/server/models/index.ts'

const site = testSite('audit')

const BODY =
	'An audit log earns its keep on the day something goes wrong: who changed the story, and when.\n\nThis body is long enough for the editor’s rules.'

function form(fields: Record<string, string | string[]>): URLSearchParams {
	const body = new URLSearchParams()
	for (const [name, value] of Object.entries(fields))
		for (const one of [value].flat()) body.append(name, one)
	return body
}

async function post(
	path: string,
	cookie: string,
	fields: Record<string, string | string[]>,
	reader: number,
) {
	return site().request(path, {
		method: 'POST',
		reader,
		headers: {
			cookie,
			'content-type': 'application/x-www-form-urlencoded',
			origin: site().url,
		},
		body: form(fields),
	})
}

async function api(
	method: string,
	path: string,
	cookie: string,
	reader: number,
	body?: unknown,
) {
	return site().request(path, {
		method,
		reader,
		headers: { cookie, 'content-type': 'application/json' },
		body: body === undefined ? undefined : JSON.stringify(body),
	})
}

const entriesFor = (filter: Partial<AuditEntryFields>) =>
	AuditEntry.find(filter).sort({ at: 1, _id: 1 }).lean<AuditEntryFields[]>()

describe('the audit log', () => {
	it('records a failed and a successful sign-in with the address typed and the client', async () => {
		const failed = await site().request('/admin/sign-in', {
			method: 'POST',
			reader: 41,
			headers: { 'content-type': 'application/x-www-form-urlencoded' },
			body: form({ email: 'Nobody@Example.com', password: 'wrong-password' }),
		})
		expect(failed.status).toBe(401)
		const [refusal] = await entriesFor({ action: 'sign-in-failed' })
		expect(refusal).toMatchObject({
			actorName: 'nobody@example.com',
			ip: '203.0.113.41',
		})
		expect(refusal?.actorId).toBeUndefined()

		const { person } = await signInNewPerson(site(), 'author', 42)
		const signIns = await entriesFor({ action: 'sign-in', actorId: person._id })
		expect(signIns).toHaveLength(1)
		expect(signIns[0]).toMatchObject({
			actorName: person.name,
			ip: '203.0.113.42',
		})
		// The password is nowhere in the log.
		const everything = JSON.stringify(await AuditEntry.find().lean())
		expect(everything).not.toContain('wrong-password')
		expect(everything).not.toContain(PERSON_PASSWORD)
	})

	it('names the person for an article’s creation, schedule, publication, unpublication and deletion, and a bulk action', async () => {
		const { person, cookie } = await signInNewPerson(site(), 'editor', 43)
		const article = {
			headline: 'Audit trail of a careful editor',
			summary: 'What the log keeps.',
			content: BODY,
			author: 'Priya Raman',
			category: 'trust-building',
			featured: false,
			breaking: false,
		}
		const created = await api('POST', '/api/articles', cookie, 43, {
			...article,
			status: 'draft',
		})
		expect(created.status, await created.clone().text()).toBe(201)
		const { id } = (await created.json()) as { id: string }
		const later = new Date(Date.now() + 3 * DAY_MS).toISOString()
		for (const change of [
			{ status: 'scheduled', publishedAt: later },
			{ status: 'published', publishedAt: new Date().toISOString() },
		])
			expect(
				(
					await api('PUT', `/api/articles/${id}`, cookie, 43, {
						...article,
						...change,
					})
				).status,
			).toBe(200)
		const unpublished = await post(
			'/admin?index',
			cookie,
			{
				intent: 'bulk-articles',
				operation: 'unpublish',
				ids: [id],
				confirmed: 'yes',
			},
			43,
		)
		expect(unpublished.status).toBe(302)
		expect(
			(await api('DELETE', `/api/articles/${id}`, cookie, 43)).status,
		).toBe(204)

		const mine = await entriesFor({ actorId: person._id })
		expect(
			mine
				.filter(
					entry => entry.subjectId === id || entry.action === 'bulk-action',
				)
				.map(entry => entry.action),
		).toEqual([
			'article-created',
			'article-scheduled',
			'article-published',
			'article-unpublished',
			'bulk-action',
			'article-deleted',
		])
		for (const entry of mine) {
			expect(entry.actorName).toBe(person.name)
			expect(entry.ip).toBe('203.0.113.43')
		}
		expect(
			mine.find(entry => entry.action === 'article-scheduled')?.detail,
		).toContain(later.slice(0, 16))
	})

	it('names the scheduler for an article that went live at its booked time, once', async () => {
		const { cookie } = await signInNewPerson(site(), 'editor', 50)
		const created = await api('POST', '/api/articles', cookie, 50, {
			headline: 'Booked for the morning edition',
			summary: 'A story that goes live by itself.',
			content: BODY,
			author: 'Priya Raman',
			category: 'trust-building',
			featured: false,
			breaking: false,
			status: 'scheduled',
			publishedAt: new Date(Date.now() + DAY_MS).toISOString(),
		})
		expect(created.status, await created.clone().text()).toBe(201)
		const { id } = (await created.json()) as { id: string }
		const later = new Date(Date.now() + 2 * DAY_MS)
		await Promise.all([publishDueArticles(later), publishDueArticles(later)])
		const published = await entriesFor({
			action: 'article-published',
			subjectId: id,
		})
		expect(published).toHaveLength(1)
		expect(published[0]).toMatchObject({
			actorName: SCHEDULER.name,
			detail: 'as scheduled',
		})
		expect(published[0]?.actorId).toBeUndefined()
	})

	it('records an erasure without writing the erased address again', async () => {
		await NewsletterSubscriber.create({
			_id: 'audit-erase',
			email: 'erase-me@example.com',
		})
		const cookie = await site().adminCookie()
		const erased = await post(
			'/admin?index',
			cookie,
			{ intent: 'erase-subscriber', id: 'audit-erase' },
			44,
		)
		expect(erased.status).toBe(302)
		const [entry] = await entriesFor({ action: 'subscriber-erased' })
		expect(entry?.subjectId).toBe('audit-erase')
		expect(entry?.actorId).toBe('owner')
		expect(JSON.stringify(await AuditEntry.find().lean())).not.toContain(
			'erase-me@example.com',
		)
	})

	it('is for Administrators only, filters by person and action, and shows what it recorded', async () => {
		const { cookie: editor } = await signInNewPerson(site(), 'editor', 45)
		const refused = await site().request('/admin/audit', {
			reader: 45,
			headers: { cookie: editor },
		})
		expect(refused.status).toBe(403)

		const owner = await site().adminCookie()
		const failedOnly = await site().request(
			'/admin/audit?action=sign-in-failed',
			{ reader: 46, headers: { cookie: owner } },
		)
		expect(failedOnly.status).toBe(200)
		const failedHtml = await failedOnly.text()
		expect(failedHtml).toContain('nobody@example.com')
		expect(failedHtml).not.toContain('Audit trail of a careful editor')

		const [someone] = await entriesFor({ action: 'article-created' })
		const byPerson = await (
			await site().request(
				`/admin/audit?person=${someone!.actorId}&action=article-deleted`,
				{ reader: 46, headers: { cookie: owner } },
			)
		).text()
		expect(byPerson).toContain('Deleted an article')
		expect(byPerson).toContain(someone!.actorName)
		expect(byPerson).not.toContain('nobody@example.com')

		// Reading the log writes nothing to it.
		const before = await AuditEntry.countDocuments({})
		await site().request('/admin/audit', {
			reader: 46,
			headers: { cookie: owner },
		})
		expect(await AuditEntry.countDocuments({})).toBe(before)
	})

	it('records an invitation, a role change and a suspension by the Administrator who made them', async () => {
		const owner = await site().adminCookie()
		const invited = await post(
			'/admin/staff',
			owner,
			{ intent: 'invite', email: 'new.writer@staff.example', role: 'author' },
			48,
		)
		expect(invited.status).toBe(302)
		const { person } = await signInNewPerson(site(), 'author', 49)
		const changes: Record<string, string>[] = [
			{ intent: 'change-role', id: person._id, role: 'editor' },
			{ intent: 'suspend', id: person._id },
		]
		for (const fields of changes)
			expect((await post('/admin/staff', owner, fields, 48)).status).toBe(302)
		const done = await entriesFor({ actorId: 'owner', ip: '203.0.113.48' })
		expect(
			done.map(entry => [entry.action, entry.subjectLabel, entry.detail]),
		).toEqual([
			['invitation', 'new.writer@staff.example', 'sent, as Author'],
			['staff-changed', person.name, 'role: Author → Editor'],
			['staff-changed', person.name, 'suspended'],
		])
	})

	it('records a settings change with the fields it changed', async () => {
		const body = new FormData()
		for (const [name, value] of Object.entries({
			version: '0',
			siteName: 'The Audit Weekly',
			description:
				'Notes on reputation, audiences and the craft of being known.',
			logoUrl: '',
			socialLinkedin: '',
			socialX: '',
			socialYoutube: '',
			socialInstagram: '',
			socialFacebook: '',
			contactEmail: 'letters@audit.example',
			senderName: 'The Audit Weekly',
			senderEmail: 'daily@audit.example',
			digestHour: '8',
			timeZone: 'UTC',
		}))
			body.set(name, value)
		const saved = await site().request('/admin/settings', {
			method: 'POST',
			reader: 47,
			headers: { cookie: await site().adminCookie() },
			body,
		})
		expect(saved.status).toBe(302)
		const [entry] = await entriesFor({ action: 'settings-changed' })
		expect(entry?.detail).toMatch(/^version 1: .*siteName/)
		expect(entry?.ip).toBe('203.0.113.47')
	})

	it('cannot be changed or deleted through the model, and ends after the days it is kept', async () => {
		const entry = await AuditEntry.findOne({}).lean<AuditEntryFields>()
		expect(entry).not.toBeNull()
		await expect(
			AuditEntry.updateOne({ _id: entry!._id }, { $set: { actorName: 'x' } }),
		).rejects.toThrow(/written once/)
		await expect(AuditEntry.deleteMany({})).rejects.toThrow(/written once/)
		const doc = await AuditEntry.findById(entry!._id)
		doc!.actorName = 'someone else'
		await expect(doc!.save()).rejects.toThrow(/written once/)
		expect((await AuditEntry.findById(entry!._id).lean())?.actorName).toBe(
			entry!.actorName,
		)

		const count = await AuditEntry.countDocuments({})
		await sweepExpiredRecords(
			new Date(Date.now() + (AUDIT_KEEP_DAYS - 1) * DAY_MS),
			['audit'],
		)
		expect(await AuditEntry.countDocuments({})).toBe(count)
		await sweepExpiredRecords(
			new Date(Date.now() + (AUDIT_KEEP_DAYS + 1) * DAY_MS),
			['audit'],
		)
		expect(await AuditEntry.countDocuments({})).toBe(0)
	})
})
