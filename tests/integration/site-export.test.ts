/**
 * Issue 24 item 5: the full-site export, downloaded from the production server through its real
 * route with an Administrator's session, unzipped and read file by file; refused to every other
 * role and without a session.
 */
import { describe, expect, it } from 'vitest'
import { testSite } from '../helpers/site.ts'
import {
	addPerson,
	PERSON_PASSWORD,
	signInNewPerson,
} from '../helpers/staff.ts'
import { jsonLines, unzipEntries } from '../helpers/unzip.ts'
import {
	EXPORT_IMAGES_FOLDER,
	EXPORT_KINDS,
	EXPORT_SCHEMA_VERSION,
} from '#app/content/export.ts'
import type { StaffRole } from '#app/content/staff.ts'
import type { ExportManifest } from '#app/server/exports/archive.server.ts'
import {
	Article,
	ArticleBody,
	ArticleRevision,
	ImageRecord,
	NewsletterSubscriber,
	StaffMember,
} from '#app/server/models/index.ts'
import { saveRedirect } from '#app/server/site/redirects.server.ts'
import {
	getStoredSettings,
	saveSettings,
	settingsFromEnv,
} from '#app/server/site/settings.server.ts'

const site = testSite('site_export')

/** A few of each kind the sample site lacks: a revision, a redirect, a pending subscriber, saved settings. */
async function seedTheRest() {
	const article = await Article.findOne({}).lean()
	await ArticleRevision.create({
		_id: `${Date.now().toString(36)}.export`,
		articleId: article!._id,
		headline: 'An earlier headline worth keeping',
		summary: 'The summary as it stood before the last edit.',
		content: 'The body as it stood before the last edit.',
		by: 'owner',
		savedAt: new Date('2026-11-20T09:00:00Z'),
	})
	await saveRedirect({
		from: '/2019/04/02/old-trust-notes/',
		to: `/article/${article!.slug}`,
	})
	await NewsletterSubscriber.create({
		email: 'pending.reader@export.example',
		pending: true,
		source: 'footer',
	})
	await addPerson({ role: 'editor', name: 'Export Editor' })
	const {
		version: _never,
		social,
		savedAt: _at,
		...current
	} = settingsFromEnv()
	await saveSettings(
		{
			...current,
			...social,
			siteName: 'The Exported Gazette',
			version: (await getStoredSettings()).version,
		},
		{ id: 'owner', name: 'Export Test' },
	)
}

async function download(cookie?: string): Promise<Response> {
	return site().request('/admin/export.zip', {
		headers: cookie ? { cookie } : {},
	})
}

describe('the full-site export', () => {
	// The archive holds every stored image (read from GridFS one by one): more than one page's time.
	it('downloads every kind as JSON lines after a manifest, the stored images, and no secret', async () => {
		await seedTheRest()
		const response = await download(await site().adminCookie())
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('application/zip')
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="brandline-export-\d{4}-\d{2}-\d{2}\.zip"$/,
		)
		expect(response.headers.get('cache-control')).toBe('private, no-store')
		const zip = Buffer.from(await response.arrayBuffer())
		const entries = await unzipEntries(zip)
		const names = [...entries.keys()]

		// The manifest first, then the files in the documented order, then only images.
		expect(names[0]).toBe('manifest.json')
		expect(names.slice(1, 1 + EXPORT_KINDS.length)).toEqual(
			EXPORT_KINDS.map(kind => kind.file),
		)
		const images = names.slice(1 + EXPORT_KINDS.length)
		expect(images.every(name => name.startsWith(EXPORT_IMAGES_FOLDER))).toBe(
			true,
		)

		const manifest = JSON.parse(
			entries.get('manifest.json')!.toString('utf8'),
		) as ExportManifest
		expect(manifest.schemaVersion).toBe(EXPORT_SCHEMA_VERSION)
		expect(manifest.siteUrl).toMatch(/^https?:\/\//)
		expect(Date.parse(manifest.generatedAt)).not.toBeNaN()
		// Every file holds as many records as the manifest says, and none is empty.
		for (const { kind, file } of EXPORT_KINDS) {
			const records = jsonLines(entries.get(file))
			expect(records.length, file).toBe(manifest.counts[kind])
			expect(records.length, file).toBeGreaterThan(0)
		}

		// Articles: all of them, every field, with the markdown body kept apart in the database.
		const articles = jsonLines(entries.get('articles.jsonl'))
		expect(articles.length).toBe(await Article.countDocuments())
		const first = articles[0]!
		const body = await ArticleBody.findById(first._id).lean()
		expect(first.body).toBe(body!.content)
		for (const field of [
			'slug',
			'headline',
			'summary',
			'author',
			'category',
			'status',
			'publishedAt',
			'tags',
		])
			expect(first, field).toHaveProperty(field)
		const revisions = jsonLines(entries.get('revisions.jsonl'))
		expect(revisions.map(revision => revision.headline)).toContain(
			'An earlier headline worth keeping',
		)
		const tags = jsonLines(entries.get('tags.jsonl'))
		const tagged = articles.filter(article =>
			(article.tags as string[] | undefined)?.includes(tags[0]!.slug as string),
		)
		expect(tags[0]!.articles).toBe(tagged.length)
		expect(
			jsonLines(entries.get('redirects.jsonl')).map(redirect => redirect._id),
		).toContain('/2019/04/02/old-trust-notes')

		// Subscribers with their consent and status.
		const pending = jsonLines(entries.get('subscribers.jsonl')).find(
			subscriber => subscriber.email === 'pending.reader@export.example',
		)
		expect(pending).toMatchObject({ pending: true, source: 'footer' })
		expect(pending).toHaveProperty('subscribedAt')

		// Settings: each saved version, the newest as saved.
		expect(jsonLines(entries.get('settings.jsonl')).at(-1)).toMatchObject({
			version: 1,
			siteName: 'The Exported Gazette',
			savedByName: 'Export Test',
		})

		// Staff: names and roles, never a password hash or session data.
		const staff = jsonLines(entries.get('staff.jsonl'))
		expect(staff.length).toBe(await StaffMember.countDocuments())
		expect(staff.map(person => person.name)).toContain('Export Editor')
		for (const person of staff)
			expect(Object.keys(person).sort()).not.toEqual(
				expect.arrayContaining(['passwordHash']),
			)
		const everything = zip.toString('latin1') + [...entries.values()].join('')
		const people = await StaffMember.find({}).lean()
		const secrets = people.flatMap(person =>
			[person.passwordHash, person.sessionEpoch, person.ownerSeed].filter(
				(value): value is string => Boolean(value),
			),
		)
		expect(secrets.length).toBeGreaterThan(people.length)
		for (const secret of [...secrets, PERSON_PASSWORD])
			expect(everything.includes(secret), 'a secret is in the archive').toBe(
				false,
			)
		for (const word of ['passwordHash', 'sessionEpoch', 'ownerSeed', '$argon2'])
			expect(everything.includes(word), word).toBe(false)

		// Every stored image's files, byte for byte what the image address serves.
		const stored = await ImageRecord.find({ state: 'stored' }).lean()
		const expected = stored.flatMap(image => image.objects ?? [image._id])
		expect(images.sort()).toEqual(
			expected.map(path => EXPORT_IMAGES_FOLDER + path).sort(),
		)
		const sample = expected[0]!
		const served = await site().request(`/public-objects/${sample}`)
		expect(served.status).toBe(200)
		expect(
			Buffer.from(await served.arrayBuffer()).equals(
				entries.get(EXPORT_IMAGES_FOLDER + sample)!,
			),
		).toBe(true)
	}, 120_000)

	it('refuses every role but Administrator, and a request without a session', async () => {
		const noSession = await download()
		expect(noSession.status).toBe(302)
		expect(noSession.headers.get('location')).toBe(
			'/admin?redirectTo=%2Fadmin%2Fexport.zip',
		)
		const roles: StaffRole[] = ['editor', 'author', 'contributor']
		for (const [index, role] of roles.entries()) {
			const { cookie } = await signInNewPerson(site(), role, 40 + index)
			for (const path of [
				'/admin/export.zip',
				'/admin/export.ghost.json',
				'/admin/export',
			]) {
				const refused = await site().request(path, { headers: { cookie } })
				expect(refused.status, `${role} ${path}`).toBe(403)
				// A refusal, not a file: nothing to save.
				expect(refused.headers.get('content-disposition')).toBeNull()
				await refused.arrayBuffer()
			}
		}
	})

	it('shows the page with the download link and what each file holds', async () => {
		const response = await site().request('/admin/export', {
			headers: { cookie: await site().adminCookie() },
		})
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toContain('href="/admin/export.zip"')
		expect(html).toContain('href="/admin/export.ghost.json"')
		for (const { file } of EXPORT_KINDS) expect(html).toContain(file)
	})

	it('downloads the articles as a Ghost export, to Administrators only', async () => {
		const noSession = await site().request('/admin/export.ghost.json')
		expect(noSession.status).toBe(302)
		const response = await site().request('/admin/export.ghost.json', {
			headers: { cookie: await site().adminCookie() },
		})
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe(
			'application/json; charset=utf-8',
		)
		expect(response.headers.get('content-disposition')).toMatch(
			/^attachment; filename="brandline-ghost-\d{4}-\d{2}-\d{2}\.json"$/,
		)
		expect(response.headers.get('cache-control')).toBe('private, no-store')
		const file = (await response.json()) as {
			db: { data: { posts: { slug: string }[] } }[]
		}
		expect(file.db[0]!.data.posts).toHaveLength(await Article.countDocuments())
	})
})
