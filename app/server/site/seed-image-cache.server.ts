/**
 * The sample pictures a seed draws, kept for the next seed of an empty database (decision 088).
 * Drawing and preparing the 35 sample pictures takes about 20 seconds of sharp, and a test run
 * seeds some 30 databases: with SEED_IMAGE_CACHE_DIR set (scripts/run-tests.ts makes one per run
 * and removes it after), the first seed draws them and the rest read them back. The directory
 * holds what prepareImage made, under the picture's stored path (which names the art's version);
 * it is a throwaway copy, never a store: a picture missing or unreadable is drawn again, and one
 * that cannot be written is not kept. Its key names the art's version, not the image pipeline's:
 * a directory kept across changes to prepareImage would serve the old encoding, so use one per run.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { deserialize, serialize } from 'node:v8'
import {
	prepareImage,
	type PreparedImage,
} from '#app/server/media/images.server.ts'

export type SampleImagePreparer = (
	objectPath: string,
	render: () => Promise<Buffer>,
) => Promise<PreparedImage>

const draw = async (render: () => Promise<Buffer>) =>
	prepareImage(await render(), 'image/png')

/** What an earlier seed kept in `file`, or undefined when there is none or it cannot be read. */
async function readKept(file: string): Promise<PreparedImage | undefined> {
	try {
		const kept = deserialize(await readFile(file)) as Partial<PreparedImage>
		if (
			typeof kept.width !== 'number' ||
			!(kept.image instanceof Uint8Array) ||
			!Array.isArray(kept.variants)
		)
			return undefined
		return {
			...(kept as PreparedImage),
			image: Buffer.from(kept.image),
			variants: kept.variants.map(variant => ({
				...variant,
				body: Buffer.from(variant.body),
			})),
		}
	} catch {
		return undefined
	}
}

/** Prepares sample pictures, through the cache directory when one is given. */
export function sampleImagePreparer(
	cacheDir: string | undefined,
): SampleImagePreparer {
	if (!cacheDir) return (_objectPath, render) => draw(render)
	return async (objectPath, render) => {
		const file = path.join(cacheDir, objectPath.replaceAll('/', '__'))
		const kept = await readKept(file)
		if (kept) return kept
		const prepared = await draw(render)
		// Written aside and renamed: a seed reading at the same moment sees all of it or nothing.
		// A copy that cannot be kept (a full disk, the directory gone) is let go: the seed goes on.
		const partial = `${file}.${randomUUID()}.partial`
		await mkdir(cacheDir, { recursive: true })
			.then(() => writeFile(partial, serialize(prepared)))
			.then(() => rename(partial, file))
			.catch(() => rm(partial, { force: true }).catch(() => undefined))
		return prepared
	}
}
