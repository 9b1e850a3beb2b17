/**
 * Where images live: GridFS by default, S3-compatible storage when configured (here against
 * s3rver, a local S3 fake from npm), each image read from storage at most once per instance, and
 * the sweep of images no saved record uses.
 */
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { setupTestDatabase } from '../helpers/database.ts'
import { startS3Server } from '../helpers/s3-server.ts'
import { createArticle } from '#app/server/articles/editing.server.ts'
import { storeUploadedImage } from '#app/server/media/images.server.ts'
import {
	clearServedImageCache,
	readPublicObject,
} from '#app/server/media/served-images.server.ts'
import { Article, ImageRecord } from '#app/server/models/index.ts'
import {
	GridFsObjectStore,
	S3ObjectStore,
	etagOf,
	getObjectStore,
	setObjectStoreForTests,
	type ObjectStore,
} from '#app/server/platform/object-store.server.ts'
import {
	UNATTACHED_IMAGE_TTL_MS,
	sweepUnattachedImages,
} from '#app/server/media/image-use.server.ts'
import { createUploadTarget } from '#app/server/media/uploads.server.ts'

setupTestDatabase('image_storage')

afterEach(() => {
	setObjectStoreForTests(undefined)
	clearServedImageCache()
})

async function photo(width = 900, height = 600): Promise<Buffer> {
	return sharp({
		create: { width, height, channels: 3, background: '#2a9d8f' },
	})
		.png()
		.toBuffer()
}

async function upload(): Promise<string> {
	const { imagePath } = createUploadTarget('png')
	const bytes = await photo()
	await storeUploadedImage(imagePath, () => Promise.resolve(bytes), 'image/png')
	return imagePath
}

/** The real store, counting the reads that reach it. */
function countingStore(inner: ObjectStore): ObjectStore & { reads: number } {
	const counting = {
		kind: inner.kind,
		reads: 0,
		put: (objectPath: string, body: Buffer, contentType: string) =>
			inner.put(objectPath, body, contentType),
		delete: (objectPaths: string[]) => inner.delete(objectPaths),
		stream: (objectPath: string) => inner.stream(objectPath),
		each: (objectPaths: string[]) => inner.each(objectPaths),
		get(objectPath: string) {
			counting.reads += 1
			return inner.get(objectPath)
		},
	}
	return counting
}

describe('GridFS (the default)', () => {
	it('keeps images in the database: any instance can read them', async () => {
		expect(getObjectStore().kind).toBe('gridfs')
		const imagePath = await upload()
		// A second instance is a second store object on the same database, with nothing cached.
		const elsewhere = new GridFsObjectStore()
		const object = await elsewhere.get(imagePath)
		expect(object?.contentType).toBe('image/webp')
		expect(object?.etag).toBe(etagOf(object!.body))
		expect(await sharp(object!.body).metadata()).toMatchObject({
			format: 'webp',
			width: 900,
			height: 600,
		})
	})

	it('reads many objects in one pass, whole and byte for byte, leaving out the missing ones and giving each once', async () => {
		const store = new GridFsObjectStore()
		// 600 kB is three GridFS chunks (255 kB each); the others are one chunk and none.
		const large = Buffer.from(
			Array.from({ length: 600_000 }, (_, index) => (index * 7919) % 251),
		)
		const written = new Map([
			['each/large.bin', large],
			['each/small.bin', Buffer.from('a small object')],
			['each/empty.bin', Buffer.alloc(0)],
		])
		for (const [objectPath, body] of written)
			await store.put(objectPath, body, 'application/octet-stream')
		const other = await upload()

		const read = new Map<string, Buffer>()
		for await (const [objectPath, object] of store.each([
			...written.keys(),
			'each/missing.bin',
			'each/small.bin',
		])) {
			expect(read.has(objectPath), `${objectPath} given twice`).toBe(false)
			expect(object.etag).toBe(etagOf(written.get(objectPath)!))
			read.set(objectPath, object.body)
		}
		expect(read).toEqual(written)
		expect(read.has(other)).toBe(false)
	})

	it('reads each image from the database at most once per instance, however many ask at once', async () => {
		const imagePath = await upload()
		const store = countingStore(new GridFsObjectStore())
		setObjectStoreForTests(store)
		clearServedImageCache()
		const first = await Promise.all(
			Array.from({ length: 10 }, () => readPublicObject(imagePath)),
		)
		for (let i = 0; i < 10; i += 1) await readPublicObject(imagePath)
		expect(store.reads).toBe(1)
		expect(new Set(first.map(object => object?.etag)).size).toBe(1)
		// A cache, not state: forgetting it costs one more read and loses nothing.
		clearServedImageCache()
		expect(
			(await readPublicObject(imagePath))?.body.equals(first[0]!.body),
		).toBe(true)
		expect(store.reads).toBe(2)
	})

	it('does not cache a miss: an image stored later is served at once', async () => {
		const store = countingStore(new GridFsObjectStore())
		setObjectStoreForTests(store)
		const { imagePath } = createUploadTarget('png')
		expect(await readPublicObject(imagePath)).toBeUndefined()
		const bytes = await photo(40, 40)
		await storeUploadedImage(
			imagePath,
			() => Promise.resolve(bytes),
			'image/png',
		)
		expect(await readPublicObject(imagePath)).toBeDefined()
	})
})

describe('the sweep of unattached images', () => {
	it('deletes images no record uses a day after upload, and keeps those an article uses', async () => {
		const unused = await upload()
		const used = await upload()
		const article = await createArticle({
			headline: 'Sweep keeps what is used',
			summary: 'A summary',
			content: 'x'.repeat(120),
			author: 'Test Author',
			category: 'personal-branding',
			imageUrl: `/public-objects/${used}`,
			imageCredit: undefined,
			youtubeUrl: undefined,
			featured: false,
			breaking: false,
		})
		// Saving the article recorded the image's size for the pages, and marked it used.
		expect(article.imageMeta).toEqual([
			{
				url: `/public-objects/${used}`,
				width: 900,
				height: 600,
				widths: [400, 800, 900],
			},
		])
		expect(await ImageRecord.findById(used).lean()).toMatchObject({
			attached: true,
		})
		const unusedObjects = (await ImageRecord.findById(unused).lean())!.objects!
		expect(unusedObjects).toHaveLength(6)

		// Not yet a day old: nothing goes.
		expect(await sweepUnattachedImages(Date.now())).toBe(0)
		const removed = await sweepUnattachedImages(
			Date.now() + UNATTACHED_IMAGE_TTL_MS + 60_000,
		)
		expect(removed).toBeGreaterThanOrEqual(1)
		expect(await ImageRecord.findById(unused).lean()).toBeNull()
		const store = new GridFsObjectStore()
		for (const objectPath of unusedObjects)
			expect(await store.get(objectPath)).toBeUndefined()
		expect(await store.get(used)).toBeDefined()
		expect(await ImageRecord.findById(used).lean()).toMatchObject({
			state: 'stored',
			attached: true,
		})
		expect(await Article.exists({ _id: article.id })).toBeTruthy()
	})
})

describe('S3-compatible storage (against s3rver, a local S3 fake)', () => {
	const s3Server = startS3Server(['brandline-images'])

	function s3(prefix = 'site/'): S3ObjectStore {
		return new S3ObjectStore({
			bucket: 'brandline-images',
			region: 'us-east-1',
			endpoint: s3Server.endpoint(),
			accessKeyId: 'S3RVER',
			secretAccessKey: 'S3RVER',
			forcePathStyle: true,
			prefix,
		})
	}

	it('builds the request a real S3 expects: bucket, prefixed key, type, immutable caching, our ETag', () => {
		const body = Buffer.from('bytes')
		const { input } = s3('brandline/').putCommand(
			'uploads/2026/11/abc.webp',
			body,
			'image/webp',
		)
		expect(input).toMatchObject({
			Bucket: 'brandline-images',
			Key: 'brandline/uploads/2026/11/abc.webp',
			ContentType: 'image/webp',
			CacheControl: 'public, max-age=31536000, immutable',
			Metadata: { etag: etagOf(body) },
		})
	})

	it('stores, serves and deletes uploads through the same interface as GridFS', async () => {
		const store = countingStore(s3())
		setObjectStoreForTests(store)
		const imagePath = await upload()
		const record = await ImageRecord.findById(imagePath).lean()
		const object = await readPublicObject(imagePath)
		expect(object?.contentType).toBe('image/webp')
		expect(await sharp(object!.body).metadata()).toMatchObject({
			format: 'webp',
			width: 900,
		})
		expect(object?.etag).toBe(etagOf(object!.body))
		await readPublicObject(imagePath)
		expect(store.reads).toBe(1)
		// Nothing went to GridFS.
		expect(await new GridFsObjectStore().get(imagePath)).toBeUndefined()

		await store.delete(record!.objects!)
		for (const objectPath of record!.objects!)
			expect(await s3().get(objectPath)).toBeUndefined()
		expect(await s3().get('uploads/never/was.webp')).toBeUndefined()
	})
})
