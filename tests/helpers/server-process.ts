import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { findFreePort } from '../../scripts/embedded-db.ts'

const root = path.resolve(import.meta.dirname, '../..')

export interface RunningServer {
	url: string
	process: ChildProcess
	/** Everything the server printed, for assertions and for failure messages. */
	output(): string
	/** The port of the embedded database it started, if it started one. */
	embeddedDatabasePort(): number | undefined
	/** SIGTERM, then the exit code. */
	stop(): Promise<number | null>
}

export interface StartOptions {
	/**
	 * `server` (default): the production bundle, `node server.js`; pass MONGODB_URI.
	 * `preview`: `npm run preview`, which starts the embedded database itself when MONGODB_URI is unset.
	 */
	launcher?: 'server' | 'preview'
	/** How long it may take to become healthy (seeding on a busy machine takes a while). */
	startupMs?: number
}

/** Starts the production server on a free port and waits for /healthz. */
export async function startServer(
	env: Record<string, string>,
	{ launcher = 'server', startupMs = 60_000 }: StartOptions = {},
): Promise<RunningServer> {
	const port = await findFreePort()
	const url = `http://127.0.0.1:${port}`
	let output = ''
	const child = spawn(
		process.execPath,
		[launcher === 'preview' ? 'scripts/preview.ts' : 'server.js'],
		{
			cwd: root,
			env: {
				PATH: process.env.PATH ?? '',
				HOME: process.env.HOME ?? '',
				FERRETDB_BIN: process.env.FERRETDB_BIN ?? '',
				// The run's sample pictures (scripts/run-tests.ts): a seed reads them, not draws them.
				SEED_IMAGE_CACHE_DIR: process.env.SEED_IMAGE_CACHE_DIR ?? '',
				BUILD_DIR: process.env.BUILD_DIR ?? 'build',
				...clockEnv(),
				NODE_ENV: 'production',
				HOST: '127.0.0.1',
				PORT: String(port),
				PUBLIC_URL: url,
				SESSION_SECRET: 'lifecycle-session-secret-long-enough-0123456789',
				ADMIN_PASSWORD: 'lifecycle-admin-password',
				TRUST_PROXY: 'false',
				LOG_LEVEL: 'warn',
				...env,
			},
			stdio: ['ignore', 'pipe', 'pipe'],
		},
	)
	child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
	child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))

	const server: RunningServer = {
		url,
		process: child,
		output: () => output,
		embeddedDatabasePort() {
			const match = /Database: embedded \S+ on 127\.0\.0\.1:(\d+)/.exec(output)
			return match ? Number(match[1]) : undefined
		},
		async stop() {
			// Already gone (exited, or killed by a signal: then exitCode stays null).
			if (child.exitCode !== null || child.signalCode !== null)
				return child.exitCode
			const exited = new Promise<number | null>(resolve =>
				child.once('exit', code => resolve(code)),
			)
			child.kill('SIGTERM')
			return exited
		},
	}

	const deadline = Date.now() + startupMs
	while (Date.now() < deadline) {
		if (child.exitCode !== null)
			throw new Error(`server exited early (${child.exitCode}):\n${output}`)
		const healthy = await fetch(`${url}/healthz`).then(
			response => response.ok,
			() => false,
		)
		if (healthy) return server
		await new Promise(resolve => setTimeout(resolve, 250))
	}
	await server.stop()
	throw new Error(`server did not become healthy:\n${output}`)
}

/** Polls `check` until it returns true; fails after `timeoutMs`. */
export async function waitUntil(
	check: () => Promise<boolean>,
	timeoutMs: number,
	what: string,
): Promise<number> {
	const started = Date.now()
	while (Date.now() - started < timeoutMs) {
		if (await check()) return Date.now() - started
		await new Promise(resolve => setTimeout(resolve, 200))
	}
	throw new Error(`${what}: not within ${timeoutMs} ms`)
}

/**
 * What puts a child process on the tests' clock when the suite runs at another hour through
 * faketime (README, "Two commands"): nothing otherwise.
 */
export function clockEnv(): Record<string, string> {
	return Object.fromEntries(
		Object.entries(process.env).filter(
			(entry): entry is [string, string] =>
				entry[1] !== undefined &&
				(entry[0] === 'LD_PRELOAD' ||
					entry[0] === 'DONT_FAKE_MONOTONIC' ||
					entry[0].startsWith('FAKETIME')),
		),
	)
}
