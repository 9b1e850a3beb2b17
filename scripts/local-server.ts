/**
 * The production build on a fresh embedded database (or MONGODB_URI), for the measuring scripts
 * (`npm run lighthouse`, `npm run shots`): builds first when there is no build, seeds the sample
 * site, and answers with the server's address.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import {
	startServer,
	type RunningServer,
} from '../tests/helpers/server-process.ts'

const root = path.resolve(import.meta.dirname, '..')

/** Starts the build with its data in `dataDir`; exits the process when the build fails. */
export async function startLocalBuild(dataDir: string): Promise<RunningServer> {
	if (!existsSync(path.join(root, 'build/server/index.js'))) {
		console.log('Building…')
		if (
			spawnSync(path.join(root, 'node_modules/.bin/react-router'), ['build'], {
				cwd: root,
				stdio: 'inherit',
			}).status !== 0
		)
			process.exit(1)
	}
	const mongoUri = process.env.MONGODB_URI
	return startServer(
		{
			DATA_DIR: dataDir,
			SEED_ON_START: 'true',
			LOG_LEVEL: 'error',
			...(mongoUri ? { MONGODB_URI: mongoUri } : {}),
		},
		// Seeding the sample site takes a while on a busy machine.
		{ launcher: mongoUri ? 'server' : 'preview', startupMs: 180_000 },
	)
}

/** Stops the server, if one was started, and removes its data. */
export async function stopLocalBuild(
	server: RunningServer | undefined,
	dataDir: string,
): Promise<void> {
	await server?.stop()
	await rm(dataDir, {
		recursive: true,
		force: true,
		maxRetries: 5,
		retryDelay: 200,
	})
}
