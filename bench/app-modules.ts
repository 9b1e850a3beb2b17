/**
 * Loads an app module for a benchmark through Vite's module runner: the services reach .tsx files
 * (the mail templates), which Node alone does not load, and every module loaded this way shares
 * one module graph (one mongoose) with the code it measures.
 */
import path from 'node:path'
import { runnerImport } from 'vite'
import type * as DbModule from '#app/server/platform/db.server.ts'
import type * as ModelsModule from '#app/server/models/index.ts'

const root = path.resolve(import.meta.dirname, '..')

/** `file`: a path from the repository's root, e.g. `app/server/platform/db.server.ts`. */
export async function loadAppModule<T>(file: string): Promise<T> {
	return (
		await runnerImport<T>(path.join(root, file), {
			configFile: false,
			root,
			logLevel: 'error',
			resolve: { tsconfigPaths: true },
		})
	).module
}

/**
 * The app's database module and models, connected to `uri` (its indexes made): what every bench
 * that loads the services starts with. `db.disconnectDatabase()` ends it.
 */
export async function connectAppDatabase(
	uri: string,
	options: { dbName?: string } = {},
) {
	const db = await loadAppModule<typeof DbModule>(
		'app/server/platform/db.server.ts',
	)
	const models = await loadAppModule<typeof ModelsModule>(
		'app/server/models/index.ts',
	)
	await db.connectDatabase(uri, {
		...options,
		maxAttempts: 10,
		log: () => undefined,
	})
	await db.ensureIndexes(() => undefined)
	return { db, models }
}
