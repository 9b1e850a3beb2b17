import type { ImageCrop } from './image-crops.ts'

/**
 * Image upload rules shared by the browser widget and the server (SPEC §5, §9): what may be
 * uploaded, how large, and which image URLs a form may point at.
 */

/** Largest upload accepted, in bytes ("Max file size: 5MB"). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
/** Alt text: how long it may be, what the field says, and what a form says when a main image has none. */
export const ALT_TEXT_MAX_LENGTH = 250
export const ALT_TEXT_HINT =
	'Describe the image for readers who cannot see it: who or what is in it, in a sentence.'
export const ALT_TEXT_REQUIRED =
	'Describe the main image for readers who cannot see it (alt text)'

/** The rule: a main image needs alt text (the forms' schemas and the multipart reader both ask it). */
export function isAltTextMissing(hasImage: boolean, alt: unknown): boolean {
	return hasImage && !(typeof alt === 'string' && alt.trim() !== '')
}

/** Most image files one form may carry (main image and additional images together). */
export const MAX_FORM_FILES = 10

/** Extensions an uploaded image may be stored under; the stored file is re-encoded to match. */
export const UPLOAD_EXTENSIONS = [
	'jpg',
	'jpeg',
	'png',
	'gif',
	'webp',
	'avif',
] as const
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number]

export const PUBLIC_OBJECTS_PATH = '/public-objects/'

const EXTENSION_BY_TYPE: Record<string, UploadExtension> = {
	'image/jpeg': 'jpg',
	'image/jpg': 'jpg',
	'image/pjpeg': 'jpg',
	'image/png': 'png',
	'image/gif': 'gif',
	'image/webp': 'webp',
	'image/avif': 'avif',
}

export function isUploadExtension(value: string): value is UploadExtension {
	return (UPLOAD_EXTENSIONS as readonly string[]).includes(value)
}

/**
 * The extension to ask an upload URL for: from the file's type, else its name, else jpg. Other
 * decodable types (TIFF, HEIF…) are converted to JPEG by the server rather than refused.
 */
export function uploadExtensionFor(
	contentType: string,
	fileName: string,
): UploadExtension {
	const byType =
		EXTENSION_BY_TYPE[contentType.toLowerCase().split(';')[0]!.trim()]
	if (byType) return byType
	const dot = fileName.lastIndexOf('.')
	const byName = dot >= 0 ? fileName.slice(dot + 1).toLowerCase() : ''
	return isUploadExtension(byName) ? byName : 'jpg'
}

/**
 * True for an image type we take (checked in the browser before anything is sent, and again by
 * the server). SVG is refused: it is a document that can carry scripts, not a picture.
 */
export function isImageContentType(contentType: string): boolean {
	const type = contentType.split(';')[0]!.trim().toLowerCase()
	return /^image\/[\w.+-]+$/.test(type) && !type.startsWith('image/svg')
}

// An object path as images.server.ts writes them: lowercase words, one image extension.
const PUBLIC_OBJECT_PATTERN =
	/^\/public-objects\/[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|jpg|jpeg|png|gif|avif)$/i

/**
 * An image reference a form may store: an absolute http(s) URL (no credentials in it) or one of
 * our own /public-objects/ paths. Anything else — javascript:, data:, relative paths — is refused.
 * Returns the normalised value, or undefined when it is not acceptable.
 */
export function normaliseImageUrl(input: string): string | undefined {
	const value = input.trim()
	if (value === '' || value.length > 2048) return undefined
	if (value.startsWith('/'))
		return PUBLIC_OBJECT_PATTERN.test(value) ? value : undefined
	let url: URL
	try {
		url = new URL(value)
	} catch {
		return undefined
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
	if (!url.hostname || url.username || url.password) return undefined
	return url.href
}

/**
 * The stored-image rule (README "Images"): every stored image is lossy WebP at most
 * STORED_IMAGE_MAX_SIDE px on its longest side, with responsive variants made once at upload.
 */
export const STORED_IMAGE_MAX_SIDE = 1600
/** Widths of the responsive variants (each only when narrower than the stored image). */
export const VARIANT_WIDTHS = [400, 800, 1200] as const
export const VARIANT_FORMATS = ['avif', 'webp'] as const
export type VariantFormat = (typeof VARIANT_FORMATS)[number]

/**
 * What pages need to draw a stored image without reading it: its intrinsic size, and the widths at
 * which variants exist (the largest is the stored image's own width; empty for animations, which
 * are served as they are).
 */
export interface ImageMeta {
	url: string
	width: number
	height: number
	widths: number[]
	/**
	 * Pictures composed for other slots of the design (art direction: generated covers have a
	 * 16:9 lead and a 1:1 thumbnail beside their 3:2 card), drawn instead of cropping this one.
	 */
	crops?: Partial<Record<ImageCrop, Omit<ImageMeta, 'crops'>>>
}

/** The object path of the stored image behind a /public-objects/ URL, or undefined for any other URL. */
export function storedObjectPath(url: string): string | undefined {
	return url.startsWith(PUBLIC_OBJECTS_PATH) && PUBLIC_OBJECT_PATTERN.test(url)
		? url.slice(PUBLIC_OBJECTS_PATH.length)
		: undefined
}

/**
 * Where the variant of a stored image at `width` in `format` lives: `uploads/2026/11/abc.webp` at
 * 800 px AVIF is `uploads/2026/11/abc/w800.avif`. The stored image itself is the WebP at its own width.
 */
export function variantPath(
	objectPath: string,
	width: number,
	format: VariantFormat,
	storedWidth?: number,
): string {
	const stem = objectPath.replace(/\.[a-z0-9]+$/i, '')
	if (format === 'webp' && width === storedWidth) return objectPath
	return `${stem}/w${width}.${format}`
}

/** The widths a stored image of `width` px gets variants at: the standard ones below it, and its own. */
export function variantWidthsFor(width: number): number[] {
	return [...VARIANT_WIDTHS.filter(candidate => candidate < width), width]
}

/** A srcset for one format of a stored image (`/public-objects/…/w400.avif 400w, …`). */
export function srcSetFor(meta: ImageMeta, format: VariantFormat): string {
	const objectPath = storedObjectPath(meta.url)
	if (!objectPath) return ''
	return meta.widths
		.map(
			width =>
				`${PUBLIC_OBJECTS_PATH}${variantPath(objectPath, width, format, meta.width)} ${width}w`,
		)
		.join(', ')
}
