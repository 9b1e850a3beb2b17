/**
 * A byte stream of unknown length written to S3-compatible storage as a multipart upload, one part
 * at a time (`npm run backup` to a bucket, decision 077): memory holds one part whatever the size
 * of the stream, and the source is read only as fast as the parts go out. An object already at
 * the key is never replaced: the upload is refused before it starts, and the completion asks the
 * service to refuse it too (`If-None-Match: *`) should another writer get there in between. An
 * upload that fails midway is aborted, so the bucket keeps no half-written parts.
 */
import {
	AbortMultipartUploadCommand,
	CompleteMultipartUploadCommand,
	CreateMultipartUploadCommand,
	HeadObjectCommand,
	type S3Client,
	UploadPartCommand,
} from '@aws-sdk/client-s3'
import { conflict } from './errors.server.ts'

/** S3 takes at least 5 MiB in every part but the last. */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024

/** 16 MiB parts: S3's 10,000 parts then hold 160 GiB. */
export const S3_PART_BYTES = 16 * 1024 * 1024

const S3_MAX_PARTS = 10_000

export interface S3Target {
	bucket: string
	key: string
	contentType: string
}

/** Whether `error` is S3 saying there is no such object (or bucket key). */
export function isMissingObject(error: unknown): boolean {
	const name = (error as { name?: string } | null)?.name
	const status = (error as { $metadata?: { httpStatusCode?: number } } | null)
		?.$metadata?.httpStatusCode
	return name === 'NoSuchKey' || name === 'NotFound' || status === 404
}

async function objectExists(
	client: S3Client,
	{ bucket, key }: S3Target,
): Promise<boolean> {
	try {
		await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }))
		return true
	} catch (error) {
		if (isMissingObject(error)) return false
		throw error
	}
}

/** Bytes gathered into parts of exactly `size` (the last one shorter), one part in memory. */
async function* partsOf(
	source: AsyncIterable<Uint8Array>,
	size: number,
): AsyncGenerator<Buffer> {
	let part = Buffer.allocUnsafe(size)
	let filled = 0
	for await (const chunk of source) {
		let offset = 0
		while (offset < chunk.byteLength) {
			const taken = Math.min(size - filled, chunk.byteLength - offset)
			part.set(chunk.subarray(offset, offset + taken), filled)
			filled += taken
			offset += taken
			if (filled === size) {
				yield part
				part = Buffer.allocUnsafe(size)
				filled = 0
			}
		}
	}
	yield part.subarray(0, filled)
}

/**
 * Uploads what `source` gives to the target as a new object; resolves to its size and part count.
 * The source is opened only once the key is known to be free (a backup refused starts no export).
 * Throws a `conflict` when an object is already at the key, and whatever the service or the
 * source threw (the upload aborted) otherwise.
 */
export async function uploadNewObject(
	client: S3Client,
	target: S3Target,
	source: () => AsyncIterable<Uint8Array>,
	partBytes = S3_PART_BYTES,
): Promise<{ bytes: number; parts: number }> {
	const { bucket: Bucket, key: Key } = target
	if (await objectExists(client, target))
		throw conflict(
			`s3://${Bucket}/${Key} already exists: a backup never replaces one`,
		)
	const { UploadId } = await client.send(
		new CreateMultipartUploadCommand({
			Bucket,
			Key,
			ContentType: target.contentType,
		}),
	)
	const parts: { ETag?: string; PartNumber: number }[] = []
	let bytes = 0
	try {
		for await (const body of partsOf(source(), partBytes)) {
			// Only the last part is empty, and only when it is not the first.
			if (body.byteLength === 0 && parts.length > 0) break
			const PartNumber = parts.length + 1
			if (PartNumber > S3_MAX_PARTS)
				throw new Error(
					`more than ${S3_MAX_PARTS} parts: the file is too large`,
				)
			const { ETag } = await client.send(
				new UploadPartCommand({
					Bucket,
					Key,
					UploadId,
					PartNumber,
					Body: body,
				}),
			)
			parts.push({ ETag, PartNumber })
			bytes += body.byteLength
		}
		await client.send(
			new CompleteMultipartUploadCommand({
				Bucket,
				Key,
				UploadId,
				MultipartUpload: { Parts: parts },
				IfNoneMatch: '*',
			}),
		)
	} catch (error) {
		await client
			.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
			.catch(() => undefined)
		throw error
	}
	return { bytes, parts: parts.length }
}
