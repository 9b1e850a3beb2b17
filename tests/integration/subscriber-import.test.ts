/**
 * Importing newsletter subscribers from a CSV (issue 23 item 6, docs/decisions/075), through the
 * production server's form: valid rows are added, refused rows are in the downloadable report
 * with their reasons (a malformed address, a line break that would write a mail header), a
 * second import of the same file adds nothing, and an address that unsubscribed here stays
 * unsubscribed. The import runs on the server after the upload; the test reads its run record.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import {
	AuditEntry,
	NewsletterSubscriber,
	SubscriberImport,
	type SubscriberFields,
	type SubscriberImportFields,
} from '#app/server/models/index.ts'

const site = testSite('subscriber_import')

const CSV = [
	'EMAIL,Name,source,Sign-Up Date,CONSENT,Plan',
	'alice@example.com,Alice Archer,Substack Import,2024-03-15,yes,paid',
	'bob@example.com,,,,,free',
	'"mallory@example.com\r\nBcc: everyone@example.com",Mallory,,,,',
	'not-an-address,Nobody,,,,',
	'gone@example.com,Una,,,yes,',
	'carol@example.com,"Carol\nBcc: x@example.com",,,,',
	'dave@example.com,Dave,,2024-13-45,,',
	'erin@example.com,Erin,,,no,',
	'ALICE@example.com,Alice again,,,,',
].join('\r\n')

async function upload(
	csv: string,
	{ consent = true }: { consent?: boolean } = {},
): Promise<Response> {
	const body = new FormData()
	body.set(
		'subscribers',
		new File([csv], 'list.csv', { type: 'text/csv' }),
		'list.csv',
	)
	if (consent) body.set('consentConfirmed', 'on')
	return site().request('/admin/subscribers/import', {
		method: 'POST',
		reader: 60,
		headers: { cookie: await site().adminCookie(), origin: site().url },
		body,
	})
}

/** The run once the server has finished it (it works in the background after the upload). */
async function finished(id: string): Promise<SubscriberImportFields> {
	for (let attempt = 0; attempt < 300; attempt += 1) {
		const run =
			await SubscriberImport.findById(id).lean<SubscriberImportFields>()
		if (run && (run.state === 'done' || run.state === 'failed')) return run
		await sleep(100)
	}
	throw new Error(`import ${id} did not finish`)
}

async function importFile(csv: string): Promise<SubscriberImportFields> {
	const response = await upload(csv)
	expect(response.status).toBe(303)
	const location = response.headers.get('location') ?? ''
	expect(location).toMatch(/^\/admin\/subscribers\/import\/\w+$/)
	return finished(location.split('/').pop()!)
}

const subscriber = (email: string) =>
	NewsletterSubscriber.findOne({ email }).lean<SubscriberFields>()

describe('importing subscribers from a CSV', () => {
	it('adds the valid rows, keeps an unsubscribed address unsubscribed and reports the refused rows', async () => {
		const unsubscribedAt = new Date('2026-02-01T00:00:00Z')
		await NewsletterSubscriber.create({
			email: 'gone@example.com',
			active: false,
			unsubscribedAt,
			source: 'footer',
		})
		// The seeded site has subscribers of its own.
		const listed = await NewsletterSubscriber.countDocuments({})
		const run = await importFile(CSV)
		expect(run.state).toBe('done')
		expect(run.counts).toEqual({ rows: 9, added: 2, existing: 2, refused: 5 })

		const alice = await subscriber('alice@example.com')
		expect(alice).toMatchObject({
			name: 'Alice Archer',
			source: 'substack-import',
			active: true,
			consent: 'yes',
			importedBy: run._id,
		})
		expect(alice?.pending).toBeUndefined()
		expect(alice?.subscribedAt.toISOString()).toBe('2024-03-15T00:00:00.000Z')
		expect(await subscriber('bob@example.com')).toMatchObject({
			source: 'import',
			active: true,
			consent: 'confirmed by the importer',
		})
		const gone = await subscriber('gone@example.com')
		expect(gone).toMatchObject({ active: false, source: 'footer' })
		expect(gone?.unsubscribedAt?.toISOString()).toBe(
			unsubscribedAt.toISOString(),
		)
		expect(gone?.importedBy).toBeUndefined()
		for (const email of [
			'carol@example.com',
			'dave@example.com',
			'erin@example.com',
		])
			expect(await subscriber(email)).toBeNull()
		expect(await NewsletterSubscriber.countDocuments({})).toBe(listed + 2)

		const report = await site().request(
			`/admin/subscribers/import/${run._id}/refused.csv`,
			{ headers: { cookie: await site().adminCookie() } },
		)
		expect(report.status).toBe(200)
		expect(report.headers.get('content-type')).toMatch(/^text\/csv/)
		const text = await report.text()
		expect(text.split('\r\n')[0]).toBe('Line,Email,Reason')
		expect(text).toMatch(/mallory@example\.com[^,]*",.*line break/)
		expect(text).toMatch(/not-an-address,Not a valid e-mail address/)
		expect(text).toMatch(/,The name holds a line break/)
		expect(text).toMatch(/dave@example\.com,Sign-up date .*not understood/)
		expect(text).toMatch(/erin@example\.com,The consent column says/)

		const page = await site().request(`/admin/subscribers/import/${run._id}`, {
			headers: { cookie: await site().adminCookie() },
		})
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toContain('Subscriber import: done')
		expect(html).not.toContain('http-equiv="refresh"')

		const entry = await AuditEntry.findOne({
			action: 'subscribers-imported',
			subjectId: run._id,
		}).lean<{ detail: string; actorName: string }>()
		expect(entry?.detail).toBe('2 added, 2 already on the list, 5 refused')
	})

	it('adds nothing when the same file is imported again', async () => {
		const before = await NewsletterSubscriber.find({})
			.sort({ email: 1 })
			.lean<SubscriberFields[]>()
		const run = await importFile(CSV)
		expect(run.counts).toEqual({ rows: 9, added: 0, existing: 4, refused: 5 })
		const after = await NewsletterSubscriber.find({})
			.sort({ email: 1 })
			.lean<SubscriberFields[]>()
		expect(after).toEqual(before)
	})

	it('imports a file of several batches to its end, an address already on the list left as it is', async () => {
		// 1,200 rows are three batches of writes (500 a batch); the address that unsubscribed (first
		// test) is in the second. On FerretDB a batch written as upserts by address did not finish.
		const rows = Array.from({ length: 1200 }, (_, n) =>
			n === 700
				? 'gone@example.com,Una again,,,yes'
				: `bulk${n}@example.com,Reader ${n},,,`,
		)
		const run = await importFile(
			['email,name,source,sign-up date,consent', ...rows].join('\r\n'),
		)
		expect(run.state).toBe('done')
		expect(run.counts).toEqual({
			rows: 1200,
			added: 1199,
			existing: 1,
			refused: 0,
		})
		expect(
			await NewsletterSubscriber.countDocuments({ importedBy: run._id }),
		).toBe(1199)
		expect(await subscriber('bulk1199@example.com')).toMatchObject({
			name: 'Reader 1199',
			active: true,
			importedBy: run._id,
		})
		expect(await subscriber('gone@example.com')).toMatchObject({
			active: false,
			source: 'footer',
		})
	})

	it('takes a Ghost members export as Ghost writes it: created_at as the sign-up date, subscribed_to_emails as consent', async () => {
		const ghost = [
			'id,email,name,note,subscribed_to_emails,complimentary_plan,stripe_customer_id,created_at,deleted_at,labels,tiers',
			'6571a0b1c2d3e4f5a6b7c8d9,anna@ghost-members.example,Anna Berg,"Met at the conference, asked for the digest",true,false,,2023-04-02T09:15:00.000Z,,"Newsletter, VIP",',
			'6571a0b1c2d3e4f5a6b7c8da,ben@ghost-members.example,Ben,,false,false,,2023-05-01T10:00:00.000Z,,,',
			'6571a0b1c2d3e4f5a6b7c8db,cleo@ghost-members.example,,,true,false,cus_Q1w2E3r4,2022-11-30T18:00:00.000Z,,,Gold',
			// A member who left Ghost: still in its export, with deleted_at set.
			'6571a0b1c2d3e4f5a6b7c8dc,dara@ghost-members.example,Dara,,true,false,,2022-01-10T08:00:00.000Z,2024-06-01T12:00:00.000Z,,',
		].join('\n')
		const run = await importFile(ghost)
		expect(run.state).toBe('done')
		expect(run.counts).toEqual({ rows: 4, added: 2, existing: 0, refused: 2 })
		const anna = await subscriber('anna@ghost-members.example')
		expect(anna).toMatchObject({
			name: 'Anna Berg',
			source: 'import',
			active: true,
			consent: 'yes',
		})
		expect(anna?.subscribedAt.toISOString()).toBe('2023-04-02T09:15:00.000Z')
		const cleo = await subscriber('cleo@ghost-members.example')
		expect(cleo).toMatchObject({ active: true, consent: 'yes' })
		expect(cleo?.name).toBeUndefined()
		expect(cleo?.subscribedAt.toISOString()).toBe('2022-11-30T18:00:00.000Z')
		// A member who does not take the emails is not made a newsletter subscriber.
		expect(await subscriber('ben@ghost-members.example')).toBeNull()
		const report = await site().request(
			`/admin/subscribers/import/${run._id}/refused.csv`,
			{ headers: { cookie: await site().adminCookie() } },
		)
		const refused = await report.text()
		expect(refused).toMatch(
			/ben@ghost-members\.example,The consent column says they did not agree/,
		)
		expect(refused).toMatch(
			/dara@ghost-members\.example,They left the old service/,
		)
		expect(await subscriber('dara@ghost-members.example')).toBeNull()
	})

	it('refuses a form without the consent confirmation, and a file without an e-mail column, changing nothing', async () => {
		const runs = await SubscriberImport.countDocuments({})
		const refused = await upload(CSV, { consent: false })
		expect(refused.status).toBe(400)
		expect(await refused.text()).toContain(
			'Confirm that the people in the file agreed',
		)
		expect(await SubscriberImport.countDocuments({})).toBe(runs)

		const count = await NewsletterSubscriber.countDocuments({})
		const run = await importFile('Name,Address\nZed,zed@example.com\n')
		expect(run.state).toBe('failed')
		expect(run.error).toMatch(/no e-mail column/)
		expect(await NewsletterSubscriber.countDocuments({})).toBe(count)
	})
})
