/**
 * Issue 24 item 6: the round trip. The sample site's export (downloaded from /admin/export.zip)
 * is restored by `node server.js --restore` into a fresh database, a second production server is
 * started on it, and its public pages, §7 API answers and admin lists are compared with the
 * original's. `--backup` writes the same archive to a file. Then the refusals: a site with content,
 * and damaged or hostile archives, each of which changes nothing.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import mongoose from 'mongoose'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runServerCommand, zipOf } from '../helpers/archive-files.ts'
import { uniqueDatabaseName } from '../helpers/database.ts'
import {
	SITE_ADMIN_EMAIL,
	SITE_ADMIN_PASSWORD,
	startSite,
	testSite,
	type Site,
} from '../helpers/site.ts'
import { addPerson } from '../helpers/staff.ts'
import { jsonLines, unzipEntries } from '../helpers/unzip.ts'
import { formatZonedDateTime } from '#app/lib/zoned-time.ts'
import {
	NOT_EMPTY_MESSAGE,
	restoreArchive,
} from '#app/server/exports/restore.server.ts'
import {
	Article,
	ArticleBody,
	ArticleRevision,
	ImageRecord,
	GuestPost,
	PublicationSettings,
	StaffMember,
} from '#app/server/models/index.ts'
import { saveRedirect } from '#app/server/site/redirects.server.ts'
import {
	getStoredSettings,
	saveSettings,
} from '#app/server/site/settings.server.ts'

const source = testSite('restore_source')
const restoredName = uniqueDatabaseName('restore_target')
const databaseEnv = (name: string) => ({
	MONGODB_URI: `${inject('mongoUri')}${name}`,
	ADMIN_EMAIL: SITE_ADMIN_EMAIL,
	ADMIN_PASSWORD: SITE_ADMIN_PASSWORD,
})
let folder: string
let archive: string
let entries: Map<string, Buffer>
let restored: Site | undefined

beforeAll(async () => {
	folder = await mkdtemp(path.join(tmpdir(), 'brandline-restore-'))
})
afterAll(async () => {
	await restored?.server.stop()
	if (folder) await rm(folder, { recursive: true, force: true })
})

/**
 * A page's HTML or an answer's JSON with what differs per request or per server made equal: the
 * server's own address (each has its port), the CSP nonce, the honeypot's signed time token, and
 * the header's "today" and the admin's `today` (the time of the request). `same` lists other values to make equal.
 */
function normalised(text: string, site: Site, same: string[] = []): string {
	let result = text
		.replaceAll(site.url, 'SITE')
		.replaceAll(encodeURIComponent(site.url), 'SITE')
		.replaceAll(new URL(site.url).host, 'HOST')
		.replace(/nonce="[^"]*"/g, 'nonce="NONCE"')
		.replace(/name="from__confirm" value="[^"]*"/g, 'name="from__confirm"')
		.replace(
			/<time dateTime="[^"]*"><span class="sm:hidden">/g,
			'<time><span class="sm:hidden">',
		)
		.replace(/today(\\*"),(\\*")[\d\-T:.]+Z/g, 'today$1,$2TODAY')
		// The spam trap's token again, in the admin pages' embedded data: new on every request.
		.replace(
			/encryptedValidFrom(\\*"),(\\*")[^"\\]*/g,
			'encryptedValidFrom$1,$2TOKEN',
		)
	for (const value of same) result = result.replaceAll(value, 'SAME')
	return result
}

/** Where two texts first differ, with some context; null when they are the same. */
function firstDifference(a: string, b: string): string | null {
	if (a === b) return null
	let index = 0
	while (a[index] === b[index]) index += 1
	const around = (text: string) =>
		text.slice(Math.max(0, index - 120), index + 120)
	return `at ${index}:\n  ${around(a)}\n  ${around(b)}`
}

async function read(site: Site, pathname: string, cookie?: string) {
	const response = await site.request(
		pathname,
		cookie ? { headers: { cookie } } : {},
	)
	return { status: response.status, body: await response.text() }
}

/** The settings the source site saves before its export: the restored site must show them. */
const SAVED_SETTINGS = {
	siteName: 'The Restored Gazette',
	description: 'News that survived the move.',
	logoUrl: '',
	socialLinkedin: '',
	socialX: 'https://x.com/restored-gazette',
	socialYoutube: '',
	socialInstagram: '',
	socialFacebook: '',
	contactEmail: 'desk@gazette.example',
	senderName: 'Gazette Desk',
	senderEmail: 'news@gazette.example',
	digestHour: 7,
	timeZone: 'Europe/Lisbon',
}

describe('restore: the round trip', () => {
	it('exports the sample site, restores it into a fresh database and serves it identically', async () => {
		// What the sample content lacks: a revision (an edit), a redirect, a second person.
		const first = await Article.findOne({ status: 'published' }).lean()
		await saveRedirect({
			from: '/2020/01/15/old-address/',
			to: `/article/${first!.slug}`,
		})
		await addPerson({ role: 'editor', name: 'Restored Editor' })
		// Saved settings (issue 22 item 7) travel in settings.jsonl (schema version 2).
		const { version } = await getStoredSettings()
		await saveSettings(
			{ ...SAVED_SETTINGS, version },
			{ id: 'owner', name: 'Restore Test' },
		)
		await ArticleRevision.create({
			_id: `${Date.now().toString(36)}.restore`,
			articleId: first!._id,
			headline: 'The headline as it stood before the last edit',
			summary: 'The summary as it stood before the last edit.',
			content: 'The body as it stood before the last edit.',
			by: 'owner',
			savedAt: new Date('2026-11-20T09:00:00Z'),
		})
		const cookie = await source().adminCookie()
		const download = await source().request('/admin/export.zip', {
			headers: { cookie },
		})
		expect(download.status).toBe(200)
		const zip = Buffer.from(await download.arrayBuffer())
		archive = path.join(folder, 'export.zip')
		await writeFile(archive, zip)
		entries = await unzipEntries(zip)
		expect(jsonLines(entries.get('revisions.jsonl')).length).toBeGreaterThan(0)
		expect(jsonLines(entries.get('settings.jsonl')).at(-1)).toMatchObject(
			SAVED_SETTINGS,
		)

		// npm run backup: the same archive (the manifest's time aside), one line, exit 0.
		const backupFile = path.join(folder, 'backup.zip')
		const backup = await runServerCommand(
			['--backup', backupFile],
			databaseEnv(mongoose.connection.name),
		)
		expect(backup.stderr).toBe('')
		expect(backup.code).toBe(0)
		expect(backup.stdout).toMatch(
			/^Backup written to .*backup\.zip: \d+ articles, \d+ images, [\d.]+ MB in [\d.]+ s\.\n$/,
		)
		const backedUp = await unzipEntries(await readFile(backupFile))
		expect([...backedUp.keys()]).toEqual([...entries.keys()])
		for (const [name, body] of entries)
			if (name !== 'manifest.json')
				expect(backedUp.get(name)!.equals(body), name).toBe(true)

		// npm run restore FILE into a fresh database: one line, exit 0; a second time is refused.
		const restore = await runServerCommand(
			['--restore', archive],
			databaseEnv(restoredName),
		)
		expect(restore.stderr).toBe('')
		expect(restore.code).toBe(0)
		expect(restore.stdout.trim().split('\n')).toHaveLength(1)
		expect(restore.stdout).toMatch(/^Restored .*export\.zip: \d+ articles/)
		console.log(
			`restore of the sample archive: ${restore.ms} ms (process included)`,
		)
		const again = await runServerCommand(
			['--restore', archive],
			databaseEnv(restoredName),
		)
		expect(again.code).toBe(1)
		expect(again.stdout).toBe('')
		expect(again.stderr.trim()).toBe(`Restore failed: ${NOT_EMPTY_MESSAGE}`)

		restored = await startSite(restoredName)
		const site = restored
		const articles = jsonLines(entries.get('articles.jsonl'))
		const published = articles.filter(article => article.status === 'published')
		const draft = articles.find(article => article.status !== 'published')
		const tag = jsonLines(entries.get('tags.jsonl'))[0]!
		const author = jsonLines(entries.get('authors.jsonl'))[0]!
		const categories = jsonLines(entries.get('categories.jsonl'))
		const image = jsonLines(entries.get('images.jsonl'))[0]!
		const pages = [
			'/',
			'/archive',
			...categories.map(category => `/category/${String(category.slug)}`),
			...published
				.slice(0, 4)
				.map(article => `/article/${String(article.slug)}`),
			...(draft ? [`/article/${String(draft.slug)}`] : []),
			`/tag/${String(tag.slug)}`,
			`/author/${String(author._id)}`,
			'/search?q=brand',
			'/2020/01/15/old-address/',
			`/public-objects/${String(image._id)}`,
			'/api/articles',
			`/api/articles/${String(published[0]!._id)}`,
			`/api/articles/category/${String(categories[0]!.slug)}`,
			'/api/articles/featured',
			'/api/articles/breaking',
			'/api/articles/search?q=brand',
			'/api/promotions/active',
		]
		// A search on a server that just started answers from the fallback until its index is built.
		const deadline = Date.now() + 60_000
		for (;;) {
			const [a, b] = await Promise.all([
				read(source(), '/search?q=brand'),
				read(site, '/search?q=brand'),
			])
			if (
				normalised(a.body, source()) === normalised(b.body, site) ||
				Date.now() > deadline
			)
				break
			await new Promise(resolve => setTimeout(resolve, 500))
		}
		for (const pathname of pages) {
			const [a, b] = await Promise.all([
				read(source(), pathname),
				read(site, pathname),
			])
			expect(b.status, pathname).toBe(a.status)
			expect(
				firstDifference(normalised(a.body, source()), normalised(b.body, site)),
				pathname,
			).toBeNull()
		}

		// The restored site shows the archive's publication name, time zone and sender.
		expect((await read(site, '/')).body).toContain(SAVED_SETTINGS.siteName)
		const signInStarted = new Date()
		const restoredCookie = await site.adminCookie()
		const settingsPage = await read(site, '/admin/settings', restoredCookie)
		expect(settingsPage.status).toBe(200)
		for (const value of [
			SAVED_SETTINGS.siteName,
			SAVED_SETTINGS.timeZone,
			SAVED_SETTINGS.senderName,
			SAVED_SETTINGS.senderEmail,
		])
			expect(settingsPage.body).toContain(value)

		// The admin lists, signed in as the owner (who got the deployment's password at start).
		const owner = jsonLines(entries.get('staff.jsonl')).find(
			person => person.owner === true,
		)!
		// Signing in to look is itself a sign-in: the owner's last sign-in is the one value that moves.
		const signIns = [
			new Date(String(owner.lastSignInAt)),
			signInStarted,
			new Date(),
		].map(date => formatZonedDateTime(date, SAVED_SETTINGS.timeZone))
		const adminDifferences: string[] = []
		for (const pathname of [
			'/admin',
			'/admin?tab=guest-posts',
			'/admin?tab=promotions',
			'/admin?tab=subscribers',
			'/admin/promotions',
			'/admin/redirects',
			'/admin/staff',
			'/api/guest-posts',
			'/api/newsletter/subscribers',
			'/api/promotions',
		]) {
			const [a, b] = await Promise.all([
				read(source(), pathname, cookie),
				read(site, pathname, restoredCookie),
			])
			expect(a.status, pathname).toBe(200)
			expect(b.status, pathname).toBe(200)
			const difference = firstDifference(
				normalised(a.body, source(), signIns),
				normalised(b.body, site, signIns),
			)
			if (difference) adminDifferences.push(`${pathname} ${difference}`)
		}
		expect(adminDifferences).toEqual([])
	}, 300_000)
})

/** What a refused restore must leave as it was. */
async function siteState() {
	const objects = mongoose.connection.db!.collection('objects.files')
	return {
		articles: await Article.countDocuments(),
		bodies: await ArticleBody.countDocuments(),
		revisions: await ArticleRevision.countDocuments(),
		settings: await PublicationSettings.countDocuments(),
		staff: await StaffMember.countDocuments(),
		images: await ImageRecord.countDocuments(),
		objects: await objects.countDocuments(),
		newest: (await Article.findOne({}).sort({ updatedAt: -1 }).lean())
			?.updatedAt,
	}
}

/** The export's entries with some replaced, left out or added, as a new archive file. */
async function alteredArchive(
	name: string,
	change: (list: [string, Buffer][]) => [string, Buffer][],
): Promise<string> {
	const file = path.join(folder, name)
	await writeFile(file, await zipOf(change([...entries])))
	return file
}

function withFile(
	list: [string, Buffer][],
	name: string,
	edit: (text: string) => string,
): [string, Buffer][] {
	return list.map(([entry, body]) =>
		entry === name
			? [entry, Buffer.from(edit(body.toString('utf8')))]
			: [entry, body],
	)
}

/** The export made a schema version 1 archive: no settings file, the manifest saying so. */
function asVersionOne(list: [string, Buffer][]): [string, Buffer][] {
	return withFile(
		list.filter(([name]) => name !== 'settings.jsonl'),
		'manifest.json',
		text => {
			const manifest = JSON.parse(text) as {
				schemaVersion: number
				counts: Record<string, number>
				files: { kind: string }[]
			}
			delete manifest.counts.settings
			return JSON.stringify({
				...manifest,
				schemaVersion: 1,
				files: manifest.files.filter(file => file.kind !== 'settings'),
			})
		},
	)
}

/** Waits (at most 20 s) for another process to catch up with a change; the caller then asserts. */
async function until(done: () => Promise<boolean>): Promise<void> {
	const deadline = Date.now() + 20_000
	while (!(await done()) && Date.now() < deadline)
		await new Promise(resolve => setTimeout(resolve, 250))
}

describe('restore: refusals change nothing', () => {
	it('refuses a site that has content unless forced', async () => {
		const before = await siteState()
		await expect(restoreArchive(archive)).rejects.toThrow(NOT_EMPTY_MESSAGE)
		expect(await siteState()).toEqual(before)
	})

	it('refuses damaged and hostile archives, even when forced, before writing anything', async () => {
		const before = await siteState()
		const traversalName = 'images/seed/zz-escape.webp'
		const traversal = await alteredArchive('traversal.zip', list => [
			...list,
			[traversalName, Buffer.from('not an image')],
		])
		// yazl will not write a `..` name: the bytes of a safe one of the same length are changed.
		const bytes = await readFile(traversal)
		await writeFile(
			traversal,
			Buffer.from(
				bytes
					.toString('latin1')
					.replaceAll(traversalName, '../../../../zz-escape.webp'),
				'latin1',
			),
		)
		const notZip = path.join(folder, 'not-a-zip.zip')
		await writeFile(notZip, 'PK this is not a zip archive at all')
		const cases: [string, string, RegExp][] = [
			['not a zip', notZip, /not a readable zip/],
			[
				'path traversal',
				traversal,
				/damaged or not one of ours|not a file of a Brandline export/,
			],
			[
				'a newer schema version',
				await alteredArchive('version.zip', list =>
					withFile(list, 'manifest.json', text =>
						text.replace('"schemaVersion": 2', '"schemaVersion": 3'),
					),
				),
				/schema version 3; this site restores versions 1 to 2 only/,
			],
			[
				'a settings line that fails the settings form’s rules',
				await alteredArchive('invalid-settings.zip', list =>
					withFile(list, 'settings.jsonl', text =>
						text.replace('"Europe/Lisbon"', '"Mars/Olympus"'),
					),
				),
				/^settings\.jsonl, line 1: timeZone: Choose a time zone.*Nothing was restored\.$/,
			],
			[
				'a redirect to an address the redirects manager refuses',
				await alteredArchive('redirect-target.zip', list =>
					withFile(list, 'redirects.jsonl', text =>
						text.replace(/"to":"[^"]*"/, '"to":"javascript:alert(1)"'),
					),
				),
				/^redirects\.jsonl, line 1: to: .*Nothing was restored\.$/,
			],
			[
				'a version 2 archive without its settings file',
				await alteredArchive('no-settings.zip', list =>
					list.filter(([name]) => name !== 'settings.jsonl'),
				),
				/lacks settings\.jsonl/,
			],
			[
				'the manifest not first',
				await alteredArchive('order.zip', list => [...list.slice(1), list[0]!]),
				/does not start with manifest\.json/,
			],
			[
				'an article that fails validation (its last line)',
				await alteredArchive('invalid-line.zip', list =>
					withFile(list, 'articles.jsonl', text => {
						const lines = text.trimEnd().split('\n')
						const last = JSON.parse(lines.pop()!) as Record<string, unknown>
						lines.push(JSON.stringify({ ...last, category: 'gossip' }))
						return `${lines.join('\n')}\n`
					}),
				),
				/^articles\.jsonl, line \d+: category: .*Nothing was restored\.$/,
			],
			[
				'a line that is not JSON',
				await alteredArchive('not-json.zip', list =>
					withFile(list, 'staff.jsonl', text => `${text}{"_id": "x",\n`),
				),
				/^staff\.jsonl, line \d+: not JSON/,
			],
			[
				'a subscriber twice',
				await alteredArchive('duplicate.zip', list =>
					withFile(
						list,
						'subscribers.jsonl',
						text => `${text}${text.split('\n')[0]}\n`,
					),
				),
				/subscribers\.jsonl, line \d+: _id .* appears twice/,
			],
			[
				'a file that is not part of an export',
				await alteredArchive('stranger.zip', list => [
					...list,
					['notes/readme.txt', Buffer.from('hello')],
				]),
				/"notes\/readme\.txt", which is not a file of a Brandline export/,
			],
			[
				'a missing file',
				await alteredArchive('missing.zip', list =>
					list.filter(([name]) => name !== 'redirects.jsonl'),
				),
				/lacks redirects\.jsonl/,
			],
		]
		for (const [what, file, message] of cases) {
			await expect(restoreArchive(file, { force: true }), what).rejects.toThrow(
				message,
			)
			expect(await siteState(), what).toEqual(before)
		}
	})

	it('with force, replaces the content with the archive’s, images included, and no instance serves what it replaced', async () => {
		await addPerson({ role: 'author', name: 'Not In The Archive' })
		const published = await Article.findOne({ status: 'published' }).lean()
		await saveRedirect({
			from: '/2019/not-in-the-archive/',
			to: `/article/${published!.slug}`,
		})
		// The running source server has the saved settings and the new redirect in memory.
		await until(
			async () =>
				(await source().request('/2019/not-in-the-archive/')).status === 301,
		)
		expect((await source().request('/2019/not-in-the-archive/')).status).toBe(
			301,
		)
		expect((await read(source(), '/')).body).toContain(SAVED_SETTINGS.siteName)
		// Edited by hand to bring in a sign-in and stored HTML: neither may reach the database.
		const everyLine = (extra: Record<string, unknown>) => (text: string) =>
			text
				.trimEnd()
				.split('\n')
				.map(line => JSON.stringify({ ...JSON.parse(line), ...extra }))
				.join('\n') + '\n'
		// Also made a schema version 1 archive (before settings were exported): still restorable.
		const tampered = await alteredArchive('tampered.zip', list =>
			withFile(
				withFile(
					asVersionOne(list),
					'staff.jsonl',
					everyLine({
						passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
						ownerSeed: 'planted',
					}),
				),
				'guest-posts.jsonl',
				everyLine({
					contentHtml:
						'<form action="https://evil.example"><button>Sign in</button></form>',
					rendererVersion: 1,
				}),
			),
		)
		const report = await restoreArchive(tampered, { force: true })
		expect(
			await GuestPost.exists({
				contentHtml: mongoose.trusted({ $exists: true }),
			}),
		).toBeNull()
		expect(
			await StaffMember.exists({
				ownerSeed: mongoose.trusted({ $exists: true }),
			}),
		).toBeNull()
		expect(report.replaced).toBe(true)
		const staff = jsonLines(entries.get('staff.jsonl'))
		expect(await StaffMember.countDocuments()).toBe(staff.length)
		expect(await StaffMember.exists({ name: 'Not In The Archive' })).toBeNull()
		// Nobody restored has a password: the archive never carries one.
		expect(
			await StaffMember.exists({
				passwordHash: mongoose.trusted({ $exists: true }),
			}),
		).toBeNull()
		const articles = jsonLines(entries.get('articles.jsonl'))
		expect(await Article.countDocuments()).toBe(articles.length)
		const body = await ArticleBody.findById(articles[0]!._id).lean()
		expect(body!.content).toBe(articles[0]!.body)
		expect(body!.html).toContain('<p>')
		const image = jsonLines(entries.get('images.jsonl'))[0]!
		const served = await source().request(
			`/public-objects/${String(image._id)}`,
		)
		expect(
			Buffer.from(await served.arrayBuffer()).equals(
				entries.get(`images/${String(image._id)}`)!,
			),
		).toBe(true)
		console.log(`restore of the sample archive in process: ${report.ms} ms`)

		// A version 1 archive has no settings: the site is back on the deployment's defaults.
		expect(await PublicationSettings.countDocuments()).toBe(0)
		// The source server, another process, drops its cached pages, settings and redirect table
		// on its next read of the change log.
		await until(
			async () =>
				!(await read(source(), '/')).body.includes(SAVED_SETTINGS.siteName),
		)
		expect((await read(source(), '/')).body).not.toContain(
			SAVED_SETTINGS.siteName,
		)
		expect((await source().request('/2019/not-in-the-archive/')).status).toBe(
			404,
		)
	}, 120_000)
})
