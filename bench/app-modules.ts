/**
 * Loads an app module for a benchmark through Vite's module runner: the services reach .tsx files
 * (the mail templates), which Node alone does not load, and every module loaded this way shares
 * one module graph (one mongoose) with the code it measures.
 */
import path from 'node:path'
import { runnerImport } from 'vite'

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
