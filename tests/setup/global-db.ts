/**
 * One MongoDB-wire server for the whole Vitest run: TEST_MONGODB_URI when given (CI, or your own
 * MongoDB), else an embedded one (FerretDB here) in a temporary directory. Each test file then
 * uses a database of its own on it (tests/helpers/database.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import {
	startEmbeddedDatabase,
	type EmbeddedDatabase,
} from '../../scripts/embedded-db.ts'

declare module 'vitest' {
	export interface ProvidedContext {
		mongoUri: string
	}
}

let embedded: EmbeddedDatabase | undefined
let dataDir: string | undefined

export async function setup(project: TestProject) {
	let uri = process.env.TEST_MONGODB_URI
	if (!uri) {
		dataDir = await mkdtemp(path.join(tmpdir(), 'brandline-vitest-'))
		embedded = await startEmbeddedDatabase({
			dataDir,
			log: message => console.warn(message),
		})
		uri = embedded.uri
	}
	project.provide('mongoUri', uri.endsWith('/') ? uri : `${uri}/`)
}

export async function teardown() {
	await embedded?.stop()
	if (dataDir) await rm(dataDir, { recursive: true, force: true })
}
