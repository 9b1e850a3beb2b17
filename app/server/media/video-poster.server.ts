/**
 * A video's poster (issue 21 item 7, decision 080): the YouTube thumbnail of an article's video,
 * copied into our storage when the article is saved, so the click-to-load facade draws it from our
 * own origin (the CSP's img-src stays ours) and a reader's browser asks YouTube for nothing before
 * they press play. Fetched safely like any external image; one that cannot be fetched leaves the
 * article without a poster (the facade draws one) and never fails the save.
 */
import { youtubeVideoId } from '#app/lib/youtube.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { logger } from '#app/server/platform/logger.server.ts'
import { importExternalImage } from './image-import.server.ts'
import { attachImages } from './image-use.server.ts'

/** YouTube's 480×360 thumbnail, which every video has (the larger ones are optional). */
export const DEFAULT_VIDEO_THUMBNAIL_URL =
	'https://i.ytimg.com/vi/{id}/hqdefault.jpg'

/** A save waits at most this long for the thumbnail; then the article is saved without a poster. */
const THUMBNAIL_TIMEOUT_MS = 5_000

/** Where the thumbnail of video `videoId` is fetched from (VIDEO_THUMBNAIL_URL, else YouTube's). */
export function videoThumbnailUrl(videoId: string): string {
	const template = getEnv().VIDEO_THUMBNAIL_URL ?? DEFAULT_VIDEO_THUMBNAIL_URL
	return template.replaceAll('{id}', encodeURIComponent(videoId))
}

async function copyThumbnail(videoId: string): Promise<string | undefined> {
	const url = videoThumbnailUrl(videoId)
	try {
		return (await importExternalImage(url, { timeoutMs: THUMBNAIL_TIMEOUT_MS }))
			.url
	} catch (error) {
		logger.warn(
			{ url, err: error },
			'a video thumbnail could not be copied; the article is saved with a drawn poster',
		)
		return undefined
	}
}

/**
 * The poster of the video `youtubeUrl` links to, in our storage and attached (kept by the sweep of
 * unused images): the one saved before when the video is the same, else a fresh copy of its
 * thumbnail; undefined without a video, or when the thumbnail could not be copied.
 */
export async function keepVideoPoster(
	youtubeUrl: string | undefined,
	before?: { youtubeUrl?: string; videoPoster?: string } | null,
): Promise<string | undefined> {
	const videoId = youtubeVideoId(youtubeUrl)
	if (!videoId) return undefined
	const poster =
		before?.videoPoster && youtubeVideoId(before.youtubeUrl) === videoId
			? before.videoPoster
			: await copyThumbnail(videoId)
	if (!poster) return undefined
	// A poster no longer stored (swept, deleted) is fetched again.
	const [kept] = await attachImages([poster])
	if (kept) return poster
	const fresh = await copyThumbnail(videoId)
	if (fresh) await attachImages([fresh])
	return fresh
}
