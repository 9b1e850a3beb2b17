/**
 * Stored images: the rule every stored image follows (README "Images", docs/decisions/016), their
 * responsive variants, the record that claims each path once and says whether anything uses it,
 * and reading them back through a per-instance cache.
 *
 * Every stored image is decoded and re-encoded: that proves it is an image, drops EXIF/GPS and
 * other metadata, applies the camera's orientation, and bounds its size.
 */
import sharp, { type Sharp } from 'sharp'
import {
	MAX_IMAGE_BYTES,
	PUBLIC_OBJECTS_PATH,
	STORED_IMAGE_MAX_SIDE,
	VARIANT_FORMATS,
	isImageContentType,
	variantPath,
	variantWidthsFor,
	type ImageMeta,
	type VariantFormat,
} from '#app/lib/image-upload.ts'
import {
	DomainError,
	conflict,
	tooLarge,
	unsupportedType,
} from '#app/server/platform/errors.server.ts'
import { ImageRecord, type ImageFields } from '#app/server/models/index.ts'
import { isDuplicateKey } from '#app/server/models/shared.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'

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

/** An animation keeps its frames as animated WebP within `budget` (no variants), or is refused (413). */
async function prepareAnimated(
	bounded: Sharp,
	budget: number,
	inputBytes: number,
): Promise<PreparedImage> {
	for (const quality of WEBP_QUALITIES) {
		const { data, info } = await bounded
			.clone()
			.webp({ quality, effort: 4 })
			.toBuffer({ resolveWithObject: true })
		if (data.byteLength <= budget)
			return {
				width: info.width,
				height: info.pageHeight ?? info.height,
				inputBytes,
				image: data,
				variants: [],
			}
	}
	throw tooLarge(
		`This image is too large to store (at most ${budget} bytes once converted). Please upload a smaller one.`,
	)
}

/** The responsive variants of decoded pixels, encoded side by side (libvips threads each). */
function encodeVariants(
	pixels: Buffer,
	raw: { raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 } },
	width: number,
): Promise<PreparedImage['variants']> {
	const planned = variantWidthsFor(width).flatMap(variantWidth =>
		// The WebP at the image's own width is the stored image itself.
		VARIANT_FORMATS.filter(
			format => !(format === 'webp' && variantWidth === width),
		).map(format => ({ width: variantWidth, format })),
	)
	return Promise.all(
		planned.map(async variant => {
			const resized =
				variant.width === width
					? sharp(pixels, raw)
					: sharp(pixels, raw).resize({ width: variant.width })
			return {
				...variant,
				body: await encode(
					resized,
					variant.format,
					variant.format === 'avif' ? 50 : 80,
				).toBuffer(),
			}
		}),
	)
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

		if (animated)
			return await prepareAnimated(bounded, budget, bytes.byteLength)

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

		const variants = await encodeVariants(pixels, raw, info.width)
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

export function metaOf(
	record: Pick<ImageFields, '_id' | 'width' | 'height' | 'widths' | 'crops'>,
): ImageMeta | undefined {
	if (!record.width || !record.height) return undefined
	return {
		url: PUBLIC_OBJECTS_PREFIX + record._id,
		width: record.width,
		height: record.height,
		widths: record.widths ?? [],
		...(record.crops ? { crops: record.crops } : {}),
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
