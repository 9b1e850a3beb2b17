/**
 * The database and environment of a benchmark that loads the app's services in its own process
 * (bench/digest.ts, bench/portability.ts, bench/subscribers-csv.ts): a fresh database named
 * `{name}_bench_…` on the server BENCH_MONGODB_URI names, or on a new embedded server in a
 * temporary directory, and the environment the services read (production mode, warnings only).
 * `stop()` ends what was started.
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import {
	startEmbeddedDatabase,
	type EmbeddedDatabase,
} from '../scripts/embedded-db.ts'

export async function benchDatabase(
	name: string,
	env: Record<string, string> = {},
) {
	let embedded: EmbeddedDatabase | undefined
	let dataDir: string | undefined
	let server = process.env.BENCH_MONGODB_URI
	if (!server) {
		dataDir = await mkdtemp(path.join(tmpdir(), `brandline-${name}-bench-`))
		embedded = await startEmbeddedDatabase({
			dataDir,
			log: message => console.warn(message),
		})
		server = embedded.uri
	}
	const uri = `${server.replace(/\/?$/, '/')}${name}_bench_${randomBytes(4).toString('hex')}`
	Object.assign(process.env, {
		NODE_ENV: 'production',
		MONGODB_URI: uri,
		PUBLIC_URL: 'https://brandline.example',
		SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
		ADMIN_PASSWORD: 'bench-admin-password',
		TRUST_PROXY: 'false',
		LOG_LEVEL: 'warn',
		...env,
	})
	return {
		uri,
		/** Where and on what it ran, for the figures' heading. */
		machine: `${new Date().toISOString()}, ${embedded ? `embedded ${embedded.kind}` : 'BENCH_MONGODB_URI'}, ${cpus().length} CPUs, ${(totalmem() / 1024 / 1024).toFixed(0)} MB RAM`,
		async stop() {
			await embedded?.stop()
			if (dataDir) await rm(dataDir, { recursive: true, force: true })
		},
	}
}
