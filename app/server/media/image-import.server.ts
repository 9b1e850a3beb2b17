/**
 * Copying images a stranger linked to into our own storage (issue 11 item 7), so that published
 * pages load nothing from third parties: fetched safely (safe-fetch.server.ts), then checked and
 * stored through the upload pipeline like any upload.
 */
import {
	MAX_IMAGE_BYTES,
	storedObjectPath,
	type ImageMeta,
} from '#app/lib/image-upload.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { invalid } from '#app/server/platform/errors.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { prepareImage, storePreparedImage } from './images.server.ts'
import { attachImages } from './image-use.server.ts'
import { fetchImageSafely } from '#app/server/platform/safe-fetch.server.ts'
import { newUploadObjectPath } from './uploads.server.ts'

/** True for an image address that is not one of our stored images. */
export function isExternalImage(url: string | undefined): url is string {
	return (
		typeof url === 'string' &&
		/^https?:\/\//i.test(url) &&
		!storedObjectPath(url)
	)
}

/** Fetches an external image and stores it like an upload; fails with the reason (a domain error). */
export async function importExternalImage(
	url: string,
	{ timeoutMs }: { timeoutMs?: number } = {},
): Promise<ImageMeta> {
	const env = getEnv()
	const fetched = await fetchImageSafely(url, {
		maxBytes: MAX_IMAGE_BYTES,
		...(timeoutMs ? { timeoutMs } : {}),
		allowPrivateAddresses: env.IMAGE_FETCH_ALLOW_PRIVATE,
	})
	return storePreparedImage(
		newUploadObjectPath(),
		await prepareImage(fetched.bytes, fetched.contentType),
		'import',
	)
}

// ![alt](url "title") with an http(s) address; the title is optional.
const MARKDOWN_IMAGE =
	/!\[([^\]\n]*)\]\(\s*<?(https?:\/\/[^\s)>]+)>?(\s+"[^"\n]*")?\s*\)/gi
// Any markdown image's address, ours (`/public-objects/…`) or not.
const MARKDOWN_IMAGE_ADDRESS = /!\[[^\]\n]*\]\(\s*<?([^\s)>]+)/g

/** At most this many external images are copied from one record; the rest are left out (or refused). */
export const MAX_EXTERNAL_IMAGES = 20
/** Fetched this many at a time, so one long post cannot hold dozens of images in memory at once. */
const FETCHES_AT_ONCE = 4

/** The stored images a markdown body shows, by their `/public-objects/…` addresses. */
export function storedImagesIn(content: string | undefined): string[] {
	return [...(content ?? '').matchAll(MARKDOWN_IMAGE_ADDRESS)]
		.map(match => match[1]!)
		.filter(url => Boolean(storedObjectPath(url)))
}

export interface ImagesToCopy {
	imageUrl?: string
	imageUrls?: string[]
	content: string
}

/**
 * The same images, every external one copied into our storage: the main and additional images,
 * and images in the markdown body. One that cannot be copied (unreachable, too large, not an
 * image) is left out of the image fields, and in the body becomes a plain link, so nothing loads
 * from elsewhere. The copies are not attached yet: the record that uses them attaches them.
 */
export async function copyExternalImages(
	images: ImagesToCopy,
): Promise<ImagesToCopy & { failed: string[] }> {
	const external = [
		...new Set(
			[
				images.imageUrl,
				...(images.imageUrls ?? []),
				...[...images.content.matchAll(MARKDOWN_IMAGE)].map(match => match[2]),
			].filter(isExternalImage),
		),
	]
	const copies = new Map<string, string | undefined>(
		external.slice(MAX_EXTERNAL_IMAGES).map(url => [url, undefined]),
	)
	const toCopy = external.slice(0, MAX_EXTERNAL_IMAGES)
	for (let start = 0; start < toCopy.length; start += FETCHES_AT_ONCE) {
		await Promise.all(
			toCopy.slice(start, start + FETCHES_AT_ONCE).map(async url => {
				try {
					copies.set(url, (await importExternalImage(url)).url)
				} catch (error) {
					logger.warn(
						{ url, err: error },
						'an external image could not be copied; it is left out',
					)
					copies.set(url, undefined)
				}
			}),
		)
	}
	const copied = (url: string | undefined) =>
		isExternalImage(url) ? copies.get(url) : url
	const imageUrls = (images.imageUrls ?? [])
		.map(copied)
		.filter((url): url is string => Boolean(url))
	const content = images.content.replace(
		MARKDOWN_IMAGE,
		(whole: string, alt: string, url: string, title: string | undefined) => {
			const copy = copies.get(url)
			if (copy) return `![${alt}](${copy}${title ?? ''})`
			return copies.has(url) ? `[${alt || 'Image'}](${url})` : whole
		},
	)
	return {
		...(copied(images.imageUrl) ? { imageUrl: copied(images.imageUrl) } : {}),
		...(imageUrls.length ? { imageUrls } : {}),
		content,
		failed: [...copies].filter(([, copy]) => !copy).map(([url]) => url),
	}
}

/**
 * The images an editor saves, all in our storage: external ones are copied in through the upload
 * pipeline (one that cannot be is refused with a clear message, never dropped silently), and every
 * stored image the record shows (main, additional, social card, and in the body) is attached, so the sweep of
 * unused images keeps it. Returns the fields with our addresses, and the sizes of the main and
 * additional images (`imageMeta`, absent when there are none).
 */
export async function keepImages<
	T extends {
		imageUrl?: string
		imageUrls?: string[]
		content?: string
		socialImage?: string
	},
>(input: T): Promise<T & { imageMeta?: ImageMeta[] }> {
	const { failed, ...copied } = await copyExternalImages({
		imageUrl: input.imageUrl,
		imageUrls: input.imageUrls,
		content: input.content ?? '',
	})
	if (failed.length)
		throw invalid(
			`This image could not be copied into our storage: ${failed[0]}. Upload the file instead.`,
			{ failed },
		)
	const stored: T = {
		...input,
		...(copied.imageUrl ? { imageUrl: copied.imageUrl } : {}),
		...(copied.imageUrls ? { imageUrls: copied.imageUrls } : {}),
		...(input.content === undefined ? {} : { content: copied.content }),
	}
	await attachImages([...storedImagesIn(stored.content), stored.socialImage])
	const imageMeta = await attachImages([
		stored.imageUrl,
		...(stored.imageUrls ?? []),
	])
	return imageMeta.length ? { ...stored, imageMeta } : stored
}
