/**
 * Issue 24 item 6, decision 077: `npm run backup` to S3-compatible storage. Against s3rver (an
 * S3 server from npm) listening on 127.0.0.1, over TCP: the multipart upload sends the stream in
 * parts and the object reads back byte for byte; an existing key is never replaced; a source
 * that fails midway leaves no object. Then the production command itself (`node server.js
 * --backup`, as cron runs it) with S3_* set writes the archive to the bucket, and a second run to
 * the same key is refused with exit code 1.
 */
import { randomBytes } from 'node:crypto'
import {
	GetObjectCommand,
	HeadObjectCommand,
	S3Client,
} from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runServerCommand } from '../helpers/archive-files.ts'
import { setupTestDatabase } from '../helpers/database.ts'
import { refusal } from '../helpers/refusal.ts'
import { startS3Server } from '../helpers/s3-server.ts'
import { jsonLines, unzipEntries } from '../helpers/unzip.ts'
import { createArticle } from '#app/server/articles/editing.server.ts'
import { exportFileName } from '#app/server/exports/archive.server.ts'
import { uploadNewObject } from '#app/server/platform/s3-upload.server.ts'
import { DomainError } from '#app/server/platform/errors.server.ts'
import { ArticleSchema } from '#app/schemas/article.ts'

const BUCKET = 'brandline-backups'
const database = setupTestDatabase('s3_backup')

const s3Server = startS3Server([BUCKET])
let client: S3Client

beforeAll(() => {
	client = new S3Client({
		region: 'us-east-1',
		endpoint: s3Server.endpoint(),
		forcePathStyle: true,
		credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
	})
})

afterAll(() => client.destroy())

async function read(key: string): Promise<Buffer> {
	const object = await client.send(
		new GetObjectCommand({ Bucket: BUCKET, Key: key }),
	)
	return Buffer.from(await object.Body!.transformToByteArray())
}

async function exists(key: string): Promise<boolean> {
	return client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
		() => true,
		() => false,
	)
}

/** `bytes` as a source that gives it in chunks of 100 KB, as a download would. */
async function* chunksOf(bytes: Buffer, failAfter = Infinity) {
	for (let offset = 0; offset < bytes.length; offset += 100_000) {
		if (offset >= failAfter) throw new Error('the database went away')
		await new Promise(setImmediate)
		yield bytes.subarray(offset, offset + 100_000)
	}
}

describe('the multipart upload', () => {
	const bytes = randomBytes(1_300_000)
	const target = { bucket: BUCKET, key: 'parts/one.bin', contentType: 'x/y' }

	it('sends the stream in parts and the object reads back byte for byte', async () => {
		// Small parts here (S3 wants 5 MiB but for the last; s3rver does not check): several parts.
		const sent = await uploadNewObject(
			client,
			target,
			() => chunksOf(bytes),
			256 * 1024,
		)
		expect(sent).toEqual({ bytes: bytes.length, parts: 5 })
		expect((await read(target.key)).equals(bytes)).toBe(true)
	})

	it('never replaces an object that is there', async () => {
		const error = await refusal(
			uploadNewObject(client, target, () => chunksOf(randomBytes(10))),
		)
		expect(error).toBeInstanceOf(DomainError)
		expect((error as DomainError).message).toBe(
			`s3://${BUCKET}/parts/one.bin already exists: a backup never replaces one`,
		)
		expect((await read(target.key)).equals(bytes)).toBe(true)
	})

	it('leaves no object when the source fails midway', async () => {
		const key = 'parts/failed.bin'
		await expect(
			uploadNewObject(
				client,
				{ ...target, key },
				() => chunksOf(bytes, 600_000),
				256 * 1024,
			),
		).rejects.toThrow('the database went away')
		expect(await exists(key)).toBe(false)
	})
})

describe('npm run backup with S3_* set', () => {
	const s3Env = () => ({
		MONGODB_URI: `${inject('mongoUri')}${database.name}`,
		S3_ENDPOINT: s3Server.endpoint(),
		S3_BUCKET: BUCKET,
		S3_REGION: 'us-east-1',
		S3_ACCESS_KEY_ID: 'S3RVER',
		S3_SECRET_ACCESS_KEY: 'S3RVER',
		S3_PREFIX: 'site/',
	})

	it('writes the archive to the bucket, and refuses to write over it', async () => {
		for (const headline of ['Backed up to a bucket', 'Also in the bucket'])
			await createArticle(
				ArticleSchema.parse({
					headline,
					summary: 'An article the backup must carry.',
					content:
						'A body long enough for the schema, about backups and the places they are kept, and why a second copy matters.',
					author: 'Desk Editor',
					category: 'trust-building',
				}),
			)
		const key = `site/backups/${exportFileName()}`
		const first = await runServerCommand(['--backup'], s3Env())
		expect(first.stderr).toBe('')
		expect(first.code).toBe(0)
		expect(first.stdout).toMatch(
			new RegExp(
				`^Backup written to s3://${BUCKET}/${key.replace(/\./g, '\\.')}: 2 articles, 0 images, [\\d.]+ MB in [\\d.]+ s\\.\\n$`,
			),
		)
		const archive = await read(key)
		const entries = await unzipEntries(archive)
		expect([...entries.keys()][0]).toBe('manifest.json')
		expect(
			jsonLines(entries.get('articles.jsonl')).map(article => article.headline),
		).toEqual(
			expect.arrayContaining(['Backed up to a bucket', 'Also in the bucket']),
		)

		const again = await runServerCommand(['--backup'], s3Env())
		expect(again.code).toBe(1)
		expect(again.stdout).toBe('')
		expect(again.stderr.trim()).toBe(
			`Backup failed: s3://${BUCKET}/${key} already exists: a backup never replaces one`,
		)
		expect((await read(key)).equals(archive)).toBe(true)

		// A folder given (ending in /) takes the dated name inside it.
		const nightly = await runServerCommand(['--backup', 'nightly/'], s3Env())
		expect(nightly.code).toBe(0)
		expect(await exists(`site/nightly/${exportFileName()}`)).toBe(true)
	})
})
