/**
 * The full-site export as a zip, written while the client downloads it (docs/export-format.md):
 * `manifest.json`, then one JSON-lines file per kind, then the stored images under `images/`.
 * Entries are added one at a time and the next only once the previous one has been read into the
 * zip, which itself only reads as fast as the client takes the bytes (yazl pipes with
 * backpressure): memory holds one batch of records or one image, and the zip's directory of file
 * names, whatever the size of the site. Nothing is written to disk.
 */
import { Readable, type PassThrough } from 'node:stream'
import { ZipFile, type ReadStreamOptions } from 'yazl'
import {
	EXPORT_IMAGES_FOLDER,
	EXPORT_MANIFEST_FILE,
	EXPORT_SCHEMA_VERSION,
} from '#app/content/export.ts'
import { ImageRecord, type ImageFields } from '#app/server/models/index.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import type { Logger } from '#app/server/platform/logger.server.ts'
import { getObjectStore } from '#app/server/platform/object-store.server.ts'
import { RECORDS_PER_BATCH } from '#app/server/platform/cursor-stream.server.ts'
import { EXPORTED_IMAGES, exportParts } from './export-parts.server.ts'

/** The manifest.json of schema version 1 (docs/export-format.md). */
export interface ExportManifest {
	schemaVersion: number
	generator: string
	generatedAt: string
	siteUrl: string
	/** Records per JSON-lines file, by kind, counted when the export started. */
	counts: Record<string, number>
	files: { kind: string; path: string }[]
	imagesFolder: string
}

/** The file name the browser saves: brandline-export-2026-11-26.zip. */
export function exportFileName(date = new Date()): string {
	return `brandline-export-${date.toISOString().slice(0, 10)}.zip`
}

class DownloadStopped extends Error {}

/** Writes the archive into `zip`, one entry at a time; resolves when the last entry is added. */
async function writeArchive(
	zip: ZipFile,
	add: (
		name: string,
		body: Readable,
		options?: Partial<ReadStreamOptions>,
	) => Promise<void>,
	log: Logger,
	onManifest?: (manifest: ExportManifest) => void,
): Promise<void> {
	const started = Date.now()
	const parts = exportParts()
	const counts: Record<string, number> = {}
	for (const part of parts) counts[part.kind] = await part.count()
	const manifest: ExportManifest = {
		schemaVersion: EXPORT_SCHEMA_VERSION,
		generator: 'Brandline',
		generatedAt: new Date(started).toISOString(),
		siteUrl: getEnv().PUBLIC_URL,
		counts,
		files: parts.map(part => ({ kind: part.kind, path: part.file })),
		imagesFolder: EXPORT_IMAGES_FOLDER,
	}
	onManifest?.(manifest)
	await add(
		EXPORT_MANIFEST_FILE,
		Readable.from([Buffer.from(`${JSON.stringify(manifest, null, '\t')}\n`)]),
	)
	for (const part of parts)
		await add(part.file, Readable.fromWeb(part.stream() as never))

	// The paths first (small), then the objects, a few queries for them all.
	const paths = new Set<string>()
	const images = ImageRecord.find(EXPORTED_IMAGES)
		.sort({ _id: 1 })
		.lean<Pick<ImageFields, '_id' | 'objects'>[]>()
		.select({ objects: 1 })
		.cursor({ batchSize: RECORDS_PER_BATCH })
	for await (const image of images)
		for (const objectPath of image.objects ?? [image._id]) paths.add(objectPath)
	let files = 0
	for await (const [objectPath, object] of getObjectStore().each([...paths])) {
		// Images are compressed already: stored as they are.
		await add(EXPORT_IMAGES_FOLDER + objectPath, Readable.from([object.body]), {
			compress: false,
		})
		files += 1
	}
	const missing = paths.size - files
	zip.end()
	log.info(
		{
			counts,
			imageFiles: files,
			missingImages: missing,
			ms: Date.now() - started,
		},
		'site exported',
	)
}

/**
 * The archive as a byte stream, for a Response (the download) or a file (`npm run backup`): one
 * writer for both. `onManifest` hears what the archive holds once it is counted. A client that goes away ends the export: the entry
 * being read is destroyed, which closes its cursor, and nothing more is read.
 */
export function exportArchiveStream(
	log: Logger,
	onManifest?: (manifest: ExportManifest) => void,
): ReadableStream<Uint8Array> {
	const zip = new ZipFile()
	// yazl's output is a PassThrough (its types say only NodeJS.ReadableStream).
	const output = zip.outputStream as PassThrough
	const mtime = new Date()
	let stopped = false
	let current: Readable | undefined
	output.once('close', () => {
		stopped = true
		current?.destroy()
	})

	const add = (
		name: string,
		body: Readable,
		options: Partial<ReadStreamOptions> = {},
	) =>
		new Promise<void>((resolve, reject) => {
			if (stopped) {
				body.destroy()
				return reject(new DownloadStopped())
			}
			current = body
			body.once('end', resolve)
			body.once('error', reject)
			body.once('close', () => {
				if (!body.readableEnded) reject(new DownloadStopped())
			})
			zip.addReadStreamLazy(name, { mtime, ...options }, ready =>
				ready(null, body),
			)
		})

	writeArchive(zip, add, log, onManifest).catch((error: unknown) => {
		if (error instanceof DownloadStopped) {
			log.info('export stopped: the download was cancelled')
			return
		}
		log.error({ err: error }, 'export failed')
		output.destroy(error instanceof Error ? error : new Error(String(error)))
	})
	return Readable.toWeb(output) as ReadableStream<Uint8Array>
}
