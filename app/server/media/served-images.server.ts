/**
 * Serving stored images: every instance keeps the images it served in memory (a cache: paths
 * never change content, so nothing can go stale; losing it only costs a read). On FerretDB v1 each
 * GridFS read scans the chunks collection, so each image is read from the database at most once
 * per instance.
 */
import { LRUCache } from 'lru-cache'
import { getEnv } from '#app/server/platform/env.server.ts'
import {
	getObjectStore,
	type StoredObject,
} from '#app/server/platform/object-store.server.ts'
import { isObjectPath } from './images.server.ts'

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
