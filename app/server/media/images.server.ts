/**
 * Stored images: the rule every stored image follows (README "Images", docs/decisions/016), their
 * responsive variants, the record that claims each path once and says whether anything uses it,
 * and reading them back through a per-instance cache.
 *
 * Every stored image is decoded and re-encoded: that proves it is an image, drops EXIF/GPS and
 * other metadata, applies the camera's orientation, and bounds its size.
 */
import { LRUCache } from 'lru-cache'
import mongoose from 'mongoose'
import sharp, { type Sharp } from 'sharp'
import {
	MAX_IMAGE_BYTES,
	PUBLIC_OBJECTS_PATH,
	STORED_IMAGE_MAX_SIDE,
	VARIANT_FORMATS,
	isImageContentType,
	storedObjectPath,
	variantPath,
	variantWidthsFor,
	type ImageMeta,
	type VariantFormat,
} from '#app/lib/image-upload.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import {
	DomainError,
	conflict,
	tooLarge,
	unsupportedType,
} from '#app/server/platform/errors.server.ts'
import { ImageRecord, type ImageFields } from '#app/server/models/index.ts'
import { isDuplicateKey } from '#app/server/models/shared.ts'
import {
	getObjectStore,
	type StoredObject,
} from '#app/server/platform/object-store.server.ts'

/** Uploaded and generated images are served at /public-objects/{objectPath}. */
export const PUBLIC_OBJECTS_PREFIX = PUBLIC_OBJECTS_PATH

/** Beyond this many pixels (all frames together) an image is refused before it is decoded. */
export const MAX_INPUT_PIXELS = 40_000_000
/** The stored image never weighs more than this… */
export const STORED_IMAGE_MAX_BYTES = 1.5 * 1024 * 1024
/** …nor more than the upload itself, except that small uploads may grow up to this. */
export const SMALL_UPLOAD_ALLOWANCE = 256 * 1024
/** WebP qualities tried in turn until the stored image fits its budget. */
const WEBP_QUALITIES = [82, 70, 55] as const
/** Variants together weigh at most this many times the stored image, plus VARIANTS_ALLOWANCE (else none are kept). */
export const VARIANTS_MAX_FACTOR = 2
export const VARIANTS_ALLOWANCE = 256 * 1024
/** Images no saved record uses are deleted after this long. */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000

export const INVALID_FILE_TYPE_MESSAGE =
	'Please upload an image file (JPG, PNG, GIF, WebP)'
export const FILE_TOO_LARGE_MESSAGE = 'Image must be smaller than 5MB'
export const UPLOAD_USED_MESSAGE = 'This upload link has already been used.'

/** Formats we are willing to decode (notably not SVG or PDF, which sharp could also read). */
const DECODABLE_FORMATS = new Set([
	'jpeg',
	'png',
	'gif',
	'webp',
	'avif',
	'heif',
	'tiff',
])

const CONTENT_TYPES: Record<VariantFormat, string> = {
	webp: 'image/webp',
	avif: 'image/avif',
}

/** True for a path we write: lowercase words separated by slashes, one image extension. */
export function isObjectPath(objectPath: string): boolean {
	return (
		objectPath.length <= 300 &&
		/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|jpg|jpeg|png|gif|avif)$/.test(
			objectPath,
		)
	)
}

/** An image decoded, bounded and encoded, ready to be written under any path. */
export interface PreparedImage {
	width: number
	height: number
	inputBytes: number
	/** The stored image: WebP. */
	image: Buffer
	variants: { width: number; format: VariantFormat; body: Buffer }[]
}

function isPixelLimitError(error: unknown): boolean {
	return error instanceof Error && /pixel limit/i.test(error.message)
}

function encode(image: Sharp, format: VariantFormat, quality: number): Sharp {
	// sharp writes no metadata (EXIF, GPS, XMP, ICC) unless asked to keep it. AVIF at effort 0 is
	// about five times faster than the default and as small for photographs.
	return format === 'avif'
		? image.avif({ quality, effort: 0 })
		: image.webp({ quality, effort: 4 })
}

/**
 * Checks and re-encodes an upload by the stored-image rule: lossy WebP, at most
 * STORED_IMAGE_MAX_SIDE px on its longest side, at most min(1.5 MB, max(upload, 256 KB)); then
 * the responsive variants (VARIANT_WIDTHS below its width and its own, AVIF and WebP; none for
 * animations). Fails "too-large" or "unsupported-type" with the SPEC's messages.
 */
export async function prepareImage(
	bytes: Uint8Array,
	contentType: string,
): Promise<PreparedImage> {
	if (bytes.byteLength > MAX_IMAGE_BYTES) throw tooLarge(FILE_TOO_LARGE_MESSAGE)
	if (!isImageContentType(contentType))
		throw unsupportedType(INVALID_FILE_TYPE_MESSAGE)
	const budget = Math.min(
		STORED_IMAGE_MAX_BYTES,
		Math.max(bytes.byteLength, SMALL_UPLOAD_ALLOWANCE),
	)
	try {
		const source = sharp(bytes, {
			limitInputPixels: MAX_INPUT_PIXELS,
			animated: true,
			failOn: 'error',
		})
		const metadata = await source.metadata()
		if (!DECODABLE_FORMATS.has(metadata.format))
			throw unsupportedType(INVALID_FILE_TYPE_MESSAGE)
		const animated = (metadata.pages ?? 1) > 1
		const bounded = source.autoOrient().resize({
			width: STORED_IMAGE_MAX_SIDE,
			height: STORED_IMAGE_MAX_SIDE,
			fit: 'inside',
			withoutEnlargement: true,
		})

		if (animated) {
			// Animations keep their frames as animated WebP, served as they are (no variants).
			for (const quality of WEBP_QUALITIES) {
				const { data, info } = await bounded
					.clone()
					.webp({ quality, effort: 4 })
					.toBuffer({ resolveWithObject: true })
				if (data.byteLength <= budget)
					return {
						width: info.width,
						height: info.pageHeight ?? info.height,
						inputBytes: bytes.byteLength,
						image: data,
						variants: [],
					}
			}
			throw tooLarge(
				`This image is too large to store (at most ${budget} bytes once converted). Please upload a smaller one.`,
			)
		}

		// Decode once; the stored image and every variant are made from the same pixels.
		const { data: pixels, info } = await bounded
			.raw()
			.toBuffer({ resolveWithObject: true })
		const raw = {
			raw: { width: info.width, height: info.height, channels: info.channels },
		} as const
		let image: Buffer | undefined
		for (const quality of WEBP_QUALITIES) {
			const encoded = await encode(
				sharp(pixels, raw),
				'webp',
				quality,
			).toBuffer()
			if (encoded.byteLength <= budget) {
				image = encoded
				break
			}
		}
		if (!image)
			throw tooLarge(
				`This image is too detailed to store (at most ${budget} bytes once converted). Please upload a smaller one.`,
			)

		const planned = variantWidthsFor(info.width).flatMap(width =>
			// The WebP at the image's own width is the stored image itself.
			VARIANT_FORMATS.filter(
				format => !(format === 'webp' && width === info.width),
			).map(format => ({ width, format })),
		)
		// Encoded side by side: libvips runs each on its own threads.
		const variants: PreparedImage['variants'] = await Promise.all(
			planned.map(async ({ width, format }) => {
				const resized =
					width === info.width
						? sharp(pixels, raw)
						: sharp(pixels, raw).resize({ width })
				return {
					width,
					format,
					body: await encode(
						resized,
						format,
						format === 'avif' ? 50 : 80,
					).toBuffer(),
				}
			}),
		)
		const variantBytes = variants.reduce(
			(sum, variant) => sum + variant.body.byteLength,
			0,
		)
		// Variants are smaller images in lossy formats; should content ever defeat that, keep none.
		const withinRule =
			variantBytes <=
			VARIANTS_MAX_FACTOR * image.byteLength + VARIANTS_ALLOWANCE
		return {
			width: info.width,
			height: info.height,
			inputBytes: bytes.byteLength,
			image,
			variants: withinRule ? variants : [],
		}
	} catch (error) {
		if (error instanceof DomainError) throw error
		if (isPixelLimitError(error))
			throw tooLarge(
				`Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
			)
		throw unsupportedType(INVALID_FILE_TYPE_MESSAGE)
	}
}

/** The widths srcset may name for a prepared image (empty when it has no variants). */
function widthsOf(prepared: PreparedImage): number[] {
	return prepared.variants.length ? variantWidthsFor(prepared.width) : []
}

function metaOf(
	record: Pick<ImageFields, '_id' | 'width' | 'height' | 'widths'>,
): ImageMeta | undefined {
	if (!record.width || !record.height) return undefined
	return {
		url: PUBLIC_OBJECTS_PREFIX + record._id,
		width: record.width,
		height: record.height,
		widths: record.widths ?? [],
	}
}

/**
 * Claims an object path for one writer: an insert with the path as `_id`, which fails on a second
 * attempt on every MongoDB-wire server and every instance ("conflict": the link was used).
 */
export async function claimImagePath(
	objectPath: string,
	source: ImageFields['source'],
): Promise<void> {
	try {
		await ImageRecord.create({
			_id: objectPath,
			state: 'uploading',
			attached: source === 'seed',
			source,
		})
	} catch (error) {
		if (isDuplicateKey(error)) throw conflict(UPLOAD_USED_MESSAGE)
		throw error
	}
}

/**
 * Writes a prepared image under a path claimed already (variants first, the image last); returns
 * its meta. The objects are listed on the record before any is written, so a sweep after a crash
 * midway knows what to delete.
 */
export async function writePreparedImage(
	objectPath: string,
	prepared: PreparedImage,
): Promise<ImageMeta> {
	const store = getObjectStore()
	const writes = [
		...prepared.variants.map(variant => ({
			path: variantPath(
				objectPath,
				variant.width,
				variant.format,
				prepared.width,
			),
			body: variant.body,
			format: variant.format,
		})),
		{ path: objectPath, body: prepared.image, format: 'webp' as const },
	]
	const objects = writes.map(write => write.path)
	await ImageRecord.updateOne({ _id: objectPath }, { $set: { objects } })
	for (const write of writes)
		await store.put(write.path, write.body, CONTENT_TYPES[write.format])
	const storedBytes = writes.reduce(
		(sum, write) => sum + write.body.byteLength,
		0,
	)
	const fields = {
		width: prepared.width,
		height: prepared.height,
		widths: widthsOf(prepared),
		inputBytes: prepared.inputBytes,
		storedBytes,
	}
	await ImageRecord.updateOne(
		{ _id: objectPath },
		{ $set: { state: 'stored', ...fields } },
	)
	return metaOf({ _id: objectPath, ...fields })!
}

/**
 * Stores an upload at `objectPath` (an upload link's path): claims the path first, so a second
 * PUT of the same link is refused on any instance before its body is read ("conflict"), then
 * reads, checks and stores it. A refused image leaves the claim marked failed (the link stays
 * used; the sweep removes the record).
 */
export async function storeUploadedImage(
	objectPath: string,
	readBody: () => Promise<Uint8Array>,
	contentType: string,
): Promise<ImageMeta> {
	await claimImagePath(objectPath, 'upload')
	try {
		return await writePreparedImage(
			objectPath,
			await prepareImage(await readBody(), contentType),
		)
	} catch (error) {
		await ImageRecord.updateOne(
			{ _id: objectPath },
			{ $set: { state: 'failed' } },
		).catch(() => undefined)
		throw error
	}
}

/** Claims a fresh path and stores an image prepared already (form files, imports). */
export async function storePreparedImage(
	objectPath: string,
	prepared: PreparedImage,
	source: ImageFields['source'],
): Promise<ImageMeta> {
	await claimImagePath(objectPath, source)
	return writePreparedImage(objectPath, prepared)
}

/** True when the path holds an image that is fully stored. */
export async function isImageStored(
	objectPath: string,
): Promise<ImageMeta | undefined> {
	const record = await ImageRecord.findById(objectPath).lean<ImageFields>()
	return record?.state === 'stored' ? metaOf(record) : undefined
}

/**
 * Marks the stored images among `urls` as used by a record being saved (so the sweep keeps them)
 * and returns their metas, in order, for pages to draw them without reading them. URLs that are
 * not ours, or no longer stored, have no meta. Call it before saving the record: an image marked
 * but never referenced is only kept too long, while one referenced but unmarked would be swept.
 */
export async function attachImages(
	urls: readonly (string | undefined)[],
): Promise<ImageMeta[]> {
	const paths = [
		...new Set(urls.flatMap(url => (url ? (storedObjectPath(url) ?? []) : []))),
	]
	if (paths.length === 0) return []
	const filter = {
		_id: mongoose.trusted({ $in: paths }),
		state: 'stored' as const,
	}
	await ImageRecord.updateMany(filter, { $set: { attached: true } })
	const records = await ImageRecord.find(filter, {
		width: 1,
		height: 1,
		widths: 1,
	}).lean<ImageFields[]>()
	const byPath = new Map(records.map(record => [record._id, metaOf(record)]))
	return paths.flatMap(objectPath => byPath.get(objectPath) ?? [])
}

/**
 * Deletes images that no saved record uses, a day after they were uploaded (a periodic job on
 * every instance; safe to run on several at once). Returns how many it removed.
 */
export async function sweepUnattachedImages(
	now = Date.now(),
	batch = 200,
): Promise<number> {
	const cutoff = new Date(now - UNATTACHED_IMAGE_TTL_MS)
	const stale = await ImageRecord.find(
		{ attached: false, createdAt: mongoose.trusted({ $lt: cutoff }) },
		{ objects: 1 },
	)
		.limit(batch)
		.lean<Pick<ImageFields, '_id' | 'objects'>[]>()
	let removed = 0
	for (const record of stale) {
		// Marked first, so a form saved meanwhile cannot attach an image whose bytes are going.
		const marked = await ImageRecord.updateOne(
			{ _id: record._id, attached: false },
			{ $set: { state: 'deleting' } },
		)
		if (marked.matchedCount === 0) continue
		if (record.objects?.length) await getObjectStore().delete(record.objects)
		const deleted = await ImageRecord.deleteOne({
			_id: record._id,
			attached: false,
		})
		removed += deleted.deletedCount
	}
	return removed
}

/** The periodic job (listed in periodic-jobs.server.ts). */
export const sweepUnattachedImagesJob = {
	name: 'sweep-unattached-images',
	everyMs: 15 * 60 * 1000,
	run: () => sweepUnattachedImages(),
}

// ---------------------------------------------------------------------------------------------
// Reading: every instance keeps the images it served in memory (a cache: paths never change
// content, so nothing can go stale; losing it only costs a read). On FerretDB v1 each GridFS read
// scans the chunks collection, so each image is read from the database at most once per instance.

let cache: LRUCache<string, StoredObject> | undefined
const inFlight = new Map<string, Promise<StoredObject | undefined>>()

function servedImages(): LRUCache<string, StoredObject> | undefined {
	const megabytes = getEnv().IMAGE_CACHE_MB
	if (megabytes === 0) return undefined
	cache ??= new LRUCache<string, StoredObject>({
		maxSize: megabytes * 1024 * 1024,
		sizeCalculation: object => object.body.byteLength + 256,
	})
	return cache
}

/** Tests: forget what this instance has cached. */
export function clearServedImageCache(): void {
	cache?.clear()
}

/**
 * A stored object by its path, from this instance's cache or else read once from the store
 * (concurrent requests for the same path share one read). Undefined when there is none.
 */
export async function readPublicObject(
	objectPath: string,
): Promise<StoredObject | undefined> {
	if (!isObjectPath(objectPath)) return undefined
	const cached = servedImages()?.get(objectPath)
	if (cached) return cached
	let pending = inFlight.get(objectPath)
	if (!pending) {
		pending = getObjectStore()
			.get(objectPath)
			.then(object => {
				if (object) servedImages()?.set(objectPath, object)
				return object
			})
			.finally(() => inFlight.delete(objectPath))
		inFlight.set(objectPath, pending)
	}
	return pending
}
