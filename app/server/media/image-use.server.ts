/**
 * Which stored images are in use: a record being saved attaches the images it shows, a record
 * that gives them up (a rejected guest post) releases them, and a periodic sweep deletes what
 * nothing uses a grace period after upload or release (README "Images", decision 016).
 */
import mongoose from 'mongoose'
import { storedObjectPath, type ImageMeta } from '#app/lib/image-upload.ts'
import { ImageRecord, type ImageFields } from '#app/server/models/index.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import { metaOf } from './images.server.ts'

/** Images no saved record uses are deleted this long after upload (or release). */
export const UNATTACHED_IMAGE_TTL_MS = 24 * 60 * 60 * 1000

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
		crops: 1,
	}).lean<ImageFields[]>()
	const byPath = new Map(records.map(record => [record._id, metaOf(record)]))
	return paths.flatMap(objectPath => byPath.get(objectPath) ?? [])
}

/**
 * Gives back the stored images among `urls` that a record no longer uses (a rejected guest post):
 * they are unattached again, and the sweep deletes them once the grace period
 * (UNATTACHED_IMAGE_TTL_MS) has passed since now. The caller leaves out any image another record
 * still shows. Returns the object paths released.
 */
export async function releaseImages(
	urls: readonly (string | undefined)[],
	now = new Date(),
): Promise<string[]> {
	const paths = [
		...new Set(urls.flatMap(url => (url ? (storedObjectPath(url) ?? []) : []))),
	]
	if (paths.length === 0) return []
	await ImageRecord.updateMany(
		{
			_id: mongoose.trusted({ $in: paths }),
			source: mongoose.trusted({ $ne: 'seed' }),
		},
		{ $set: { attached: false, releasedAt: now } },
	)
	return paths
}

/**
 * Deletes images that no saved record uses, a day after they were uploaded or released (a
 * periodic job on every instance; safe to run on several at once). Returns how many it removed.
 */
export async function sweepUnattachedImages(
	now = Date.now(),
	batch = 200,
): Promise<number> {
	const cutoff = new Date(now - UNATTACHED_IMAGE_TTL_MS)
	const stale = await ImageRecord.find(
		{
			attached: false,
			createdAt: mongoose.trusted({ $lt: cutoff }),
			$or: [
				{ releasedAt: mongoose.trusted({ $exists: false }) },
				{ releasedAt: mongoose.trusted({ $lt: cutoff }) },
			],
		},
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
