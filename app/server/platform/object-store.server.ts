/**
 * Where stored images live, so that every instance can read them (docs/decisions/015):
 * MongoDB GridFS by default (no second service to run), or S3-compatible object storage when
 * S3_BUCKET is set. Both sit behind one small interface; objects are immutable (a path is written
 * once), which is what lets every reader cache them for good.
 */
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import {
	DeleteObjectsCommand,
	GetObjectCommand,
	PutObjectCommand,
	S3Client,
	type S3ClientConfig,
} from '@aws-sdk/client-s3'
import mongoose from 'mongoose'
import { getEnv, type Env } from './env.server.ts'
import { isMissingObject } from './s3-upload.server.ts'

export interface StoredObject {
	body: Buffer
	contentType: string
	/** A strong validator for the bytes (a quoted content hash). */
	etag: string
}

export interface ObjectStore {
	readonly kind: 'gridfs' | 's3'
	/** Writes an object. Callers write a path once (they claim it first in the images collection). */
	put(objectPath: string, body: Buffer, contentType: string): Promise<void>
	/** The object, or undefined when there is none at that path. */
	get(objectPath: string): Promise<StoredObject | undefined>
	/**
	 * Each object among `objectPaths` that exists, in no set order, one held at a time: the way to
	 * read many (an export). Missing ones are left out.
	 */
	each(objectPaths: string[]): AsyncIterable<[string, StoredObject]>
	/** The object's bytes as they arrive, for a reader that must not hold them all (a large upload). */
	stream(objectPath: string): Promise<Readable | undefined>
	/** Deletes the objects that exist among `objectPaths`; missing ones are ignored. */
	delete(objectPaths: string[]): Promise<void>
}

/** The ETag of some bytes: a quoted SHA-256 prefix (the same on every instance and store). */
export function etagOf(body: Uint8Array): string {
	return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
}

interface GridFsMetadata {
	contentType: string
	etag: string
}

/** Paths read per query by `each`: on FerretDB each group is one scan of the chunks. */
const EACH_GROUP = 500

function storedObject(
	body: Buffer,
	metadata: Partial<GridFsMetadata>,
): StoredObject {
	return {
		body,
		contentType: metadata.contentType ?? 'application/octet-stream',
		etag: metadata.etag ?? etagOf(body),
	}
}

/** A chunk's bytes as the driver gives them: a Uint8Array, or a BSON Binary around one. */
function chunkBytes(data: unknown): Uint8Array {
	return data instanceof Uint8Array
		? data
		: (data as mongoose.mongo.Binary).buffer
}

/**
 * GridFS in the site's own database (bucket `objects`: collections objects.files and
 * objects.chunks). Each file's `_id` is its object path, so a read is one lookup by id.
 */
export class GridFsObjectStore implements ObjectStore {
	readonly kind = 'gridfs' as const
	private current?: {
		db: mongoose.mongo.Db
		bucket: mongoose.mongo.GridFSBucket
	}

	private db(): mongoose.mongo.Db {
		const db = mongoose.connection.db
		if (!db) throw new Error('the database is not connected')
		return db
	}

	// One bucket per connection: a bucket checks its indexes once, before its first write.
	private bucket(): mongoose.mongo.GridFSBucket {
		const db = this.db()
		if (this.current?.db !== db)
			this.current = {
				db,
				bucket: new mongoose.mongo.GridFSBucket(db, { bucketName: 'objects' }),
			}
		return this.current.bucket
	}

	async put(
		objectPath: string,
		body: Buffer,
		contentType: string,
	): Promise<void> {
		const metadata: GridFsMetadata = { contentType, etag: etagOf(body) }
		const upload = this.bucket().openUploadStreamWithId(
			objectPath as never,
			objectPath,
			{ metadata },
		)
		await new Promise<void>((resolve, reject) => {
			upload.once('error', reject)
			upload.once('finish', () => resolve())
			upload.end(body)
		})
	}

	async get(objectPath: string): Promise<StoredObject | undefined> {
		const bucket = this.bucket()
		const [file] = await bucket
			.find({ _id: objectPath as never }, { limit: 1 })
			.toArray()
		if (!file) return undefined
		const chunks: Buffer[] = []
		for await (const chunk of bucket.openDownloadStream(objectPath as never))
			chunks.push(chunk as Buffer)
		return storedObject(Buffer.concat(chunks), file.metadata ?? {})
	}

	/**
	 * Per group of 500 paths, one query of the files, then one of their chunks, each file given as
	 * its last chunk arrives. Reading a file by id queries its chunks by `files_id`, which FerretDB
	 * v1 answers by reading every chunk, so a read per file made an export's images quadratic
	 * (docs/decisions/063); a group is one such read. On MongoDB the queries use GridFS's indexes
	 * and read only the group's chunks. GridFS writes a file's chunks one after another, so few
	 * files are ever part-read at once.
	 */
	async *each(objectPaths: string[]): AsyncIterable<[string, StoredObject]> {
		const paths = [...new Set(objectPaths)]
		for (let start = 0; start < paths.length; start += EACH_GROUP)
			yield* this.eachOf(paths.slice(start, start + EACH_GROUP))
	}

	/** One group of paths: its files' records in one query, then their chunks in one more. */
	private async *eachOf(
		paths: string[],
	): AsyncIterable<[string, StoredObject]> {
		const db = this.db()
		const files = new Map<
			string,
			{ chunks: number; metadata: Partial<GridFsMetadata> }
		>()
		for await (const file of db
			.collection<{
				_id: string
				length: number
				chunkSize: number
				metadata?: Partial<GridFsMetadata>
			}>('objects.files')
			.find(
				{ _id: { $in: paths } },
				{ projection: { length: 1, chunkSize: 1, metadata: 1 } },
			)) {
			const metadata = file.metadata ?? {}
			const chunks = Math.ceil(file.length / file.chunkSize)
			if (chunks === 0)
				yield [file._id, storedObject(Buffer.alloc(0), metadata)]
			else files.set(file._id, { chunks, metadata })
		}
		const parts = new Map<string, Buffer[]>()
		const chunks = db
			.collection<{ files_id: string; n: number; data: unknown }>(
				'objects.chunks',
			)
			.find({ files_id: { $in: [...files.keys()] } }, { batchSize: 8 })
		for await (const chunk of chunks) {
			const file = files.get(chunk.files_id)
			if (!file) continue
			const read = parts.get(chunk.files_id) ?? []
			read[chunk.n] = Buffer.from(chunkBytes(chunk.data))
			parts.set(chunk.files_id, read)
			if (read.filter(Boolean).length < file.chunks) continue
			parts.delete(chunk.files_id)
			files.delete(chunk.files_id)
			yield [chunk.files_id, storedObject(Buffer.concat(read), file.metadata)]
		}
	}

	async stream(objectPath: string): Promise<Readable | undefined> {
		const bucket = this.bucket()
		const [file] = await bucket
			.find({ _id: objectPath as never }, { limit: 1 })
			.toArray()
		return file ? bucket.openDownloadStream(objectPath as never) : undefined
	}

	/**
	 * The files' records, then their chunks, a thousand paths a query (a delete by path would
	 * query the chunks by `files_id` once per path: on FerretDB v1 a scan each). A crash between
	 * the two leaves chunks no file names, which no read reaches.
	 */
	async delete(objectPaths: string[]): Promise<void> {
		const db = this.db()
		for (let start = 0; start < objectPaths.length; start += 1000) {
			const paths = objectPaths.slice(start, start + 1000)
			await db
				.collection<{ _id: string }>('objects.files')
				.deleteMany({ _id: { $in: paths } })
			await db
				.collection<{ files_id: string }>('objects.chunks')
				.deleteMany({ files_id: { $in: paths } })
		}
	}
}

export interface S3Settings {
	bucket: string
	region: string
	endpoint?: string
	accessKeyId?: string
	secretAccessKey?: string
	forcePathStyle: boolean
	/** Key prefix inside the bucket (e.g. "brandline/"), so a bucket can be shared. */
	prefix: string
}

/** The configuration a connection to S3 reads. */
export type S3Env = Pick<
	Env,
	| 'S3_BUCKET'
	| 'S3_REGION'
	| 'S3_ENDPOINT'
	| 'S3_ACCESS_KEY_ID'
	| 'S3_SECRET_ACCESS_KEY'
	| 'S3_FORCE_PATH_STYLE'
	| 'S3_PREFIX'
>

export function s3SettingsFrom(env: S3Env): S3Settings | undefined {
	if (!env.S3_BUCKET) return undefined
	return {
		bucket: env.S3_BUCKET,
		region: env.S3_REGION,
		endpoint: env.S3_ENDPOINT,
		accessKeyId: env.S3_ACCESS_KEY_ID,
		secretAccessKey: env.S3_SECRET_ACCESS_KEY,
		forcePathStyle: env.S3_FORCE_PATH_STYLE,
		prefix: env.S3_PREFIX,
	}
}

/** The AWS SDK client for the settings: explicit keys when given, else the SDK's default chain (roles, profiles). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
	return {
		region: settings.region,
		...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
		forcePathStyle: settings.forcePathStyle,
		...(settings.accessKeyId && settings.secretAccessKey
			? {
					credentials: {
						accessKeyId: settings.accessKeyId,
						secretAccessKey: settings.secretAccessKey,
					},
				}
			: {}),
	}
}

/** S3 or any S3-compatible service (MinIO, R2, Spaces…) through the AWS SDK v3. */
export class S3ObjectStore implements ObjectStore {
	readonly kind = 's3' as const
	readonly client: S3Client
	private readonly settings: S3Settings

	constructor(settings: S3Settings) {
		this.settings = settings
		this.client = new S3Client(s3ClientConfig(settings))
	}

	private key(objectPath: string): string {
		return this.settings.prefix + objectPath
	}

	/** The request that stores an object (exported for the adapter's unit test). */
	putCommand(
		objectPath: string,
		body: Buffer,
		contentType: string,
	): PutObjectCommand {
		return new PutObjectCommand({
			Bucket: this.settings.bucket,
			Key: this.key(objectPath),
			Body: body,
			ContentType: contentType,
			CacheControl: 'public, max-age=31536000, immutable',
			Metadata: { etag: etagOf(body) },
		})
	}

	async put(
		objectPath: string,
		body: Buffer,
		contentType: string,
	): Promise<void> {
		await this.client.send(this.putCommand(objectPath, body, contentType))
	}

	/** The object's GetObject answer, or undefined when there is none at that path. */
	private async getObject(objectPath: string) {
		try {
			const answer = await this.client.send(
				new GetObjectCommand({
					Bucket: this.settings.bucket,
					Key: this.key(objectPath),
				}),
			)
			return answer.Body ? { ...answer, Body: answer.Body } : undefined
		} catch (error) {
			if (isMissingObject(error)) return undefined
			throw error
		}
	}

	async get(objectPath: string): Promise<StoredObject | undefined> {
		const answer = await this.getObject(objectPath)
		if (!answer) return undefined
		const body = Buffer.from(await answer.Body.transformToByteArray())
		return {
			body,
			contentType: answer.ContentType ?? 'application/octet-stream',
			etag: answer.Metadata?.etag ?? etagOf(body),
		}
	}

	async *each(objectPaths: string[]): AsyncIterable<[string, StoredObject]> {
		for (const objectPath of objectPaths) {
			const object = await this.get(objectPath)
			if (object) yield [objectPath, object]
		}
	}

	async stream(objectPath: string): Promise<Readable | undefined> {
		const body = (await this.getObject(objectPath))?.Body
		if (!body) return undefined
		// In Node the SDK's body is a Readable (IncomingMessage).
		return body instanceof Readable
			? body
			: Readable.fromWeb(body.transformToWebStream() as never)
	}

	async delete(objectPaths: string[]): Promise<void> {
		// DeleteObjects takes at most 1000 keys and ignores keys that do not exist.
		for (let start = 0; start < objectPaths.length; start += 1000) {
			const keys = objectPaths
				.slice(start, start + 1000)
				.map(objectPath => ({ Key: this.key(objectPath) }))
			await this.client.send(
				new DeleteObjectsCommand({
					Bucket: this.settings.bucket,
					Delete: { Objects: keys, Quiet: true },
				}),
			)
		}
	}
}

let store: ObjectStore | undefined

/** The process's object store, chosen once from the configuration. */
export function getObjectStore(): ObjectStore {
	if (!store) {
		const s3 = s3SettingsFrom(getEnv())
		store = s3 ? new S3ObjectStore(s3) : new GridFsObjectStore()
	}
	return store
}

/** Tests: use this store instead of the configured one (undefined: back to the configuration). */
export function setObjectStoreForTests(
	replacement: ObjectStore | undefined,
): void {
	store = replacement
}
