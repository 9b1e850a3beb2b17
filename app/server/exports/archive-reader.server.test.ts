import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readAll, readLines } from './archive-reader.server.ts'
import { siteCommandOf } from './commands.server.ts'
import { recordDocument } from './restore-check.server.ts'
import { kindOfFile, manifestProblem } from './restore-records.server.ts'
import { SOCIAL_FIELDS } from '#app/schemas/settings.ts'
import { EXPORT_KINDS, exportKindsOf } from '#app/content/export.ts'

async function lines(chunks: string[], max = 64) {
	const found: string[] = []
	for await (const { line } of readLines(
		Readable.from(chunks.map(chunk => Buffer.from(chunk))),
		max,
		'test.jsonl',
	))
		found.push(line)
	return found
}

describe('readLines', () => {
	it('splits lines across chunks, skips empty ones and keeps a last line without a newline', async () => {
		expect(await lines(['{"a":', '1}\n\n{"b"', ':2}\n{"c":3}'])).toEqual([
			'{"a":1}',
			'{"b":2}',
			'{"c":3}',
		])
	})

	it('refuses a line longer than the limit, even one that never ends', async () => {
		await expect(lines(['x'.repeat(40), 'y'.repeat(40)], 64)).rejects.toThrow(
			'test.jsonl, line 1, is longer than 64 bytes.',
		)
		await expect(lines(['ok\n', `${'z'.repeat(65)}\n`], 64)).rejects.toThrow(
			'line 2, is longer than 64 bytes',
		)
	})
})

describe('readAll', () => {
	it('refuses an entry larger than its limit', async () => {
		await expect(
			readAll(
				Readable.from([Buffer.alloc(10), Buffer.alloc(10)]),
				15,
				'x.webp',
			),
		).rejects.toThrow('x.webp is larger than 15 bytes.')
	})
})

describe('siteCommandOf', () => {
	it('reads --backup [PATH] and --restore FILE [--force] from the arguments', () => {
		expect(siteCommandOf(['node', 'server.js'])).toBeNull()
		expect(siteCommandOf(['node', 'server.js', '--backup'])).toEqual({
			name: 'backup',
			target: undefined,
			force: false,
		})
		expect(
			siteCommandOf(['node', 'server.js', '--restore', '--force', 'a.zip']),
		).toEqual({ name: 'restore', target: 'a.zip', force: true })
	})
})

/** A line of settings.jsonl as the export writes it: no social links, a zone other than UTC. */
const settingsLine = {
	_id: 'v000000003',
	version: 3,
	...Object.fromEntries(SOCIAL_FIELDS.map(({ field }) => [field, ''])),
	siteName: 'The Gazette',
	description: 'News.',
	logoUrl: '/public-objects/uploads/2026/11/logo.webp',
	contactEmail: 'desk@gazette.example',
	senderName: 'Desk',
	senderEmail: 'news@gazette.example',
	digestHour: 7,
	timeZone: 'Europe/Lisbon',
	savedById: 'owner',
	savedByName: 'Owner',
	createdAt: '2026-11-20T09:00:00.000Z',
}

describe('settings.jsonl lines', () => {
	it('are checked by the settings form’s rules and the model before anything is written', async () => {
		const { document } = await recordDocument(
			'settings',
			JSON.stringify(settingsLine),
		)
		expect(document).toMatchObject({
			_id: 'v000000003',
			siteName: 'The Gazette',
			timeZone: 'Europe/Lisbon',
			senderEmail: 'news@gazette.example',
			createdAt: new Date('2026-11-20T09:00:00.000Z'),
		})
		const refused = async (change: Record<string, unknown>) =>
			recordDocument('settings', JSON.stringify({ ...settingsLine, ...change }))
		await expect(refused({ timeZone: 'Mars/Olympus' })).rejects.toThrow(
			'timeZone: Choose a time zone',
		)
		await expect(refused({ senderName: 'Desk\r\nBcc: all' })).rejects.toThrow(
			'senderName: Sender name cannot contain',
		)
		await expect(refused({ socialX: 'javascript:alert(1)' })).rejects.toThrow(
			'socialX',
		)
		await expect(refused({ digestHour: 24 })).rejects.toThrow('digestHour')
		await expect(refused({ _id: 'v000000009' })).rejects.toThrow(
			'not the id of its version',
		)
	})
})

describe('manifestProblem', () => {
	const manifest = (
		schemaVersion: number,
		kinds = exportKindsOf(schemaVersion),
	) => ({
		schemaVersion,
		generator: 'Brandline',
		generatedAt: '2026-11-26T13:20:05.118Z',
		siteUrl: 'https://brandline.example',
		counts: {},
		files: kinds.map(({ kind, file }) => ({ kind, path: file })),
		imagesFolder: 'images/' as const,
	})

	it('accepts version 2 with its settings file and version 1 without one', () => {
		expect(manifestProblem(manifest(2))).toBeNull()
		expect(manifestProblem(manifest(1))).toBeNull()
		expect(kindOfFile('settings.jsonl', 1)).toBeUndefined()
		expect(kindOfFile('settings.jsonl', 2)).toBe('settings')
	})

	it('refuses a version it does not know, and a version 2 without its settings file', () => {
		expect(manifestProblem(manifest(3, EXPORT_KINDS))).toMatch(
			'schema version 3; this site restores versions 1 to 2 only',
		)
		expect(manifestProblem(manifest(2, exportKindsOf(1)))).toMatch(
			'other files than schema version 2 has',
		)
		expect(manifestProblem(manifest(1, EXPORT_KINDS))).toMatch(
			'other files than schema version 1 has',
		)
	})
})

describe('redirect and promotion lines', () => {
	const line = (record: Record<string, unknown>) => JSON.stringify(record)

	it('are held to the redirects manager’s and the promotion form’s rules', async () => {
		const redirect = {
			_id: '/2020/01/15/old-address',
			to: '/article/why-trust-compounds',
			origin: 'import',
		}
		expect(
			(await recordDocument('redirects', line(redirect))).document,
		).toMatchObject(redirect)
		const refusedRedirect = (change: Record<string, unknown>) =>
			recordDocument('redirects', line({ ...redirect, ...change }))
		await expect(
			refusedRedirect({ to: 'javascript:alert(1)' }),
		).rejects.toThrow(/^to: /)
		await expect(refusedRedirect({ to: '//evil.example/' })).rejects.toThrow(
			/^to: /,
		)
		await expect(refusedRedirect({ _id: 'no-slash' })).rejects.toThrow(/^_id: /)
		await expect(
			refusedRedirect({ _id: '/2020/01/15/Old%20Address/?utm_source=x' }),
		).rejects.toThrow(/^_id: /)

		const promotion = {
			_id: 'p1',
			title: 'Sponsor',
			description: 'A word from our sponsor.',
			url: 'https://sponsor.example/',
		}
		const refusedPromotion = (change: Record<string, unknown>) =>
			recordDocument('promotions', line({ ...promotion, ...change }))
		await expect(
			refusedPromotion({ url: 'javascript:alert(1)' }),
		).rejects.toThrow('url: Please enter a valid URL')
		await expect(
			refusedPromotion({ imageUrl: 'data:image/png;base64,AAAA' }),
		).rejects.toThrow('imageUrl')
		await expect(refusedPromotion({ title: 'x'.repeat(121) })).rejects.toThrow(
			'title',
		)
	})
})
