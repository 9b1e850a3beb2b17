/**
 * s3rver (an S3 server from npm) on 127.0.0.1 for one test file: real S3 requests over TCP, kept
 * in a temporary folder that is removed when the file's tests end.
 */
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll } from 'vitest'

/** Starts the server with `buckets` before the file's tests; `endpoint()` is its address. */
export function startS3Server(buckets: string[]): { endpoint: () => string } {
	let server: S3rver | undefined
	let directory = ''
	let endpoint = ''
	beforeAll(async () => {
		directory = mkdtempSync(path.join(tmpdir(), 'brandline-s3rver-'))
		server = new S3rver({
			port: 0,
			address: '127.0.0.1',
			directory,
			silent: true,
			configureBuckets: buckets.map(name => ({ name, configs: [] })),
		})
		const { port } = await server.run()
		endpoint = `http://127.0.0.1:${port}`
	})
	afterAll(async () => {
		await server?.close()
		await rm(directory, { recursive: true, force: true })
	})
	return { endpoint: () => endpoint }
}
