/**
 * `npm run backup` to S3-compatible storage (decision 077): when S3_BUCKET is set, the archive
 * goes to the bucket, under S3_PREFIX, as a streamed multipart upload. The key is the command's
 * argument (a folder when it ends in `/`), else `backups/` and the dated file name. An existing
 * object is never replaced.
 */
import { S3Client } from '@aws-sdk/client-s3'
import {
	s3ClientConfig,
	type S3Settings,
} from '#app/server/platform/object-store.server.ts'
import { uploadNewObject } from '#app/server/platform/s3-upload.server.ts'
import { exportFileName } from './archive.server.ts'

/** Where a backup goes in the bucket: `{prefix}{target}`, `{prefix}{target}{dated name}` or `{prefix}backups/{dated name}`. */
export function backupKey(prefix: string, target?: string): string {
	const name = !target
		? `backups/${exportFileName()}`
		: target.endsWith('/')
			? target + exportFileName()
			: target
	return prefix + name.replace(/^\/+/, '')
}

/** Uploads the archive's bytes; resolves to its address (s3://bucket/key) and size. */
export async function uploadBackup(
	settings: S3Settings,
	target: string | undefined,
	archive: () => AsyncIterable<Uint8Array>,
): Promise<{ file: string; bytes: number }> {
	const key = backupKey(settings.prefix, target)
	const client = new S3Client(s3ClientConfig(settings))
	try {
		const { bytes } = await uploadNewObject(
			client,
			{ bucket: settings.bucket, key, contentType: 'application/zip' },
			archive,
		)
		return { file: `s3://${settings.bucket}/${key}`, bytes }
	} finally {
		client.destroy()
	}
}
